/**
 * A workbook as data, independent of the library that writes it: sheets, rows of cells (values, formulas with their
 * computed results, named styles), merges, frozen rows and print setup. The layouts below turn an ExportDocument into
 * it; the export worker hands it to exceljs (src/workers/export/xlsx.ts). Kept apart so that the layout — where every
 * formula and its result are decided — is tested without a spreadsheet library, and the writer stays a thin mapping.
 *
 * The priced sheet, columns A–G: N°, Désignation, Unité, Quantité, PU HT, Montant HT, TVA.
 * - A line's amount is `ROUND(Dn*En,2)`: the amount to the cent that an économiste checks by hand, so that the sum of
 *   the amounts shown is the sub-total shown.
 * - Sub-totals are `SUBTOTAL(9,…)`: a lot's range spans its chapters' sub-totals, which SUBTOTAL skips, and Total HT
 *   spans every lot the same way.
 * - Each VAT row is `ROUND(SUMIF(G…,rate,F…)*rate,2)` over the table: column G holds each line's rate and is blank on
 *   every heading and sub-total row, so a sub-total is never counted in a VAT base. SUMIF computes the same in Excel
 *   and LibreOffice (SUMPRODUCT over a boolean array is where they have differed). Column G is shown when several
 *   rates coexist and hidden otherwise (the VAT row's label then says the only rate).
 * - Total TTC is Total HT plus the VAT rows.
 * Every formula carries its result, computed in exact cents (table.ts), and the workbook asks for a full recalculation
 * on load.
 */
import type { ExportLabels, TableHeadings } from './labels';
import {
  ALL_SHEETS,
  vatRatio,
  type ExportDocument,
  type ExportLine,
  type ExportProject,
  type VatRate,
  type WorkbookSheets,
} from './model';
import type { StyleName } from './styles';
import { pricedTable, quantityDecimals, exportQuantity, type PricedTable } from './table';

export interface FormulaValue {
  /** Without the leading `=`, with `,` between arguments and `.` for decimals, as OOXML stores formulas. */
  readonly formula: string;
  readonly result: number;
}

/** A calendar day, `YYYY-MM-DD`: written as a spreadsheet date. */
export interface DateValue {
  readonly date: string;
}

export type CellValue = string | number | FormulaValue | DateValue | null;

export interface Cell {
  readonly value: CellValue;
  readonly style: StyleName;
}

export type Row = readonly (Cell | null)[];

export interface ColumnModel {
  /** In characters of the default font, as spreadsheets measure columns. */
  readonly width: number;
  readonly hidden?: boolean;
}

export interface Merge {
  /** 1-based, like the spreadsheet's rows and columns. */
  readonly row: number;
  readonly fromColumn: number;
  readonly toColumn: number;
}

export interface SheetModel {
  /** At most 31 characters, none of `[]:*?/\`. */
  readonly name: string;
  readonly columns: readonly ColumnModel[];
  /** rows[0] is row 1. */
  readonly rows: readonly Row[];
  /** Explicit heights in points, by 1-based row (merged wrapped cells, which spreadsheets never fit by themselves). */
  readonly rowHeights: ReadonlyMap<number, number>;
  readonly merges: readonly Merge[];
  /** Rows 1…frozenRows stay on screen when scrolling. */
  readonly frozenRows: number;
  /** Printed at the top of every page. */
  readonly printTitleRow: number;
  /** Footer with the spreadsheet's codes (`&P`, `&N`). */
  readonly footer: string;
}

export interface WorkbookModel {
  readonly sheets: readonly SheetModel[];
  readonly title: string;
  /** The document's date (`YYYY-MM-DD`), also the workbook's creation date. */
  readonly date: string;
}

/** A1-style column letters for the columns used here (A–Z is plenty). */
export function columnLetter(column: number): string {
  return String.fromCharCode(64 + column);
}

/** Rows of about this many characters fit on a wrapped line across the merged header cells. */
const CHARACTERS_PER_WRAPPED_LINE = 110;
const LINE_HEIGHT_PT = 13;

function wrappedHeight(text: string, charactersPerLine = CHARACTERS_PER_WRAPPED_LINE): number {
  const lines = text.split('\n').reduce((n, part) => n + Math.max(1, Math.ceil(part.length / charactersPerLine)), 0);
  return Math.max(1, lines) * LINE_HEIGHT_PT + 4;
}

class SheetBuilder {
  readonly rows: Row[] = [];
  readonly merges: Merge[] = [];
  readonly rowHeights = new Map<number, number>();

  /** Appends a row; returns its 1-based number. */
  add(row: Row = []): number {
    this.rows.push(row);
    return this.rows.length;
  }

  /** The column headings' row, a little taller for wrapped headings; returns its 1-based number. */
  addHeadings(headings: readonly string[]): number {
    const row = this.add(headingsRow(headings));
    this.rowHeights.set(row, 28);
    return row;
  }

  /** The sheet, its rows down to `headingRow` frozen on screen and the headings printed at the top of every page. */
  model(name: string, columns: readonly ColumnModel[], headingRow: number, footer: string): SheetModel {
    return {
      name,
      columns,
      rows: this.rows,
      rowHeights: this.rowHeights,
      merges: this.merges,
      frozenRows: headingRow,
      printTitleRow: headingRow,
      footer,
    };
  }
}

const cell = (value: CellValue, style: StyleName): Cell => ({ value, style });

/**
 * The block above every table: title, project and client, date and reference, plans and indices, and an optional
 * note across the table's width.
 */
function headerBlock(
  sheet: SheetBuilder,
  project: ExportProject,
  labels: ExportLabels,
  title: string,
  note: string | null,
  width: number,
): void {
  const h = labels.header;
  sheet.add([cell(title, 'title')]);
  sheet.merges.push({ row: 1, fromColumn: 1, toColumn: width });
  sheet.rowHeights.set(1, 22);
  const right = Math.max(3, width - 2);
  const pair = (
    label: string,
    value: CellValue,
    label2: string,
    value2: CellValue,
    style2: StyleName = 'headerValue',
  ): Row => {
    const row: (Cell | null)[] = [cell(label, 'headerLabel'), cell(value, 'headerValue')];
    while (row.length < right - 1) row.push(null);
    row.push(cell(label2, 'headerLabel'), cell(value2, style2));
    return row;
  };
  sheet.add(pair(h.project, project.name, h.date, { date: project.date }, 'headerDate'));
  sheet.add(pair(h.client, project.client, h.reference, project.reference?.trim() || h.none));
  const revisions = project.revisions.length > 0 ? project.revisions.join(', ') : h.none;
  const revisionsRow = sheet.add([cell(h.revisions, 'headerLabel'), cell(revisions, 'headerWrap')]);
  sheet.merges.push({ row: revisionsRow, fromColumn: 2, toColumn: width });
  sheet.rowHeights.set(revisionsRow, wrappedHeight(revisions));
  if (note !== null) {
    const noteRow = sheet.add([cell(note, 'note')]);
    sheet.merges.push({ row: noteRow, fromColumn: 1, toColumn: width });
    sheet.rowHeights.set(noteRow, wrappedHeight(note));
  }
}

function headingsRow(headings: readonly string[]): Row {
  return headings.map((text) => cell(text, 'columnHeading'));
}

function quantityStyle(decimals: number): StyleName {
  return decimals === 0 ? 'quantity0' : decimals === 3 ? 'quantity3' : 'quantity2';
}

/** 20 % and 10 % without a decimal, 5,5 % and 2,1 % with one. */
function rateStyle(rate: VatRate, vatRow: boolean): StyleName {
  const whole = rate % 100 === 0;
  if (vatRow) return whole ? 'vatRate0' : 'vatRate1';
  return whole ? 'rate0' : 'rate1';
}

/** A row filled across `width` columns with one style, with some cells set. */
function filled(width: number, style: StyleName, cells: Record<number, Cell>): Row {
  return Array.from({ length: width }, (_, i) => cells[i + 1] ?? cell(null, style));
}

const PRICED_COLUMNS = 7;
const [A, B, F, G] = [1, 2, 6, 7] as const;

function pricedHeadingTexts(h: TableHeadings): string[] {
  return [h.number, h.designation, h.unit, h.quantity, h.unitPrice, h.amount, h.vatRate];
}

/** A lot's or a chapter's heading row across `width` columns: its number in A, its title in B. */
function sectionRow(width: number, section: 'lot' | 'chapter', number: string, title: string): Row {
  return section === 'lot'
    ? filled(width, 'fillLot', { [A]: cell(number, 'lotNumber'), [B]: cell(title, 'lot') })
    : filled(width, 'fillChapter', { [A]: cell(number, 'chapterNumber'), [B]: cell(title, 'chapter') });
}

/** A sub-total's or total's row of the priced sheet: its label in B, its amount in F, ruled across the table. */
function totalRow(tier: 'subtotal' | 'lotSubtotal' | 'total' | 'grandTotal', label: string, amount: CellValue): Row {
  return filled(PRICED_COLUMNS, `${tier}Rule`, {
    [B]: cell(label, `${tier}Label`),
    [F]: cell(amount, `${tier}Money`),
  });
}

/** A line's first four cells, N°, Désignation, Unité, Quantité, with the quantity as written. */
function lineCells(line: ExportLine, quantity: number): Cell[] {
  return [
    cell(line.number, 'number'),
    cell(line.designation, 'text'),
    cell(line.unit, 'unit'),
    cell(quantity, quantityStyle(quantityDecimals(line.unit, line.quantity))),
  ];
}

/**
 * A table sheet: the header block across the table, the headings' row, the rows `body` adds, then the sheet frozen
 * and printed from the headings' row, with the page footer.
 */
function tableSheet(
  document: ExportDocument,
  labels: ExportLabels,
  header: { readonly sheet: string; readonly title: string; readonly note: string | null },
  headings: readonly string[],
  columns: readonly ColumnModel[],
  body: (sheet: SheetBuilder, headingRow: number) => void,
): SheetModel {
  const sheet = new SheetBuilder();
  headerBlock(sheet, document.project, labels, header.title, header.note, columns.length);
  const headingRow = sheet.addHeadings(headings);
  body(sheet, headingRow);
  return sheet.model(header.sheet, columns, headingRow, labels.pageFooter);
}

/** The DPGF or DQE sheet. `table` is pricedTable(document), passed in so that callers computing it once can share it. */
export function pricedSheet(document: ExportDocument, labels: ExportLabels, table: PricedTable): SheetModel {
  const kind = document.kind;
  return tableSheet(
    document,
    labels,
    { sheet: labels.kindShort[kind], title: labels.kindTitle[kind], note: labels.kindNote[kind] },
    pricedHeadingTexts(labels.headings[kind]),
    [
      { width: 11 },
      { width: 58 },
      { width: 8 },
      { width: 13 },
      { width: 13 },
      { width: 16 },
      { width: 8, hidden: table.vat.length < 2 },
    ],
    (sheet, headingRow) => {
      const F_ = columnLetter(F);
      const G_ = columnLetter(G);
      const firstDataRow = headingRow + 1;
      let lotStart = 0;
      let chapterStart = 0;
      let lastLotSubtotal = 0;
      let totalHtRow = 0;
      const vatRows: number[] = [];
      const money = (cents: number) => cents / 100;
      const subtotal = (from: number, to: number, cents: number): FormulaValue => ({
        formula: `SUBTOTAL(9,${F_}${from}:${F_}${to})`,
        result: money(cents),
      });

      for (const row of table.rows) {
        const next = sheet.rows.length + 1;
        switch (row.kind) {
          case 'lot':
            sheet.add(sectionRow(PRICED_COLUMNS, 'lot', row.lot.number, row.lot.title));
            lotStart = next + 1;
            break;
          case 'chapter':
            sheet.add(sectionRow(PRICED_COLUMNS, 'chapter', row.chapter.number, row.chapter.title));
            chapterStart = next + 1;
            break;
          case 'line': {
            const { line, quantity, unitPrice } = row;
            sheet.add([
              ...lineCells(line, quantity),
              cell(unitPrice, 'money'),
              cell({ formula: `ROUND(D${next}*E${next},2)`, result: money(row.amountCents) }, 'money'),
              cell(vatRatio(line.vatRate), rateStyle(line.vatRate, false)),
            ]);
            break;
          }
          case 'chapterSubtotal':
            sheet.add(
              totalRow(
                'subtotal',
                labels.chapterSubtotal(row.chapter),
                subtotal(chapterStart, next - 1, row.amountCents),
              ),
            );
            break;
          case 'lotSubtotal':
            sheet.add(
              totalRow('lotSubtotal', labels.lotSubtotal(row.lot), subtotal(lotStart, next - 1, row.amountCents)),
            );
            lastLotSubtotal = next;
            // A blank row between lots, inside the total's range (SUBTOTAL and SUMIF skip it).
            sheet.add();
            break;
          case 'totalHt': {
            if (lastLotSubtotal === 0) sheet.add();
            const value: CellValue =
              lastLotSubtotal === 0 ? 0 : subtotal(firstDataRow, lastLotSubtotal, row.amountCents);
            totalHtRow = sheet.add(totalRow('total', labels.totalHt, value));
            break;
          }
          case 'vat': {
            const range = (column: string) => `$${column}$${firstDataRow}:$${column}$${lastLotSubtotal}`;
            const formula = `ROUND(SUMIF(${range(G_)},${G_}${next},${range(F_)})*${G_}${next},2)`;
            vatRows.push(
              sheet.add([
                null,
                cell(labels.vat(row.rate), 'vatLabel'),
                null,
                null,
                null,
                cell({ formula, result: money(row.amountCents) }, 'vatMoney'),
                cell(vatRatio(row.rate), rateStyle(row.rate, true)),
              ]),
            );
            break;
          }
          case 'totalTtc': {
            const formula =
              vatRows.length === 0
                ? `${F_}${totalHtRow}`
                : `${F_}${totalHtRow}+SUM(${F_}${vatRows[0]}:${F_}${vatRows[vatRows.length - 1]})`;
            sheet.add(totalRow('grandTotal', labels.totalTtc, { formula, result: money(row.amountCents) }));
            break;
          }
        }
      }
    },
  );
}

const QUANTITY_COLUMNS = 4;

/** The same tree without prices: N°, Désignation, Unité, Quantité. */
export function quantitiesSheet(document: ExportDocument, labels: ExportLabels): SheetModel {
  const q = labels.quantities;
  const h = labels.headings[document.kind];
  return tableSheet(
    document,
    labels,
    { sheet: q.sheet, title: q.title, note: q.note },
    [h.number, h.designation, h.unit, h.quantity],
    [{ width: 11 }, { width: 70 }, { width: 10 }, { width: 14 }],
    (sheet) => {
      for (const lot of document.lots) {
        const chapters = lot.chapters.filter((c) => c.lines.length > 0);
        if (chapters.length === 0) continue;
        sheet.add(sectionRow(QUANTITY_COLUMNS, 'lot', lot.number, lot.title));
        for (const chapter of chapters) {
          sheet.add(sectionRow(QUANTITY_COLUMNS, 'chapter', chapter.number, chapter.title));
          for (const line of chapter.lines) sheet.add(lineCells(line, exportQuantity(line.unit, line.quantity)));
        }
        sheet.add();
      }
    },
  );
}

/** Every measurement: plan, type, derivation, quantity, unit, and the article it feeds. */
export function detailsSheet(document: ExportDocument, labels: ExportLabels): SheetModel {
  const d = labels.details;
  const h = d.headings;
  return tableSheet(
    document,
    labels,
    { sheet: d.sheet, title: d.title, note: null },
    [h.sheet, h.type, h.derivation, h.quantity, h.unit, h.articleNumber, h.article],
    [{ width: 26 }, { width: 16 }, { width: 48 }, { width: 13 }, { width: 8 }, { width: 11 }, { width: 40 }],
    (sheet) => {
      for (const m of document.details) {
        sheet.add([
          cell(m.sheet, 'text'),
          cell(labels.measurementKinds[m.type], 'number'),
          cell(m.derivation, 'text'),
          cell(exportQuantity(m.unit, m.quantity), quantityStyle(quantityDecimals(m.unit, m.quantity))),
          cell(m.unit, 'unit'),
          cell(m.article?.number ?? null, 'number'),
          cell(m.article?.designation ?? d.unlinked, 'text'),
        ]);
      }
    },
  );
}

/** The workbook of a document: the priced sheet, the quantities sheet and the detail sheet, as asked. */
export function documentWorkbook(
  document: ExportDocument,
  labels: ExportLabels,
  sheets: WorkbookSheets = ALL_SHEETS,
): WorkbookModel {
  const out: SheetModel[] = [];
  if (sheets.priced) out.push(pricedSheet(document, labels, pricedTable(document)));
  if (sheets.quantities) out.push(quantitiesSheet(document, labels));
  if (sheets.details) out.push(detailsSheet(document, labels));
  if (out.length === 0) throw new RangeError('A workbook needs at least one sheet');
  return { sheets: out, title: labels.kindTitle[document.kind], date: document.project.date };
}

/** Cells in a workbook, for progress: the writer reports rows written out of this. */
export function rowCount(workbook: WorkbookModel): number {
  return workbook.sheets.reduce((n, s) => n + s.rows.length, 0);
}
