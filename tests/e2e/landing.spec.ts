import type { Page } from '@playwright/test';
import { axe, DOCUMENT_404, expect, hydratedSection, test } from './fixtures';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** A still page for screenshots: every lazy image loaded, every video paused on its poster, fonts ready. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    images.forEach((image) => (image.loading = 'eager'));
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    document.querySelectorAll('video').forEach((video) => video.pause());
    await document.fonts.ready;
  });
}

/** The consent host's and banner's chunks as the page requests them. */
function consentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Consent(?:Host|Banner)-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('landing', () => {
  test('the seven sections come in order, with their anchors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos métrés automatisés, vérifiés par vous.');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Tout le métré, de l’import du plan à l’export Excel',
      'Ce que Metr change pour vos équipes',
      'Quatre étapes, du plan au chiffrage',
      'Metr s’adapte à votre métier',
      'Ce que nous croyons',
      'Passez vos métrés de 5\u00a0heures à 30\u00a0minutes',
    ]);
    // The footer keeps its own landmark, outside <main>.
    await expect(page.getByRole('contentinfo').getByRole('heading', { level: 2 })).toHaveText([
      'Le produit',
      'L’entreprise',
      'Informations légales',
    ]);
    const ids = await page.locator('section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['features', 'how-it-works', 'target-audience', 'manifesto']);
    await expect(page.getByRole('link', { name: 'Demandez votre accès' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Testez Metr en avant première' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('link', { name: 'Connexion (nouvelle fenêtre)' }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('is sent prerendered: without scripts, every section is there and the hero poster is painted', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle('Metr – Vos métrés automatisés');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos métrés automatisés, vérifiés par vous.');
    const ids = await page.locator('section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(['features', 'how-it-works', 'target-audience', 'manifesto']);
    await expect(page.getByRole('link', { name: 'Demandez votre accès' })).toHaveAttribute('href', '/register');
    await expect(page.locator('video[poster="/media/demo-poster.jpg"]')).toBeVisible();
    await context.close();
  });

  test('without an analytics id, the consent code is not part of a visit until « Gérer mes cookies »', async ({
    page,
  }) => {
    const consentCode = consentRequests(page);
    await page.goto('/');
    // Hydrated and idle: the host, when it has something to do, is fetched as the page goes live, before this.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('metr:idle', 'mark').length))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'À propos', exact: true }).first().click();
    await expect(page).toHaveURL('/about');
    expect(consentCode).toEqual([]);
    await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
    await expect(page.getByRole('region', { name: 'Votre choix sur les cookies' })).toBeFocused();
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByRole('region', { name: 'Votre choix sur les cookies' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gérer mes cookies' })).toBeFocused();
    expect(consentCode).toHaveLength(2);
  });

  test(
    'fetches the tabbed sections and the sign-up modal once idle after the largest paint; a section hydrates in place on approach',
    { tag: '@paint' },
    async ({ page }) => {
      // The console fixture fails the test on a hydration error (React reports a mismatch as an uncaught error).
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('metr:idle', 'mark').length))
        .toBeGreaterThan(0);
      // The fetches start just after the mark: wait for the three to be under way.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => /\/assets\/(HowItWorks|Audience|SignupModalHost)-/.test(entry.name)).length,
          ),
        )
        .toBe(3);
      const { lcp, fetched } = await page.evaluate(async () => {
        const paints = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        );
        return {
          lcp: paints[paints.length - 1]?.startTime ?? Infinity,
          fetched: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(HowItWorks|Audience|SignupModalHost)-/.test(entry.name))
            .map((entry) => entry.startTime),
        };
      });
      expect(fetched).toHaveLength(3);
      for (const start of fetched) expect(start).toBeGreaterThan(lcp);
      // Fetched, not hydrated: far from the screen, the section is still the prerendered markup.
      const section = page.locator('#target-audience');
      await expect(section).not.toHaveAttribute('data-hydrated');
      await page.evaluate(() => {
        (window as { prerendered?: Element | null }).prerendered = document.getElementById('target-audience');
      });
      await hydratedSection(page, 'target-audience');
      expect(
        await page.evaluate(
          () => (window as { prerendered?: Element | null }).prerendered === document.getElementById('target-audience'),
        ),
      ).toBe(true);
      await page.getByRole('tab', { name: /Bureaux d’études/ }).click();
      await expect(page.getByRole('tab', { name: /Bureaux d’études/ })).toHaveAttribute('aria-selected', 'true');
      expect(await page.locator('title').count()).toBe(1);
    },
  );

  test('a header link on the home page scrolls to its section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Manifeste' })
      .click();
    await expect(page).toHaveURL('/#manifesto');
    await expect(page.locator('#manifesto')).toBeInViewport();
  });

  test('the header is transparent at 19 px of scroll and opaque at 21 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 19));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(19);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await headerBackground(page)).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(() => headerBackground(page)).toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBackground(page)).toBe(TRANSPARENT);
  });

  test('the final call to action is a button that opens the sign-up dialog', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const cta = page.getByRole('button', { name: 'Demander un accès bêta' });
    await cta.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('rendered ahead once idle: the first opening shows it with the focus in it, Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto('/');
    // Once idle, the modal is built ahead, hidden: in the page, not shown, not in the accessibility tree.
    await expect(page.locator('[role="dialog"]')).toBeAttached();
    await expect(page.locator('[role="dialog"]')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cta = page.getByRole('button', { name: 'Demander un accès bêta' });
    for (const round of ['revealed', 'built again']) {
      await cta.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Créer mon compte' });
      await expect(dialog, round).toBeVisible();
      // Its title and description announced: the dialog itself has the focus, then Tab goes through its controls.
      await expect(dialog, round).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Fermer' }), round).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog'), round).toHaveCount(0);
      await expect(cta, round).toBeFocused();
    }
  });

  test('no video byte before the largest paint, and no layout shift', { tag: '@paint' }, async ({ page }) => {
    // The first video request as the browser sent it: a video's resource-timing entry exists only once its response
    // has ended, and Chrome may hold a playing video's download open (seen: the hero playing, no entry after 5 s).
    const firstVideoRequest = page.waitForRequest((request) => /\.(webm|mp4)$/.test(new URL(request.url()).pathname));
    await page.goto('/');
    const request = await firstVideoRequest;
    // Its timing is filled in once its response has come.
    await request.response();
    const { lcp, timeOrigin, cls } = await page.evaluate(async () => {
      const entries = <T extends PerformanceEntry>(type: string) =>
        new Promise<T[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries() as T[])).observe({ type, buffered: true }),
        );
      const paints = await entries<PerformanceEntry>('largest-contentful-paint');
      const shifts = await Promise.race([
        entries<PerformanceEntry & { value: number; hadRecentInput: boolean }>('layout-shift'),
        new Promise<[]>((resolve) => setTimeout(() => resolve([]), 500)),
      ]);
      return {
        lcp: paints[paints.length - 1]?.startTime ?? 0,
        timeOrigin: performance.timeOrigin,
        cls: shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
      };
    });
    expect(lcp).toBeGreaterThan(0);
    // Both in milliseconds since the epoch, from the browser's own clock.
    expect(request.timing().startTime).toBeGreaterThan(timeOrigin + lcp);
    expect(cls).toBeLessThanOrEqual(0.02);
  });

  test('the carousel moves on 5500 ms after a click on a step, not at 5499 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydratedSection(page, 'how-it-works');
    const selected = page.locator('#how-it-works [role="tab"][aria-selected="true"]');
    await expect(selected).toContainText('Import');
    // From here only runFor moves the clock: the real time the browser takes does not count.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await page.getByRole('tab', { name: 'Sélection' }).click();
    await expect(selected).toContainText('Sélection');
    await page.clock.runFor(5499);
    await expect(selected).toContainText('Sélection');
    await page.clock.runFor(1);
    await expect(selected).toContainText('Exportez');
    await page.clock.runFor(5500);
    await expect(selected).toContainText('Import');
  });

  test('reduced motion: no video plays, the carousel stays, no zoom', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydratedSection(page, 'how-it-works');
    const selected = page.locator('#how-it-works [role="tab"][aria-selected="true"]');
    await expect(selected).toContainText('Import');
    await page.clock.runFor(6000);
    await expect(selected).toContainText('Import');
    expect(
      await page.locator('video').evaluateAll((videos) => videos.every((v) => (v as HTMLVideoElement).paused)),
    ).toBe(true);
    await expect(page.getByRole('button', { name: 'Lire la vidéo' })).toHaveCount(5);
    await page.mouse.wheel(0, 600);
    expect(await page.getByTestId('hero-zoom').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
  });

  test('no axe violation, light and dark', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Métreurs & Économistes' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
    expect(await axe(page)).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`matches its visual baseline at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A fixed date: the footer's copyright year must not move the baseline.
      await page.clock.setFixedTime(new Date('2025-06-02T10:00:00+02:00'));
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // As a visitor meets them: the tabbed sections hydrate on approach (the reduced-motion carousel then shows its
      // play control).
      await hydratedSection(page, 'how-it-works');
      await hydratedSection(page, 'target-audience');
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${width}.png`, { fullPage: true });
    });
  }
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('opens, closes on Escape with focus back on the toggle, and closes on navigation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();
    // The desktop links are folded away too.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
    await toggle.click();
    const close = page.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Fonctionnalités' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pour qui' }).click();
    await expect(page).toHaveURL('/#target-audience');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#target-audience')).toBeInViewport();
  });
});

test.describe('mobile menu and the focus (375 px)', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('Tab past the open menu closes it: the control that takes the focus is never under it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    // From the first section link: the three others, « Connexion », « Devenir un bêta testeur », then the page.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    const cta = page.getByRole('link', { name: 'Demandez votre accès' });
    await expect(cta).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(cta).toBeInViewport({ ratio: 1 });
  });
});

test.describe('from another page', () => {
  test.use({ expectedConsoleErrors: [DOCUMENT_404] });

  test('a section link of the 404 page leads to /#features, scrolled into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const features = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
      name: 'Fonctionnalités',
    });
    await expect(features).toHaveAttribute('href', '/#features');
    await features.click();
    await expect(page).toHaveURL('/#features');
    await expect(page.locator('#features')).toBeInViewport();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Tout le métré, de l’import du plan à l’export Excel' }),
    ).toBeInViewport();
  });

  test('the footer links to the pages and the home page’s sections', async ({ page }) => {
    await page.goto('/nulle-part');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['À propos', '/about'],
      ['Contact', '/contact'],
      ['Conditions d’utilisation', '/terms'],
      ['Politique de confidentialité', '/privacy'],
      ['Comment ça marche', '/#how-it-works'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Metr SAS`);
    await expect(footer.getByRole('button', { name: 'Gérer mes cookies' })).toBeVisible();
  });
});

/**
 * The prerendered landing is painted, and can be pressed, before its app has even been fetched: every control takes
 * effect whenever it is pressed (src/screens/Landing/pressReplay.ts). These tests press at once, without waiting for
 * the app as the other tests do.
 */
test.describe('a press the moment the page loads takes effect', () => {
  test.use({ waitForApp: false });

  for (const moment of ['domcontentloaded', 'load'] as const) {
    test(`« Demander un accès bêta » at ${moment}: the sign-up dialog opens`, async ({ page }) => {
      await page.goto('/', { waitUntil: moment });
      await page.getByRole('button', { name: 'Demander un accès bêta' }).click();
      await expect(page.getByRole('dialog', { name: 'Créer mon compte' })).toBeVisible();
    });

    test(`an audience tab at ${moment}: it is selected`, async ({ page }) => {
      await page.goto('/', { waitUntil: moment });
      const tab = page.getByRole('tab', { name: 'Ingénieurs Études de Prix' });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Ingénieurs Études de Prix' })).toBeVisible();
    });
  }

  /**
   * The app is made late, so that the press is surely held and replayed: the dialog it opens must have the focus as
   * it shows (two frames after), not once the page's transitions end (react-aria waits for them after a screen
   * reader's press, which a replay used to look like), and Escape then closes it.
   */
  for (const how of ['the mouse', 'Enter'] as const) {
    test(`« Demander un accès bêta » with ${how} before the app answers: the dialog shows with the focus in it`, async ({
      page,
    }) => {
      await page.route(/\/assets\/App-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      // Whether the focus is in the dialog two frames after it shows (a string: no bundler helpers in the page).
      await page.addInitScript(`(() => {
        let frames = -1;
        const tick = () => {
          const dialog = document.querySelector('[role=dialog]');
          if (dialog && dialog.checkVisibility()) frames += 1;
          if (frames === 2) window.focusAsShown = dialog.contains(document.activeElement);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const cta = page.getByRole('button', { name: 'Demander un accès bêta' }).first();
      if (how === 'Enter') {
        await cta.focus();
        await page.keyboard.press('Enter');
      } else await cta.click();
      const dialog = page.getByRole('dialog', { name: 'Créer mon compte' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => page.evaluate('window.focusAsShown')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cta).toBeFocused();
    });
  }

  test('the keyboard on the final call to action at load: Enter opens the dialog', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Demander un accès bêta' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Créer mon compte' })).toBeVisible();
  });

  test('the arrow keys on an audience tab at load: the next tab is selected and focused', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('tab', { name: 'Métreurs & Économistes' }).focus();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' });
    await expect(next).toHaveAttribute('aria-selected', 'true');
    await expect(next).toBeFocused();
  });

  test('a carousel step and its rotation control at load', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const step = page.getByRole('tab', { name: 'Exportez' });
    await step.click();
    await expect(step).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Mettre en pause le défilement des étapes' }).click();
    await expect(page.getByRole('button', { name: 'Reprendre le défilement des étapes' })).toBeVisible();
  });

  test('a video control at load: the demo plays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'load' });
    await page
      .getByRole('figure', { name: /démonstration/i })
      .getByRole('button', { name: 'Lire la vidéo' })
      .click();
    await expect(
      page.getByRole('figure', { name: /démonstration/i }).getByRole('button', { name: 'Mettre en pause la vidéo' }),
    ).toBeVisible();
  });

  test('the header’s links at load: « Fonctionnalités » brings #features into view', async ({ page }) => {
    // A slow phone: the deferred sections are still loading when the link is pressed (the router's navigation waits
    // for them; the scroll must not). Without throttling the race is lost only under load; at 6× it was lost 3 in 6.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/', { waitUntil: 'load' });
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Fonctionnalités' })
      .click();
    await expect(page).toHaveURL('/#features');
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('the calls to action at load lead to /register', async ({ page }) => {
    for (const name of ['Demandez votre accès', 'Testez Metr en avant première', 'Devenir un bêta testeur']) {
      await page.goto('/', { waitUntil: 'load' });
      // « Devenir un bêta testeur » is the header's; the mobile menu's copy is hidden at this width.
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL('/register');
    }
  });

  test('the footer at load: « Gérer mes cookies » opens the banner, a link leads to its page', async ({ page }) => {
    const consentCode = consentRequests(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
    await expect(page.getByRole('region', { name: 'Votre choix sur les cookies' })).toBeFocused();
    // Fetched on the press: the host and the banner, once each.
    expect(consentCode).toHaveLength(2);
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('footer').getByRole('link', { name: 'À propos', exact: true }).click();
    await expect(page).toHaveURL('/about');
  });
});

test.describe('a press the moment the page loads takes effect (375 px)', () => {
  test.use({ waitForApp: false, viewport: { width: 375, height: 667 } });

  test('the menu toggle at load: the menu opens, its first link focused', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const close = page.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link', { name: 'Fonctionnalités' })).toBeFocused();
  });
});
