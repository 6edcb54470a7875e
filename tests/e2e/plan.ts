/**
 * Steps on a plan shared by the measuring specs: the VA plan imported with the file picker, its first sheet opened at
 * a known view (zoom 1, centred on CENTRE) so a sheet point has a known place on screen, clicks and drags at sheet
 * points, and the sheet's measurement rows read as text.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const PLANS = path.join(import.meta.dirname, '..', 'fixtures', 'plans');

/** Playwright's text matchers collapse whitespace, but not no-break spaces: compare flattened text. */
export const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export async function importVaPlan(page: Page) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer des plans' }).click(),
  ]);
  await chooser.setFiles(path.join(PLANS, 'va-finish-plan.pdf'));
  const line = page.getByRole('region', { name: 'Imports' }).getByRole('listitem').filter({ hasText: 'va-finish' });
  await expect(line.last()).toContainText('2 plans importés', { timeout: 90_000 });
}

export const plan = (page: Page) => page.getByRole('application', { name: /^AF101/ });

/** Waits until the viewer says every visible pixel is drawn. */
export async function waitSharp(page: Page) {
  await expect(page.locator('[data-render-state]').first()).toHaveAttribute('data-render-state', 'sharp', {
    timeout: 60_000,
  });
}

/**
 * A printed dimension of the VA plan's first sheet, in sheet points: the 58'-5" wall at the top of the east wing
 * (525.72 pt = 58'-5" at 1/8" = 1'-0", so the plan is at about 1:96), and its length in metres.
 */
export const DIMENSION = { from: { x: 1400.64, y: 624.48 }, to: { x: 1926.36, y: 624.48 } };
export const DIMENSION_METRES = '17,805';
/** Where the view is centred (at 100 %): the dimension's middle. */
export const CENTRE = { x: 1663.5, y: 640 };

/** Opens the first sheet of the imported VA plan and returns its id. */
export async function openFirstSheet(page: Page): Promise<string> {
  await page
    .getByRole('grid', { name: 'Plans' })
    .getByRole('row', { name: /^AF101/ })
    .click();
  await expect(plan(page)).toBeVisible();
  const sheetId = decodeURIComponent(/\/plans\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '');
  expect(sheetId).not.toBe('');
  // Opened fitted, the view is saved once it settles: the known view is written after that.
  await waitSharp(page);
  return sheetId;
}

/**
 * Saves the sheet's view (zoom 1, centred on CENTRE) as the viewer saves it after a zoom, then reloads: the sheet
 * opens there. View state only (never journalled), as a person who zoomed there would leave it.
 */
export async function openAtKnownView(page: Page, sheetId: string) {
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
export async function screenOf(page: Page, point: { x: number; y: number }) {
  const box = await plan(page).boundingBox();
  if (!box) throw new Error('the plan has no box');
  return { x: box.x + box.width / 2 + (point.x - CENTRE.x), y: box.y + box.height / 2 + (point.y - CENTRE.y) };
}

/** Clicks the plan at sheet points, with real mouse moves between them. */
export async function clickAt(page: Page, ...points: { x: number; y: number }[]) {
  for (const point of points) {
    const at = await screenOf(page, point);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
  }
}

/** Presses at one sheet point, drags to another and releases there. */
export async function dragAt(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await screenOf(page, from);
  const b = await screenOf(page, to);
  await page.mouse.move(a.x, a.y, { steps: 4 });
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

export const measurementTable = (page: Page) => page.getByRole('grid', { name: /^Mesures du plan/ });

/** The table's measurement rows (not its header, not its empty state). */
export const rowsOf = (page: Page) =>
  measurementTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .filter({ hasNotText: 'Aucune mesure sur ce plan' });

export const toolButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Outils de mesure' }).getByRole('radio', { name, exact: true });

/**
 * A row's expected text: exact (« Longueur17,81ml »), or a kind, a quantity and a unit where the quantity is within
 * 1 % (clicks land on whole CSS pixels).
 */
export type ExpectedRow = string | { readonly text: string; readonly about: number; readonly unit: string };

const parseFr = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

export async function expectRows(page: Page, expected: readonly ExpectedRow[]) {
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
