/**
 * Issue 25: an assisted count's provenance in the detail sheet, read back with exceljs, and in the detail CSV. The
 * column shows only when the document has such a count, so other exports keep their columns.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { detailsCsvRows } from '../../domain/export/csv';
import type { ExportDocument, ExportMeasurement, WorkbookSheets } from '../../domain/export/model';
import { sampleDocument } from '../../domain/export/sample';
import { documentWorkbook } from '../../domain/export/workbook';
import { exportLabels } from '../../i18n/export';
import { writeWorkbook } from './xlsx';

const labels = exportLabels();
const ctx = () => ({ signal: new AbortController().signal, progress: () => {} });
const DETAILS: WorkbookSheets = { priced: false, quantities: false, details: true };

async function detailSheet(document: ExportDocument): Promise<ExcelJS.Worksheet> {
  const bytes = await writeWorkbook(ExcelJS, documentWorkbook(document, labels, DETAILS), ctx());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const ws = workbook.getWorksheet('Détail des métrés');
  if (!ws) throw new Error('no detail sheet');
  return ws;
}

const wc: ExportMeasurement = {
  sheet: 'A01',
  type: 'count',
  derivation: '20 U',
  quantity: 20,
  unit: 'U',
  article: null,
  label: 'WC',
  provenance: { accepted: 18, corrected: 1, manual: 1, scores: { min: 0.634, max: 0.97 } },
};
const { provenance: _assisted, ...counted } = wc;
const byHand: ExportMeasurement = { ...counted, label: 'Lavabos', quantity: 3, derivation: '3 U' };

function documentWith(details: ExportMeasurement[]): ExportDocument {
  return { ...sampleDocument({ lots: 1, chaptersPerLot: 1, linesPerChapter: 1 }), details };
}

describe('the detail sheet’s provenance', () => {
  it('adds a « Provenance » column with each assisted count’s summary and score range', async () => {
    const ws = await detailSheet(documentWith([wc, byHand]));
    const header = ws.getRow(5).values as unknown[];
    expect(header.at(-1)).toBe('Provenance');
    const column = header.length - 1;
    const rowOf = (label: string) => {
      for (let r = 6; r <= ws.rowCount; r++) if (ws.getRow(r).getCell(2).value === label) return ws.getRow(r);
      throw new Error(`no row ${label}`);
    };
    expect(rowOf('WC').getCell(column).value).toBe(
      '18 détectés et acceptés, 1 corrigé, 1 à la main, scores 63–97\u00a0%',
    );
    expect(rowOf('Lavabos').getCell(column).value ?? null).toBeNull();
  });

  it('keeps the detail sheet as it was when no count is assisted', async () => {
    const ws = await detailSheet(documentWith([byHand]));
    expect((ws.getRow(5).values as unknown[]).at(-1)).toBe('Article');
  });

  it('words the singulars, a lone score, and a count whose points are all under review', async () => {
    const ws = await detailSheet(
      documentWith([
        { ...wc, label: 'A', provenance: { accepted: 1, corrected: 2, manual: 0, scores: { min: 0.9, max: 0.904 } } },
        { ...wc, label: 'B', provenance: { accepted: 0, corrected: 0, manual: 0 } },
      ]),
    );
    const header = ws.getRow(5).values as unknown[];
    const texts = [6, 7].map((r) => ws.getRow(r).getCell(header.length - 1).value);
    expect(texts).toEqual(['1 détecté et accepté, 2 corrigés, score 90\u00a0%', 'Aucun point compté pour l’instant']);
  });
});

describe('the detail CSV’s provenance', () => {
  it('has the column only when a count is assisted', () => {
    const rows = detailsCsvRows(documentWith([byHand, wc]), labels);
    expect(rows[0]?.at(-1)).toBe('Provenance');
    const wcRow = rows.find((r) => r[1] === 'WC');
    expect(wcRow?.at(-1)).toBe('18 détectés et acceptés, 1 corrigé, 1 à la main, scores 63–97\u00a0%');
    expect(rows.find((r) => r[1] === 'Lavabos')?.at(-1)).toBeNull();
    expect(detailsCsvRows(documentWith([byHand]), labels)[0]?.at(-1)).toBe('Article');
  });
});
