/**
 * Consent and the analytics loader against a server that has an analytics id. The shared e2e server runs without
 * one (no banner on the other specs' pages and baselines), so this spec starts its own server per worker, on a free
 * port, serving the same build (SITE_DIR) with ANALYTICS_ID set: the server writes the id into the page and opens the
 * CSP to the vendor, so no special build is needed. The vendor host is intercepted: nothing leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axe, expect, test as base } from './fixtures';

const ANALYTICS_ID = 'test123';
const VENDOR_SCRIPT = `https://static.hotjar.com/c/hotjar-${ANALYTICS_ID}.js?sv=6`;
const BANNER = { name: 'Votre choix sur les cookies' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`analytics server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analytics server not up at ${url}`);
}

const test = base.extend<{ vendor: { requests: string[] } }, { analyticsOrigin: string }>({
  analyticsOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'metr-consent-'));
      const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ANALYTICS_ID },
        stdio: 'ignore',
      });
      const origin = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${origin}/`, child);
        await provide(origin);
      } finally {
        child.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ analyticsOrigin }, provide) => provide(analyticsOrigin),
  vendor: async ({ page }, provide) => {
    const requests: string[] = [];
    // The vendor answers with an empty script: the request is what is being checked.
    await page.route('https://*.hotjar.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await provide({ requests });
  },
});

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
