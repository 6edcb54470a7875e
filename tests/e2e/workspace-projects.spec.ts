import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { signUp } from './workspace';

/** Fills the project dialog and submits it; the typology is picked with the keyboard. */
async function fillProject(page: Page, values: { name: string; client: string; typology: string }) {
  const dialog = page.getByRole('dialog', { name: /Nouveau projet|Modifier le projet/ });
  await dialog.getByRole('textbox', { name: 'Nom du projet' }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Client' }).fill(values.client);
  await dialog.getByRole('button', { name: /Typologie/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: values.typology }).click();
  return dialog;
}

async function createProject(page: Page, name: string, client: string, typology = 'Bureaux') {
  const create = page.getByRole('button', { name: /Nouveau projet|Créer mon premier projet/ }).first();
  await create.click();
  const dialog = await fillProject(page, { name, client, typology });
  await dialog.getByRole('button', { name: 'Créer le projet' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Rows straight into the database, as the plan import would leave them: a file and its sheet. */
async function addSheet(page: Page, projectId: string, sheet: { id: string; name: string }) {
  await page.evaluate(
    async ({ idb, projectId, sheet }) => {
      const { db } = idb;
      const fileId = `file-${sheet.id}`;
      const tx = db.transaction(['files', 'plans'], 'readwrite');
      tx.objectStore('files').put(
        idb.fileRow({ id: fileId, projectId, name: 'plans.pdf', size: 1000, hash: 'ab'.repeat(32) }),
      );
      tx.objectStore('plans').put(idb.sheetRow({ id: sheet.id, projectId, fileId, name: sheet.name }));
      await idb.committed(tx);
      db.close();
    },
    { idb: await openMetrDb(page), projectId, sheet },
  );
}

test.describe('workspace: projects', () => {
  test.use({ reducedMotion: 'reduce' });

  test('first project: empty list, French errors, created, deep link survives a reload, back goes to the list', async ({
    page,
  }) => {
    await signUp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Aucun projet pour l’instant' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);

    await page.getByRole('button', { name: 'Créer mon premier projet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau projet' });
    await dialog.getByRole('textbox', { name: 'Nom du projet' }).fill('AB');
    await dialog.getByRole('button', { name: 'Créer le projet' }).click();
    await expect(dialog.getByText('Le nom du projet est requis (3 caractères minimum)')).toBeVisible();
    await expect(dialog.getByText('Le client est requis')).toBeVisible();
    await expect(dialog.getByText('La typologie est requise')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nom du projet' })).toBeFocused();
    await expectNoAxeViolationInBothThemes(page);

    await fillProject(page, { name: 'Résidence Les Tilleuls', client: 'Habitat 49', typology: 'Logement collectif' });
    await dialog.getByRole('textbox', { name: 'Référence (facultatif)' }).fill('AO-2026-118');
    await dialog.getByRole('button', { name: 'Créer le projet' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Résidence Les Tilleuls' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/projets\/[\w-]+$/);
    await expect(page).toHaveTitle('Résidence Les Tilleuls – Metr');
    await expect(
      page.getByRole('status').filter({ hasText: 'Projet «\u00a0Résidence Les Tilleuls\u00a0» créé' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plans' })).toContainText('Aucun plan pour l’instant');
    await expect(page.getByRole('complementary', { name: 'Le projet' })).toContainText('AO-2026-118');
    await expectNoAxeViolationInBothThemes(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Résidence Les Tilleuls' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/dashboard');
    const row = page.getByRole('row', { name: /Résidence Les Tilleuls/ });
    await expect(row).toContainText('Habitat 49 · Logement collectif · Réf.\u00a0AO-2026-118');
    await expect(row).toContainText('Aucun plan');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Résidence Les Tilleuls' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('search and sort, kept in the address across a reload', async ({ page }) => {
    await signUp(page);
    for (const [name, client] of [
      ['Halle nord', 'SCI Quai Ouest'],
      ['Groupe scolaire de l’Îlot', 'Ville d’Angers'],
      ['Bureaux Castel', 'Castel SA'],
    ] as const) {
      await createProject(page, name, client);
      await page.goto('/dashboard');
    }
    const rows = page.getByRole('grid', { name: 'Projets' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    // Most recently changed first.
    await expect(rows.first()).toContainText('Bureaux Castel');

    await page.getByRole('searchbox', { name: 'Rechercher un projet' }).fill('ilot');
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('1 projet trouvé')).toBeAttached();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un projet' })).toHaveValue('ilot');
    await expect(rows).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Rechercher un projet' }).fill('parking');
    await expect(page.getByRole('heading', { name: /Aucun projet ne correspond/ })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    // The search field's own clear button has the same name; this one is the no-result card's.
    await page.getByRole('main').getByRole('button', { name: 'Effacer la recherche' }).last().click();
    await expect(rows).toHaveCount(3);

    await page.getByRole('button', { name: /Trier par/ }).click();
    await page.getByRole('option', { name: 'Nom' }).click();
    await expect(page).toHaveURL(/tri=nom/);
    await expect(rows.nth(0)).toContainText('Bureaux Castel');
    await expect(rows.nth(1)).toContainText('Groupe scolaire');
    await expect(rows.nth(2)).toContainText('Halle nord');
    await expectNoAxeViolationInBothThemes(page);
  });

  test('edit from the row menu with the keyboard, then « Annuler » in the notification takes it back', async ({
    page,
  }) => {
    await signUp(page);
    await createProject(page, 'Halle nord', 'SCI Quai Ouest');
    await page.goto('/dashboard');

    await page.getByRole('button', { name: 'Actions pour «\u00a0Halle nord\u00a0»' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Modifier le projet' });
    await expect(dialog.getByRole('textbox', { name: 'Nom du projet' })).toHaveValue('Halle nord');
    await dialog.getByRole('textbox', { name: 'Nom du projet' }).fill('Halle nord — lot 2');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('row', { name: /Halle nord — lot 2/ })).toBeVisible();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('Projet «\u00a0Halle nord — lot 2\u00a0» modifié');
    await expectNoAxeViolationInBothThemes(page);

    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('row', { name: /Halle nord/ })).not.toContainText('lot 2');
    await expect(toast).toContainText('Annulé\u00a0: modification du projet');
  });

  test('delete names what is lost; Ctrl+Z restores it with its plans, Ctrl+Shift+Z and Ctrl+Y redo', async ({
    page,
  }) => {
    await signUp(page);
    await createProject(page, 'Halle nord', 'SCI Quai Ouest');
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await addSheet(page, projectId, { id: 'sheet-1', name: 'RDC — plan de niveau' });
    // Written behind Dexie's back (not through it), so the page learns of it on a reload.
    await page.reload();
    await expect(page.getByRole('row', { name: /RDC — plan de niveau/ })).toBeVisible();

    await page.getByRole('group', { name: 'Actions du projet' }).getByRole('button', { name: 'Supprimer' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Supprimer ce projet\u202f?' });
    await expect(alert).toContainText('Le projet «\u00a0Halle nord\u00a0» et son plan seront supprimés.');
    await expect(alert.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoAxeViolationInBothThemes(page);
    await alert.getByRole('button', { name: 'Supprimer le projet' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Aucun projet pour l’instant' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Projet supprimé');

    await page.getByRole('heading', { level: 1, name: 'Projets' }).focus();
    await page.keyboard.press('Control+z');
    const row = page.getByRole('row', { name: /Halle nord/ });
    await expect(row).toContainText('1 plan');
    await page.keyboard.press('Control+Shift+z');
    await expect(row).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(row).toHaveCount(1);
    await page.keyboard.press('Control+y');
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: /^Annuler\s: suppression du projet/ }).click();
    await expect(row).toHaveCount(1);
    // The undone deletion brought the sheet back too: its deep link works.
    await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}/plans/sheet-1`);
    await expect(page.getByRole('heading', { level: 1, name: 'RDC — plan de niveau' })).toBeVisible();
    await expect(page).toHaveTitle('RDC — plan de niveau – Halle nord – Metr');
    await expect(page.getByRole('navigation', { name: 'Plans du projet' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });

  test('« Projet introuvable » and « Plan introuvable », each with the way back', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard/projets/nexiste-pas');
    await expect(page.getByRole('heading', { level: 1, name: 'Projet introuvable' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await page.getByRole('link', { name: 'Retour aux projets' }).click();
    await expect(page).toHaveURL('/dashboard');

    await createProject(page, 'Halle nord', 'SCI Quai Ouest');
    const projectUrl = new URL(page.url()).pathname;
    await page.goto(`${projectUrl}/plans/nexiste-pas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan introuvable' })).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
    await page.getByRole('link', { name: 'Retour au projet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Halle nord' })).toBeVisible();
  });

  test('two tabs: a project created in one appears in the other', async ({ page, context }) => {
    await signUp(page);
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 2, name: 'Aucun projet pour l’instant' })).toBeVisible();
    await createProject(page, 'Halle nord', 'SCI Quai Ouest');
    await expect(other.getByRole('row', { name: /Halle nord/ })).toBeVisible();
  });

  test('narrow window: the project’s details open in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signUp(page);
    await createProject(page, 'Halle nord', 'SCI Quai Ouest');
    await page.getByRole('button', { name: 'Détails' }).click();
    const drawer = page.getByRole('dialog', { name: 'Le projet' });
    await expect(drawer).toContainText('SCI Quai Ouest');
    await expectNoAxeViolationInBothThemes(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });
});
