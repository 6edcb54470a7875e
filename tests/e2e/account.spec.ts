/**
 * Back into a local account (issue 23, finding 4): each way a person was locked out of their own account on this
 * device — signed out, the session lost with the browser, a backup made under another address restored — ends signed
 * in, by the address alone, with lastLoginAt set and the session stored as the sign-up stores it. Nothing is asked of
 * the server: no request leaves the page while signing in.
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, fillSignUpStep1, signUp as signUpAs } from './workspace';

interface StoredUser {
  email: string;
  firstName: string;
  lastLoginAt: string | null;
}

async function users(page: Page): Promise<StoredUser[]> {
  return page.evaluate(
    async ({ db, result }) => {
      const rows = await result(db.transaction('users').objectStore('users').getAll());
      db.close();
      return rows as StoredUser[];
    },
    await openMetrDb(page),
  );
}

const session = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);

async function signUp(page: Page, firstName: string, email: string) {
  await signUpAs(page, email, firstName);
  await expect(page.getByRole('banner').getByText(`Bonjour ${firstName}`)).toBeVisible();
}

/** Every request the page makes while `action` runs. */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: Request) => seen.push(request.url());
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return seen;
}

/** The signed-in workspace, editable, for this person. */
async function expectSignedIn(page: Page, firstName: string, email: string) {
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByText(`Bonjour ${firstName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
  await expect(page.getByText(/n’est pas enregistré dans ce navigateur/)).toHaveCount(0);
  expect(await session(page)).toEqual({ email, isBetaUser: true });
  const account = (await users(page)).find((user) => user.email === email);
  expect(account?.lastLoginAt).toEqual(expect.any(String));
}

/** Signs in from /dashboard without a session, with the keyboard: the address, then Enter. No request is made. */
async function signInFromDashboard(page: Page, email: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.focus();
  await page.keyboard.type(email);
  const requests = await requestsDuring(page, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
  });
  expect(requests.filter((url) => url.includes('/api/') || !url.startsWith(new URL(page.url()).origin))).toEqual([]);
}

test.describe('back into a local account', () => {
  // Reduced motion: the consent banner's entrance would otherwise be audited half-faded (colour contrast).
  test.use({ reducedMotion: 'reduce' });

  test('signed out, then signed in again by the address from /dashboard, with the projects', async ({ page }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    await createProject(page, { name: 'Résidence Les Tilleuls' });
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/');

    // An unknown address is said under the field, on this device only; nothing is stored.
    await page.goto('/dashboard');
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill('dominique@metr.fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Aucun compte n’existe avec cet email sur cet appareil.', { exact: false }),
    ).toBeVisible();
    await expect(field).toBeFocused();
    expect(await session(page)).toBeNull();
    await expectNoAxeViolationInBothThemes(page);

    await signInFromDashboard(page, 'Camille@Metr.fr');
    await expectSignedIn(page, 'Camille', 'camille@metr.fr');
    // The person's data: the project made before signing out, and the list editable again.
    await expect(page.getByRole('row', { name: 'Résidence Les Tilleuls' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouveau projet' })).toBeEnabled();
  });

  test.describe('signing up again with the address', () => {
    // The refused registration is still logged, as spec §8 asks (the French line and the error's name only).
    test.use({ expectedConsoleErrors: [/^Erreur lors de l’enregistrement DuplicateEmailError$/] });

    test('signed out, the sign-up offers to sign in to that account instead of a dead end', async ({ page }) => {
      await signUp(page, 'Camille', 'camille@metr.fr');
      await page.getByRole('button', { name: 'Paramètres' }).click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL('/');
      await fillSignUpStep1(page, 'camille@metr.fr', 'Camille');
      const step2 = page.getByRole('dialog', { name: 'Infos projet / société' });
      await step2.getByRole('button', { name: 'Suivant' }).click();
      await expect(step2.getByRole('alert')).toContainText('Vous avez déjà un compte sur cet appareil');
      await expectNoAxeViolationInBothThemes(page);
      await step2.getByRole('button', { name: 'Me connecter à ce compte' }).click();
      await expectSignedIn(page, 'Camille', 'camille@metr.fr');
      expect(await users(page)).toHaveLength(1);
    });
  });

  test('the session lost with the browser during the success screen: the account kept, signed in again', async ({
    page,
  }) => {
    await fillSignUpStep1(page, 'camille@metr.fr', 'Camille');
    await page.getByRole('dialog', { name: 'Infos projet / société' }).getByRole('button', { name: 'Suivant' }).click();
    // The account is saved; the session would be stored at the end of the 2 s success screen: the tab dies first.
    await expect(page.getByRole('dialog', { name: 'Compte créé avec succès\u202f!' })).toBeVisible();
    await page.reload();
    expect(await session(page)).toBeNull();
    expect((await users(page)).map((user) => user.email)).toEqual(['camille@metr.fr']);

    await signInFromDashboard(page, 'camille@metr.fr');
    await expectSignedIn(page, 'Camille', 'camille@metr.fr');
  });

  test('the session key cleared (the account kept): « Se connecter » from the modal’s step 1', async ({ page }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    await page.evaluate(() => localStorage.removeItem('user'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();

    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const step1 = page.getByRole('dialog', { name: 'Créer mon compte' });
    await step1.getByRole('textbox', { name: 'Email' }).fill('camille@metr.fr');
    await step1.getByRole('button', { name: 'Se connecter' }).click();
    const signIn = page.getByRole('dialog', { name: 'Se connecter' });
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toHaveValue('camille@metr.fr');
    await expectNoAxeViolationInBothThemes(page);
    const requests = await requestsDuring(page, async () => {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').getByText('Bonjour Camille')).toBeVisible();
    });
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
    await expectSignedIn(page, 'Camille', 'camille@metr.fr');
  });

  test('a backup made under another address restored: its account signed into, its projects editable', async ({
    page,
    browser,
  }, testInfo) => {
    // Dominique's backup, made in another browser.
    const other = await browser.newContext({ reducedMotion: 'reduce' });
    const otherPage = await other.newPage();
    await signUp(otherPage, 'Dominique', 'dominique@metr.fr');
    await createProject(otherPage, { name: 'Groupe scolaire Jean Moulin' });
    await otherPage.goto('/dashboard');
    await otherPage.getByRole('button', { name: 'Paramètres' }).click();
    await otherPage.getByRole('menuitem', { name: 'Sauvegarde…' }).click();
    const downloading = otherPage.waitForEvent('download');
    await otherPage.getByRole('button', { name: 'Exporter mes données' }).click();
    // Kept apart: the download's own file goes with its context.
    const backup = testInfo.outputPath('sauvegarde-dominique.json');
    await (await downloading).saveAs(backup);
    await other.close();

    // Here, signed up as Camille, the backup replaces everything: Camille's account is gone, Dominique's is here.
    await signUp(page, 'Camille', 'camille@metr.fr');
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByRole('menuitem', { name: 'Sauvegarde…' }).click();
    await page.locator('input[type=file]').setInputFiles(backup);
    const confirm = page.getByRole('alertdialog', { name: 'Remplacer les données de ce navigateur\u202f?' });
    await confirm.getByRole('button', { name: 'Remplacer' }).click();
    await expect(page.getByText(/Sauvegarde importée/)).toBeVisible();
    await page.keyboard.press('Escape');

    // The session names an account this device no longer holds: read-only, and the way into the backup's account.
    await expect(page.getByText(/n’est pas enregistré dans ce navigateur/)).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await page.getByRole('button', { name: 'Se connecter à un compte de cet appareil' }).click();
    const signIn = page.getByRole('dialog', { name: 'Se connecter' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill('dominique@metr.fr');
    await signIn.getByRole('button', { name: 'Se connecter' }).click();

    await expectSignedIn(page, 'Dominique', 'dominique@metr.fr');
    await expect(page.getByRole('row', { name: 'Groupe scolaire Jean Moulin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouveau projet' })).toBeEnabled();
    expect((await users(page)).map((user) => user.email)).toEqual(['dominique@metr.fr']);
  });
});
