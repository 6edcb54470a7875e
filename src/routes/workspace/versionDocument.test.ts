/**
 * Issue 27, item 5, in the versions' comparison: two saved states of a project compared (domain/takeoff/versions.ts),
 * their per-article and per-lot deltas written by the indices' delta sheet writer as « Écarts de versions » into the
 * later side's DPGF, and read back with exceljs — an article added, one removed, a quantity changed, a price changed
 * in the library since, the lots' sub-totals and the total.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ALL_SHEETS } from '../../domain/export/model';
import { documentWorkbook } from '../../domain/export/workbook';
import { applyChanges, stateFromRows } from '../../domain/takeoff/commands';
import { libraryRows, measurement, p, planFile, project, sheet, square } from '../../domain/takeoff/testing/fixtures';
import type { TakeoffState } from '../../domain/takeoff/types';
import { compareVersions, snapshotOf } from '../../domain/takeoff/versions';
import { exportLabels } from '../../i18n/export';
import { writeWorkbook } from '../../workers/export/xlsx';
import { versionComparisonDocument } from './versionDocument';

/** 1 point = 10 cm. */
const SCALE = { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } };
const T0 = '2026-01-01T00:00:00.000Z';

/** The fixtures' library (lot 02: a wall at 0 €, a slab at 180 €/m³) and a lot 03 with two counted articles. */
function library(prices: { sockets: number } = { sockets: 15 }) {
  const rows = libraryRows();
  const stamp = { createdAt: T0, updatedAt: T0 };
  const [template] = rows.libraryItems;
  if (!template) throw new Error('fixture');
  const counted = (id: string, code: string, designation: string, price: number) => ({
    ...template,
    id,
    lot: 'lot-3',
    subCategory: 'chapter-3',
    code,
    designation,
    unite: 'U' as const,
    prix_unitaire: price,
  });
  return {
    ...rows,
    libraryLots: [
      ...rows.libraryLots,
      { id: 'lot-3', libraryId: 'library-1', code: '03', title: 'Électricité', ...stamp },
    ],
    libraryChapters: [
      ...rows.libraryChapters,
      { id: 'chapter-3', libraryId: 'library-1', lotId: 'lot-3', code: '01', title: 'Appareillage', ...stamp },
    ],
    libraryItems: [
      ...rows.libraryItems,
      counted('sockets', '01', 'Prise de courant 16 A', prices.sockets),
      counted('lights', '02', 'Point lumineux', 40),
    ],
  };
}

function first(): TakeoffState {
  return stateFromRows({
    projects: [project()],
    files: [planFile()],
    sheets: [sheet({ scale: { default: SCALE, regions: [] } })],
    measurements: [
      measurement('length', {
        id: 'wall',
        label: 'Mur 3',
        points: [p(0, 0), p(40, 0)],
        links: [{ articleId: 'article-1', formula: 'L × 2,5' }],
      }),
      measurement('volume', {
        id: 'slab',
        label: 'Dalle',
        points: square(0, 0, 100),
        thickness: 0.2,
        links: [{ articleId: 'article-2', formula: 'V' }],
      }),
      measurement('count', {
        id: 'sockets',
        label: 'Prises',
        points: [p(1, 1), p(2, 2)],
        links: [{ articleId: 'sockets', formula: 'Q' }],
      }),
    ],
    ...library(),
  });
}

/** The second version: the slab deleted, two more sockets, lights added; the wall untouched. */
function second(before: TakeoffState): TakeoffState {
  const sockets = before.measurements.get('sockets');
  const slab = before.measurements.get('slab');
  if (!sockets || !slab) throw new Error('fixture');
  return applyChanges(before, [
    { table: 'measurements', id: 'slab', before: slab, after: null },
    {
      table: 'measurements',
      id: 'sockets',
      before: sockets,
      after: { ...sockets, points: [p(1, 1), p(2, 2), p(3, 3), p(4, 4)] },
    },
    {
      table: 'measurements',
      id: 'lights',
      before: null,
      after: measurement('count', {
        id: 'lights',
        label: 'Éclairage',
        points: [p(5, 5), p(6, 6), p(7, 7)],
        links: [{ articleId: 'lights', formula: 'Q' }],
      }),
    },
  ]);
}

async function deltaSheetOf(state: { v1: TakeoffState; v2: TakeoffState }, now: ReturnType<typeof library>) {
  const lib = stateFromRows(now);
  const pricing = {
    libraryLots: lib.libraryLots,
    libraryChapters: lib.libraryChapters,
    libraryItems: lib.libraryItems,
  };
  const before = { label: 'APS', snapshot: snapshotOf(state.v1, 'project-1') };
  const after = { label: 'APD', snapshot: snapshotOf(state.v2, 'project-1') };
  const comparison = compareVersions(before.snapshot, after.snapshot, pricing);
  const document = versionComparisonDocument({
    project: { name: 'Groupe scolaire', client: 'Ville' },
    date: '2026-11-29',
    library: pricing,
    before,
    after,
    comparison,
  });
  const bytes = await writeWorkbook(ExcelJS, documentWorkbook(document, exportLabels(), ALL_SHEETS), {
    signal: new AbortController().signal,
    progress: () => {},
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return { workbook, comparison, document };
}

/** Column A to J of each row from the headings on: the cached result of a formula, blank as null. */
function table(ws: ExcelJS.Worksheet): (string | number | null)[][] {
  const out: (string | number | null)[][] = [];
  let started = false;
  ws.eachRow({ includeEmpty: false }, (row) => {
    const cells = Array.from({ length: 10 }, (_, i) => {
      const v = row.getCell(i + 1).value as unknown;
      if (v === null || v === undefined || v === '') return null;
      if (typeof v === 'object' && 'formula' in v) {
        const result = (v as { result?: unknown }).result;
        // exceljs reads a cached 0 back as no result.
        return typeof result === 'number' ? Math.round(result * 100) / 100 : 0;
      }
      return typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v);
    });
    if (cells[0] === 'N°') started = true;
    if (started) out.push(cells);
  });
  return out;
}

describe('the versions’ comparison’s workbook', () => {
  it('is the later version’s DPGF with an « Écarts de versions » sheet after the others', async () => {
    const v1 = first();
    const { workbook, document } = await deltaSheetOf({ v1, v2: second(v1) }, library());
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'DPGF',
      'Quantitatif',
      'Détail des métrés',
      'Écarts de versions',
    ]);
    // The DPGF is the later side's: the slab is gone from it, the lights are in it.
    expect(document.lots.flatMap((l) => l.chapters.flatMap((c) => c.lines.map((line) => line.number)))).toEqual([
      '02.01.01',
      '03.01.01',
      '03.01.02',
    ]);
    const ws = workbook.getWorksheet('Écarts de versions') as ExcelJS.Worksheet;
    expect(ws.getCell('A1').value).toBe('Écarts entre deux versions');
    const note = [1, 2, 3, 4, 5].map((r) => String(ws.getCell(`A${r}`).value ?? '')).join(' ');
    expect(note).toContain('«\u00a0APS\u00a0» (avant) et «\u00a0APD\u00a0» (après)');
  });

  it('reads per lot: each changed article’s quantities, their delta, the PU, both amounts and theirs; then the total', async () => {
    const v1 = first();
    const { workbook, comparison } = await deltaSheetOf({ v1, v2: second(v1) }, library());
    const rows = table(workbook.getWorksheet('Écarts de versions') as ExcelJS.Worksheet);
    expect(rows).toEqual([
      [
        'N°',
        'Désignation',
        'Unité',
        'Quantité avant',
        'Quantité après',
        'Écart',
        'PU HT',
        'Montant HT avant',
        'Montant HT après',
        'Écart de montant',
      ],
      ['02', 'Gros œuvre', null, null, null, null, null, null, null, null],
      // Removed: the slab's 10 m × 10 m × 0,20 m = 20 m³ at 180 €; the wall, unchanged, is not listed.
      ['02.01.02', 'Dalle pleine béton armé', 'm³', 20, 0, -20, 180, 3600, 0, -3600],
      [null, 'Sous-total lot 02 – Gros œuvre', null, null, null, null, null, 3600, 0, -3600],
      ['03', 'Électricité', null, null, null, null, null, null, null, null],
      // Changed: 2 → 4 sockets at 15 €.
      ['03.01.01', 'Prise de courant 16 A', 'U', 2, 4, 2, 15, 30, 60, 30],
      // Added: 3 lights at 40 €.
      ['03.01.02', 'Point lumineux', 'U', 0, 3, 3, 40, 0, 120, 120],
      [null, 'Sous-total lot 03 – Électricité', null, null, null, null, null, 30, 180, 150],
      [null, 'Total HT', null, null, null, null, null, 3630, 180, -3450],
    ]);
    // The sheet's lot deltas are the comparison's (the screen's): each lot's total moves by its changed articles.
    const lotDelta = (number: string) => {
      const lot = comparison.lots.find((l) => l.number === number);
      return lot ? (lot.amountAfterCents - lot.amountBeforeCents) / 100 : null;
    };
    expect([lotDelta('02'), lotDelta('03')]).toEqual([-3600, 150]);
    expect((comparison.totalHtAfterCents - comparison.totalHtBeforeCents) / 100).toBe(-3450);
  });

  it('prices both sides at the library’s price of now: a price changed since is no delta, and prices both', async () => {
    const v1 = first();
    const v2 = second(v1);
    // The sockets' price went from 15 € to 18 € after both versions were made.
    const { workbook, comparison } = await deltaSheetOf({ v1, v2 }, library({ sockets: 18 }));
    const rows = table(workbook.getWorksheet('Écarts de versions') as ExcelJS.Worksheet);
    expect(rows.find((r) => r[0] === '03.01.01')).toEqual([
      '03.01.01',
      'Prise de courant 16 A',
      'U',
      2,
      4,
      2,
      18,
      36,
      72,
      36,
    ]);
    // The same take-off on both sides, whatever the price: nothing to write, no delta sheet.
    const same = await deltaSheetOf({ v1, v2: v1 }, library({ sockets: 18 }));
    expect(same.comparison.isSame).toBe(true);
    expect(same.workbook.worksheets.map((w) => w.name)).not.toContain('Écarts de versions');
    expect(comparison.lots.flatMap((l) => l.articles.map((a) => a.number))).toEqual([
      '02.01.02',
      '03.01.01',
      '03.01.02',
    ]);
  });
});
