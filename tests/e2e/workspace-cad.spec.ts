/**
 * Issue 28 as a person does it on the built site: LibreDWG's example drawing imported twice in one batch — as its DXF
 * (read in the browser) and as its DWG (converted by the Metr server of `npm start`) — with a truncated DXF that
 * fails alone, in French, naming the file; both sheets calibrated from the file (« Échelle du fichier ») with the same
 * blocks and counts as the independent truth (tests/fixtures/cad/truth.json); a block counted and linked to an
 * article, a layer's lines measured, each one undo step; the DPGF exported with the count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import truth from '../fixtures/cad/truth.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { openMetrDb } from './idb';
import { projectWithStarterLibrary, signUp } from './workspace';
import { plan, waitSharp } from './workspace-sheet';

const CAD = path.join(import.meta.dirname, '../fixtures/cad');
const example = truth.files['libredwg-example_2000.dxf'];

type Stored = {
  id: string;
  sheetId: string;
  kind: string;
  label: string;
  points: unknown[];
  articleId?: string;
  cad?: { kind: string; block?: string; layer?: string };
};
async function storedRows(page: Page): Promise<Stored[]> {
  return page.evaluate(
    async ({ idb: { db, result } }) => {
      const rows = await result(db.transaction('measurements').objectStore('measurements').getAll());
      db.close();
      return rows as Stored[];
    },
    { idb: await openMetrDb(page) },
  );
}

/** Tab until `target` has the keyboard's focus (a keyboard-only path: no click). */
async function tabUntil(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const cadTab = (page: Page) => page.getByRole('tab', { name: 'CAO', exact: true });
const blocks = (page: Page) => page.getByRole('grid', { name: 'Blocs du dessin' });

test.describe('workspace: CAD plans (issue 28)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(300_000);

  test('a DXF and its DWG give the same blocks; a block counted, a layer measured, the DPGF; a bad file alone', async ({
    page,
  }) => {
    await signUp(page, 'cao@metr.fr');
    await projectWithStarterLibrary(page, { name: 'Tavolo', client: 'LibreDWG' });

    await test.step('one batch: the DXF, the DWG and a DXF cut in half', async () => {
      await expect(page.getByText(/Les fichiers DWG sont convertis sur votre serveur Metr/)).toBeVisible();
      const dxf = readFileSync(path.join(CAD, 'libredwg-example_2000.dxf'));
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      const file = (name: string) => ({
        name,
        mimeType: 'application/octet-stream',
        buffer: readFileSync(path.join(CAD, name)),
      });
      await chooser.setFiles([
        file('libredwg-example_2000.dxf'),
        file('libredwg-example_2000.dwg'),
        { name: 'coupé.dxf', mimeType: 'application/octet-stream', buffer: dxf.subarray(0, dxf.length / 2) },
      ]);
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'coupé.dxf' })).toContainText(
        /«\s*coupé\.dxf\s*» est incomplet/,
        { timeout: 120_000 },
      );
      await expect(imports.getByRole('listitem').filter({ hasText: 'example_2000.dwg' })).toContainText(
        /plan importé/,
        { timeout: 120_000 },
      );
      await expect(imports.getByRole('listitem').filter({ hasText: 'example_2000.dxf' })).toContainText(/plan importé/);
      await page.screenshot({ path: '/tmp/metr/cad-import.png' });
    });

    const sheets = page.getByRole('grid', { name: 'Plans' }).getByRole('row', { name: /^libredwg-example_2000/ });
    await expect(sheets).toHaveCount(2);
    const countsOf = async (): Promise<Record<string, string>> => {
      await cadTab(page).click();
      await expect(blocks(page)).toBeVisible();
      const rows = await blocks(page).getByRole('row').allInnerTexts();
      return Object.fromEntries(rows.map((text) => [text.split('\n')[0] ?? '', text]));
    };

    let dxfSheet = '';
    await test.step('each sheet: calibrated from the file, the same blocks as the truth', async () => {
      const seen: Record<string, string>[] = [];
      for (const index of [0, 1]) {
        await page
          .getByRole('grid', { name: 'Plans' })
          .getByRole('row', { name: /^libredwg-example_2000/ })
          .nth(index)
          .click();
        await expect(plan(page)).toBeVisible();
        await waitSharp(page);
        await expect(page.getByText(/Échelle du fichier\s*:\s*1\s*unité\s*=\s*1\s*mm/).first()).toBeVisible();
        await expect(page.getByText('Non étalonné')).toHaveCount(0);
        seen.push(await countsOf());
        if (index === 0) dxfSheet = new URL(page.url()).pathname;
        await page.screenshot({ path: `/tmp/metr/cad-sheet-${index}.png` });
        await page.goBack();
      }
      for (const [name, count] of Object.entries(example.blockCounts)) {
        for (const rows of seen) expect(rows[name], name).toContain(String(count.topLevel + count.nested));
      }
      expect(Object.keys(seen[0] ?? {}).sort()).toEqual(Object.keys(seen[1] ?? {}).sort());
    });

    await test.step('a block counted, linked to an article: a point per reference, one undo step', async () => {
      await page.goto(dxfSheet);
      await expect(plan(page)).toBeVisible();
      await cadTab(page).click();
      await blocks(page)
        .getByRole('row', { name: /^CIRKLO_PUNKTOJ/ })
        .click();
      const detail = page.getByRole('region', { name: 'CIRKLO_PUNKTOJ' });
      await detail.getByRole('textbox', { name: 'Relier à un article' }).fill('regard de visite');
      await detail.getByRole('textbox', { name: 'Relier à un article' }).press('Enter');
      await expect(detail.getByRole('button', { name: 'Changer d’article' })).toBeVisible();
      await detail.getByRole('button', { name: 'Compter ce bloc' }).click();
      await expect(page.getByText(/Déjà compté\s*:\s*8/)).toBeVisible();
      // Shown from memory first; the row reaches IndexedDB a moment later.
      await expect.poll(async () => (await storedRows(page)).filter((m) => m.kind === 'count').length).toBe(1);
      const counts = (await storedRows(page)).filter((m) => m.kind === 'count');
      expect(counts).toHaveLength(1);
      expect(counts[0]).toMatchObject({ label: 'CIRKLO_PUNKTOJ', cad: { kind: 'block', block: 'CIRKLO_PUNKTOJ' } });
      expect(counts[0]?.points).toHaveLength(example.blockCounts.CIRKLO_PUNKTOJ.topLevel);
      expect(counts[0]?.articleId).toBeTruthy();
      // Its provenance under its properties.
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      await expect(page.getByText(/Bloc CAO\s*:\s*CIRKLO_PUNKTOJ/)).toBeVisible();
      await cadTab(page).click();
      await page.screenshot({ path: '/tmp/metr/cad-count.png' });
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await storedRows(page)).length).toBe(0);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(async () => (await storedRows(page)).length).toBe(1);
    });

    await test.step('a layer’s lines measured in one step', async () => {
      await cadTab(page).click();
      const totals = page.getByRole('grid', { name: 'Calques du dessin et leurs quantités' });
      await totals.getByRole('row').first().click();
      await page.getByRole('button', { name: 'Métrer les longueurs' }).click();
      await expect
        .poll(async () => (await storedRows(page)).filter((m) => m.cad?.kind === 'layer').length)
        .toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/metr/cad-layer.png' });
    });

    await test.step('by keyboard only, right after the page loads: a block found, linked and counted', async () => {
      await page.goto(dxfSheet);
      // No wait for the plan to be sharp: the keys go in as soon as the tab is there.
      await expect(cadTab(page)).toBeVisible();
      await tabUntil(page, page.getByRole('tab', { selected: true }));
      for (let i = 0; i < 8 && (await cadTab(page).getAttribute('aria-selected')) !== 'true'; i++) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(cadTab(page)).toHaveAttribute('aria-selected', 'true');
      await tabUntil(page, page.getByRole('searchbox', { name: 'Rechercher un bloc' }));
      await page.keyboard.type('blok');
      await expect(blocks(page).getByRole('row')).toHaveCount(1);
      // The selection follows the focus; space on the chosen row keeps it chosen.
      await tabUntil(page, blocks(page).getByRole('row', { name: /^bloko/ }));
      await page.keyboard.press('Space');
      const detail = page.getByRole('region', { name: 'bloko' });
      await expect(detail).toBeVisible();
      await tabUntil(page, detail.getByRole('textbox', { name: 'Relier à un article' }));
      await page.keyboard.type('regard de visite');
      await page.keyboard.press('Enter');
      await expect(detail.getByRole('button', { name: 'Changer d’article' })).toBeVisible();
      await tabUntil(page, detail.getByRole('button', { name: 'Compter ce bloc' }));
      await page.keyboard.press('Enter');
      await expect(detail.getByText(/Déjà compté\s*:\s*2/)).toBeVisible();
      // Read until the row is there (CI 2026-12-01 read it once right after the label and found none; not reproduced).
      await expect.poll(async () => (await storedRows(page)).filter((m) => m.cad?.block === 'bloko').length).toBe(1);
      const counted = (await storedRows(page)).filter((m) => m.cad?.block === 'bloko');
      expect(counted).toHaveLength(1);
      expect(counted[0]?.points).toHaveLength(example.blockCounts.bloko.topLevel);
      expect(counted[0]?.articleId).toBeTruthy();
    });

    await test.step('the DPGF carries the count', async () => {
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Tavolo' }).click();
      await page.getByRole('link', { name: 'Quantités' }).click();
      await page.getByRole('button', { name: 'Exporter…' }).click();
      const dialog = page.getByRole('dialog', { name: /Exporter/ });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      const cells: string[] = [];
      wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
      expect(cells.some((value) => /Regard de visite/.test(value))).toBe(true);
      expect(cells.some((value) => /^8(,0+)?$/.test(value.trim()))).toBe(true);
    });

    await test.step('the drawing’s blocks and layers unreadable here: the « CAO » tab says so, the plan stays', async () => {
      const sheetId = decodeURIComponent(dxfSheet.split('/').at(-1) ?? '');
      await page.evaluate(
        async ({ idb: { db, result, committed }, sheetId }) => {
          const sheet = (await result(db.transaction('plans').objectStore('plans').get(sheetId))) as { fileId: string };
          const tx = db.transaction('cadModels', 'readwrite');
          const store = tx.objectStore('cadModels');
          const row = (await result(store.get(sheet.fileId))) as Record<string, unknown>;
          store.put({ ...row, model: new Blob(['{"blocks": [']) });
          await committed(tx);
          db.close();
        },
        { idb: await openMetrDb(page), sheetId },
      );
      await page.goto(dxfSheet);
      await expect(plan(page)).toBeVisible();
      await cadTab(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Blocs et calques illisibles' })).toContainText(
        'importez à nouveau le fichier DXF ou DWG',
      );
      await expect(page.getByText(/Échelle du fichier\s*:\s*1\s*unité\s*=\s*1\s*mm/).first()).toBeVisible();
      await page.screenshot({ path: '/tmp/metr/cad-unreadable.png' });
    });
  });
});
