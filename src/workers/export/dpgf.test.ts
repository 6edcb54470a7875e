/**
 * The DPGF you can send, read back with exceljs: the récapitulatif (formulas referencing the DPGF, cached results),
 * the cadre for tender (PU blank, every amount a formula), the optional columns, the PSE block after the base,
 * right-aligned numbers, wrapped designations in rows tall enough, lot headings kept with their lines, and the detail
 * sheet whose lines add up to the DPGF's quantities.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportLine, WorkbookSheets } from '../../domain/export/model';
import { sampleByLocalisation, sampleDocument } from '../../domain/export/sample';
import { exportQuantity, pricedTable } from '../../domain/export/table';
import { documentWorkbook, pageBreaksOf } from '../../domain/export/workbook';
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
/** A cadre's formula: its cached result is 0, which exceljs reads back as none. */
function zeroFormulaOf(cell: ExcelJS.Cell): string {
  const v = cell.value as { formula?: string; result?: unknown } | null;
  if (!v || typeof v.formula !== 'string') throw new Error(`${cell.address} holds no formula`);
  expect(v.result ?? 0, cell.address).toBe(0);
  return v.formula;
}
const cents = (euros: number) => Math.round(euros * 100);

function rowWith(ws: ExcelJS.Worksheet, column: string, text: string): number {
  for (let r = 1; r <= ws.rowCount; r++) if (ws.getCell(`${column}${r}`).value === text) return r;
  throw new Error(`no row with ${text} in ${column}`);
}

const LONG =
  'Carrelage grès cérame 45 × 45 cm, classement U4 P3 E3 C2, pose collée à double encollage sur chape, y compris ' +
  'plinthes assorties, joints époxy et protection jusqu’à la réception';

/** A document with a PSE, CCTP references, plans, localised details and one long designation. */
function documentWithPse(): ExportDocument {
  const doc = sampleDocument({ lots: 3, chaptersPerLot: 2, linesPerChapter: 3 });
  const decorate = (line: ExportLine, i: number): ExportLine => ({
    ...line,
    ...(i === 0 ? { designation: LONG } : {}),
    cctpRef: `3.${i + 1}`,
    sheets: ['A01', 'A02'],
  });
  const lots = doc.lots.map((lot) => ({
    ...lot,
    chapters: lot.chapters.map((c) => ({ ...c, lines: c.lines.map(decorate) })),
  }));
  const firstLot = lots[0];
  if (!firstLot) throw new Error('no lot');
  return {
    ...doc,
    lots,
    details: doc.details.map((m, i) => ({ ...m, localisation: { level: 'R+1', zone: `Ch. ${140 + (i % 3)}` } })),
    pse: [{ name: 'PSE 1 – Faïence toute hauteur', lots: [{ ...firstLot, chapters: firstLot.chapters.slice(0, 1) }] }],
  };
}

const FULL: WorkbookSheets = {
  priced: true,
  quantities: false,
  details: true,
  summary: true,
  pse: true,
  columns: { cctpRef: true, localisation: true, sheets: true },
};

describe('the DPGF to send', () => {
  const document = documentWithPse();
  const table = pricedTable(document);

  it('has a récapitulatif: one line per lot referencing its sub-total, Total HT, VAT per rate, TTC', async () => {
    const wb = await roundTrip(document, FULL);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Récapitulatif', 'Détail des métrés']);
    const dpgf = sheetOf(wb, 'DPGF');
    const recap = sheetOf(wb, 'Récapitulatif');
    const headings = recap.getRow(5).values;
    expect(headings).toEqual([undefined, 'Lot', 'Intitulé', 'Montant HT', 'Part du total HT']);
    const lots = table.rows.flatMap((r) => (r.kind === 'lotSubtotal' ? [r] : []));
    lots.forEach((lot, i) => {
      const row = 6 + i;
      expect(recap.getCell(`A${row}`).value).toBe(lot.lot.number);
      expect(recap.getCell(`B${row}`).value).toBe(lot.lot.title);
      const f = formulaOf(recap.getCell(`C${row}`));
      expect(cents(f.result)).toBe(lot.amountCents);
      expect(formulaOf(recap.getCell(`D${row}`)).formula).toBe(
        `IF(C${6 + lots.length}=0,0,ROUND(C${row}/C${6 + lots.length},4))`,
      );
      // The reference names the lot's sub-total row on the DPGF sheet, column « Montant HT » (I with 3 extra columns).
      const match = /^'DPGF'!\$I\$(\d+)$/.exec(f.formula);
      expect(match, f.formula).not.toBeNull();
      expect(dpgf.getCell(`C${match?.[1]}`).value).toBe(labels.lotSubtotal(lot.lot));
      expect(cents(formulaOf(dpgf.getCell(`I${match?.[1]}`)).result)).toBe(lot.amountCents);
    });
    const ht = rowWith(recap, 'B', 'Total HT');
    expect(formulaOf(recap.getCell(`C${ht}`))).toEqual({
      formula: `SUM(C6:C${5 + lots.length})`,
      result: table.totalHtCents / 100,
    });
    table.vat.forEach((v, i) => {
      const f = formulaOf(recap.getCell(`C${ht + 1 + i}`));
      expect(recap.getCell(`B${ht + 1 + i}`).value).toBe(labels.vat(v.rate));
      expect(cents(f.result)).toBe(v.amountCents);
      expect(f.formula).toMatch(/^'DPGF'!\$I\$\d+$/);
    });
    const ttc = rowWith(recap, 'B', 'Total TTC');
    expect(cents(formulaOf(recap.getCell(`C${ttc}`)).result)).toBe(table.totalTtcCents);
    // The PSE after: its own totals, not in the base's.
    const pseHt = rowWith(recap, 'B', 'Total HT PSE 1 – Faïence toute hauteur');
    expect(formulaOf(recap.getCell(`C${pseHt}`)).formula).toMatch(/^'DPGF'!\$I\$\d+$/);
    expect(recap.getCell(`C${ht}`).alignment?.horizontal).toBe('right');
  });

  it('puts the optional columns, right-aligns numbers, and sizes rows of wrapped designations', async () => {
    const wb = await roundTrip(document, FULL);
    const ws = sheetOf(wb, 'DPGF');
    expect(ws.getRow(6).values).toEqual([
      undefined,
      'N°',
      'Réf. CCTP',
      'Désignation',
      'Localisation',
      'Plans',
      'Unité',
      'Quantité',
      'PU HT',
      'Montant HT',
      'TVA',
    ]);
    const long = rowWith(ws, 'C', LONG);
    expect(ws.getCell(`B${long}`).value).toBe('3.1');
    expect(ws.getCell(`E${long}`).value).toBe('A01, A02');
    expect(ws.getCell(`C${long}`).alignment?.wrapText).toBe(true);
    expect(ws.getRow(long).height).toBeGreaterThanOrEqual(2 * 13);
    for (const column of ['G', 'H', 'I']) expect(ws.getCell(`${column}${long}`).alignment?.horizontal).toBe('right');
    expect(formulaOf(ws.getCell(`I${long}`)).formula).toBe(`ROUND(G${long}*H${long},2)`);
    // The first lot's line has the localisations of its measurements (the sample links them all to it).
    expect(String(ws.getCell(`D${long}`).value)).toBe('R+1 · Ch. 140, R+1 · Ch. 141, R+1 · Ch. 142');
    expect(ws.pageSetup.printArea).toBe(`A1:J${ws.rowCount}`);
    expect(ws.pageSetup.fitToWidth).toBe(1);
  });

  it('writes the PSE after the base with its own totals, outside the base’s Total HT and VAT ranges', async () => {
    const wb = await roundTrip(document, FULL);
    const ws = sheetOf(wb, 'DPGF');
    const baseTtc = rowWith(ws, 'C', 'Total TTC');
    const heading = rowWith(ws, 'C', 'Prestation supplémentaire éventuelle\u00a0: PSE 1 – Faïence toute hauteur');
    expect(heading).toBeGreaterThan(baseTtc);
    const baseHt = rowWith(ws, 'C', 'Total HT');
    const baseRange = /SUBTOTAL\(9,I(\d+):I(\d+)\)/.exec(formulaOf(ws.getCell(`I${baseHt}`)).formula);
    expect(Number(baseRange?.[2])).toBeLessThan(baseTtc);
    const pseTable = pricedTable({ lots: document.pse?.[0]?.lots ?? [] });
    const pseHt = rowWith(ws, 'C', 'Total HT PSE 1 – Faïence toute hauteur');
    const pseFormula = formulaOf(ws.getCell(`I${pseHt}`));
    expect(cents(pseFormula.result)).toBe(pseTable.totalHtCents);
    expect(Number(/SUBTOTAL\(9,I(\d+):/.exec(pseFormula.formula)?.[1])).toBeGreaterThan(heading);
    const pseTtc = rowWith(ws, 'C', 'Total TTC PSE 1 – Faïence toute hauteur');
    expect(cents(formulaOf(ws.getCell(`I${pseTtc}`)).result)).toBe(pseTable.totalTtcCents);
    expect(cents(formulaOf(ws.getCell(`I${baseHt}`)).result)).toBe(table.totalHtCents);
  });

  it('gives a cadre for tender: quantities given, PU blank, every amount a formula at 0, the récap too', async () => {
    const wb = await roundTrip(document, { ...FULL, tender: true, columns: {} });
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Cadre DPGF', 'Récapitulatif', 'Détail des métrés']);
    const ws = sheetOf(wb, 'Cadre DPGF');
    expect(ws.getCell('A1').value).toBe('Cadre de décomposition du prix global et forfaitaire (DPGF)');
    let lines = 0;
    ws.eachRow((row, r) => {
      // Below the header block and the headings' row.
      if (r <= 6) return;
      const amount = row.getCell(6).value;
      if (row.getCell(3).value && typeof row.getCell(4).value === 'number') {
        lines++;
        expect(row.getCell(5).value, `E${r}`).toBeNull();
        expect(row.getCell(5).fill).toMatchObject({ fgColor: { argb: 'FFFFF8DC' } });
        expect(zeroFormulaOf(row.getCell(6))).toBe(`ROUND(D${r}*E${r},2)`);
      } else if (amount && typeof amount === 'object') {
        expect(zeroFormulaOf(row.getCell(6)), `F${r}`).toMatch(/^(SUBTOTAL|ROUND\(SUMIF|F\d+\+SUM)/);
      }
    });
    expect(lines).toBe(table.lineCount + 3);
    const recap = sheetOf(wb, 'Récapitulatif');
    expect(zeroFormulaOf(recap.getCell('C6'))).toMatch(/^'Cadre DPGF'!\$F\$\d+$/);
    // The cached result 0 is in the file (exceljs does not read a cached 0 back).
    const bytes = await writeWorkbook(
      ExcelJS,
      documentWorkbook(document, labels, { ...FULL, tender: true, columns: {} }),
      ctx(),
    );
    const xml = (await (await JSZip.loadAsync(bytes)).file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    expect(xml).toMatch(/<c r="F9"[^>]*><f>ROUND\(D9\*E9,2\)<\/f><v>0<\/v><\/c>/);
  });

  it('has detail lines with label and localisation whose article totals are the DPGF quantities', async () => {
    const lines = document.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    const first = lines[0] as ExportLine;
    const doc: ExportDocument = {
      ...document,
      pse: [],
      lots: document.lots.map((lot, i) =>
        i === 0
          ? {
              ...lot,
              chapters: lot.chapters.map((c, j) =>
                j === 0 ? { ...c, lines: c.lines.map((l, k) => (k === 0 ? { ...l, unit: 'm²', quantity: 3 } : l)) } : c,
              ),
            }
          : lot,
      ),
      details: ['Ch. 144', 'Ch. 142', 'Ch. 143'].map((zone) => ({
        sheet: 'A01',
        type: 'area' as const,
        derivation: '1,00 m × 1,004 m',
        quantity: 1,
        unit: 'm²' as const,
        label: `${zone} – sol`,
        localisation: { level: 'R+1', zone },
        article: { number: first.number, designation: first.designation },
      })),
    };
    const wb = await roundTrip(doc, FULL);
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
    // Ordered by localisation within the article.
    expect([6, 7, 8].map((r) => d.getCell(`C${r}`).value)).toEqual(['R+1 · Ch. 142', 'R+1 · Ch. 143', 'R+1 · Ch. 144']);
    expect(d.getCell('B6').value).toBe('Ch. 142 – sol');
    const total = formulaOf(d.getCell('F9'));
    expect(total).toEqual({ formula: 'SUM(F6:F8)', result: 3 });
    const dpgf = sheetOf(wb, 'DPGF');
    expect(dpgf.getCell(`G${rowWith(dpgf, 'A', first.number)}`).value).toBe(total.result);
  });
});

describe('page breaks', () => {
  const columns = [{ width: 11 }, { width: 58 }, { width: 8 }, { width: 13 }, { width: 13 }, { width: 16 }];

  it('starts a new page at a lot heading that would be left alone at the foot of a page', () => {
    // The page holds 481 pt (A4 landscape inside the margins, at 100 %): 31 rows of 15 pt fill 465 pt, so a heading
    // at row 32 and its first line (30 pt) would not fit; the next page (headings' row repeated) holds 31 rows more.
    expect(pageBreaksOf(70, () => 15, new Set([32]), columns, 15)).toEqual([32, 63]);
    // At row 31 they just fit; the page breaks where it is full.
    expect(pageBreaksOf(70, () => 15, new Set([31]), columns, 15)).toEqual([33, 64]);
  });

  it('counts on a sheet scaled down to the page’s width: wider sheets hold more rows per page', () => {
    const wide = [...columns, { width: 60 }, { width: 60 }];
    const [first] = pageBreaksOf(200, () => 15, new Set(), wide, 15);
    expect(first).toBeGreaterThan(40);
  });

  it('keeps a lot heading, its chapter heading and the first line together', () => {
    expect(pageBreaksOf(60, () => 15, new Set([31, 32]), columns, 15)).toEqual([31]);
  });

  it('writes the breaks into the sheet for a long DPGF', async () => {
    const doc = sampleDocument({ lots: 6, chaptersPerLot: 3, linesPerChapter: 9 });
    const model = documentWorkbook(doc, labels, { priced: true, quantities: false, details: false });
    const sheet = model.sheets[0];
    expect(sheet?.pageBreaks?.length).toBeGreaterThan(0);
    const breaks = new Set(sheet?.pageBreaks);
    sheet?.rows.forEach((row, i) => {
      // No heading (lot or chapter) is the last row of a page.
      if (/^(lotNumber|chapterNumber)$/.test(row[0]?.style ?? ''))
        expect(breaks.has(i + 2), `row ${i + 1}`).toBe(false);
    });
    // exceljs writes row breaks but does not read them back: read the sheet's XML.
    const bytes = await writeWorkbook(ExcelJS, model, ctx());
    const zip = await JSZip.loadAsync(bytes);
    const xml = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
    const ids = [...xml.matchAll(/<brk id="(\d+)"/g)].map((m) => Number(m[1]) + 1);
    expect(ids).toEqual(sheet?.pageBreaks);
  });
});

// --- Métré par local (issue 24, item 3) ----------------------------------------------------------------------------

function documentByLocal(): ExportDocument {
  const doc = sampleDocument({ lots: 2, chaptersPerLot: 2, linesPerChapter: 3 });
  return { ...doc, byLocalisation: sampleByLocalisation(doc) };
}

describe('the « Métré par local » sheet', () => {
  const document = documentByLocal();
  const sheets: WorkbookSheets = { priced: true, quantities: false, details: false, byLocalisation: true };

  it('is written after the others when measurements are localised, and only then', async () => {
    const wb = await roundTrip(document, sheets);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['DPGF', 'Métré par local']);
    const off = await roundTrip(document, { ...sheets, byLocalisation: false });
    expect(off.worksheets.map((w) => w.name)).toEqual(['DPGF']);
    const unlocalised = { ...document, byLocalisation: document.byLocalisation?.filter((g) => !g.localisation) };
    const none = await roundTrip(unlocalised, sheets);
    expect(none.worksheets.map((w) => w.name)).toEqual(['DPGF']);
  });

  it('reads level → local → lot → article, each local closed by a total per unit, adding up to the DPGF', async () => {
    const wb = await roundTrip(document, sheets);
    const ws = sheetOf(wb, 'Métré par local');
    const headings = rowWith(ws, 'A', 'N°');
    expect(ws.getRow(headings).values).toEqual([undefined, 'N°', 'Désignation', 'Unité', 'Quantité']);
    const texts = Array.from({ length: ws.rowCount }, (_, i) => ws.getCell(`B${i + 1}`).value);
    // One level heading over its two locals.
    expect(texts.filter((t) => t === 'Niveau R+1')).toHaveLength(1);
    const order = ['Niveau R+1', 'Ch. 144', 'Ch. 145', 'Niveau RDC', 'Hall', 'Non localisé'].map((t) =>
      texts.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(texts).toContain(`Lot ${document.lots[0]?.number} – ${document.lots[0]?.title}`);

    // Each local's totals: one row per unit, SUMIF over its lines on the unit column, with their sum cached.
    const total = rowWith(ws, 'B', 'Total R+1 · Ch. 144');
    const f = formulaOf(ws.getCell(`D${total}`));
    const range = /^SUMIF\(\$C\$(\d+):\$C\$(\d+),C(\d+),\$D\$(\d+):\$D\$(\d+)\)$/.exec(f.formula);
    expect(range, f.formula).not.toBeNull();
    const [from, to] = [Number(range?.[1]), Number(range?.[2])];
    const unit = ws.getCell(`C${total}`).value;
    let expected = 0;
    for (let r = from; r <= to; r++) {
      if (ws.getCell(`C${r}`).value === unit) expected += Math.round(Number(ws.getCell(`D${r}`).value) * 1000);
    }
    expect(Math.round(f.result * 1000)).toBe(expected);
    expect(ws.getCell(`D${total}`).alignment?.horizontal).toBe('right');

    // Every article's shares, over every local, add up exactly to its DPGF quantity.
    const shares = new Map<string, number>();
    ws.eachRow((row) => {
      const number = row.getCell(1).value;
      const quantity = row.getCell(4).value;
      if (typeof number === 'string' && /^\d+\.\d+\.\d+$/.test(number) && typeof quantity === 'number') {
        shares.set(number, (shares.get(number) ?? 0) + Math.round(quantity * 1000));
        expect(row.getCell(4).alignment?.horizontal, number).toBe('right');
      }
    });
    const lines = document.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines));
    expect(shares.size).toBe(lines.length);
    for (const line of lines) {
      expect(shares.get(line.number), line.number).toBe(Math.round(exportQuantity(line.unit, line.quantity) * 1000));
    }
  });

  it('is printed like the other sheets: landscape, fitted to the width, headings repeated, footer', async () => {
    const wb = await roundTrip(document, sheets);
    const ws = sheetOf(wb, 'Métré par local');
    const headings = rowWith(ws, 'A', 'N°');
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.pageSetup.fitToWidth).toBe(1);
    expect(ws.pageSetup.printTitlesRow).toBe(`${headings}:${headings}`);
    expect(ws.headerFooter.oddFooter).toBe(labels.pageFooter);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: headings });
  });

  it('keeps levels, locals and lots with their first line when printed', () => {
    const long = sampleDocument({ lots: 6, chaptersPerLot: 3, linesPerChapter: 9 });
    const zones = Array.from({ length: 12 }, (_, i) => `Ch. ${101 + i}`);
    const doc: ExportDocument = {
      ...long,
      byLocalisation: zones.map((zone, z) => ({
        localisation: { level: z < 6 ? 'R+1' : 'R+2', zone },
        lots: long.lots.map((lot) => ({
          number: lot.number,
          title: lot.title,
          lines: lot.chapters.flatMap((c) => c.lines).slice(0, 3 + (z % 4)),
        })),
      })),
    };
    const model = documentWorkbook(doc, labels, { ...sheets, priced: false, quantities: true });
    const sheet = model.sheets.find((s) => s.name === 'Métré par local');
    expect(sheet?.pageBreaks?.length).toBeGreaterThan(3);
    const breaks = new Set(sheet?.pageBreaks);
    sheet?.rows.forEach((row, i) => {
      // A heading (level, local or lot) is never the last row of a page.
      if (/^(lotNumber|chapterNumber|groupNumber)$/.test(row[0]?.style ?? ''))
        expect(breaks.has(i + 2), `row ${i + 1}`).toBe(false);
    });
  });
});
