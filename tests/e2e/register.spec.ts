import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';

const TITLE = 'Inscription à la bêta – Metr';
const SEND_ERROR = 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.';
const REGISTER_API = '**/api/emails/register';

/** A unique address per run: the real API stores it (DATA_DIR) and limits each address to 3 a day. */
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fill(page: Page, mail = uniqueEmail()) {
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Lefèvre');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Hélène');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: /^Email/ }).fill(mail);
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Créer mon accès bêta' });

test.describe('/register', () => {
  test('answers 200 with its title, its links and no axe violation, light and dark', async ({ page }) => {
    const response = await page.goto('/register');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
    const login = page.getByRole('link', { name: 'Se connecter (nouvelle fenêtre)' });
    await expect(login).toHaveAttribute('href', 'https://app.metr.fr');
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    await expectNoAxeViolationInBothThemes(page);
  });

  test('empty fields: the French message, focus on the first field, no request', async ({ page }) => {
    let requests = 0;
    await page.route(REGISTER_API, (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto('/register');
    await page.getByRole('textbox', { name: /^Prénom/ }).fill('Hélène');
    await submitButton(page).click();
    const nom = page.getByRole('textbox', { name: /^Nom/ });
    await expect(nom).toBeFocused();
    await expect(nom).toHaveAccessibleDescription(/Merci de remplir tous les champs/);
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Hélène');
    expect(requests).toBe(0);
    await expectNoAxeViolationInBothThemes(page);
  });

  test('keyboard only, against the real API: the dialog opens, « Continuer » goes home', async ({ page }) => {
    const info: string[] = [];
    page.on('console', (m) => m.type() === 'info' && info.push(m.text()));
    const mail = uniqueEmail();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Skip link, 'Retour au site', 'Se connecter', then the four fields in order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Retour au site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    for (const [name, value] of [
      [/^Nom/, 'Lefèvre'],
      [/^Prénom/, 'Hélène'],
      [/^Téléphone/, '06 12 34 56 78'],
      [/^Email/, mail],
    ] as const) {
      await expect(page.getByRole('textbox', { name })).toBeFocused();
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(submitButton(page)).toBeFocused();
    const request = page.waitForRequest(REGISTER_API);
    await page.keyboard.press('Enter');
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.postDataJSON()).toEqual({ nom: 'Lefèvre', prenom: 'Hélène', tel: '06 12 34 56 78', mail });
    const dialog = page.getByRole('alertdialog', { name: 'Inscription envoyée' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
    );
    await expect(page.getByRole('button', { name: 'Continuer' })).toBeFocused();
    await expectNoAxeViolationInBothThemes(page);
    // The body is logged and carries no personal data.
    expect(info.join('\n')).not.toMatch(/Lefèvre|Hélène|example\.com|06 12/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('Escape closes the success dialog and goes home', async ({ page }) => {
    // The real API is exercised by the test above; this one checks the dialog, so the answer is stubbed.
    await page.route(REGISTER_API, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await page.goto('/register');
    await fill(page);
    await submitButton(page).click();
    await expect(page.getByRole('alertdialog', { name: 'Inscription envoyée' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');
  });

  test.describe('failures', () => {
    // Our own log line and Chromium's for the failed request are expected; any other error still fails.
    test.use({
      // One pattern: Playwright reads a two-element array option as a [value, options] tuple.
      expectedConsoleErrors: [/^(Inscription bêta|Failed to load resource: (the server responded|net::ERR_FAILED))/],
    });

    test('a 500 shows the French error in an alert and keeps what was typed', async ({ page }) => {
      await page.route(REGISTER_API, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error"}' }),
      );
      await page.goto('/register');
      await fill(page, 'helene@example.com');
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toContainText(SEND_ERROR);
      await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('helene@example.com');
      await expect(submitButton(page)).toBeEnabled();
      await expectNoAxeViolationInBothThemes(page);
    });

    test('a network failure shows the French error in an alert', async ({ page }) => {
      await page.route(REGISTER_API, (route) => route.abort('failed'));
      await page.goto('/register');
      await fill(page);
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toContainText(SEND_ERROR);
    });

    test('while the request runs the button reads « Création… » and is disabled', async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(REGISTER_API, async (route) => {
        await held;
        await route.fulfill({ status: 500, body: '' });
      });
      await page.goto('/register');
      await fill(page);
      await submitButton(page).click();
      const pending = page.getByRole('button', { name: 'Création…' });
      await expect(pending).toBeVisible();
      await expect(pending).toHaveAttribute('aria-disabled', 'true');
      release();
      await expect(page.getByRole('alert')).toContainText(SEND_ERROR);
    });
  });
});
