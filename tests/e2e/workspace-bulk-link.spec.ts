/**
 * Issue 26, item 4, as a person does it on the built site: on the VA plan, four rooms and a partition drawn and named;
 * « Sélectionner… » above the sheet's table picks the surfaces whose label starts with « Ch. » (three rooms, the
 * count announced); the properties panel links the three to a floor article in one step (the partition, in a mixed
 * selection, is named as one the formula cannot apply to); the quantities page lists them under the article, by
 * label; the history heads the step « Relier 3 mesures à 08.01.01 »; one Ctrl+Z on the sheet takes the three links back
 * at once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMetrDb } from './idb';
import { projectWithStarterLibrary, signUp } from './workspace';
import {
  flat,
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  rowsOf,
  setStandardScale,
  sheetPointer,
} from './workspace-sheet';

const CENTRE = { x: 1600, y: 660 };
/** Four rooms side by side, 90 × 80 pt each (8,96 m² at 1:100), named out of order. */
const ROOMS = ['Ch. 12', 'Ch. 2', 'Séjour', 'Ch. 10'].map((label, i) => {
  const x = 1420 + i * 100;
  return {
    label,
    points: [
      { x, y: 620 },
      { x: x + 90, y: 620 },
      { x: x + 90, y: 700 },
      { x, y: 700 },
    ],
  };
});

async function rename(page: Page, row: number, label: string) {
  await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
  await rowsOf(page).nth(row).click();
  await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Libellé', exact: true });
  await field.fill(label);
  await field.press('Enter');
  await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
  await expect(rowsOf(page).nth(row)).toContainText(label);
}

/** The links' formulas stored on the project's measurements, by label. */
async function storedLinks(page: Page) {
  return page.evaluate(
    async ({ idb: { db, result } }) => {
      const rows = await result(db.transaction('measurements').objectStore('measurements').getAll());
      db.close();
      type Row = { label: string; links?: { formula: string }[] };
      return Object.fromEntries((rows as Row[]).map((r) => [r.label, (r.links ?? []).map((l) => l.formula)]));
    },
    { idb: await openMetrDb(page) },
  );
}

test.describe('workspace: select by criteria and link in bulk (issue 26)', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(300_000);

  test('rooms picked by criteria, linked to one article in one step, grouped on the quantities page, undone once', async ({
    page,
  }) => {
    await signUp(page, 'masse@metr.fr');

    await test.step('the starter library and a project that uses it', async () => {
      await projectWithStarterLibrary(page, { name: 'Clinique', client: 'ARS' });
    });

    await test.step('four rooms and a partition drawn on the VA plan, and named', async () => {
      await importVaPlan(page);
      await openAtKnownView(page, await openFirstSheet(page), CENTRE);
      await setStandardScale(page, '1:100');
      await plan(page).focus();
      // Free clicks: snapping would move the corners to the nearest drawn line.
      await page.keyboard.press('a');
      await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
      for (const [i, room] of ROOMS.entries()) {
        await plan(page).focus();
        await page.keyboard.press('s');
        await sheetPointer(page, CENTRE).click(...room.points);
        await page.keyboard.press('Enter');
        await expect(rowsOf(page)).toHaveCount(i + 1);
      }
      await plan(page).focus();
      await page.keyboard.press('l');
      await sheetPointer(page, CENTRE).click({ x: 1420, y: 720 }, { x: 1800, y: 720 });
      await page.keyboard.press('Enter');
      await expect(rowsOf(page)).toHaveCount(5);
      for (const [i, room] of ROOMS.entries()) await rename(page, i, room.label);
      await rename(page, 4, 'Ch. cloison');
    });

    await test.step('« Sélectionner… »: the surfaces whose label starts with « Ch. », the count announced', async () => {
      await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
      await page.getByRole('button', { name: 'Sélectionner des mesures selon des critères' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sélectionner des mesures' });
      await dialog.getByRole('textbox', { name: 'Libellé contient' }).fill('ch.*');
      await expect(dialog.getByRole('status')).toHaveText(/^4\smesures correspondent\.$/);
      // The label pattern alone takes the partition too; the kind leaves it out.
      await dialog.getByText('Surface', { exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText(/^3\smesures correspondent\.$/);
      await dialog.getByRole('button', { name: 'Sélectionner', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^3\smesures sélectionnées\.$/)).toBeVisible();
      for (const [i, selected] of [true, true, false, true, false].entries()) {
        await expect(rowsOf(page).nth(i)).toHaveAttribute('aria-selected', String(selected));
      }
    });

    await test.step('the three linked to a tiled floor in one step from the properties panel', async () => {
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Relier les 3\u00a0mesures à un article' });
      await panel.getByRole('textbox', { name: 'Article' }).fill('carrelage 45');
      await panel.getByRole('textbox', { name: 'Article' }).press('Enter');
      await expect(panel).toContainText('Carrelage grès cérame 45');
      const formula = panel.getByRole('textbox', { name: /^Formule pour les 3/ });
      await expect(formula).toHaveValue('Q');
      await expect(panel).toContainText(/Résultat\s:\s26,88\sm²/);
      await panel.getByRole('button', { name: /^Relier les 3\smesures à / }).click();
      await expect(panel.getByRole('status')).toHaveText(/^3\smesures reliées à .*Ctrl\+Z pour annuler\.$/);
      await expect
        .poll(() => storedLinks(page))
        .toEqual({
          'Ch. 12': ['Q'],
          'Ch. 2': ['Q'],
          Séjour: [],
          'Ch. 10': ['Q'],
          'Ch. cloison': [],
        });
    });

    await test.step('a mixed selection names the partition the formula cannot apply to', async () => {
      await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
      await rowsOf(page).nth(3).click();
      await rowsOf(page)
        .nth(4)
        .click({ modifiers: ['Control'] });
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Relier les 2\u00a0mesures à un article' });
      await panel.getByRole('textbox', { name: 'Article' }).fill('carrelage 45');
      await panel.getByRole('textbox', { name: 'Article' }).press('Enter');
      await expect(panel).toContainText(/1\slongueur\s: La formule donne des/);
      await expect(panel.getByRole('button', { name: 'Relier la mesure où la formule s’applique' })).toBeEnabled();
      // The article the room already feeds is listed, to unlink from all.
      await expect(panel.getByRole('button', { name: /^Délier .*Carrelage grès cérame 45/ })).toBeVisible();
    });

    await test.step('the quantities page: the three under their article, by label', async () => {
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Clinique' }).click();
      await page.getByRole('link', { name: 'Quantités' }).click();
      const article = page.getByRole('row', { name: /Carrelage grès cérame 45/ });
      await expect(article).toContainText(/26,88/);
      await article.click();
      await expect(page.getByText(/3\smesures alimentent «\sCarrelage grès cérame 45/)).toBeVisible();
      const list = page.getByRole('region', { name: 'Mesures de l’article' }).getByRole('listitem');
      await expect(list).toHaveCount(3);
      const labels = (await list.allTextContents()).map((text) => flat(text).split(' — ')[0]);
      expect(labels).toEqual(['Ch. 2', 'Ch. 10', 'Ch. 12']);
      await page.getByRole('link', { name: /^Retour au projet/ }).click();
    });

    await test.step('the history says it in one entry: « Relier 3 mesures à 08.01.01 »', async () => {
      await page.getByRole('link', { name: 'Historique et versions' }).click();
      const history = page.getByRole('region', { name: 'Historique' });
      await expect(history.getByText(/^Relier 3\smesures à 08\.01\.01$/)).toBeVisible();
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Clinique' }).click();
    });

    await test.step('one Ctrl+Z on the sheet takes the three links back', async () => {
      await openFirstSheet(page);
      await expect(rowsOf(page)).toHaveCount(5);
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect
        .poll(() => storedLinks(page))
        .toEqual({
          'Ch. 12': [],
          'Ch. 2': [],
          Séjour: [],
          'Ch. 10': [],
          'Ch. cloison': [],
        });
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(async () => (await storedLinks(page))['Ch. 10']).toEqual(['Q']);
    });
  });
});
