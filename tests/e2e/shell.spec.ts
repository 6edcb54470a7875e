import { DOCUMENT_404, expect, expectNoAxeViolationInBothThemes, test } from './fixtures';

const HOME_TITLE = 'Metr – Vos métrés automatisés';
const NOT_FOUND_TITLE = 'Page introuvable – Metr';

test.describe('home', () => {
  test('the document is French and set in the self-hosted font', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Inter Variable');
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  test('answers 200 with its title and no axe violation, light and dark', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(HOME_TITLE);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });

  test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  // The home page's full-page baselines (375 and 1280 px, still) live in landing.spec.ts.
});

test.describe('404', () => {
  // Chromium logs the deliberate 404 document status; any other console error still fails.
  test.use({ expectedConsoleErrors: [DOCUMENT_404] });

  test('an unknown path answers 404 with its title and no axe violation, light and dark', async ({ page }) => {
    const response = await page.goto('/une-page-qui-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });

  test('the link home routes client-side', async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(HOME_TITLE);
    // Same document: the navigation did not reload the page.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  for (const width of [375, 1280]) {
    test(`matches its visual baseline at ${width} px`, async ({ page }) => {
      // A fixed date: the footer's copyright year must not move the baseline.
      await page.clock.setFixedTime(new Date('2025-06-02T10:00:00+02:00'));
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/nulle-part');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`not-found-${width}.png`, { fullPage: true });
    });
  }
});

test.describe('server', () => {
  test('hashed assets are cached long, and path traversal is refused', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await request.get(asset ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    const traversal = await request.get('/%2e%2e/package.json');
    expect(traversal.status()).toBe(404);
    expect(await traversal.text()).not.toContain('"name"');
  });

  test('other methods than GET and HEAD are refused', async ({ request }) => {
    const res = await request.post('/');
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toBe('GET, HEAD');
  });
});
