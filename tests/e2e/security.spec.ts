import type { Page } from '@playwright/test';
import { DOCUMENT_404, expect, test } from './fixtures';

const ROUTES = ['/', '/about', '/contact', '/terms', '/privacy', '/register', '/dashboard'] as const;
const NOT_FOUND = '/une-page-qui-n-existe-pas';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

async function browse(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Scroll through the page so lazy media and scroll-driven effects load under the policy too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.keyboard.press('Tab');
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test.describe('security headers', () => {
  for (const path of [...ROUTES, NOT_FOUND]) {
    test(`${path}: CSP, nosniff, Referrer-Policy, Permissions-Policy, COOP`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === NOT_FOUND ? 404 : 200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')?.[0]).toBe("'self'");
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.has('form-action')).toBe(true);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('autoplay=(self)');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    });
  }

  test('TRACE and other methods: 405 with Allow on the API and on a page, never a 500', async ({ request }) => {
    for (const [path, allow] of [
      ['/api/emails/register', 'POST'],
      ['/api/emails/confirm', 'GET, HEAD, POST'],
      ['/', 'GET, HEAD'],
    ] as const) {
      for (const method of ['TRACE', 'PUT', 'DELETE']) {
        const response = await request.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
      }
    }
  });

  test('an asset and the API answer with the same headers', async ({ request }) => {
    const api = await request.get('/api/emails/register');
    expect(api.status()).toBe(405);
    expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('no CSP violation while browsing', () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await watchCsp(page);
      await browse(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('/register with its error messages and its success dialog', async ({ page }) => {
    await watchCsp(page);
    await page.route('**/api/emails/register', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await browse(page, '/register');
    await page.getByRole('button', { name: 'Créer mon accès bêta' }).click();
    await expect(page.getByRole('textbox', { name: /^Nom/ })).toBeFocused();
    await page.getByRole('textbox', { name: /^Nom/ }).fill('Lefèvre');
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Hélène');
    await page.getByRole('textbox', { name: /^Téléphone/ }).fill('0612345678');
    await page.getByRole('textbox', { name: /^Email/ }).fill('helene@example.com');
    await page.getByRole('button', { name: 'Créer mon accès bêta' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('404', () => {
    test.use({ expectedConsoleErrors: [DOCUMENT_404] });
    test(NOT_FOUND, async ({ page }) => {
      await watchCsp(page);
      await browse(page, NOT_FOUND);
      expect(await violations(page)).toEqual([]);
    });
  });
});
