/** Consent and the analytics loader, against a server that has an analytics id (analyticsServer.ts). */
import type { Page } from '@playwright/test';
import { axe, expect } from './fixtures';
import { ANALYTICS_ID, BANNER, test, VENDOR_SCRIPT } from './analyticsServer';

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('metr-consent') ?? 'null') as { value: string } | null);

test.describe('consent banner and analytics loader', () => {
  test('the server gives the page its id and opens the CSP to the vendor only', async ({ request }) => {
    const response = await request.get('/');
    expect(await response.text()).toContain(`<meta name="metr-analytics-id" content="${ANALYTICS_ID}">`);
    expect(response.headers()['content-security-policy']).toContain(
      "script-src 'self' https://static.hotjar.com https://script.hotjar.com",
    );
  });

  test('before any choice: the banner, first in the tab order, no focus taken, no request to the vendor', async ({
    page,
    vendor,
  }) => {
    await openHome(page);
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'En savoir plus sur les cookies' })).toBeFocused();
    expect(vendor.requests).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axe(page)).toEqual([]);
  });

  test('« Tout refuser »: nothing loaded, the choice survives a reload', async ({ page, vendor }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect((await stored(page))?.value).toBe('denied');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect(vendor.requests).toEqual([]);
  });

  test('closing the banner is refusing: nothing loaded', async ({ page, vendor }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Fermer le bandeau et refuser les cookies' }).click();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect((await stored(page))?.value).toBe('denied');
    await page.reload();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect(vendor.requests).toEqual([]);
  });

  test('« Tout accepter » (keyboard): the vendor script is requested, then again at startup after a reload', async ({
    page,
    vendor,
  }) => {
    await openHome(page);
    // The banner comes with the app, after the prerendered page: a visitor tabs once it is there.
    await expect(page.getByRole('region', BANNER)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Tout accepter' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => vendor.requests).toEqual([VENDOR_SCRIPT]);
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    await expect.poll(() => vendor.requests).toEqual([VENDOR_SCRIPT, VENDOR_SCRIPT]);
  });

  test('« Gérer mes cookies » reopens the banner; a refusal then unloads the vendor and clears its cookies', async ({
    page,
    vendor,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => vendor.requests.length).toBe(1);
    await page.evaluate(() => (document.cookie = '_hjSessionUser_test123=abc; path=/'));
    const manage = page.getByRole('button', { name: 'Gérer mes cookies' });
    await manage.click();
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    // Hotjar has no stop call: the page reloads without it.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await stored(page))?.value).toBe('denied');
    expect(await page.evaluate(() => document.cookie)).not.toContain('_hj');
    await expect(page.locator('script[src*="hotjar"]')).toHaveCount(0);
    expect(vendor.requests).toHaveLength(1);
  });

  test('the banner is on /register too, and the choice made there holds on the site', async ({ page, vendor }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('link', { name: 'Retour au site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect(vendor.requests).toEqual([]);
  });
});

test.describe('without waiting for the app', () => {
  test.use({ waitForApp: false });

  test('« Tout refuser » pressed the moment the banner appears takes effect', async ({ page, vendor }) => {
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page.getByRole('region', BANNER)).toBeHidden();
    expect((await stored(page))?.value).toBe('denied');
    expect(vendor.requests).toEqual([]);
  });
});

/**
 * With an analytics id the host is fetched on every visit (a choice to ask for): a dropped connection at that moment
 * must leave the page usable, without a banner nor the vendor.
 */
test.describe('the consent host’s chunk that cannot be fetched', () => {
  test.use({
    expectedConsoleErrors: [
      /net::ERR_|Failed to load resource|Failed to fetch dynamically imported module|The above error occurred|An error occurred in/,
    ],
  });

  test('the page goes on, without banner nor analytics', async ({ page, vendor }) => {
    let aborted = 0;
    await page.route(/\/assets\/ConsentHost-[\w-]+\.js$/, (route) => {
      aborted += 1;
      return route.abort('internetdisconnected');
    });
    await openHome(page);
    await expect.poll(() => aborted).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible();
    await expect(page.getByText('Cette page n’a pas pu s’afficher')).toHaveCount(0);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    expect(vendor.requests).toEqual([]);
  });
});
