/**
 * The sample library files (scripts/fixtures/make-library-samples.ts) through the import: read (XLSX with exceljs,
 * CSV with encoding and separator detection), heading row and mapping guessed, rows checked, the French report —
 * one sentence per bad line, naming each of its problems — and the plan of a re-import by N°.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ARTICLE_TO_UPDATE, SAMPLE_LINES } from '../../../scripts/fixtures/library-samples';
import { libraryReport } from '../../i18n/export';
import { readWorkbook } from './xlsx';
import { readCsv } from '../../domain/libraryFile/csvRead';
import { findHeaderRow, guessMapping, mappingIssues } from '../../domain/libraryFile/mapping';
import { planImport, type ExistingArticle } from '../../domain/libraryFile/plan';
import { checkRows, type CheckedFile } from '../../domain/libraryFile/validate';
import type { RawTable } from '../../domain/libraryFile/model';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/library/${name}`, import.meta.url));

async function xlsxTable(): Promise<RawTable> {
  const bytes = fixture('bibliotheque.xlsx');
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return readWorkbook(ExcelJS, data, { signal: new AbortController().signal, progress: () => {} });
}

function check(table: RawTable): CheckedFile {
  const header = findHeaderRow(table);
  if (!header) throw new Error('no heading row');
  const mapping = guessMapping(header.headings);
  expect(mappingIssues(mapping, header.width)).toEqual([]);
  expect(mapping).toMatchObject({ number: 0, designation: 1, unit: 2, unitPrice: 3, vatRate: 4, active: 5 });
  return checkRows(table, header, mapping);
}

const issueKeys = (file: CheckedFile) =>
  file.rows.map((r) => r.issues.map((i) => (i.code === 'schema' ? i.key : i.code)).sort());

describe.each([
  ['bibliotheque.xlsx', xlsxTable, 4],
  ['bibliotheque-excel.csv', async () => readCsv(fixture('bibliotheque-excel.csv')), 2],
  ['bibliotheque-utf8.csv', async () => readCsv(fixture('bibliotheque-utf8.csv')), 2],
])('importing %s', (_name, read, firstLine) => {
  it('finds every problem of every bad line, and nothing on good lines', async () => {
    const file = check(await read());
    expect(file.rows).toHaveLength(SAMPLE_LINES.length);
    expect(issueKeys(file)).toEqual(SAMPLE_LINES.map((l) => [...l.issues].sort()));
    expect(file.rows.map((r) => r.line)).toEqual(SAMPLE_LINES.map((_, i) => firstLine + i));
  });

  it('reads the good lines right: units, prices, VAT in basis points, active', async () => {
    const drafts = check(await read()).rows.flatMap((r) => (r.draft ? [r.draft] : []));
    expect(drafts.map((d) => [d.number, d.unit, d.unitPrice, d.vatRate, d.active ?? true])).toEqual([
      ['02.01.01', 'm³', 98.5, 2000, true],
      ['02.01.02', 'm³', 412.75, 2000, true],
      ['02.02.01', 'm²', 1254.3, 1000, true],
      ['02.02.02', 'ml', 38, 550, false],
      ['02.03.01', 'forfait', 4850, 2000, true],
      ['02.03.03', 'U', 185, 2000, true],
    ]);
    expect(drafts[0]).toMatchObject({ designation: 'Béton de propreté dosé à 150 kg', lot: '02', chapter: '02.01' });
  });

  it('words a French report line per bad line, with its line number', async () => {
    const file = check(await read());
    const report = libraryReport(file.rows);
    const bad = SAMPLE_LINES.flatMap((l, i) => (l.issues.length > 0 ? [firstLine + i] : []));
    expect(report).toHaveLength(bad.length);
    report.forEach((sentence, i) => expect(sentence).toMatch(new RegExp(`^Ligne ${bad[i]}\\b`)));
    expect(report).toContain(
      `Ligne ${firstLine + 5} (N°\u00a002.03.02)\u00a0: le prix «\u00a0${_name.includes('utf8') ? '12.5O' : '12,5O'}\u00a0» n’est pas un nombre.`,
    );
    expect(report.find((s) => s.startsWith(`Ligne ${firstLine + 10}`))).toBe(
      `Ligne ${firstLine + 10} (N°\u00a002.01.01)\u00a0: le N°\u00a002.01.01 figure déjà ligne ${firstLine}.`,
    );
    expect(report.find((s) => s.startsWith(`Ligne ${firstLine + 9}`))).toBe(
      `Ligne ${firstLine + 9}\u00a0: le N° est vide.`,
    );
  });
});

describe('detection', () => {
  it('reads Excel’s CSV as Windows-1252 with `;`, and the other as UTF-8 with `,`', () => {
    const excel = readCsv(fixture('bibliotheque-excel.csv'));
    expect([excel.encoding, excel.separator]).toEqual(['windows-1252', ';']);
    expect(excel.rows[5]?.cells[1]).toBe('Forfait d’installation de chantier');
    const utf8 = readCsv(fixture('bibliotheque-utf8.csv'));
    expect([utf8.encoding, utf8.separator]).toEqual(['utf-8', ',']);
    expect(utf8.rows[2]?.cells[1]).toBe('Béton armé pour voiles, coffrage compris');
  });

  it('finds the heading row below a title in the workbook', async () => {
    const header = findHeaderRow(await xlsxTable());
    expect(header).toMatchObject({
      line: 3,
      headings: ['N°', 'Désignation', 'Unité', 'PU HT (€)', 'TVA (%)', 'Actif'],
    });
  });
});

describe('re-import', () => {
  it('updates by N° instead of duplicating, and says what changes', async () => {
    const file = check(readCsv(fixture('bibliotheque-excel.csv')));
    const existing: ExistingArticle[] = [
      {
        id: 'a1',
        number: '02.01.01',
        designation: 'Béton de propreté dosé à 150 kg',
        unit: 'm³',
        unitPrice: 98.5,
        vatRate: 2000,
        lot: '02',
        chapter: '02.01',
      },
      SAMPLE_ARTICLE_TO_UPDATE,
    ];
    const plan = planImport(file, existing);
    expect(plan.counts).toEqual({ create: 4, update: 1, unchanged: 1, rejected: 7 });
    expect(plan.rows.find((r) => r.draft.number === '02.01.02')).toMatchObject({
      action: 'update',
      id: SAMPLE_ARTICLE_TO_UPDATE.id,
      changes: ['designation', 'unitPrice'],
    });
    expect(plan.rows.find((r) => r.draft.number === '02.01.01')).toMatchObject({ action: 'unchanged', id: 'a1' });
  });
});
