/**
 * A library exported to XLSX and CSV through the worker's dispatcher, read back: with exceljs (cells, number formats,
 * frozen heading, print titles), as text (the CSV's bytes), and through the import itself — what the export writes,
 * the import reads back as the same articles.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../domain/libraryFile/csvRead';
import { findHeaderRow, guessMapping, mappingIssues } from '../../domain/libraryFile/mapping';
import type { LibraryArticleDraft, RawTable } from '../../domain/libraryFile/model';
import { planImport } from '../../domain/libraryFile/plan';
import { checkRows } from '../../domain/libraryFile/validate';
import type { ExportedFile, ExportRequest } from './protocol';
import { dispatcherHarness } from './testing';
import { readWorkbook } from './xlsx';

const ARTICLES: LibraryArticleDraft[] = [
  {
    number: '02.01.01',
    designation: 'Béton de propreté dosé à 150 kg',
    unit: 'm³',
    unitPrice: 98.5,
    vatRate: 2000,
    lot: '02',
    chapter: '02.01',
    active: true,
  },
  {
    number: '02.01.02',
    designation: 'Voile en béton armé, coffrage « deux faces » compris; ép. 20 cm',
    unit: 'm²',
    unitPrice: 1234.56,
    vatRate: 1000,
    lot: '02 – Gros œuvre',
    chapter: '02.01 – Voiles',
    description: 'Ligne 1\nLigne 2 avec "guillemets"',
    tags: ['béton', 'voile'],
    active: true,
  },
  {
    number: '06.02.01',
    designation: 'Isolation des combles perdus, laine soufflée',
    unit: 'm²',
    unitPrice: 21.05,
    vatRate: 550,
    lot: '06',
    chapter: '06.02',
    active: false,
  },
  {
    number: '09.01.01',
    designation: 'Accessibilité : barre d’appui',
    unit: 'U',
    unitPrice: 0.01,
    vatRate: 210,
    lot: '09',
    chapter: '09.01',
    active: true,
  },
  {
    number: '12.01.01',
    designation: '=HYPERLINK("http://exemple.invalid";"Cliquez")',
    unit: 'forfait',
    unitPrice: 4850,
    vatRate: 2000,
    lot: '12',
    chapter: '12.01',
    active: true,
  },
];

const LIBRARY = { name: 'Gros œuvre', date: '2026-11-23' };

async function exportLibrary(type: 'libraryWorkbook' | 'libraryCsv'): Promise<ExportedFile> {
  const { dispatch, answer: answerTo } = dispatcherHarness();
  dispatch({ id: 1, type, library: LIBRARY, articles: ARTICLES } as ExportRequest);
  const answer = await answerTo(1);
  if (answer.type !== 'result' || answer.request !== type) throw new Error(`no file: ${JSON.stringify(answer)}`);
  return answer.result as ExportedFile;
}

const bytesOf = async (file: ExportedFile) => new Uint8Array(await file.blob.arrayBuffer());
const noop = { signal: new AbortController().signal, progress: () => {} };

/**
 * The import's steps on a table — heading row, mapping guessed from the headings, rows checked — give the exported
 * articles (an empty description or tag list read as empty), and planning a re-import into the same library finds
 * every article unchanged: line breaks in a description and a text starting with `=` included.
 */
function expectSameArticles(table: RawTable) {
  const header = findHeaderRow(table);
  if (!header) throw new Error('no heading row');
  const mapping = guessMapping(header.headings);
  expect(mappingIssues(mapping, header.width)).toEqual([]);
  // Every column the export writes is recognised by the import.
  expect(Object.values(mapping).every((column) => column !== null)).toBe(true);
  const file = checkRows(table, header, mapping);
  expect(file.rows.map((r) => r.issues)).toEqual(ARTICLES.map(() => []));
  const drafts = file.rows.flatMap((r) => (r.draft ? [r.draft] : []));
  expect(drafts).toEqual(ARTICLES.map((article) => ({ description: '', tags: [], ...article })));
  const existing = ARTICLES.map((article, i) => ({ ...article, id: `a${i}` }));
  expect(planImport(file, existing).counts).toEqual({ create: 0, update: 0, unchanged: ARTICLES.length, rejected: 0 });
}

describe('a library exported to XLSX', () => {
  it('is named after the library and the day, as a workbook', async () => {
    const file = await exportLibrary('libraryWorkbook');
    expect(file.fileName).toBe('Bibliothèque – Gros œuvre – 2026-11-23.xlsx');
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('reads back in exceljs: headings, numbers with French formats, frozen heading, print titles', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(await exportLibrary('libraryWorkbook'))).buffer as ArrayBuffer);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Bibliothèque']);
    const ws = workbook.getWorksheet('Bibliothèque');
    if (!ws) throw new Error('no sheet');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'N°',
      'Désignation',
      'Unité',
      'PU HT',
      'TVA',
      'Lot',
      'Chapitre',
      'Description',
      'Mots-clés',
      'Actif',
    ]);
    expect(ws.rowCount).toBe(1 + ARTICLES.length);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.pageSetup.printTitlesRow).toBe('1:1');

    const row = (n: number) => ws.getRow(n + 2);
    expect(row(1).getCell(4).value).toBe(1234.56);
    expect(row(1).getCell(4).numFmt).toBe('#,##0.00 "€"');
    expect([1, 2, 3, 4].map((i) => row(i).getCell(5).value)).toEqual([0.1, 0.055, 0.021, 0.2]);
    expect(row(0).getCell(5).numFmt).toBe('0 %');
    expect(row(2).getCell(5).numFmt).toBe('0.0 %');
    expect(row(1).getCell(8).value).toBe('Ligne 1\nLigne 2 avec "guillemets"');
    expect(row(1).getCell(9).value).toBe('béton, voile');
    expect([0, 2].map((i) => row(i).getCell(10).value)).toEqual(['oui', 'non']);
    // Text that looks like a formula stays text: a cell, not a formula anyone's spreadsheet would run.
    expect(row(4).getCell(2).value).toBe(ARTICLES[4]?.designation);
    expect(row(4).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('imports back as the same articles: a re-import changes nothing', async () => {
    const bytes = await bytesOf(await exportLibrary('libraryWorkbook'));
    expectSameArticles(await readWorkbook(ExcelJS, bytes.buffer as ArrayBuffer, noop));
  });
});

describe('a library exported to CSV', () => {
  it('is French CSV: BOM, semicolons, decimal commas, VAT in percent, CRLF, quoted where needed', async () => {
    const file = await exportLibrary('libraryCsv');
    expect(file.fileName).toBe('Bibliothèque – Gros œuvre – 2026-11-23.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('N°;Désignation;Unité;PU HT;TVA (%);Lot;Chapitre;Description;Mots-clés;Actif');
    expect(lines[1]).toBe('02.01.01;Béton de propreté dosé à 150 kg;m³;98,50;20;02;02.01;;;oui');
    expect(text).toContain(
      '02.01.02;"Voile en béton armé, coffrage « deux faces » compris; ép. 20 cm";m²;1234,56;10;02 – Gros œuvre;' +
        '02.01 – Voiles;"Ligne 1\nLigne 2 avec ""guillemets""";béton, voile;oui',
    );
    expect(text).toContain('06.02.01;Isolation des combles perdus, laine soufflée;m²;21,05;5,5;06;06.02;;;non');
    expect(text).toContain(';U;0,01;2,1;');
    // A leading `=` is neutralised: spreadsheets show the field as text instead of running it.
    expect(text).toContain(`12.01.01;"'=HYPERLINK(""http://exemple.invalid"";""Cliquez"")";forfait;4850,00;20;`);
  });

  it('imports back as the same articles (the neutralised formula as its text): a re-import changes nothing', async () => {
    const table = readCsv(await bytesOf(await exportLibrary('libraryCsv')));
    expect([table.encoding, table.separator]).toEqual(['utf-8', ';']);
    expectSameArticles(table);
  });
});
