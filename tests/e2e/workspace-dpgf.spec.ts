/**
 * The DPGF you can send, on the built site: a wall measured on the VA plan feeds a partition and its paint (two lots)
 * in the base and its skirting in a PSE; the DPGF exported with its récapitulatif and read back (the récap's Total HT
 * the DPGF's, the PSE after the base and out of its total, the detail's article totals the DPGF's quantities); then the
 * cadre for tender, one file per lot: two files, PU blank, amounts as formulas.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { addVariable, createProject, installStarterLibrary, signUp, useStarterLibrary } from './workspace';
import {
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  rowsOf,
  setStandardScale,
  sheetPointer,
  toolButton,
} from './workspace-sheet';

const CENTRE = { x: 1600, y: 660 };
const WALL = [
  { x: 1450, y: 760 },
  { x: 1850, y: 760 },
];

async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const bytes = await readFile(await download.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

/** Links the measurement to an article; waits for each write to land before the next (each writes every link). */
async function link(editor: Locator, count: number, search: string, article: RegExp, formula: string, pse?: string) {
  await editor.getByRole('textbox', { name: 'Ajouter un article' }).fill(search);
  await editor.getByRole('button', { name: article }).click();
  const formulas = editor.getByRole('textbox', { name: /Formule pour/ });
  await expect(formulas).toHaveCount(count);
  const field = formulas.nth(count - 1);
  await field.fill(formula);
  await field.press('Enter');
  await expect(editor.getByText(/Détail/)).toHaveCount(count);
  if (pse) {
    const name = editor.getByRole('textbox', { name: /PSE pour/ }).nth(count - 1);
    await name.fill(pse);
    await name.press('Enter');
    await expect(name).toHaveValue(pse);
  }
}

const resultOf = (cell: ExcelJS.Cell): number => {
  const v = cell.value as { result?: unknown } | number | null;
  return typeof v === 'number' ? v : Number((v as { result?: unknown } | null)?.result);
};

function rowWith(ws: ExcelJS.Worksheet, column: number, text: string | RegExp): number {
  for (let r = 1; r <= ws.rowCount; r++) {
    const value = ws.getRow(r).getCell(column).value;
    if (typeof value === 'string' && (typeof text === 'string' ? value === text : text.test(value))) return r;
  }
  throw new Error(`no row with ${String(text)}`);
}

async function openExport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Exporter…' }).click();
  return page.getByRole('dialog', { name: 'Exporter les quantités' });
}

test.describe('workspace: the DPGF to send', () => {
  test.use({ reducedMotion: 'reduce', acceptDownloads: true });
  // React Aria's checkboxes and radios: the input is covered by its label, which takes the pointer (force: true).
  // Sign-up, the starter library, the VA plan's import and three exports: minutes on a loaded 2-core machine.
  test.setTimeout(600_000);

  test('DPGF with récapitulatif and PSE, then the cadre for tender one file per lot', async ({ page }) => {
    await signUp(page, 'metre@metr.fr');
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await installStarterLibrary(page);
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
    await createProject(page, { name: 'Résidence Les Tilleuls', client: 'Habitat 49' });
    await page.getByRole('link', { name: 'Quantités' }).click();
    await useStarterLibrary(page);
    await addVariable(page, 'HSP', '2,50', 'm');
    await page.getByRole('link', { name: /^Retour au projet/ }).click();

    await test.step('a wall on the VA plan feeding two lots in the base and its skirting in a PSE', async () => {
      await importVaPlan(page);
      await openAtKnownView(page, await openFirstSheet(page), CENTRE);
      await setStandardScale(page, '1:100');
      await plan(page).focus();
      await page.keyboard.press('a');
      await page.keyboard.press('l');
      await expect(toolButton(page, 'Longueur')).toBeChecked();
      await sheetPointer(page, CENTRE).click(...WALL);
      await page.keyboard.press('Enter');
      await expect(rowsOf(page)).toHaveCount(1);
      await rowsOf(page).first().click();
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Articles reliés' });
      await link(editor, 1, 'cloison plâtre 72', /Relier .*Cloison en plaques de plâtre 72\/48/, 'L × HSP');
      await link(editor, 2, 'peinture acrylique mate', /Relier .*Peinture acrylique mate sur murs/, 'L × HSP');
      await link(editor, 3, 'plinthe bois', /Relier .*Plinthe en bois peinte/, 'L', 'PSE 1 – Plinthes');
      await expect(editor.getByRole('textbox', { name: /PSE pour/ }).last()).toHaveValue('PSE 1 – Plinthes');
    });

    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('link', { name: 'Résidence Les Tilleuls' })
      .click();
    await page.getByRole('link', { name: 'Quantités' }).click();

    await test.step('the quantities page shows the PSE after the base, with its totals (issue 24)', async () => {
      const pse = page.getByRole('table', { name: 'PSE\u00a0: PSE 1 – Plinthes' });
      await expect(pse).toBeVisible();
      await expect(pse.getByRole('rowheader', { name: /Plinthe en bois peinte/ })).toBeVisible();
      await expect(pse.getByRole('row', { name: /^Total HT PSE 1 – Plinthes/ })).toContainText('€');
      await expect(pse.getByRole('row', { name: /^Total TTC PSE 1 – Plinthes/ })).toContainText('€');
      // Not in the base: the skirting has no line in the priced tree above it.
      await expect(page.getByRole('row', { name: /Plinthe en bois peinte/ })).toHaveCount(1);
    });

    await test.step('the DPGF with its récapitulatif and the PSE, read back', async () => {
      const dialog = await openExport(page);
      await expect(dialog.getByRole('checkbox', { name: 'Récapitulatif par lot' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: /Inclure la PSE/ })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'Plans' }).check({ force: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^DPGF.*Tilleuls.*\.xlsx$/);
      const wb = await workbookOf(download);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Récapitulatif', 'Quantitatif', 'Détail des métrés']);
      const dpgf = wb.getWorksheet('DPGF') as ExcelJS.Worksheet;
      const recap = wb.getWorksheet('Récapitulatif') as ExcelJS.Worksheet;
      // Columns: N°, Désignation, Plans, Unité, Quantité, PU HT, Montant HT, TVA.
      const totalHt = resultOf(dpgf.getRow(rowWith(dpgf, 2, 'Total HT')).getCell(7));
      expect(totalHt).toBeGreaterThan(0);
      expect(resultOf(recap.getRow(rowWith(recap, 2, 'Total HT')).getCell(3))).toBeCloseTo(totalHt, 2);
      const lots = rowWith(recap, 2, 'Total HT') - 6;
      expect(lots).toBe(2);
      const pseHt = rowWith(dpgf, 2, 'Total HT PSE 1 – Plinthes');
      expect(pseHt).toBeGreaterThan(rowWith(dpgf, 2, 'Total TTC'));
      expect(resultOf(recap.getRow(rowWith(recap, 2, 'Total HT PSE 1 – Plinthes')).getCell(3))).toBeCloseTo(
        resultOf(dpgf.getRow(pseHt).getCell(7)),
        2,
      );
      const cloison = rowWith(dpgf, 2, 'Cloison en plaques de plâtre 72/48');
      expect(dpgf.getRow(cloison).getCell(3).value).toMatch(/\S/);
      expect(dpgf.getRow(cloison).getCell(5).alignment?.horizontal).toBe('right');
      // The detail's article total is the DPGF's quantity, exactly.
      const detail = wb.getWorksheet('Détail des métrés') as ExcelJS.Worksheet;
      const number = String(dpgf.getRow(cloison).getCell(1).value);
      const total = rowWith(detail, 5, `Total article ${number}`);
      expect(resultOf(detail.getRow(total).getCell(6))).toBe(dpgf.getRow(cloison).getCell(5).value);
    });

    await test.step('the cadre for tender, one file per lot', async () => {
      const dialog = await openExport(page);
      await dialog.getByRole('radio', { name: /^Cadre vierge pour la consultation/ }).check({ force: true });
      const perLot = dialog.getByRole('checkbox', { name: /^Un fichier par lot/ });
      // Two lots in the base, and the skirting's lot if it is another one.
      const label = await perLot.evaluate((input) => input.closest('label')?.textContent ?? '');
      const count = Number(/\((\d+) fichiers\)/.exec(label)?.[1]);
      expect(count).toBeGreaterThanOrEqual(2);
      await perLot.check({ force: true });
      const downloads: Download[] = [];
      page.on('download', (d) => downloads.push(d));
      await dialog.getByRole('button', { name: 'Exporter', exact: true }).click();
      await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(count);
      await expect(page.getByRole('group', { name: `${count} fichiers enregistrés.` })).toBeVisible();
      for (const download of downloads) {
        expect(download.suggestedFilename()).toMatch(/^Cadre DPGF – Lot \d+ – .*Tilleuls.*\.xlsx$/);
        const wb = await workbookOf(download);
        expect(wb.worksheets[0]?.name).toBe('Cadre DPGF');
        const ws = wb.worksheets[0] as ExcelJS.Worksheet;
        let lines = 0;
        // The choice is kept between openings: « Plans » is still there, before the quantity.
        const headings = (ws.getRow(6).values as unknown[]).slice(1);
        const [q, pu, amount] = ['Quantité', 'PU HT', 'Montant HT'].map((h) => headings.indexOf(h) + 1);
        const letter = (column: number) => String.fromCharCode(64 + column);
        ws.eachRow((row, r) => {
          if (r <= 6 || typeof row.getCell(q ?? 0).value !== 'number') return;
          lines++;
          expect(row.getCell(pu ?? 0).value).toBeNull();
          expect((row.getCell(amount ?? 0).value as { formula?: string }).formula).toBe(
            `ROUND(${letter(q ?? 0)}${r}*${letter(pu ?? 0)}${r},2)`,
          );
        });
        expect(lines, download.suggestedFilename()).toBeGreaterThan(0);
      }
    });
  });
});
