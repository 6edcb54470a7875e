/**
 * The written workbook read back with exceljs: cells, formulas and their cached results, number formats, frozen
 * panes, print setup — and the formulas checked against the cells they name, so that a range off by one row fails.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../../domain/export/sample';
import { pricedTable } from '../../domain/export/table';
import { documentWorkbook } from '../../domain/export/workbook';
import type { ExportDocument } from '../../domain/export/model';
import { exportLabels } from '../../i18n/export';
import { ExportError, type ExportProgress } from './protocol';
import { readWorkbook, writeWorkbook } from './xlsx';

const labels = exportLabels();

function ctx(signal = new AbortController().signal, progress: ExportProgress[] = []) {
  return { signal, progress: (p: ExportProgress) => progress.push(p) };
}

async function roundTrip(document: ExportDocument): Promise<ExcelJS.Workbook> {
  const bytes = await writeWorkbook(ExcelJS, documentWorkbook(document, labels), ctx());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

function sheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const ws = workbook.getWorksheet(name);
  if (!ws) throw new Error(`no sheet ${name}`);
  return ws;
}

interface Formula {
  formula: string;
  result: number;
}
function formulaOf(cell: ExcelJS.Cell): Formula {
  const v = cell.value as Partial<Formula> | null;
  if (!v || typeof v.formula !== 'string' || typeof v.result !== 'number') {
    throw new Error(`${cell.address} holds no formula with a result: ${JSON.stringify(cell.value)}`);
  }
  return { formula: v.formula, result: v.result };
}
const numberAt = (ws: ExcelJS.Worksheet, address: string): number => {
  const v = ws.getCell(address).value;
  if (typeof v === 'number') return v;
  return formulaOf(ws.getCell(address)).result;
};
const cents = (euros: number) => Math.round(euros * 100);

/** The row of the first cell in column B whose text is `text`. */
function rowWithLabel(ws: ExcelJS.Worksheet, text: string): number {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getCell(`B${r}`).value === text) return r;
  throw new Error(`no row labelled ${text}`);
}

describe('the DPGF workbook read back', () => {
  const document = sampleDocument({ lots: 3, chaptersPerLot: 2, linesPerChapter: 4 });
  const table = pricedTable(document);

  it('has the priced, quantities and detail sheets with a header block', async () => {
    const wb = await roundTrip(document);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Quantitatif', 'Détail des métrés']);
    const ws = sheetOf(wb, 'DPGF');
    expect(ws.getCell('A1').value).toBe('Décomposition du prix global et forfaitaire (DPGF)');
    expect(ws.getCell('A2').value).toBe('Projet');
    expect(ws.getCell('B2').value).toBe('Résidence Les Tilleuls');
    expect(ws.getCell('B3').value).toBe('SCI Les Tilleuls');
    expect(ws.getCell('F3').value).toBe('RT-2026-014');
    const date = ws.getCell('F2');
    expect(date.value).toEqual(new Date(Date.UTC(2026, 10, 23)));
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(ws.getCell('B4').value).toBe('A01 – Rez-de-chaussée, indice B, A02 – Étage courant, indice A');
  });

  it('freezes the heading row and prints A4 landscape, fitted to the width, with the heading row repeated', async () => {
    const wb = await roundTrip(document);
    for (const ws of wb.worksheets) {
      const heading = ws.name === 'Détail des métrés' ? 5 : 6;
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: heading });
      expect(ws.pageSetup).toMatchObject({
        paperSize: 9,
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        printTitlesRow: `${heading}:${heading}`,
      });
      expect(ws.headerFooter.oddFooter).toBe('Page &P sur &N');
    }
    const ws = sheetOf(wb, 'DPGF');
    expect(ws.getRow(6).values).toEqual([
      undefined,
      'N°',
      'Désignation',
      'Unité',
      'Quantité',
      'PU HT',
      'Montant HT',
      'TVA',
    ]);
  });

  it('writes each amount as ROUND(Quantité × PU HT, 2) with its result, in French money format', async () => {
    const ws = sheetOf(await roundTrip(document), 'DPGF');
    let lines = 0;
    for (let r = 7; r <= ws.rowCount; r++) {
      const unit = ws.getCell(`C${r}`).value;
      if (typeof unit !== 'string' || unit === '') continue;
      lines++;
      const amount = formulaOf(ws.getCell(`F${r}`));
      expect(amount.formula).toBe(`ROUND(D${r}*E${r},2)`);
      const q = ws.getCell(`D${r}`).value as number;
      const p = ws.getCell(`E${r}`).value as number;
      // The product of the numbers in the cells, rounded: what the spreadsheet computes (4 decimals at most here).
      expect(cents(amount.result)).toBe(Math.round(Math.round(q * p * 1e6) / 1e4));
      expect(ws.getCell(`F${r}`).numFmt).toBe('#,##0.00 "€"');
      expect(ws.getCell(`E${r}`).numFmt).toBe('#,##0.00 "€"');
      expect(['#,##0', '#,##0.00', '#,##0.000']).toContain(ws.getCell(`D${r}`).numFmt);
      expect(['0 %', '0.0 %']).toContain(ws.getCell(`G${r}`).numFmt);
    }
    expect(lines).toBe(table.lineCount);
  });

  it('sums chapters and lots with SUBTOTAL over exactly their rows, and Total HT over every lot', async () => {
    const ws = sheetOf(await roundTrip(document), 'DPGF');
    const subtotals: number[] = [];
    for (let r = 7; r <= ws.rowCount; r++) {
      const v = ws.getCell(`F${r}`).value as Partial<Formula> | null;
      if (v && typeof v.formula === 'string' && v.formula.startsWith('SUBTOTAL')) subtotals.push(r);
    }
    // 3 lots × 2 chapters, 3 lots, Total HT.
    expect(subtotals).toHaveLength(6 + 3 + 1);
    for (const r of subtotals) {
      const { formula, result } = formulaOf(ws.getCell(`F${r}`));
      const match = /^SUBTOTAL\(9,F(\d+):F(\d+)\)$/.exec(formula);
      expect(match, formula).not.toBeNull();
      const [from, to] = [Number(match?.[1]), Number(match?.[2])];
      expect(to).toBeLessThan(r);
      // SUBTOTAL skips the SUBTOTALs inside its range: sum the other amounts.
      let sum = 0;
      for (let i = from; i <= to; i++) {
        const cell = ws.getCell(`F${i}`).value as Partial<Formula> | number | null;
        if (cell === null) continue;
        if (typeof cell === 'object' && String(cell.formula).startsWith('SUBTOTAL')) continue;
        sum += cents(typeof cell === 'number' ? cell : (cell.result ?? 0));
      }
      expect(cents(result)).toBe(sum);
    }
    const totalHt = rowWithLabel(ws, 'Total HT');
    expect(cents(numberAt(ws, `F${totalHt}`))).toBe(table.totalHtCents);
    expect(ws.getCell(`B${rowWithLabel(ws, 'Sous-total 01.01 – Chapitre 01.01')}`).value).toBeTruthy();
    expect(ws.getCell(`B${rowWithLabel(ws, 'Sous-total lot 02 – Gros œuvre')}`).value).toBeTruthy();
  });

  it('has one VAT row per rate (three here), each over its own lines, and Total TTC', async () => {
    const ws = sheetOf(await roundTrip(document), 'DPGF');
    const rates = [
      ['TVA 20\u00a0%', 0.2],
      ['TVA 10\u00a0%', 0.1],
      ['TVA 5,5\u00a0%', 0.055],
    ] as const;
    let vatSum = 0;
    for (const [label, ratio] of rates) {
      const r = rowWithLabel(ws, label);
      const { formula, result } = formulaOf(ws.getCell(`F${r}`));
      expect(formula).toMatch(
        new RegExp(`^ROUND\\(SUMIF\\(\\$G\\$7:\\$G\\$\\d+,G${r},\\$F\\$7:\\$F\\$\\d+\\)\\*G${r},2\\)$`),
      );
      expect(ws.getCell(`G${r}`).value).toBe(ratio);
      // The base: every line at that rate.
      let base = 0;
      for (let i = 7; i < r; i++)
        if (ws.getCell(`G${i}`).value === ratio && ws.getCell(`C${i}`).value) {
          base += cents(formulaOf(ws.getCell(`F${i}`)).result);
        }
      expect(cents(result)).toBe(Math.round((base * ratio * 10000) / 10000));
      vatSum += cents(result);
    }
    expect(ws.getColumn(7).hidden).toBe(false);
    const ttc = rowWithLabel(ws, 'Total TTC');
    const totalHt = rowWithLabel(ws, 'Total HT');
    expect(formulaOf(ws.getCell(`F${ttc}`)).formula).toBe(`F${totalHt}+SUM(F${totalHt + 1}:F${ttc - 1})`);
    expect(cents(numberAt(ws, `F${ttc}`))).toBe(table.totalHtCents + vatSum);
    expect(cents(numberAt(ws, `F${ttc}`))).toBe(table.totalTtcCents);
  });

  it('hides the VAT column when a single rate is used', async () => {
    const doc = sampleDocument({ lots: 1, chaptersPerLot: 1, linesPerChapter: 1 });
    const ws = sheetOf(await roundTrip(doc), 'DPGF');
    expect(ws.getColumn(7).hidden).toBe(true);
    expect(rowWithLabel(ws, 'TVA 20\u00a0%')).toBeGreaterThan(0);
  });

  it('lists quantities without prices, and every measurement in the detail sheet', async () => {
    const wb = await roundTrip(document);
    const q = sheetOf(wb, 'Quantitatif');
    expect(q.getRow(6).values).toEqual([undefined, 'N°', 'Désignation', 'Unité', 'Quantité']);
    expect(q.getColumn(5).values.filter((v) => v !== undefined && v !== null)).toEqual([]);
    const d = sheetOf(wb, 'Détail des métrés');
    expect(d.getRow(5).values).toEqual([
      undefined,
      'Plan',
      'Libellé',
      'Localisation',
      'Type',
      'Calcul',
      'Quantité',
      'Unité',
      'N° article',
      'Article',
    ]);
    // Linked measurements first (by article, then plan), each article's lines then their total; unlinked last.
    expect(d.getRow(6).values).toEqual([
      undefined,
      'A01 – Niveau 0, indice B',
      undefined,
      undefined,
      'Longueur',
      '12,40 ml × 1',
      12.4,
      'ml',
      '01.01.01',
      'Fouilles en rigoles, terrain de toute nature',
    ]);
    const linked = document.details.filter((m) => m.article).length;
    expect(d.getCell(`E${6 + linked}`).value).toBe('Total article 01.01.01');
    expect(formulaOf(d.getCell(`F${6 + linked}`)).formula).toBe(`SUM(F6:F${5 + linked})`);
    expect(d.getCell(`I${7 + linked}`).value).toBe('Non rattachée à un article');
    expect(d.rowCount).toBe(5 + document.details.length + 1);
  });
});

describe('writing and reading control', () => {
  it('reports progress in rows, then compression', async () => {
    const progress: ExportProgress[] = [];
    const model = documentWorkbook(sampleDocument({ lots: 2, linesPerChapter: 200 }), labels);
    await writeWorkbook(ExcelJS, model, ctx(new AbortController().signal, progress));
    expect(progress[0]).toMatchObject({ stage: 'rows', done: 0 });
    expect(progress.at(-2)).toMatchObject({ stage: 'rows' });
    expect(progress.at(-2)?.done).toBe(progress.at(-2)?.total);
    expect(progress.at(-1)).toEqual({ stage: 'compress' });
  });

  it('stops with `cancelled` when aborted', async () => {
    const controller = new AbortController();
    const model = documentWorkbook(sampleDocument({ lots: 2, linesPerChapter: 50 }), labels);
    const context = { signal: controller.signal, progress: () => controller.abort() };
    await expect(writeWorkbook(ExcelJS, model, context)).rejects.toEqual(new ExportError('cancelled', 'cancelled'));
  });

  it('reads a workbook back as a raw table, and refuses what is not one', async () => {
    const bytes = await writeWorkbook(ExcelJS, documentWorkbook(sampleDocument(), labels), ctx());
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const table = await readWorkbook(ExcelJS, data, ctx(), 'Quantitatif');
    expect(table.sheet).toBe('Quantitatif');
    expect(table.sheets).toEqual(['DPGF', 'Quantitatif', 'Détail des métrés']);
    expect(table.rows.find((r) => r.line === 6)?.cells).toEqual(['N°', 'Désignation', 'Unité', 'Quantité']);
    const junk = new TextEncoder().encode('PK\u0003\u0004 not a zip').buffer as ArrayBuffer;
    await expect(readWorkbook(ExcelJS, junk, ctx())).rejects.toMatchObject({ code: 'unreadableFile' });
  });
});
