/**
 * The account's password, against the real server (issue 30: accounts with a magic link or a password): Claire, signed
 * in by the link her mail brings, sets a password from « Compte et cabinet » without giving any other (the link has
 * just proven her mailbox); signed out, she signs in with it; then she changes it, which needs the current one: a wrong
 * one is refused on its field, the right one saves, and only the new one signs in. By the keyboard where it matters.
 */
import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { person, signInByLink, startSharingServer, tabTo, type Person, type SharingServer } from './sharing';

const DATABASE_URL = process.env.DATABASE_URL_TEST;
const CLAIRE = 'claire.martin@cabinet-martin.fr';
const FIRST = 'un toit pour chaque chantier';
const SECOND = 'la dalle du troisième étage';

async function openAccount(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Compte et cabinet' }).click();
  return page.getByRole('dialog', { name: 'Compte Metr et cabinet' });
}

async function signOut(page: Page) {
  const dialog = await openAccount(page);
  await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(dialog.getByRole('button', { name: 'Recevoir un lien de connexion' })).toBeVisible();
  return dialog;
}

async function signInWithPassword(page: Page, password: string) {
  const dialog = await signOut(page);
  await dialog.getByRole('button', { name: 'Se connecter avec un mot de passe' }).click();
  await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill(CLAIRE);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  return dialog;
}

test.describe.serial('the account’s password, on the real server', () => {
  test.skip(!DATABASE_URL, 'needs PostgreSQL: run under scripts/with-postgres.sh (the e2e gate does)');
  test.describe.configure({ timeout: 120_000 });

  let server: SharingServer | null = null;
  let claire: Person;

  test.beforeAll(async () => {
    server = await startSharingServer(DATABASE_URL ?? '', [CLAIRE]);
  });

  test.afterEach(() => {
    // A wrong current password is the server's 403, which Chromium logs like any failed resource.
    const errors = (claire?.errors.splice(0) ?? []).filter((error) => !/status of 403 \(Forbidden\)$/.test(error));
    expect(errors, 'console errors').toEqual([]);
  });

  test.afterAll(async () => {
    await claire?.context.close();
    server?.stop();
  });

  test('signed in by a link, Claire sets a password without another, by the keyboard; then signs in with it', async ({
    browser,
  }) => {
    claire = await person(browser, server?.origin ?? '', CLAIRE, 'Claire');
    const page = claire.page;
    await openAccount(page);
    await signInByLink(page, server?.dataDir ?? '', CLAIRE);

    const account = await openAccount(page);
    const section = account.getByRole('region', { name: 'Mot de passe' });
    await expect(section).toContainText('Vous vous connectez avec un lien reçu par e-mail.');
    const define = section.getByRole('button', { name: 'Définir un mot de passe' });
    await tabTo(page, define);
    await page.keyboard.press('Enter');
    // Within 15 minutes of the link, no current password is asked; the new one has the focus.
    await expect(section.getByLabel('Mot de passe actuel')).toHaveCount(0);
    const fresh = section.getByLabel('Nouveau mot de passe');
    await expect(fresh).toBeFocused();
    await expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    await axe(page);

    await page.keyboard.type('court');
    await page.keyboard.press('Enter');
    await expect(section.getByText('Le mot de passe doit contenir entre 8 et 128\u00a0caractères.')).toBeVisible();
    await expect(fresh).toBeFocused();
    await fresh.fill(FIRST);
    await page.keyboard.press('Enter');
    await expect(section).toContainText(
      'Mot de passe enregistré. Vos sessions ouvertes dans d’autres navigateurs ont été fermées.',
    );
    await expect(section.getByRole('button', { name: 'Changer le mot de passe' })).toBeFocused();
    await expect(section).toContainText(
      'Vous vous connectez avec votre mot de passe, ou avec un lien reçu par e-mail.',
    );

    const signedIn = await signInWithPassword(page, FIRST);
    await expect(signedIn.getByText(`Connecté en tant que ${CLAIRE}`)).toBeVisible();
  });

  test('signed in by her password, changing it needs the current one: a wrong one is refused on its field', async () => {
    const page = claire.page;
    const account = await openAccount(page);
    const section = account.getByRole('region', { name: 'Mot de passe' });
    await section.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const current = section.getByLabel('Mot de passe actuel');
    await expect(current).toBeFocused();
    await expect(section).toContainText('Oublié\u202f? Déconnectez-vous, puis reconnectez-vous avec un lien');

    await section.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(section.getByText('Saisissez votre mot de passe actuel.')).toBeVisible();

    await current.fill('pas le bon du tout');
    await section.getByLabel('Nouveau mot de passe').fill(SECOND);
    await section.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(section.getByText('Mot de passe actuel incorrect.')).toBeVisible();
    await expect(current).toBeFocused();
    await axe(page);

    await current.fill(FIRST);
    await section.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(section).toContainText('Mot de passe enregistré.');

    // Only the new one signs in now.
    const refused = await signInWithPassword(page, FIRST);
    await expect(refused.getByText(/mot de passe incorrect/)).toBeVisible();
    await refused.getByLabel('Mot de passe', { exact: true }).fill(SECOND);
    await refused.getByRole('button', { name: 'Se connecter' }).click();
    await expect(refused.getByText(`Connecté en tant que ${CLAIRE}`)).toBeVisible();
  });
});
