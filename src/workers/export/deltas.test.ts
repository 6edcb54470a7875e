/**
 * The « Écarts d’indice » sheet of the DPGF workbook (issue 27), read back with exceljs: per lot and article, the
 * quantities on the previous indices and on the current ones, their delta, the PU and both amounts with their delta,
 * lot sub-totals and the total, every formula with its result; absent without indices and from the cadre.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ArticleDelta } from '../../domain/comparison/types';
import { exportDeltaLots, type DeltaArticle } from '../../domain/export/deltas';
import type { ExportDocument, WorkbookSheets } from '../../domain/export/model';
import { lotDocuments } from '../../domain/export/perLot';
import { sampleDocument } from '../../domain/export/sample';
import { NUMBER_FORMATS } from '../../domain/export/styles';
import { documentWorkbook } from '../../domain/export/workbook';
import { exportLabels } from '../../i18n/export';
import { writeWorkbook } from './xlsx';

const labels = exportLabels();
const ctx = () => ({ signal: new AbortController().signal, progress: () => {} });

async function roundTrip(document: ExportDocument, sheets: WorkbookSheets): Promise<ExcelJS.Workbook> {
  const bytes = await writeWorkbook(ExcelJS, documentWorkbook(document, labels, sheets), ctx());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
}

function rowWith(ws: ExcelJS.Worksheet, column: string, text: string): number {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getCell(`${column}${r}`).value === text) return r;
  throw new Error(`no row with ${text} in ${column}`);
}

interface Formula {
  formula: string;
  result: number;
}
function formulaOf(cell: ExcelJS.Cell): Formula {
  const v = cell.value as Partial<Formula> | null;
  if (!v || typeof v.formula !== 'string') throw new Error(`${cell.address} holds no formula`);
  // exceljs reads a cached 0 back as no result.
  return { formula: v.formula, result: typeof v.result === 'number' ? v.result : 0 };
}

const ARTICLES: Record<string, DeltaArticle> = {
  carrelage: { number: '02.01.01', designation: 'Carrelage grès cérame 45 × 45', unit: 'm²', unitPrice: 48.5 },
  plinthe: { number: '02.01.02', designation: 'Plinthe assortie', unit: 'ml', unitPrice: 11.35 },
  seuil: { number: '02.02.01', designation: 'Barre de seuil', unit: 'U', unitPrice: 0 },
  cloison: { number: '01.01.01', designation: 'Cloison 72/48', unit: 'm²', unitPrice: 39.9 },
  divers: { number: '99.01', designation: 'Article hors lot', unit: 'ens', unitPrice: 100 },
};
const LOTS: Record<string, { number: string; title: string }> = {
  sols: { number: '02', title: 'Revêtements de sols' },
  cloisons: { number: '01', title: 'Cloisons – doublages' },
};

const delta = (articleId: string, lotId: string | null, before: number, after: number, priced = true): ArticleDelta => {
  const price = ARTICLES[articleId]?.unitPrice ?? 0;
  return {
    articleId,
    lotId,
    before,
    after,
    delta: after - before,
    amountBefore: priced ? before * price : null,
    amountAfter: priced ? after * price : null,
  };
};

const DELTAS: ArticleDelta[] = [
  delta('plinthe', 'sols', 40.2, 38.45),
  delta('carrelage', 'sols', 120.456, 131.2),
  delta('seuil', 'sols', 3, 4, false),
  delta('cloison', 'cloisons', 80, 80),
  delta('divers', null, 1, 0),
  delta('gone', 'sols', 1, 2),
];

const deltaLots = exportDeltaLots(
  DELTAS,
  (id) => ARTICLES[id],
  (id) => LOTS[id],
);

describe('exportDeltaLots', () => {
  it('groups per lot and article in number order, the articles of no lot last, the unknown left out', () => {
    expect(deltaLots.map((l) => [l.number, l.title, l.lines.map((x) => x.number)])).toEqual([
      ['01', 'Cloisons – doublages', ['01.01.01']],
      ['02', 'Revêtements de sols', ['02.01.01', '02.01.02', '02.02.01']],
      ['', '', ['99.01']],
    ]);
    expect(deltaLots[1]?.lines[0]).toEqual({
      number: '02.01.01',
      designation: 'Carrelage grès cérame 45 × 45',
      unit: 'm²',
      before: 120.456,
      after: 131.2,
      unitPrice: 48.5,
    });
    // No amount on either side: no price.
    expect(deltaLots[1]?.lines[2]?.unitPrice).toBeNull();
  });
});

describe('the « Écarts d’indice » sheet', () => {
  const document: ExportDocument = { ...sampleDocument(), deltas: deltaLots };
  const sheets: WorkbookSheets = { priced: true, quantities: true, details: false };

  it('is written after the others when the project has indices, and only then', async () => {
    const wb = await roundTrip(document, sheets);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Quantitatif', 'Écarts d’indice']);
    const without = await roundTrip(sampleDocument(), sheets);
    expect(without.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Quantitatif']);
    const empty = await roundTrip(
      { ...sampleDocument(), deltas: [{ number: '02', title: 'Sols', lines: [] }] },
      sheets,
    );
    expect(empty.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Quantitatif']);
    const off = await roundTrip(document, { ...sheets, deltas: false });
    expect(off.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Quantitatif']);
    // The cadre for tender holds no price of the estimate.
    const tender = await roundTrip(document, { ...sheets, tender: true });
    expect(tender.worksheets.map((w) => w.name)).toEqual(['Cadre DPGF', 'Quantitatif']);
  });

  it('reads per lot and article: quantities before and after, their delta, PU, amounts and their delta', async () => {
    const wb = await roundTrip(document, sheets);
    const ws = wb.getWorksheet('Écarts d’indice') as ExcelJS.Worksheet;
    const headings = rowWith(ws, 'A', 'N°');
    expect(ws.getRow(headings).values).toEqual([
      undefined,
      'N°',
      'Désignation',
      'Unité',
      'Quantité indice précédent',
      'Quantité indice courant',
      'Écart',
      'PU HT',
      'Montant HT précédent',
      'Montant HT courant',
      'Écart de montant',
    ]);
    const lots = ['Cloisons – doublages', 'Revêtements de sols', 'Articles hors lot'].map((t) => rowWith(ws, 'B', t));
    expect([...lots].sort((a, b) => a - b)).toEqual(lots);

    const r = rowWith(ws, 'A', '02.01.01');
    expect(ws.getCell(`C${r}`).value).toBe('m²');
    // Rounded to the unit's decimals, as on the DPGF.
    expect([ws.getCell(`D${r}`).value, ws.getCell(`E${r}`).value]).toEqual([120.46, 131.2]);
    expect(formulaOf(ws.getCell(`F${r}`))).toEqual({ formula: `E${r}-D${r}`, result: 10.74 });
    expect(ws.getCell(`G${r}`).value).toBe(48.5);
    // 120,46 × 48,50 = 5 842,31 ; 131,20 × 48,50 = 6 363,20.
    expect(formulaOf(ws.getCell(`H${r}`))).toEqual({ formula: `ROUND(D${r}*G${r},2)`, result: 5842.31 });
    expect(formulaOf(ws.getCell(`I${r}`))).toEqual({ formula: `ROUND(E${r}*G${r},2)`, result: 6363.2 });
    expect(formulaOf(ws.getCell(`J${r}`))).toEqual({ formula: `I${r}-H${r}`, result: 520.89 });
    // Signed French formats: « +10,74 », « −1,75 », the amounts in euros.
    expect(ws.getCell(`F${r}`).numFmt).toBe(NUMBER_FORMATS.delta2);
    expect(ws.getCell(`J${r}`).numFmt).toBe(NUMBER_FORMATS.deltaMoney);
    expect(ws.getCell(`H${r}`).numFmt).toBe(NUMBER_FORMATS.money);
    expect(ws.getCell(`D${r}`).alignment?.horizontal).toBe('right');

    const p = rowWith(ws, 'A', '02.01.02');
    expect(formulaOf(ws.getCell(`F${p}`)).result).toBe(-1.75);
    // A count without a price: whole quantities, blank PU and amounts.
    const s = rowWith(ws, 'A', '02.02.01');
    expect(formulaOf(ws.getCell(`F${s}`))).toEqual({ formula: `E${s}-D${s}`, result: 1 });
    expect(ws.getCell(`F${s}`).numFmt).toBe(NUMBER_FORMATS.delta0);
    expect([ws.getCell(`G${s}`).value, ws.getCell(`H${s}`).value, ws.getCell(`J${s}`).value]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('closes each lot with the sub-totals of the amounts, and totals every lot', async () => {
    const wb = await roundTrip(document, sheets);
    const ws = wb.getWorksheet('Écarts d’indice') as ExcelJS.Worksheet;
    const sub = rowWith(ws, 'B', 'Sous-total lot 02 – Revêtements de sols');
    const first = rowWith(ws, 'A', '02.01.01');
    const last = rowWith(ws, 'A', '02.02.01');
    // 5 842,31 + 40,20 × 11,35 = 456,27 → 6 298,58 ; 6 363,20 + 38,45 × 11,35 = 436,41 → 6 799,61.
    expect(formulaOf(ws.getCell(`H${sub}`))).toEqual({ formula: `SUBTOTAL(9,H${first}:H${last})`, result: 6298.58 });
    expect(formulaOf(ws.getCell(`I${sub}`))).toEqual({ formula: `SUBTOTAL(9,I${first}:I${last})`, result: 6799.61 });
    expect(formulaOf(ws.getCell(`J${sub}`)).result).toBe(501.03);
    // Quantities are not summed: a lot mixes units.
    expect(ws.getCell(`D${sub}`).value).toBeNull();

    const total = rowWith(ws, 'B', 'Total HT');
    // From the first lot's heading to the last sub-total, as the DPGF's Total HT.
    const top = rowWith(ws, 'B', 'Cloisons – doublages');
    const lastSub = rowWith(ws, 'B', 'Sous-total articles hors lot');
    const h = formulaOf(ws.getCell(`H${total}`));
    expect(h.formula).toBe(`SUBTOTAL(9,H${top}:H${lastSub})`);
    // 80 × 39,90 = 3 192,00 ; hors lot 1 × 100 → 0.
    expect(h.result).toBe(6298.58 + 3192 + 100);
    expect(formulaOf(ws.getCell(`I${total}`)).result).toBe(6799.61 + 3192);
    expect(formulaOf(ws.getCell(`J${total}`)).result).toBeCloseTo(6799.61 + 3192 - (6298.58 + 3192 + 100), 2);
    expect(ws.getCell(`J${total}`).numFmt).toBe(NUMBER_FORMATS.deltaMoney);
  });

  it('is printed like the other sheets: landscape, fitted to the width, headings repeated, footer', async () => {
    const wb = await roundTrip(document, sheets);
    const ws = wb.getWorksheet('Écarts d’indice') as ExcelJS.Worksheet;
    const headings = rowWith(ws, 'A', 'N°');
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.pageSetup.fitToWidth).toBe(1);
    expect(ws.pageSetup.printTitlesRow).toBe(`${headings}:${headings}`);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: headings });
  });

  it('one file per lot keeps its lot’s deltas only', () => {
    const perLot = lotDocuments({ ...sampleDocument({ lots: 2 }), deltas: deltaLots });
    expect(perLot.map((d) => [d.lot, d.document.deltas?.map((l) => l.number)])).toEqual([
      ['01', ['01']],
      ['02', ['02']],
    ]);
  });
});
