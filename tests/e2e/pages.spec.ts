import type { Page, Request } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { expect, expectNoAxeViolationInBothThemes, test as base } from './fixtures';

const TITLES = {
  '/about': 'À propos – Metr',
  '/contact': 'Contact – Metr',
  '/terms': 'Conditions d’utilisation – Metr',
  '/privacy': 'Politique de confidentialité – Metr',
} as const;
const ROUTES = Object.keys(TITLES) as (keyof typeof TITLES)[];

/** Every request to the form service, wherever its URL points (VITE_CONTACT_FORM_URL). */
const formService = new RegExp(`^${siteConfig.contactFormUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The server's CSP must hold on these pages: every 'securitypolicyviolation' fails the test. Reported through an
 * exposed binding, which survives navigations, so the post to the form service is covered too.
 */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __reportCspViolation: (v: string) => Promise<void> };
          void w.__reportCspViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Today as the page must show it: the browser runs in Europe/Paris (playwright.config.ts), French long date. */
function frenchToday(): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).formatToParts(new Date());
  const day = parts.find((p) => p.type === 'day')?.value;
  const text = parts.map((p) => p.value).join('');
  return day === '1' ? text.replace(/^1 /, '1er ') : text;
}

test.describe('titles, accessibility', () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its own title and no axe violation, light and dark`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(TITLES[route]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationInBothThemes(page);
    });
  }

  test('the four titles are unique, and none is the home page’s', async ({ page }) => {
    await page.goto('/');
    const titles = [await page.title()];
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page).toHaveTitle(TITLES[route]);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test.describe('one address for the landing', () => {
  test('/index.html moves to /, the prerendered copy is not a page, / is the landing', async ({ request, page }) => {
    const shell = await request.get('/index.html?source=lettre', { maxRedirects: 0 });
    expect(shell.status()).toBe(301);
    expect(shell.headers()['location']).toBe('/?source=lettre');
    for (const path of ['/prerendered/', '/prerendered/index.html']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('about', () => {
  test('the story, the three values and the call to the contact page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos de Metr' })).toBeVisible();
    await expect(page.getByText(/fondée en 2024/)).toBeVisible();
    for (const value of ['Précision', 'Contrôle', 'Innovation']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Nous contacter' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page).toHaveTitle(TITLES['/contact']);
  });

  for (const width of [375, 1280]) {
    test(`matches its visual baseline at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 720 : 800 });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`about-${width}.png`, { fullPage: true });
    });
  }
});

test.describe('terms and privacy', () => {
  for (const route of ['/terms', '/privacy'] as const) {
    test(`${route}: last updated today, 8 sections in the table of contents, and back home`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main time')).toHaveText(`Dernière mise à jour\u00a0: ${frenchToday()}`);
      const toc = page.getByRole('navigation', { name: 'Sommaire' });
      await expect(toc.getByRole('link')).toHaveCount(8);
      const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const [i, href] of hrefs.entries()) {
        // Each entry names a numbered section whose h2 sits under it.
        await expect(page.locator(`[id="${href?.slice(1)}"] h2`)).toHaveText(new RegExp(`^${i + 1}\\. `));
      }
      // A table-of-contents entry moves to its section.
      const third = toc.getByRole('link').nth(2);
      const id = (await third.getAttribute('href'))?.slice(1) ?? '';
      await third.click();
      await expect(page).toHaveURL(new RegExp(`${route}#${id}$`));
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();

      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.locator('main').getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
      await expect(page).toHaveURL('/');
      // Same document: routed client-side.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    });
  }
});

test.describe('contact form', () => {
  /** Answers the form service in place of the real one and keeps what it received. */
  async function interceptFormService(page: Page) {
    const posts: Request[] = [];
    await page.route(formService, async (route) => {
      posts.push(route.request());
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="fr"><title>Merci</title><p>Merci</p></html>',
      });
    });
    return posts;
  }

  /** Tabs from wherever focus is to the field named `name`, as a keyboard user would. */
  async function tabTo(page: Page, name: RegExp, role: 'textbox' | 'button' = 'textbox') {
    const target = page.getByRole(role, { name });
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`${String(name)} never got the focus`);
  }

  const visitor = {
    nom: 'Camille Martin',
    email: 'camille.martin@bet-structure.fr',
    entreprise: 'BET Structure Martin',
    message: 'Bonjour, une démonstration sur un lot gros œuvre\u202f? Merci.',
  };

  test('keyboard only: the native post carries every field, the hidden ones from configuration', async ({ page }) => {
    const posts = await interceptFormService(page);
    await page.goto('/contact');
    await tabTo(page, /^Nom/);
    await page.keyboard.type(visitor.nom);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.entreprise);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.message);
    await tabTo(page, /^Envoyer le message$/, 'button');
    await Promise.all([page.waitForURL(formService), page.keyboard.press('Enter')]);

    expect(posts).toHaveLength(1);
    const request = posts[0] as Request;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    const body = [...new URLSearchParams(request.postData() ?? '')];
    expect(body).toEqual([
      ['nom', visitor.nom],
      ['email', visitor.email],
      ['entreprise', visitor.entreprise],
      ['message', visitor.message],
      ['_subject', siteConfig.contact.formSubject],
      ['_replyto', visitor.email],
      ['_cc', siteConfig.contact.formCarbonCopy],
    ]);
    await expect(page).toHaveTitle('Merci');
  });

  test('a carbon copy changed in the DOM does not reach the service', async ({ page }) => {
    const posts = await interceptFormService(page);
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Nom/ }).fill(visitor.nom);
    await page.getByRole('textbox', { name: /^Email/ }).fill(visitor.email);
    await page.getByRole('textbox', { name: /^Message/ }).fill(visitor.message);
    await page.evaluate(() => {
      const form = document.querySelector('form') as HTMLFormElement;
      (form.querySelector('input[name="_cc"]') as HTMLInputElement).value = 'pirate@example.com';
      (form.querySelector('input[name="_subject"]') as HTMLInputElement).value = 'Gagnez un iPhone';
      form.insertAdjacentHTML('beforeend', '<input type="hidden" name="_cc" value="autre@example.com">');
      form.insertAdjacentHTML('beforeend', '<input type="hidden" name="_bcc" value="cache@example.com">');
    });
    await Promise.all([page.waitForURL(formService), page.getByRole('button', { name: 'Envoyer le message' }).click()]);
    const body = new URLSearchParams(posts[0]?.postData() ?? '');
    expect(body.getAll('_cc')).toEqual([siteConfig.contact.formCarbonCopy]);
    expect(body.getAll('_subject')).toEqual([siteConfig.contact.formSubject]);
    expect(body.getAll('_replyto')).toEqual([visitor.email]);
    expect(body.has('_bcc')).toBe(false);
    expect(body.get('entreprise')).toBe('');
  });

  test('an invalid form posts nothing, shows the messages and focuses the first field in error', async ({ page }) => {
    const posts = await interceptFormService(page);
    await page.goto('/contact');
    await tabTo(page, /^Nom/);
    await page.keyboard.type(visitor.nom);
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille@');
    await page.keyboard.press('Enter');
    const email = page.getByRole('textbox', { name: /^Email/ });
    await expect(page.getByText('L’email est invalide')).toBeVisible();
    await expect(page.getByText('Le message est requis')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveValue(visitor.nom);
    await expect(page).toHaveURL('/contact');
    expect(posts).toHaveLength(0);
    // The error state is audited too.
    await expectNoAxeViolationInBothThemes(page);
  });

  test('an empty form shows the three messages with the focus on the name', async ({ page }) => {
    const posts = await interceptFormService(page);
    await page.goto('/contact');
    await tabTo(page, /^Envoyer le message$/, 'button');
    await page.keyboard.press('Enter');
    for (const message of ['Le nom est requis', 'L’email est requis', 'Le message est requis']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toBeFocused();
    expect(posts).toHaveLength(0);
  });
});
