/**
 * CSV as French spreadsheets read it: `;` between fields (the comma is the decimal separator), decimal comma, CRLF
 * line ends, UTF-8 with a byte order mark (without it, Excel reads UTF-8 as Windows-1252 and « é » becomes « Ã© »).
 * Fields are quoted per RFC 4180 when they hold the separator, a quote or a line break.
 *
 * Formula injection: a text field starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a
 * formula by a spreadsheet opening the file (« =HYPERLINK(…) » in a désignation typed by someone else). Such a field
 * is written with a leading `'`, which spreadsheets show as text. Numbers are written as numbers (`-12,50`), never
 * prefixed: they are produced here, not typed.
 */
import { roundUnits, toDecimal } from './decimal';
import { detailHeadingRow, type ExportLabels } from './labels';
import { vatPercent, type CsvTable, type ExportDocument, type VatRate } from './model';
import { exportQuantity, pricedTable, quantityDecimals, type PricedTable } from './table';
import { orderedDetails } from './workbook';

/** A number with the decimals it is written with (amounts: 2; quantities: their unit's). */
export interface CsvNumber {
  readonly number: number;
  readonly decimals: number;
}

export type CsvCell = string | CsvNumber | null;

export interface CsvFormat {
  readonly separator: ';' | ',';
  readonly decimal: ',' | '.';
}

/** What French Excel and LibreOffice open with a double click. */
export const FRENCH_CSV: CsvFormat = { separator: ';', decimal: ',' };

export const BOM = '\ufeff';
const INJECTION = /^[=+\-@\t\r]/;

/** A number with exactly `decimals` decimals, rounded half away from zero, no grouping: `-1234,50`. */
export function formatCsvNumber(value: number, decimals: number, decimal: ',' | '.' = ','): string {
  const units = roundUnits(toDecimal(value), decimals);
  const negative = units < BigInt(0);
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${integer}${decimals > 0 ? `${decimal}${fraction}` : ''}`;
}

export function csvField(cell: CsvCell, format: CsvFormat = FRENCH_CSV): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return formatCsvNumber(cell.number, cell.decimals, format.decimal);
  const text = INJECTION.test(cell) ? `'${cell}` : cell;
  const needsQuotes = text.includes(format.separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file as text, BOM first, each record ended by CRLF. */
export function writeCsv(rows: readonly (readonly CsvCell[])[], format: CsvFormat = FRENCH_CSV): string {
  const lines = rows.map((row) => row.map((c) => csvField(c, format)).join(format.separator));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const money = (cents: number): CsvNumber => ({ number: cents / 100, decimals: 2 });
const percent = (rate: VatRate): CsvNumber => {
  const value = vatPercent(rate);
  return { number: value, decimals: Number.isInteger(value) ? 0 : 1 };
};

/** The priced table as the workbook shows it: headings, lots, chapters, lines, sub-totals, Total HT, VAT, TTC. */
export function pricedCsvRows(document: ExportDocument, labels: ExportLabels, table: PricedTable): CsvCell[][] {
  const h = labels.headings[document.kind];
  const rows: CsvCell[][] = [
    [h.number, h.designation, h.unit, h.quantity, h.unitPrice, h.amount, labels.csvVatRatePercent],
  ];
  const label = (text: string, amountCents: number, rate: CsvNumber | null = null): CsvCell[] => [
    null,
    text,
    null,
    null,
    null,
    money(amountCents),
    rate,
  ];
  for (const row of table.rows) {
    switch (row.kind) {
      case 'lot':
        rows.push([row.lot.number, row.lot.title, null, null, null, null, null]);
        break;
      case 'chapter':
        rows.push([row.chapter.number, row.chapter.title, null, null, null, null, null]);
        break;
      case 'line':
        rows.push([
          row.line.number,
          row.line.designation,
          row.line.unit,
          { number: row.quantity, decimals: quantityDecimals(row.line.unit, row.line.quantity) },
          { number: row.unitPrice, decimals: 2 },
          money(row.amountCents),
          percent(row.line.vatRate),
        ]);
        break;
      case 'chapterSubtotal':
        rows.push(label(labels.chapterSubtotal(row.chapter), row.amountCents));
        break;
      case 'lotSubtotal':
        rows.push(label(labels.lotSubtotal(row.lot), row.amountCents));
        break;
      case 'totalHt':
        rows.push(label(labels.totalHt, row.amountCents));
        break;
      case 'vat':
        rows.push(label(labels.vat(row.rate), row.amountCents, percent(row.rate)));
        break;
      case 'totalTtc':
        rows.push(label(labels.totalTtc, row.amountCents));
        break;
    }
  }
  return rows;
}

/** The quantities table: headings, then each lot, chapter and line with its quantity. */
export function quantitiesCsvRows(document: ExportDocument, labels: ExportLabels): CsvCell[][] {
  const h = labels.headings[document.kind];
  const rows: CsvCell[][] = [[h.number, h.designation, h.unit, h.quantity]];
  for (const lot of document.lots) {
    const chapters = lot.chapters.filter((c) => c.lines.length > 0);
    if (chapters.length === 0) continue;
    rows.push([lot.number, lot.title, null, null]);
    for (const chapter of chapters) {
      rows.push([chapter.number, chapter.title, null, null]);
      for (const line of chapter.lines) {
        rows.push([
          line.number,
          line.designation,
          line.unit,
          { number: exportQuantity(line.unit, line.quantity), decimals: quantityDecimals(line.unit, line.quantity) },
        ]);
      }
    }
  }
  return rows;
}

/** Every measurement, in the detail sheet's order: plan, label, localisation, type, derivation, quantity, unit, article. */
export function detailsCsvRows(document: ExportDocument, labels: ExportLabels): CsvCell[][] {
  const d = labels.details;
  const h = d.headings;
  const hasProvenance = document.details.some((m) => m.provenance);
  const rows: CsvCell[][] = [detailHeadingRow(h, { pse: false, provenance: hasProvenance })];
  for (const m of orderedDetails(document, labels)) {
    rows.push([
      m.sheet,
      m.label ?? null,
      m.localisation ? labels.localisation(m.localisation) || null : null,
      labels.measurementKinds[m.type],
      m.derivation,
      { number: exportQuantity(m.unit, m.quantity), decimals: quantityDecimals(m.unit, m.quantity) },
      m.unit,
      m.article?.number ?? null,
      m.article?.designation ?? d.unlinked,
      ...(hasProvenance ? [m.provenance ? d.provenance(m.provenance) : null] : []),
    ]);
  }
  return rows;
}

/**
 * The « métré par local » as a flat table an économiste filters: one row per local × article (localisation, lot, N°,
 * désignation, unit, quantity), in the sheet's order; each article's rows add up to its DPGF quantity.
 */
export function localisationCsvRows(document: ExportDocument, labels: ExportLabels): CsvCell[][] {
  const l = labels.byLocalisation;
  const h = labels.headings[document.kind];
  const rows: CsvCell[][] = [[l.localisation, labels.summary.number, h.number, h.designation, h.unit, h.quantity]];
  for (const group of document.byLocalisation ?? []) {
    const where = (group.localisation && labels.localisation(group.localisation)) || l.unlocalised;
    for (const lot of group.lots) {
      for (const line of lot.lines) {
        rows.push([
          where,
          lot.number,
          line.number,
          line.designation,
          line.unit,
          { number: exportQuantity(line.unit, line.quantity), decimals: quantityDecimals(line.unit, line.quantity) },
        ]);
      }
    }
  }
  return rows;
}

/** One table of a document as a French CSV file's text. */
export function documentCsv(document: ExportDocument, labels: ExportLabels, table: CsvTable): string {
  switch (table) {
    case 'priced':
      return writeCsv(pricedCsvRows(document, labels, pricedTable(document)));
    case 'quantities':
      return writeCsv(quantitiesCsvRows(document, labels));
    case 'details':
      return writeCsv(detailsCsvRows(document, labels));
    case 'byLocalisation':
      return writeCsv(localisationCsvRows(document, labels));
  }
}
