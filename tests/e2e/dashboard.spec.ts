import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb, rowCounts } from './idb';

const BACKUP_NAME = /^metr-sauvegarde-\d{4}-\d{2}-\d{2}\.json$/;

/** Signs up through the modal, as a user would (mouse), and lands on /dashboard. */
async function signUp(page: Page, firstName: string, email: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const step1 = page.getByRole('dialog', { name: 'Créer mon compte' });
  await step1.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await step1.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await step1.getByRole('textbox', { name: 'Email' }).fill(email);
  await step1.getByLabel('Mot de passe').fill('motdepasse-e2e');
  await step1.getByText('J’accepte les').click({ position: { x: 4, y: 8 } });
  await step1.getByRole('button', { name: 'Créer mon compte' }).click();
  const step2 = page.getByRole('dialog', { name: 'Infos projet / société' });
  await step2.getByRole('textbox', { name: 'Société (facultatif)' }).fill('Durand Économie');
  await step2.getByRole('button', { name: 'Suivant' }).click();
  // The workspace: the greeting in its header, the project list below.
  await expect(page.getByRole('banner').getByText(`Bonjour ${firstName}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
}

/** Opens « Paramètres » › « Sauvegarde… » and returns the dialog. */
async function openBackup(page: Page) {
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitem', { name: 'Sauvegarde…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sauvegarde' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('dashboard', () => {
  // Reduced motion: the consent banner's entrance would otherwise be audited half-faded (colour contrast).
  test.use({ reducedMotion: 'reduce' });

  test('signed out: a French title, an invitation and a link home, no axe violation light and dark', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Tableau de bord – Metr');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await expectNoAxeViolationInBothThemes(page);
  });

  test('signed in: the greeting and the workspace; sign-out from the settings clears the session and goes home', async ({
    page,
  }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    await expect(page).toHaveTitle('Projets – Metr');
    await expect(page.getByRole('heading', { level: 2, name: 'Aucun projet pour l’instant' })).toBeVisible();
    // At once, while the modal's pending buttons would still be announced: nothing of theirs is left behind.
    await expectNoAxeViolationInBothThemes(page);

    await page.getByRole('button', { name: 'Paramètres' }).click();
    await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('export, then import into an empty database, restores equal row counts', async ({ page }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    const before = await rowCounts(page);
    expect(before.users).toBe(1);

    let dialog = await openBackup(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exporter mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(BACKUP_NAME);
    const path = await download.path();
    const backup = JSON.parse(await readFile(path, 'utf8')) as { formatName: string };
    expect(backup.formatName).toBe('metr-backup');
    await expect(dialog.getByRole('status').filter({ hasText: 'Sauvegarde téléchargée' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await page.keyboard.press('Escape');

    // Empty the database (another browser, in effect), keeping the session.
    await page.evaluate(
      async ({ db, committed }) => {
        const names = Array.from(db.objectStoreNames);
        const tx = db.transaction(names, 'readwrite');
        for (const name of names) tx.objectStore(name).clear();
        await committed(tx);
        db.close();
      },
      await openMetrDb(page),
    );
    await page.reload();
    await expect(page.getByText(/n’est pas enregistré dans ce navigateur/)).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);

    dialog = await openBackup(page);
    const choosing = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Importer' }).click();
    await (await choosing).setFiles(path);
    await expect(dialog.getByText(/Sauvegarde importée/)).toBeVisible();
    expect(await rowCounts(page)).toEqual(before);
    // The profile is back: the header greets by name, the list can be changed again.
    await expect(page.getByRole('banner').getByText('Bonjour Camille')).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });

  test('import into a database that holds data asks first; « Annuler » changes nothing, « Remplacer » replaces', async ({
    page,
  }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    await openBackup(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter mes données' }).click();
    const path = await (await downloading).path();

    await page.locator('input[type=file]').setInputFiles(path);
    const confirm = page.getByRole('alertdialog', { name: 'Remplacer les données de ce navigateur\u202f?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText('Import annulé')).toBeVisible();

    await expect(confirm).toHaveCount(0);
    // The same file again: the input was emptied after the first choice, so choosing it again counts.
    await page.locator('input[type=file]').setInputFiles(path);
    await confirm.getByRole('button', { name: 'Remplacer' }).click();
    await expect(page.getByText(/Sauvegarde importée/)).toBeVisible();
    expect((await rowCounts(page)).users).toBe(1);
  });

  test('a file that is not a backup gets a French message and changes nothing', async ({ page }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    await openBackup(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ notes: 'pas une sauvegarde' })),
    });
    await expect(page.getByText(/Ce fichier n’est pas une sauvegarde Metr/)).toBeVisible();
    expect((await rowCounts(page)).users).toBe(1);
    await expectNoAxeViolationInBothThemes(page);
  });

  test('the browser’s storage fails: the French message, the rest of the page, no axe violation', async ({ page }) => {
    await signUp(page, 'Camille', 'camille@metr.fr');
    // The same session, in a browser whose storage refuses to open (a private window, a full disk).
    await page.addInitScript(() => {
      indexedDB.open = () => {
        throw new DOMException('refusé', 'InvalidStateError');
      };
    });
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Le stockage local de votre navigateur n’est pas disponible');
    // The rest of the page: the workspace's banner and its settings, a way to try again.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Paramètres' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });
});
