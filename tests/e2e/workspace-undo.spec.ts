/**
 * Changes made away from the plan, undone where they were made, on the built site: a new library's lots and
 * chapters made by keyboard, renumbered by « Descendre » and put back with Ctrl+Z (then redone with Ctrl+Shift+Z);
 * a variable made on the quantities page, undone there with Ctrl+Z and redone with Ctrl+Y, each said in a toast;
 * and a named version renamed, then deleted after its alert dialog, on the history page.
 */
import { axe, expect, test } from './fixtures';
import { createProject, signUp } from './workspace';

test.describe('undo where the change was made', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a library’s lots and chapters by keyboard, renumbered, undone with Ctrl+Z; a variable undone on the quantities page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, 'lots@metr.fr');
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await page.getByRole('textbox', { name: 'Nom de la nouvelle bibliothèque' }).fill('Prix de l’agence');
    await page.getByRole('button', { name: 'Créer la bibliothèque' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Prix de l’agence' })).toBeVisible();
    const toasts = page.getByRole('region', { name: 'Notifications' });

    await test.step('two lots and a chapter, made from the keyboard', async () => {
      for (const title of ['Gros œuvre', 'Charpente']) {
        await page.getByRole('button', { name: 'Nouveau lot' }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Nouveau lot' });
        await dialog.getByRole('textbox', { name: /Titre/ }).fill(title);
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(toasts).toContainText(new RegExp(`Lot «\\s${title}\\s» créé\\.`));
      }
      await page.getByRole('button', { name: 'Nouveau chapitre dans 01 Gros œuvre' }).click();
      const dialog = page.getByRole('dialog', { name: /^Nouveau chapitre dans/ });
      await dialog.getByRole('textbox', { name: /Titre/ }).fill('Béton armé');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const table = page.getByRole('table', { name: 'Articles de la bibliothèque' });
      await expect(table.getByText('01.01 Béton armé', { exact: true })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    await test.step('« Descendre » renumbers the lot and its chapter; Ctrl+Z puts them back', async () => {
      const table = page.getByRole('table', { name: 'Articles de la bibliothèque' });
      await page.getByRole('button', { name: 'Descendre 01 Gros œuvre' }).focus();
      await page.keyboard.press('Enter');
      await expect(table.getByText('02.01 Béton armé', { exact: true })).toBeVisible();
      await expect(table.getByText('01 Charpente', { exact: true })).toBeVisible();
      await expect(toasts).toContainText(/«\sGros œuvre\s» descendu d’un rang, les numéros suivent\./);
      await page.locator('body').press('Control+z');
      await expect(table.getByText('01.01 Béton armé', { exact: true })).toBeVisible();
      await expect(toasts).toContainText(/Annulé\s: Renumérotation/);
      await page.locator('body').press('Control+Shift+z');
      await expect(table.getByText('02.01 Béton armé', { exact: true })).toBeVisible();
    });

    await test.step('a variable made on the quantities page, undone there with Ctrl+Z and redone with Ctrl+Y', async () => {
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
      const projectId = await createProject(page, { name: 'Groupe scolaire' });
      await page.goto(`/dashboard/projets/${projectId}/quantites`);
      const variables = page.getByRole('region', { name: 'Variables du projet' });
      await variables.getByRole('textbox', { name: 'Nom' }).fill('HSP');
      await variables.getByRole('textbox', { name: 'Valeur' }).fill('2,50');
      await variables.getByRole('textbox', { name: 'Unité' }).fill('m');
      await variables.getByRole('button', { name: 'Ajouter la variable' }).click();
      await expect(variables.getByRole('table')).toContainText('HSP');
      await page.getByRole('heading', { level: 1, name: 'Quantités' }).focus();
      await page.keyboard.press('Control+z');
      await expect(variables.getByRole('table')).toHaveCount(0);
      await expect(toasts).toContainText(/Annulé\s: Nouvelle variable/);
      await page.keyboard.press('Control+y');
      await expect(variables.getByRole('table')).toContainText('HSP');
      await expect(toasts).toContainText(/Rétabli\s: Nouvelle variable/);
    });
  });

  test('a named version renamed, then deleted after its alert dialog', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, 'versions@metr.fr');
    const projectId = await createProject(page, { name: 'Collège Jean Moulin' });
    await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}/historique`);
    const versions = page.getByRole('region', { name: 'Versions' });
    for (const name of ['Avant APS', 'DCE']) {
      await versions.getByRole('textbox', { name: 'Nom de la version' }).fill(name);
      await versions.getByRole('button', { name: 'Enregistrer la version' }).click();
      await expect(versions.getByRole('list', { name: 'Versions du projet' })).toContainText(name);
    }
    const list = versions.getByRole('list', { name: 'Versions du projet' });

    await versions.getByRole('button', { name: /^Renommer la version «\sAvant APS\s»$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Renommer la version' });
    const field = dialog.getByRole('textbox', { name: 'Nom de la version' });
    await field.fill('dce');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Une version porte déjà ce nom dans ce projet.')).toBeVisible();
    await expect(field).toBeFocused();
    expect(await axe(page)).toEqual([]);
    await field.fill('APS validé');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(list).toContainText('APS validé');
    await expect(list).not.toContainText('Avant APS');

    await versions.getByRole('button', { name: /^Supprimer la version «\sDCE\s»$/ }).click();
    const confirm = page.getByRole('alertdialog', { name: /Supprimer la version «\sDCE\s»/ });
    await expect(confirm).toContainText('Cette suppression ne peut pas être annulée.');
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Supprimer la version' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('APS validé');
  });
});
