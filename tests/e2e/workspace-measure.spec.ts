/**
 * The measuring tools on the built site, as a person uses them: a project, the VA plan imported with the file picker,
 * its first sheet; « Non calibré » blocks the length tool (counting stays allowed); a calibration by two clicks on a
 * printed dimension and its typed length (decimal comma); a length, an area with a hole (the Déduction tool), a wall
 * area and a count drawn with the mouse on the plan; each undone and redone with the keyboard; a reload, and
 * everything is in the sheet's measurements table.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createProject, signUp } from './workspace';

const PLANS = path.join(import.meta.dirname, '..', 'fixtures', 'plans');
/** Playwright's text matchers collapse whitespace, but not no-break spaces: compare flattened text. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function importVaPlan(page: Page) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer des plans' }).click(),
  ]);
  await chooser.setFiles(path.join(PLANS, 'va-finish-plan.pdf'));
  const line = page.getByRole('region', { name: 'Imports' }).getByRole('listitem').filter({ hasText: 'va-finish' });
  await expect(line.last()).toContainText('2 plans importés', { timeout: 90_000 });
}

const plan = (page: Page) => page.getByRole('application', { name: /^AF101/ });

/** Waits until the viewer says every visible pixel is drawn. */
async function waitSharp(page: Page) {
  await expect(page.locator('[data-render-state]').first()).toHaveAttribute('data-render-state', 'sharp', {
    timeout: 60_000,
  });
}

/**
 * A printed dimension of the VA plan's first sheet, in sheet points: the 58'-5" wall at the top of the east wing
 * (its extension lines end at these x; 525.72 pt = 58'-5" at 1/8" = 1'-0"), and its length in metres.
 */
const DIMENSION = { from: { x: 1400.64, y: 624.48 }, to: { x: 1926.36, y: 624.48 } };
const DIMENSION_METRES = '17,805';
/** Where the view is centred (at 100 %) for the drawing: the dimension's middle. */
const CENTRE = { x: 1663.5, y: 640 };

/**
 * Saves the sheet's view (zoom 1, centred on CENTRE) as the viewer saves it after a zoom, then reloads: the sheet
 * opens there, so a sheet point has a known place on screen. View state only (never journalled), as a person who
 * zoomed there would leave it.
 */
async function openAtKnownView(page: Page, sheetId: string) {
  await page.evaluate(
    async ({ sheetId, centre }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('Metr');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const sheet = await new Promise<{ fileId: string }>((resolve, reject) => {
        const request = db.transaction('plans').objectStore('plans').get(sheetId);
        request.onsuccess = () => resolve(request.result as { fileId: string });
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('sheetViews', 'readwrite');
        tx.objectStore('sheetViews').put({
          id: sheetId,
          fileId: sheet.fileId,
          zoom: 1,
          centre,
          updatedAt: new Date().toISOString(),
        });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { sheetId, centre: CENTRE },
  );
  await page.reload();
  await expect(plan(page)).toBeVisible();
  await waitSharp(page);
}

/** Screen position (CSS px) of a sheet point, the view being zoom 1 centred on CENTRE. */
async function screenOf(page: Page, point: { x: number; y: number }) {
  const box = await plan(page).boundingBox();
  if (!box) throw new Error('the plan has no box');
  return { x: box.x + box.width / 2 + (point.x - CENTRE.x), y: box.y + box.height / 2 + (point.y - CENTRE.y) };
}

/** Clicks the plan at sheet points, with real mouse moves between them. */
async function clickAt(page: Page, ...points: { x: number; y: number }[]) {
  for (const point of points) {
    const at = await screenOf(page, point);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
  }
}

const table = (page: Page) => page.getByRole('grid', { name: /^Mesures du plan/ });
/** The table's measurement rows (not its header, not its empty state). */
const rowsOf = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .filter({ hasNotText: 'Aucune mesure sur ce plan' });
const toolButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Outils de mesure' }).getByRole('radio', { name, exact: true });

/**
 * A row's expected text: exact (« Longueur17,81ml »), or a kind, a quantity and a unit where the quantity is within
 * 1 % (clicks land on whole CSS pixels: a 200 × 100 pt rectangle drawn by hand is a pixel short or long).
 */
type ExpectedRow = string | { readonly text: string; readonly about: number; readonly unit: string };

const parseFr = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

async function expectRows(page: Page, expected: readonly ExpectedRow[]) {
  await expect(rowsOf(page)).toHaveCount(expected.length);
  for (const [i, row] of expected.entries()) {
    const text = async () => flat((await rowsOf(page).nth(i).textContent()) ?? '');
    if (typeof row === 'string') {
      await expect.poll(text).toContain(row);
      continue;
    }
    await expect
      .poll(async () => {
        const match = new RegExp(`^${row.text}.*?([\\d\\s]+,\\d+)${row.unit}$`).exec(await text());
        return match?.[1] ? Math.abs(parseFr(match[1]) / row.about - 1) < 0.01 : false;
      })
      .toBe(true);
  }
}

/**
 * Ctrl+Z takes the last change back (the table shows `before`: by default, without the last row), Ctrl+Shift+Z
 * and Ctrl+Y make it again.
 */
async function undoRedo(page: Page, rows: readonly ExpectedRow[], before: readonly ExpectedRow[] = rows.slice(0, -1)) {
  await page.keyboard.press('Control+z');
  await expectRows(page, before);
  await page.keyboard.press('Control+Shift+z');
  await expectRows(page, rows);
  await page.keyboard.press('Control+z');
  await expectRows(page, before);
  await page.keyboard.press('Control+y');
  await expectRows(page, rows);
}

test.describe('measuring on a plan', () => {
  test.use({ reducedMotion: 'reduce' });
  // A PDF import, pdf.js renders and two reloads on two busy cores.
  test.setTimeout(300_000);

  test('calibrate on a printed dimension, measure a length, an area with a hole, a wall and a count, undo and redo each, reload and find them', async ({
    page,
  }) => {
    await signUp(page, 'mesure@metr.fr');
    await createProject(page, { name: 'Résidence Les Tilleuls' });
    await importVaPlan(page);
    await page
      .getByRole('grid', { name: 'Plans' })
      .getByRole('row', { name: /^AF101/ })
      .click();
    await expect(plan(page)).toBeVisible();
    const sheetId = decodeURIComponent(/\/plans\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '');
    expect(sheetId).not.toBe('');
    // Opened fitted, the view is saved once it settles: the known view is written after that.
    await waitSharp(page);
    await openAtKnownView(page, sheetId);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-1280.png` });

    const expected: ExpectedRow[] = [];

    await test.step('« Non calibré »: length, area and volume are blocked and say why; counting is allowed', async () => {
      const status = page.getByRole('region', { name: 'Échelle' });
      await expect(status).toContainText('Non calibré');
      for (const name of ['Longueur', 'Surface', 'Surface de mur', 'Volume']) {
        await expect(toolButton(page, name)).toBeDisabled();
      }
      await expect(page.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
        /Plan non calibré/,
      );
      // The L key does not start a length either: the plan says why.
      await plan(page).focus();
      await page.keyboard.press('l');
      await clickAt(page, { x: 1500, y: 700 });
      await expect(page.getByRole('region', { name: 'Mesure en cours' }).getByRole('status')).toContainText(
        'Non calibré',
      );
      await expectRows(page, []);

      await toolButton(page, 'Comptage').click();
      await clickAt(page, { x: 1450, y: 700 }, { x: 1500, y: 700 }, { x: 1550, y: 700 });
      await page.keyboard.press('Enter');
      expected.push('Comptage3U');
      await expectRows(page, expected);
      // Each counted point is one change: Ctrl+Z takes back the third.
      await undoRedo(page, expected, ['Comptage2U']);
      // Each step says what it did, the newest in place of the one before (Ctrl+Y re-applied the third point).
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await expect(notifications).toContainText('Rétabli\u00a0: Ajout d’un point');
      await expect(notifications).not.toContainText('Annulé');
    });

    await test.step('calibrate by two points on the 58\'-5" dimension and its length typed with a decimal comma', async () => {
      await page.getByRole('button', { name: 'Étalonner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Échelle du plan' });
      await dialog.getByText('Par deux points et une cote').click();
      await dialog.getByRole('button', { name: 'Tracer sur le plan' }).click();
      await expect(dialog).toBeHidden();
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Distance réelle' }).fill(DIMENSION_METRES);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/scale-dialog.png` });
      await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Échelle' })).toContainText('1:96');
      await expect(toolButton(page, 'Longueur')).toBeEnabled();
    });

    await test.step('a length along the dimension, snapped to its ends', async () => {
      await page.keyboard.press('l');
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await expect(page.getByText('Segment')).toBeVisible();
      await page.keyboard.press('Enter');
      expected.push('Longueur17,81ml');
      await expectRows(page, expected);
      await undoRedo(page, expected);
    });

    await test.step('snapping off (A), an area of 200 × 100 pt with a 50 × 40 pt hole (Déduction)', async () => {
      await page.keyboard.press('a');
      await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
      await page.keyboard.press('s');
      const [x, y] = [1450, 660];
      await clickAt(page, { x, y }, { x: x + 200, y }, { x: x + 200, y: y + 100 }, { x, y: y + 100 }, { x, y });
      // 200 × 100 pt at 17,805 / 525,72 m per point: 22,94 m².
      const whole = { text: 'Surface', about: 22.94, unit: 'm²' };
      expected.push(whole);
      await expectRows(page, expected);
      await page.keyboard.press('d');
      const [hx, hy] = [1500, 680];
      await clickAt(
        page,
        { x: hx, y: hy },
        { x: hx + 50, y: hy },
        { x: hx + 50, y: hy + 40 },
        { x: hx, y: hy + 40 },
        { x: hx, y: hy },
      );
      // Minus 50 × 40 pt: 20,65 m².
      expected[expected.length - 1] = { text: 'Surface', about: 20.65, unit: 'm²' };
      await expectRows(page, expected);
      await page.keyboard.press('Control+z');
      await expectRows(page, [...expected.slice(0, -1), whole]);
      await page.keyboard.press('Control+y');
      await expectRows(page, expected);
      await page.keyboard.press('Control+z');
      await undoRedo(page, [...expected.slice(0, -1), whole]);
      await page.keyboard.press('Control+Shift+z');
      await page.keyboard.press('Control+Shift+z');
      await expectRows(page, expected);
    });

    await test.step('a wall of 300 pt at the default height of 2,50 m', async () => {
      await page.keyboard.press('m');
      await clickAt(page, { x: 1450, y: 800 }, { x: 1750, y: 800 });
      await page.keyboard.press('Enter');
      // 300 pt = 10,16 m; × 2,50 m = 25,40 m².
      expected.push({ text: 'Surface de mur', about: 25.4, unit: 'm²' });
      await expectRows(page, expected);
      await undoRedo(page, expected);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/measured.png` });
    });

    await test.step('a reload: the scale and every measurement are there', async () => {
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Échelle' })).toContainText('1:96');
      await expectRows(page, expected);
      // The history is kept too: Ctrl+Z still takes back the wall.
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expectRows(page, expected.slice(0, -1));
      await page.keyboard.press('Control+y');
      await expectRows(page, expected);
    });

    await test.step('« ? » lists the shortcuts; Escape closes the list', async () => {
      await plan(page).focus();
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'Raccourcis clavier' });
      await expect(shortcuts).toBeVisible();
      await expect(shortcuts).toContainText('Longueur');
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();
    });

    await test.step('a row of the table selects its shape and shows its properties', async () => {
      await rowsOf(page).nth(1).click();
      await page.getByRole('tab', { name: 'Propriétés' }).click();
      await expect(page.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Longueur');
      // Its articles under its properties: none yet, and no library to take one from in this project.
      const articles = page.getByRole('region', { name: 'Articles reliés' });
      await expect(articles).toContainText('Cette mesure n’est reliée à aucun article.');
      await expect(articles).toContainText('Aucune bibliothèque n’est déclarée dans ce projet.');
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-properties.png` });
        await page.setViewportSize({ width: 700, height: 800 });
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-700.png` });
      }
    });
  });
});
