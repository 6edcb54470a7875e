/**
 * The plan viewer on the built site, as a person uses it: a project created through the UI, a plan file stored as the
 * import stores it (its rows and bytes written to IndexedDB here, while the import's UI is on its own branch), then
 * the sheet's page — fitted, zoomed and panned by keyboard and toolbar, layers hidden, the view kept across a reload,
 * and the French message when the file's bytes are gone, with the sheet still there.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, signUp } from './workspace';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'plans');

interface StoredSheet {
  fileId: string;
  sheetId: string;
}

/**
 * Stores a PDF as the import does (file row, bytes, one sheet per page given), straight into IndexedDB: the rows the
 * repositories write, without the import's UI.
 */
async function storePlan(page: Page, projectId: string, file: string, sheetName: string): Promise<StoredSheet> {
  const bytes = [...(await readFile(join(FIXTURES, file)))];
  return page.evaluate(
    async ({ idb, projectId, file, sheetName, bytes }) => {
      const { db } = idb;
      const fileId = crypto.randomUUID();
      const sheetId = crypto.randomUUID();
      const blob = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
      const tx = db.transaction(['files', 'fileBlobs', 'plans'], 'readwrite');
      tx.objectStore('files').put(idb.fileRow({ id: fileId, projectId, name: file, size: blob.size, hash: fileId }));
      tx.objectStore('fileBlobs').put({ id: fileId, blob });
      tx.objectStore('plans').put(idb.sheetRow({ id: sheetId, projectId, fileId, name: sheetName }));
      await idb.committed(tx);
      db.close();
      return { fileId, sheetId };
    },
    { idb: await openMetrDb(page), projectId, file, sheetName, bytes },
  );
}

async function deleteFileBytes(page: Page, fileId: string) {
  await page.evaluate(
    async ({ idb: { db, committed }, id }) => {
      const tx = db.transaction('fileBlobs', 'readwrite');
      tx.objectStore('fileBlobs').delete(id);
      await committed(tx);
      db.close();
    },
    { idb: await openMetrDb(page), id: fileId },
  );
}

const viewerRoot = (page: Page) => page.locator('[data-render-state]');
const levelButton = (page: Page) => page.getByRole('button', { name: /^Niveau de zoom/ });
/** The level the zoom button shows (its name also has « Niveau de zoom », hidden: not in its inner text). */
const levelText = async (page: Page) => (await levelButton(page).innerText()).trim();
const expectLevel = (page: Page, text: string, not = false) =>
  not
    ? expect(levelButton(page)).not.toHaveText(text, { useInnerText: true })
    : expect(levelButton(page)).toHaveText(text, { useInnerText: true });

async function sharp(page: Page) {
  await expect(viewerRoot(page)).toHaveAttribute('data-render-state', 'sharp', { timeout: 30_000 });
}

/** The plan's pixels as the screen shows them. */
const pixels = (plan: Locator) => plan.screenshot({ animations: 'disabled' });

test.describe('the plan viewer', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(120_000);

  test('opens a sheet fitted; keyboard, toolbar and layers; the view is kept across a reload; axe light and dark', async ({
    page,
  }) => {
    await signUp(page);
    const projectId = await createProject(page, { name: 'Groupe scolaire Jaurès', typology: 'Enseignement' });
    const { sheetId } = await storePlan(page, projectId, 'plan-layers.pdf', 'RDC-1 — Plan du rez-de-chaussée');
    await page.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);

    const plan = page.getByRole('application', { name: 'RDC-1 — Plan du rez-de-chaussée' });
    await expect(plan).toBeVisible();
    await sharp(page);
    await expect(page).toHaveTitle('RDC-1 — Plan du rez-de-chaussée – Groupe scolaire Jaurès – Metr');
    await expect(plan).toHaveAccessibleDescription(/Échelle\u00a0: Non étalonné/);
    // Fitted: an A3 sheet in a 1280 × 800 window is well under 100 %.
    const fitted = await levelText(page);
    expect(fitted).toMatch(/^\d+\u202f%$/);
    expect(Number.parseInt(fitted, 10)).toBeLessThan(100);

    // The layers of the file, as it shows them by default (« Mobilier » off), in the side panel's « Calques » tab.
    const layersTab = page.getByRole('complementary').getByRole('tab', { name: 'Calques' });
    await layersTab.click();
    const layers = page.getByRole('complementary').getByRole('region', { name: 'Calques' });
    await expect(layers.getByRole('checkbox', { name: 'Murs' })).toBeChecked();
    await expect(layers.getByRole('checkbox', { name: 'Cotes' })).toBeChecked();
    await expect(layers.getByRole('checkbox', { name: 'Mobilier' })).not.toBeChecked();
    await expectNoAxeViolationInBothThemes(page);

    await test.step('keyboard: + zooms by steps, arrows pan, 0 fits', async () => {
      await plan.click();
      await expect(plan).toBeFocused();
      await page.keyboard.press('+');
      await expectLevel(page, fitted, true);
      await sharp(page);
      const zoomed = await pixels(plan);
      await page.keyboard.press('ArrowRight');
      await sharp(page);
      expect((await pixels(plan)).equals(zoomed)).toBe(false);
      await page.keyboard.press('0');
      await expectLevel(page, fitted);
      await sharp(page);
    });

    await test.step('toolbar: zoom in, and a level from the menu', async () => {
      await page.getByRole('button', { name: 'Zoom avant' }).click();
      await expectLevel(page, fitted, true);
      await levelButton(page).click();
      await page.getByRole('menuitem', { name: '200\u202f%', exact: true }).click();
      await expectLevel(page, '200\u202f%');
      await sharp(page);
    });

    await test.step('layers: hiding « Cotes » draws the plan again without it; isolating and back', async () => {
      // Fitted, the whole sheet shows: what a layer draws is in view whatever the window leaves to the plan.
      await plan.focus();
      await page.keyboard.press('0');
      await expectLevel(page, fitted);
      await sharp(page);
      const before = await pixels(plan);
      // The checkbox's label is what a person clicks (the input itself is visually hidden).
      await layers.getByText('Cotes', { exact: true }).click();
      await expect(layers.getByRole('checkbox', { name: 'Cotes' })).not.toBeChecked();
      await sharp(page);
      // As long as a render may take (sharp()): the state may still say « sharp » until the layer change reaches
      // the viewer.
      await expect.poll(async () => (await pixels(plan)).equals(before), { timeout: 30_000 }).toBe(false);
      const withoutCotes = await pixels(plan);
      // Isolating « Mobilier » shows it alone; pressed again, the layers shown before come back.
      const isolate = layers.getByRole('button', { name: 'Isoler «\u00a0Mobilier\u00a0»' });
      await isolate.click();
      await expect(isolate).toHaveAttribute('aria-pressed', 'true');
      await expect(layers.getByRole('checkbox', { name: 'Mobilier' })).toBeChecked();
      await expect(layers.getByRole('checkbox', { name: 'Murs' })).not.toBeChecked();
      await sharp(page);
      await isolate.click();
      await expect(isolate).toHaveAttribute('aria-pressed', 'false');
      await expect(layers.getByRole('checkbox', { name: 'Murs' })).toBeChecked();
      await expect(layers.getByRole('checkbox', { name: 'Cotes' })).not.toBeChecked();
      await expect(layers.getByRole('checkbox', { name: 'Mobilier' })).not.toBeChecked();
      await sharp(page);
      await expect.poll(async () => (await pixels(plan)).equals(withoutCotes), { timeout: 30_000 }).toBe(true);
      // Back to 200 %, the level the reload below must find.
      await levelButton(page).click();
      await page.getByRole('menuitem', { name: '200\u202f%', exact: true }).click();
      await expectLevel(page, '200\u202f%');
      await sharp(page);
    });

    await test.step('a reload opens the sheet at the same zoom, « Cotes » still hidden', async () => {
      // The view is saved once the move has settled: wait for the saved row before reloading.
      await expect
        .poll(async () =>
          page.evaluate(
            async ({ idb: { db, result }, id }) => {
              const row = (await result(db.transaction('sheetViews').objectStore('sheetViews').get(id))) as
                { zoom?: number; hiddenLayers?: string[] } | undefined;
              db.close();
              return row ? { zoom: row.zoom, hidden: row.hiddenLayers?.length } : null;
            },
            { idb: await openMetrDb(page), id: sheetId },
          ),
        )
        .toEqual({ zoom: 2, hidden: 2 });
      await page.reload();
      await sharp(page);
      await expectLevel(page, '200\u202f%');
      await layersTab.click();
      await expect(layers.getByRole('checkbox', { name: 'Cotes' })).not.toBeChecked();
      await expect(layers.getByRole('checkbox', { name: 'Murs' })).toBeChecked();
      await expectNoAxeViolationInBothThemes(page);
    });
  });

  test('a sheet whose file is no longer stored says so in French, and the sheet stays', async ({ page }) => {
    await signUp(page);
    const projectId = await createProject(page, { name: 'Résidence Les Tilleuls', typology: 'Logement collectif' });
    const { sheetId, fileId } = await storePlan(page, projectId, 'plan.pdf', 'A-101 — PLAN RDC');
    await deleteFileBytes(page, fileId);
    await page.goto(`/dashboard/projets/${projectId}/plans/${sheetId}`);
    await expect(viewerRoot(page)).toHaveAttribute('data-render-state', 'error');
    const alert = page.getByRole('main').getByText(/n’est plus enregistré dans ce navigateur/);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Le plan, son échelle et ses métrés restent enregistrés.');
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    // The sheet is still one of the project's.
    await expect(page.getByRole('navigation', { name: 'Plans du projet' }).getByText('A-101 — PLAN RDC')).toBeVisible();
    await expectNoAxeViolationInBothThemes(page);
  });
});
