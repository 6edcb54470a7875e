/**
 * Steps on a sheet of the VA plan, as a person takes them, shared by the editing spec: importing the plan with the
 * file picker, opening a sheet at a known view (so a sheet point has a known place on screen), clicking and dragging
 * at sheet points, and reading the sheet's accessible measurements table.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, signUp } from './workspace';

/** Our test plans and the VA plan (tests/fixtures/plans). */
export const PLANS = path.join(import.meta.dirname, '..', 'fixtures', 'plans');

export interface SheetPoint {
  readonly x: number;
  readonly y: number;
}

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

/** The open sheet's plan (the viewer is an application named after the sheet). */
export const plan = (page: Page) => page.getByRole('application');

/** Waits until the viewer says every visible pixel is drawn. */
export async function waitSharp(page: Page) {
  await expect(page.locator('[data-render-state]').first()).toHaveAttribute('data-render-state', 'sharp', {
    timeout: 60_000,
  });
}

/** The open sheet's id, from the page's address. */
export function sheetIdOf(page: Page): string {
  const id = decodeURIComponent(/\/plans\/([^/]+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '');
  expect(id).not.toBe('');
  return id;
}

/** Opens the first sheet (AF101) of the imported VA plan, waits until it is drawn, and returns its id. */
export async function openFirstSheet(page: Page): Promise<string> {
  await page
    .getByRole('grid', { name: 'Plans' })
    .getByRole('row', { name: /^AF101/ })
    .click();
  await expect(plan(page)).toBeVisible();
  const sheetId = sheetIdOf(page);
  // Opened fitted, the view is saved once it settles: a known view is written after that.
  await waitSharp(page);
  return sheetId;
}

/**
 * Where the sheet specs start: a new account (`email`), a new project, the VA plan imported and its first sheet open
 * and drawn. Returns the sheet's id.
 */
export async function openVaPlanInNewProject(page: Page, email: string, projectName: string): Promise<string> {
  await signUp(page, email);
  await createProject(page, { name: projectName });
  await importVaPlan(page);
  return openFirstSheet(page);
}

/**
 * Saves the sheet's view (`zoom`, 1 unless said, centred on `centre`) as the viewer saves it after a zoom, then
 * reloads: the sheet opens there. View state only (never journalled), as a person who zoomed there would leave it.
 */
export async function openAtKnownView(page: Page, sheetId: string, centre: SheetPoint, zoom = 1) {
  // The page may still save the view it had (a pan's settle comes late on a busy CPU) just after ours is written, and
  // the sheet would open where it was: the view it opened at is read back, and written again if it is not ours.
  let opened: StoredView | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.evaluate(
      async ({ idb: { db, result, committed }, sheetId, centre, zoom }) => {
        const sheet = (await result(db.transaction('plans').objectStore('plans').get(sheetId))) as { fileId: string };
        const tx = db.transaction('sheetViews', 'readwrite');
        tx.objectStore('sheetViews').put({
          id: sheetId,
          fileId: sheet.fileId,
          zoom,
          centre,
          updatedAt: new Date().toISOString(),
        });
        await committed(tx);
        db.close();
      },
      { idb: await openMetrDb(page), sheetId, centre, zoom },
    );
    await page.reload();
    await expect(plan(page)).toBeVisible();
    await waitSharp(page);
    opened = await storedView(page, sheetId);
    if (opened && sameView(opened, { centre, zoom })) return;
  }
  throw new Error(
    `the sheet did not open at ${JSON.stringify({ centre, zoom })}: its view is ${JSON.stringify(opened)}`,
  );
}

interface StoredView {
  readonly zoom?: number;
  readonly centre?: SheetPoint;
}

/** The same view within a screen pixel (the viewer puts its centre on the pixel grid). */
const sameView = (a: StoredView, b: { centre: SheetPoint; zoom: number }) =>
  a.zoom !== undefined &&
  a.centre !== undefined &&
  Math.abs(a.zoom - b.zoom) < 1e-6 &&
  Math.abs(a.centre.x - b.centre.x) * b.zoom <= 1 &&
  Math.abs(a.centre.y - b.centre.y) * b.zoom <= 1;

/** The sheet's default scale as stored in IndexedDB (null while it has none): what a reload or a colleague gets. */
export async function storedDefaultScale(page: Page, sheetId: string): Promise<unknown> {
  return page.evaluate(
    async ({ idb: { db, result }, sheetId }) => {
      const row = (await result(db.transaction('plans').objectStore('plans').get(sheetId))) as
        { scale?: { default?: unknown } } | undefined;
      db.close();
      return row?.scale?.default ?? null;
    },
    { idb: await openMetrDb(page), sheetId },
  );
}

/** The sheet's view as saved in IndexedDB (the viewer saves it when it settles). */
export async function storedView(page: Page, sheetId: string): Promise<StoredView | null> {
  return page.evaluate(
    async ({ idb: { db, result }, sheetId }) => {
      const row = (await result(db.transaction('sheetViews').objectStore('sheetViews').get(sheetId))) as
        { zoom?: number; centre?: { x: number; y: number } } | undefined;
      db.close();
      return row ? { zoom: row.zoom, centre: row.centre } : null;
    },
    { idb: await openMetrDb(page), sheetId },
  );
}

/** Screen position (CSS px) of a sheet point, the view being `zoom` (1 unless said) centred on `centre`. */
export async function screenOf(page: Page, centre: SheetPoint, point: SheetPoint, zoom = 1) {
  const box = await plan(page).boundingBox();
  if (!box) throw new Error('the plan has no box');
  return {
    x: box.x + box.width / 2 + (point.x - centre.x) * zoom,
    y: box.y + box.height / 2 + (point.y - centre.y) * zoom,
  };
}

/** A pointer on a sheet opened at a known view: clicks and drags at sheet points, with real mouse moves. */
export function sheetPointer(page: Page, centre: SheetPoint) {
  const moveTo = async (point: SheetPoint, steps = 4) => {
    const at = await screenOf(page, centre, point);
    await page.mouse.move(at.x, at.y, { steps });
  };
  return {
    async click(...points: SheetPoint[]) {
      for (const point of points) {
        await moveTo(point);
        await page.mouse.down();
        await page.mouse.up();
      }
    },
    /** Alt + click: with the select tool, adds a vertex on an edge or removes one. */
    async altClick(point: SheetPoint) {
      await moveTo(point);
      await page.keyboard.down('Alt');
      await page.mouse.down();
      await page.mouse.up();
      await page.keyboard.up('Alt');
    },
    async drag(from: SheetPoint, to: SheetPoint) {
      await moveTo(from);
      await page.mouse.down();
      await moveTo(to, 12);
      await page.mouse.up();
    },
  };
}

/** The measurement rows of IndexedDB on a sheet, as stored (sheet points): what a move or a vertex edit changed. */
export async function storedMeasurements(page: Page, sheetId: string) {
  return page.evaluate(
    async ({ idb: { db, result }, sheetId }) => {
      const rows = await result(db.transaction('measurements').objectStore('measurements').getAll());
      db.close();
      type Row = {
        sheetId: string;
        kind: string;
        label: string;
        color: string;
        createdAt: string;
        points: { x: number; y: number }[];
      };
      return (rows as Row[])
        .filter((r) => r.sheetId === sheetId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map(({ kind, label, color, points }) => ({ kind, label, color, points }));
    },
    { idb: await openMetrDb(page), sheetId },
  );
}

export const measurementsTable = (page: Page) => page.getByRole('grid', { name: /^Mesures du plan/ });

/** The table's measurement rows (not its header, not its empty state). */
export const rowsOf = (page: Page) =>
  measurementsTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .filter({ hasNotText: 'Aucune mesure sur ce plan' });

export const toolButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Outils de mesure' }).getByRole('radio', { name, exact: true });

/**
 * A row's expected text: exact (« Longueur17,81ml »), or a start (kind and label), a quantity and a unit where the
 * quantity is within 1 % unless said (clicks land on whole CSS pixels).
 */
export type ExpectedRow =
  | string
  | {
      readonly text: string;
      readonly about: number;
      readonly unit: string;
      /** The relative deviation allowed. @default 0.01 */
      readonly within?: number;
    };

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
        return match?.[1] ? Math.abs(parseFr(match[1]) / row.about - 1) < (row.within ?? 0.01) : `${await text()}`;
      })
      .toBe(true);
  }
}

/** The rows selected in the table, by index. */
export async function expectSelectedRows(page: Page, indexes: readonly number[]) {
  const count = await rowsOf(page).count();
  for (let i = 0; i < count; i++) {
    await expect(rowsOf(page).nth(i)).toHaveAttribute('aria-selected', indexes.includes(i) ? 'true' : 'false');
  }
}

/**
 * Ctrl+Z takes the last change back (the table shows `before`), Ctrl+Shift+Z and Ctrl+Y make it again, pressed where
 * the focus is.
 */
export async function pressUndoRedo(page: Page, after: readonly ExpectedRow[], before: readonly ExpectedRow[]) {
  await page.keyboard.press('Control+z');
  await expectRows(page, before);
  await page.keyboard.press('Control+Shift+z');
  await expectRows(page, after);
  await page.keyboard.press('Control+z');
  await expectRows(page, before);
  await page.keyboard.press('Control+y');
  await expectRows(page, after);
}

/** pressUndoRedo with the plan focused first (the keys are the workspace's, not a field's). */
export async function undoRedo(page: Page, after: readonly ExpectedRow[], before: readonly ExpectedRow[]) {
  await plan(page).focus();
  await pressUndoRedo(page, after, before);
}

/** Sets the open sheet's scale to a standard ratio (« Échelle normalisée ») from the scale state's button. */
export async function setStandardScale(page: Page, ratio: string) {
  await page
    .getByRole('region', { name: 'Échelle' })
    .getByRole('button', { name: /^(Étalonner|Modifier l’échelle)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Échelle du plan' });
  await dialog.getByText('Échelle normalisée').click();
  await dialog.getByRole('button', { name: /Échelle$/ }).click();
  await page.getByRole('option', { name: ratio, exact: true }).click();
  await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Échelle' })).toContainText(ratio);
}

/**
 * A control of the viewer's row (the localisation, the repérage, the label toggles…): pressed in the row when the row
 * has room for it, else from the row's menu « Plus », where it is the line `item` (issue 24: nothing out of sight).
 */
export async function pressViewerControl(page: Page, button: string | RegExp, item: string | RegExp) {
  const inRow = page.getByRole('button', { name: button });
  if (await inRow.isVisible()) {
    await inRow.click();
    return;
  }
  await page.getByRole('button', { name: 'Plus', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
