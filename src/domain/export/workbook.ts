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
import { detailHeadingRow, type ExportLabels, type OptionalHeadings, type TableHeadings } from './labels';
import {
  ALL_SHEETS,
  hasDeltas,
  hasLocalisations,
  vatRatio,
  type ExportDocument,
  type ExportLine,
  type ExportLocalisationLine,
  type ExportLot,
  type ExportMeasurement,
  type ExportProject,
  type ExportPse,
  type OptionalColumns,
  type VatRate,
  type WorkbookSheets,
} from './model';
import type { StyleName } from './styles';
import { productCents, round, toCents } from './decimal';
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
  /** The height of every row without one of its own, in points (so that page breaks are computed on known heights). */
  readonly defaultRowHeight?: number;
  /** Manual page breaks: a new page starts at each of these 1-based rows. */
  readonly pageBreaks?: readonly number[];
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

/** Rows without a height of their own: one line of Calibri 10 with its padding. */
const DEFAULT_ROW_PT = 15;
const HEADINGS_ROW_PT = 28;
/** A4 landscape inside the margins of the writer (src/workers/export/xlsx.ts: 1,5 cm sides, 2 cm top and bottom). */
const PRINTABLE_WIDTH_PT = 842 - 2 * 0.59 * 72;
const PRINTABLE_HEIGHT_PT = 595 - 2 * 0.79 * 72;

/** A column's width in points: spreadsheets give `width` characters 7 px each plus 5 px of padding, at 96 dpi. */
const columnPoints = (width: number) => (width * 7 + 5) * 0.75;

/**
 * Where pages break, every one of them decided here: a run of rows marked « keep with next » (a lot's heading, its
 * first chapter's heading, a PSE's heading) starts a new page when it and the first row after it do not fit on the
 * page, and any other row starts one when it does not fit. The sheet is printed fitted to the page's width, so the
 * page holds `height / scale` of the sheet's points; every row's height is known (explicit, or the default the writer
 * sets), and each page after the first repeats the headings' row.
 *
 * The scale is computed with the widths of Calibri, the workbook's font. A spreadsheet lacking it (LibreOffice without
 * Carlito falls back on a wider font) scales the sheet down more, so its pages could hold more rows than computed:
 * they then end early at our breaks, with some space left, rather than at an automatic break that could leave a
 * heading alone at the foot of a page. Never fewer: Calibri is the narrowest the file can be shown with.
 */
export function pageBreaksOf(
  rowCount: number,
  heightOf: (row: number) => number,
  keepWithNext: ReadonlySet<number>,
  columns: readonly ColumnModel[],
  titleRowHeight: number,
): number[] {
  const width = columns.reduce((sum, c) => sum + (c.hidden ? 0 : columnPoints(c.width)), 0);
  // Fit to width scales in whole percent, rounded down.
  const scale = Math.min(1, Math.floor((PRINTABLE_WIDTH_PT / width) * 100) / 100);
  const page = PRINTABLE_HEIGHT_PT / scale;
  const breaks: number[] = [];
  let used = 0;
  const newPage = (row: number) => {
    breaks.push(row);
    used = titleRowHeight;
  };
  for (let r = 1; r <= rowCount; r++) {
    const h = heightOf(r);
    if (keepWithNext.has(r) && !keepWithNext.has(r - 1) && used > titleRowHeight) {
      let group = 0;
      let end = r;
      while (keepWithNext.has(end) && end <= rowCount) group += heightOf(end++);
      if (end <= rowCount) group += heightOf(end);
      if (used + group > page && group <= page - titleRowHeight) newPage(r);
    }
    if (used + h > page && used > titleRowHeight) newPage(r);
    used += h;
  }
  return breaks;
}

class SheetBuilder {
  readonly rows: Row[] = [];
  readonly merges: Merge[] = [];
  readonly rowHeights = new Map<number, number>();
  /** Rows printed on the same page as the row after them (headings). */
  readonly keepWithNext = new Set<number>();

  /** Appends a row; returns its 1-based number. */
  add(row: Row = []): number {
    this.rows.push(row);
    return this.rows.length;
  }

  /** The column headings' row, a little taller for wrapped headings; returns its 1-based number. */
  addHeadings(headings: readonly string[]): number {
    const row = this.add(headingsRow(headings));
    this.rowHeights.set(row, HEADINGS_ROW_PT);
    return row;
  }

  /** The sheet, its rows down to `headingRow` frozen on screen and the headings printed at the top of every page. */
  model(name: string, columns: readonly ColumnModel[], headingRow: number, footer: string): SheetModel {
    const heightOf = (row: number) => this.rowHeights.get(row) ?? DEFAULT_ROW_PT;
    return {
      name,
      columns,
      rows: this.rows,
      rowHeights: this.rowHeights,
      merges: this.merges,
      frozenRows: headingRow,
      printTitleRow: headingRow,
      footer,
      defaultRowHeight: DEFAULT_ROW_PT,
      pageBreaks: pageBreaksOf(this.rows.length, heightOf, this.keepWithNext, columns, heightOf(headingRow)),
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

/** The priced sheet's columns, in order; the optional ones only when asked for. */
type PricedColumn =
  | 'number'
  | 'cctpRef'
  | 'designation'
  | 'localisation'
  | 'sheets'
  | 'unit'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'vatRate';

const PRICED_WIDTHS: Readonly<Record<PricedColumn, number>> = {
  number: 11,
  cctpRef: 10,
  designation: 58,
  localisation: 24,
  sheets: 16,
  unit: 8,
  quantity: 13,
  unitPrice: 13,
  amount: 16,
  vatRate: 8,
};

/** Where each column of the priced sheet is (1-based) and its letter. */
class PricedLayout {
  readonly order: readonly PricedColumn[];
  constructor(columns: OptionalColumns = {}) {
    this.order = [
      'number',
      ...(columns.cctpRef ? (['cctpRef'] as const) : []),
      'designation',
      ...(columns.localisation ? (['localisation'] as const) : []),
      ...(columns.sheets ? (['sheets'] as const) : []),
      'unit',
      'quantity',
      'unitPrice',
      'amount',
      'vatRate',
    ];
  }
  get width(): number {
    return this.order.length;
  }
  index(column: PricedColumn): number {
    return this.order.indexOf(column) + 1;
  }
  letter(column: PricedColumn): string {
    return columnLetter(this.index(column));
  }
  has(column: PricedColumn): boolean {
    return this.order.includes(column);
  }
  /** A row across the table with these cells set and the others blank (styled `fill` when given). */
  row(cells: Partial<Record<PricedColumn, Cell>>, fill: StyleName | null = null): Row {
    return this.order.map((column) => cells[column] ?? (fill ? cell(null, fill) : null));
  }
}

function pricedHeadingTexts(h: TableHeadings, o: OptionalHeadings, layout: PricedLayout): string[] {
  const texts: Record<PricedColumn, string> = {
    number: h.number,
    cctpRef: o.cctpRef,
    designation: h.designation,
    localisation: o.localisation,
    sheets: o.sheets,
    unit: h.unit,
    quantity: h.quantity,
    unitPrice: h.unitPrice,
    amount: h.amount,
    vatRate: h.vatRate,
  };
  return layout.order.map((c) => texts[c]);
}

/** A lot's or a chapter's heading row across `width` columns: its number in A, its title in B. */
function sectionRow(width: number, section: 'lot' | 'chapter', number: string, title: string): Row {
  return section === 'lot'
    ? filled(width, 'fillLot', { [1]: cell(number || null, 'lotNumber'), [2]: cell(title, 'lot') })
    : filled(width, 'fillChapter', { [1]: cell(number || null, 'chapterNumber'), [2]: cell(title, 'chapter') });
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
 * Rows a wrapped text of `text` takes in a column `width` characters wide, as a height in points (at least one line).
 * Spreadsheets do not grow a row for wrapped text written by a library: without it LibreOffice prints one line.
 */
function textHeight(texts: readonly string[], widths: readonly number[]): number | undefined {
  let lines = 1;
  texts.forEach((text, i) => {
    // A character of Calibri 10 is about 0,85 of the column unit (Calibri 11's « 0 »); keep a margin.
    const perLine = Math.max(4, Math.floor((widths[i] ?? 10) * 1.05));
    const n = text.split('\n').reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / perLine)), 0);
    lines = Math.max(lines, n);
  });
  return lines > 1 ? lines * LINE_HEIGHT_PT + 3 : undefined;
}

/** Where each block's totals landed: what the récapitulatif references. */
export interface PricedBlockRows {
  /** Each lot's sub-total row, by lot number. */
  readonly lots: readonly { readonly lot: ExportLot; readonly row: number; readonly amountCents: number }[];
  readonly totalHtRow: number;
  readonly vatRows: readonly { readonly rate: VatRate; readonly row: number; readonly amountCents: number }[];
  readonly totalTtcRow: number;
  readonly table: PricedTable;
}

export interface PricedSheetResult {
  readonly sheet: SheetModel;
  readonly base: PricedBlockRows;
  readonly pse: readonly { readonly pse: ExportPse; readonly rows: PricedBlockRows }[];
}

export interface PricedOptions {
  /** The cadre for tender: PU blank, every amount a formula whose cached result is 0. */
  readonly tender?: boolean;
  readonly columns?: OptionalColumns;
  /** The PSE blocks after the base. */
  readonly pse?: boolean;
}

/** The line's localisations (from the detail), one per text, in order: « R+1 · Ch. 144, R+1 · Ch. 145 ». */
function localisationsByLine(document: ExportDocument, labels: ExportLabels): Map<string, string> {
  const sets = new Map<string, Set<string>>();
  for (const m of document.details) {
    if (!m.article || !m.localisation) continue;
    const text = labels.localisation(m.localisation);
    if (!text) continue;
    const key = `${m.pse ?? ''}\u0000${m.article.number}`;
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Set()));
    set.add(text);
  }
  const out = new Map<string, string>();
  for (const [key, set] of sets) out.set(key, [...set].sort(naturalCompare).join(', '));
  return out;
}

const naturalCompare = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });

/**
 * The DPGF or DQE sheet, priced or as the cadre for tender, with the PSE blocks after the base. `table` is
 * pricedTable(document), passed in so that callers computing it once can share it.
 */
export function pricedSheet(
  document: ExportDocument,
  labels: ExportLabels,
  table: PricedTable,
  options: PricedOptions = {},
): SheetModel {
  return pricedSheetWithRows(document, labels, table, options).sheet;
}

export function pricedSheetWithRows(
  document: ExportDocument,
  labels: ExportLabels,
  table: PricedTable,
  options: PricedOptions = {},
): PricedSheetResult {
  const kind = document.kind;
  const tender = options.tender === true;
  const layout = new PricedLayout(options.columns);
  const pses = options.pse
    ? (document.pse ?? []).filter((p) => p.lots.some((l) => l.chapters.some((c) => c.lines.length > 0)))
    : [];
  const pseTables = pses.map((pse) => ({ pse, table: pricedTable({ lots: pse.lots }) }));
  const rates = new Set([...table.vat, ...pseTables.flatMap((p) => p.table.vat)].map((v) => v.rate));
  const widths = layout.order.map((c) => PRICED_WIDTHS[c]);
  const columns: ColumnModel[] = layout.order.map((c) => ({
    width: PRICED_WIDTHS[c],
    ...(c === 'vatRate' && rates.size < 2 ? { hidden: true } : {}),
  }));
  const localisations = layout.has('localisation') ? localisationsByLine(document, labels) : new Map<string, string>();
  const header = tender
    ? { sheet: labels.tender.sheet[kind], title: labels.tender.title[kind], note: labels.tender.note[kind] }
    : { sheet: labels.kindShort[kind], title: labels.kindTitle[kind], note: labels.kindNote[kind] };

  let base: PricedBlockRows | null = null;
  const pseRows: { pse: ExportPse; rows: PricedBlockRows }[] = [];
  const sheet = tableSheet(
    document,
    labels,
    header,
    pricedHeadingTexts(labels.headings[kind], labels.optionalHeadings, layout),
    columns,
    (builder) => {
      base = pricedBlock(builder, layout, widths, labels, table, tender, localisations, null);
      for (const { pse, table: pseTable } of pseTables) {
        builder.add();
        const headingRow = builder.add(
          layout.row({ designation: cell(labels.pse.heading(pse.name), 'pseHeading') }, 'pseHeadingFill'),
        );
        builder.keepWithNext.add(headingRow);
        pseRows.push({
          pse,
          rows: pricedBlock(builder, layout, widths, labels, pseTable, tender, localisations, pse),
        });
      }
    },
  );
  return { sheet, base: base as unknown as PricedBlockRows, pse: pseRows };
}

/**
 * One block of the priced sheet — the base, or one PSE — from its table's rows:
 * - a line's amount is `ROUND(Q*PU,2)`: the amount to the cent that an économiste checks by hand;
 * - sub-totals are `SUBTOTAL(9,…)` over the block's rows (SUBTOTAL skips the sub-totals inside the range);
 * - each VAT row is `ROUND(SUMIF(rates,rate,amounts)*rate,2)` over the block's rows only, so a PSE's lines are never
 *   in the base's VAT, and Total TTC is Total HT plus the block's VAT rows.
 * In the cadre, PU cells are blank and every result is 0 until the company types its prices.
 */
function pricedBlock(
  sheet: SheetBuilder,
  layout: PricedLayout,
  widths: readonly number[],
  labels: ExportLabels,
  table: PricedTable,
  tender: boolean,
  localisations: ReadonlyMap<string, string>,
  pse: ExportPse | null,
): PricedBlockRows {
  const Q = layout.letter('quantity');
  const PU = layout.letter('unitPrice');
  const F_ = layout.letter('amount');
  const G_ = layout.letter('vatRate');
  const width = layout.width;
  const firstDataRow = sheet.rows.length + 1;
  let lotStart = 0;
  let chapterStart = 0;
  let lastLotSubtotal = 0;
  let totalHtRow = 0;
  const vatRows: { rate: VatRate; row: number; amountCents: number }[] = [];
  const lots: { lot: ExportLot; row: number; amountCents: number }[] = [];
  let totalTtcRow = 0;
  const money = (cents: number) => (tender ? 0 : cents / 100);
  const subtotal = (from: number, to: number, cents: number): FormulaValue => ({
    formula: `SUBTOTAL(9,${F_}${from}:${F_}${to})`,
    result: money(cents),
  });
  const totalRow = (tier: 'subtotal' | 'lotSubtotal' | 'total' | 'grandTotal', label: string, amount: CellValue) =>
    layout.row({ designation: cell(label, `${tier}Label`), amount: cell(amount, `${tier}Money`) }, `${tier}Rule`);
  const wrapWidths = [layout.index('designation'), layout.index('localisation'), layout.index('sheets')]
    .filter((i) => i > 0)
    .map((i) => widths[i - 1] ?? 10);

  for (const row of table.rows) {
    const next = sheet.rows.length + 1;
    switch (row.kind) {
      case 'lot':
        sheet.add(sectionRow(width, 'lot', row.lot.number, row.lot.title));
        sheet.keepWithNext.add(next);
        lotStart = next + 1;
        break;
      case 'chapter':
        sheet.add(sectionRow(width, 'chapter', row.chapter.number, row.chapter.title));
        sheet.keepWithNext.add(next);
        chapterStart = next + 1;
        break;
      case 'line': {
        const { line, quantity, unitPrice } = row;
        const where = localisations.get(`${pse?.name ?? ''}\u0000${line.number}`) ?? '';
        const plans = (line.sheets ?? []).join(', ');
        sheet.add(
          layout.row({
            number: cell(line.number, 'number'),
            cctpRef: cell(line.cctpRef ?? null, 'number'),
            designation: cell(line.designation, 'text'),
            localisation: cell(where || null, 'text'),
            sheets: cell(plans || null, 'text'),
            unit: cell(line.unit, 'unit'),
            quantity: cell(quantity, quantityStyle(quantityDecimals(line.unit, line.quantity))),
            unitPrice: cell(tender ? null : unitPrice, tender ? 'moneyInput' : 'money'),
            amount: cell({ formula: `ROUND(${Q}${next}*${PU}${next},2)`, result: money(row.amountCents) }, 'money'),
            vatRate: cell(vatRatio(line.vatRate), rateStyle(line.vatRate, false)),
          }),
        );
        const texts = [
          line.designation,
          ...(layout.has('localisation') ? [where] : []),
          ...(layout.has('sheets') ? [plans] : []),
        ];
        const height = textHeight(texts, wrapWidths);
        if (height !== undefined) sheet.rowHeights.set(next, height);
        break;
      }
      case 'chapterSubtotal':
        sheet.add(
          totalRow('subtotal', labels.chapterSubtotal(row.chapter), subtotal(chapterStart, next - 1, row.amountCents)),
        );
        break;
      case 'lotSubtotal':
        sheet.add(totalRow('lotSubtotal', labels.lotSubtotal(row.lot), subtotal(lotStart, next - 1, row.amountCents)));
        lots.push({ lot: row.lot, row: next, amountCents: row.amountCents });
        lastLotSubtotal = next;
        // A blank row between lots, inside the total's range (SUBTOTAL and SUMIF skip it).
        sheet.add();
        break;
      case 'totalHt': {
        if (lastLotSubtotal === 0) sheet.add();
        const value: CellValue = lastLotSubtotal === 0 ? 0 : subtotal(firstDataRow, lastLotSubtotal, row.amountCents);
        totalHtRow = sheet.add(totalRow('total', pse ? labels.pse.totalHt(pse.name) : labels.totalHt, value));
        break;
      }
      case 'vat': {
        const range = (column: string) => `$${column}$${firstDataRow}:$${column}$${lastLotSubtotal}`;
        const formula = `ROUND(SUMIF(${range(G_)},${G_}${next},${range(F_)})*${G_}${next},2)`;
        vatRows.push({
          rate: row.rate,
          amountCents: row.amountCents,
          row: sheet.add(
            layout.row({
              designation: cell(labels.vat(row.rate), 'vatLabel'),
              amount: cell({ formula, result: money(row.amountCents) }, 'vatMoney'),
              vatRate: cell(vatRatio(row.rate), rateStyle(row.rate, true)),
            }),
          ),
        });
        break;
      }
      case 'totalTtc': {
        const formula =
          vatRows.length === 0
            ? `${F_}${totalHtRow}`
            : `${F_}${totalHtRow}+SUM(${F_}${vatRows[0]?.row}:${F_}${vatRows[vatRows.length - 1]?.row})`;
        totalTtcRow = sheet.add(
          totalRow('grandTotal', pse ? labels.pse.totalTtc(pse.name) : labels.totalTtc, {
            formula,
            result: money(row.amountCents),
          }),
        );
        break;
      }
    }
  }
  return { lots, totalHtRow, vatRows, totalTtcRow, table };
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
        sheet.keepWithNext.add(sheet.add(sectionRow(QUANTITY_COLUMNS, 'lot', lot.number, lot.title)));
        for (const chapter of chapters) {
          sheet.keepWithNext.add(sheet.add(sectionRow(QUANTITY_COLUMNS, 'chapter', chapter.number, chapter.title)));
          for (const line of chapter.lines) {
            const row = sheet.add(lineCells(line, exportQuantity(line.unit, line.quantity)));
            const height = textHeight([line.designation], [70]);
            if (height !== undefined) sheet.rowHeights.set(row, height);
          }
        }
        sheet.add();
      }
    },
  );
}

/** Base first, then each PSE; within, lot → article (number order) → localisation → plan → label. */
export function orderedDetails(document: ExportDocument, labels: ExportLabels): ExportMeasurement[] {
  const key = (m: ExportMeasurement) => [
    m.article ? '0' : '1',
    m.pse ?? '',
    m.article?.number ?? '',
    m.localisation ? labels.localisation(m.localisation) : '\uffff',
    m.sheet,
    m.label ?? '',
  ];
  const keyed = document.details.map((m, i) => ({ m, i, k: key(m) }));
  keyed.sort((a, b) => {
    for (let j = 0; j < a.k.length; j++) {
      const c = naturalCompare(a.k[j] ?? '', b.k[j] ?? '');
      if (c !== 0) return c;
    }
    return a.i - b.i;
  });
  return keyed.map((x) => x.m);
}

/**
 * Every measurement, ordered lot → article → localisation, with its label and localisation; under each article's
 * lines, a row adding them up (`SUM`), whose result is the DPGF's quantity: each line is rounded to its unit's
 * decimals and the article's quantity is their exact sum (src/domain/library/rounding.ts).
 */
export function detailsSheet(document: ExportDocument, labels: ExportLabels): SheetModel {
  const d = labels.details;
  const h = d.headings;
  const hasPse = document.details.some((m) => m.pse);
  // Issue 25: the column shows only in documents with an assisted count, so other exports stay as they were.
  const hasProvenance = document.details.some((m) => m.provenance);
  const widths = [22, 22, 22, 14, 44, 13, 8, 11, 36, ...(hasPse ? [22] : []), ...(hasProvenance ? [40] : [])];
  const headings = detailHeadingRow(h, { pse: hasPse, provenance: hasProvenance });
  return tableSheet(
    document,
    labels,
    { sheet: d.sheet, title: d.title, note: null },
    headings,
    widths.map((width) => ({ width })),
    (sheet) => {
      const details = orderedDetails(document, labels);
      let groupStart = 0;
      let groupSum = 0;
      let decimals = 2;
      const closeGroup = (m: ExportMeasurement) => {
        const next = sheet.rows.length + 1;
        sheet.add(
          filled(widths.length, 'subtotalRule', {
            5: cell(d.articleTotal(m.article?.number ?? ''), 'subtotalLabel'),
            6: cell(
              { formula: `SUM(F${groupStart}:F${next - 1})`, result: groupSum / 10 ** decimals },
              decimals === 3 ? 'subtotalQuantity3' : decimals === 0 ? 'subtotalQuantity0' : 'subtotalQuantity2',
            ),
            7: cell(m.unit, 'subtotalUnit'),
          }),
        );
      };
      details.forEach((m, i) => {
        const next = sheet.rows.length + 1;
        const previous = details[i - 1];
        const sameGroup = (a: ExportMeasurement | undefined, b: ExportMeasurement | undefined) =>
          a?.article && b?.article && a.article.number === b.article.number && (a.pse ?? '') === (b.pse ?? '');
        if (!sameGroup(previous, m)) {
          groupStart = next;
          groupSum = 0;
        }
        const quantity = exportQuantity(m.unit, m.quantity);
        const places = quantityDecimals(m.unit, m.quantity);
        if (m.article) {
          decimals = m.unit === 'm³' || m.unit === 't' ? 3 : 2;
          groupSum += Math.round(quantity * 10 ** decimals);
        }
        const where = m.localisation ? labels.localisation(m.localisation) : '';
        const provenance = m.provenance ? d.provenance(m.provenance) : '';
        sheet.add([
          cell(m.sheet, 'text'),
          cell(m.label ?? null, 'text'),
          cell(where || null, 'text'),
          cell(labels.measurementKinds[m.type], 'number'),
          cell(m.derivation, 'text'),
          cell(quantity, quantityStyle(places)),
          cell(m.unit, 'unit'),
          cell(m.article?.number ?? null, 'number'),
          cell(m.article?.designation ?? d.unlinked, 'text'),
          ...(hasPse ? [cell(m.pse ?? null, 'text')] : []),
          ...(hasProvenance ? [cell(provenance || null, 'text')] : []),
        ]);
        const height = textHeight(
          [m.sheet, m.label ?? '', where, m.derivation, m.article?.designation ?? d.unlinked, provenance],
          [widths[0] ?? 10, widths[1] ?? 10, widths[2] ?? 10, widths[4] ?? 10, widths[8] ?? 10, widths.at(-1) ?? 10],
        );
        if (height !== undefined) sheet.rowHeights.set(next, height);
        if (m.article && !sameGroup(m, details[i + 1])) closeGroup(m);
      });
    },
  );
}

/**
 * The « Récapitulatif »: one line per lot (N°, title, its sub-total on the priced sheet), Total HT (their sum), each
 * VAT row and Total TTC of the priced sheet, then each PSE's Total HT and TTC. Every amount is a formula referencing
 * the priced sheet, with its result cached.
 */
export function summarySheet(document: ExportDocument, labels: ExportLabels, priced: PricedSheetResult): SheetModel {
  const r = labels.summary;
  const ref = (row: number) =>
    `'${priced.sheet.name.replace(/'/g, "''")}'!$${columnLetter(priced.sheet.columns.length - 1)}$${row}`;
  const tender = priced.sheet.rows.some((row) => row.some((c) => c?.style === 'moneyInput'));
  const money = (cents: number) => (tender ? 0 : cents / 100);
  const width = 4;
  return tableSheet(
    document,
    labels,
    { sheet: r.sheet, title: r.title, note: null },
    [r.number, r.lot, r.amount, r.share],
    [{ width: 11 }, { width: 60 }, { width: 18 }, { width: 14 }],
    (sheet) => {
      const base = priced.base;
      const first = sheet.rows.length + 1;
      // Total HT comes right after the lots.
      const ht = first + base.lots.length;
      const totalCents = base.table.totalHtCents;
      for (const lot of base.lots) {
        const row = sheet.rows.length + 1;
        sheet.add([
          cell(lot.lot.number, 'number'),
          cell(lot.lot.title, 'text'),
          cell({ formula: ref(lot.row), result: money(lot.amountCents) }, 'money'),
          cell(
            {
              formula: `IF(C${ht}=0,0,ROUND(C${row}/C${ht},4))`,
              result: tender || totalCents === 0 ? 0 : round(lot.amountCents / totalCents, 4),
            },
            'share',
          ),
        ]);
      }
      const last = sheet.rows.length;
      const total = (tier: 'total' | 'grandTotal', label: string, value: CellValue): Row =>
        filled(width, `${tier}Rule`, { 2: cell(label, `${tier}Label`), 3: cell(value, `${tier}Money`) });
      const htRow = sheet.add(
        total(
          'total',
          labels.totalHt,
          last < first ? 0 : { formula: `SUM(C${first}:C${last})`, result: money(base.table.totalHtCents) },
        ),
      );
      const vatRows = base.vatRows.map((v) =>
        sheet.add([
          null,
          cell(labels.vat(v.rate), 'vatLabel'),
          cell({ formula: ref(v.row), result: money(v.amountCents) }, 'vatMoney'),
        ]),
      );
      const ttc = vatRows.length === 0 ? `C${htRow}` : `C${htRow}+SUM(C${vatRows[0]}:C${vatRows[vatRows.length - 1]})`;
      sheet.add(total('grandTotal', labels.totalTtc, { formula: ttc, result: money(base.table.totalTtcCents) }));
      for (const { pse, rows } of priced.pse) {
        sheet.add();
        sheet.add([
          null,
          cell(labels.pse.totalHt(pse.name), 'vatLabel'),
          cell({ formula: ref(rows.totalHtRow), result: money(rows.table.totalHtCents) }, 'vatMoney'),
        ]);
        sheet.add([
          null,
          cell(labels.pse.totalTtc(pse.name), 'subtotalLabel'),
          cell({ formula: ref(rows.totalTtcRow), result: money(rows.table.totalTtcCents) }, 'subtotalMoney'),
        ]);
      }
    },
  );
}

// --- Métré par local (issue 24, item 3) ----------------------------------------------------------------------------

const LOCAL_COLUMNS = 4;

/**
 * The « métré par local »: the base's quantities (PSE apart) by level → local → lot → article, each local closed by
 * its totals, one row per unit (`SUMIF` over the local's lines on the unit column, so a local's m² and ml are never
 * added together). Levels, locals and lots are headings kept with their first line when printed. Each article's
 * shares over every local add up exactly to its quantity on the DPGF: each share is the sum of its measurements'
 * lines, each rounded to the unit's decimals (src/domain/library/rounding.ts), as the DPGF's quantity is.
 */
export function localisationSheet(document: ExportDocument, labels: ExportLabels): SheetModel {
  const l = labels.byLocalisation;
  const h = labels.headings[document.kind];
  return tableSheet(
    document,
    labels,
    { sheet: l.sheet, title: l.title, note: l.note },
    [h.number, h.designation, h.unit, h.quantity],
    [{ width: 11 }, { width: 66 }, { width: 10 }, { width: 14 }],
    (sheet) => {
      let level: string | null = null;
      for (const group of document.byLocalisation ?? []) {
        if (group.lots.every((lot) => lot.lines.length === 0)) continue;
        const groupLevel = group.localisation?.level?.trim() ?? '';
        const zone = group.localisation?.zone?.trim() ?? '';
        const localised = groupLevel !== '' || zone !== '';
        // A level's heading once, over its locals; the unlocalised have theirs.
        if (!localised) {
          level = null;
          sheet.keepWithNext.add(sheet.add(sectionRow(LOCAL_COLUMNS, 'lot', '', l.unlocalised)));
        } else if (groupLevel !== '' && groupLevel !== level) {
          level = groupLevel;
          sheet.keepWithNext.add(sheet.add(sectionRow(LOCAL_COLUMNS, 'lot', '', l.level(groupLevel))));
        } else if (groupLevel === '') {
          level = null;
        }
        if (zone !== '') sheet.keepWithNext.add(sheet.add(sectionRow(LOCAL_COLUMNS, 'chapter', '', zone)));
        const name = localised ? labels.localisation(group.localisation ?? {}) : l.unlocalised;
        const first = sheet.rows.length + 1;
        /** Scaled integer sums by unit, for the totals' cached results. */
        const sums = new Map<ExportLocalisationLine['unit'], { scaled: number; decimals: number }>();
        for (const lot of group.lots) {
          if (lot.lines.length === 0) continue;
          sheet.keepWithNext.add(
            sheet.add([cell(lot.number, 'groupNumber'), cell(l.lot(lot), 'group'), cell(null, 'group'), null]),
          );
          for (const line of lot.lines) {
            const quantity = exportQuantity(line.unit, line.quantity);
            const row = sheet.add([
              cell(line.number, 'number'),
              cell(line.designation, 'text'),
              cell(line.unit, 'unit'),
              cell(quantity, quantityStyle(quantityDecimals(line.unit, line.quantity))),
            ]);
            const height = textHeight([line.designation], [66]);
            if (height !== undefined) sheet.rowHeights.set(row, height);
            const decimals = line.unit === 'm³' || line.unit === 't' ? 3 : 2;
            const sum = sums.get(line.unit) ?? { scaled: 0, decimals };
            sum.scaled += Math.round(quantity * 10 ** decimals);
            sums.set(line.unit, sum);
          }
        }
        const last = sheet.rows.length;
        for (const [unit, sum] of sums) {
          const result = sum.scaled / 10 ** sum.decimals;
          const next = sheet.rows.length + 1;
          sheet.add(
            filled(LOCAL_COLUMNS, 'subtotalRule', {
              2: cell(l.total(name), 'subtotalLabel'),
              3: cell(unit, 'subtotalUnit'),
              4: cell(
                { formula: `SUMIF($C$${first}:$C$${last},C${next},$D$${first}:$D$${last})`, result },
                sum.decimals === 3 ? 'subtotalQuantity3' : 'subtotalQuantity2',
              ),
            }),
          );
        }
        sheet.add();
      }
    },
  );
}
// --- end of the métré par local block ------------------------------------------------------------------------------

// --- Écarts d'indice (issue 27, item 5) -----------------------------------------------------------------------------

const DELTA_WIDTHS = [11, 50, 8, 14, 14, 13, 12, 16, 16, 16];

function deltaStyle(decimals: number): StyleName {
  return decimals === 0 ? 'delta0' : decimals === 3 ? 'delta3' : 'delta2';
}

/**
 * The « Écarts d’indice » (or « Écarts de versions », when `document.deltaSides` names two versions): per lot, each article's quantity on the plans' previous indices and on the current ones,
 * the quantity's delta (`E−D`), its PU HT and both amounts (`ROUND(Q*PU,2)`, as on the DPGF) with the amount's delta;
 * each lot closed by the sub-totals of the three amounts (`SUBTOTAL(9,…)`), then the total of every lot. Quantities
 * are not summed: a lot mixes units. An article without a price has its amounts blank. Every result is computed in
 * exact cents, as on the priced sheet.
 */
export function deltaSheet(document: ExportDocument, labels: ExportLabels): SheetModel {
  // The same sheet between two versions (the history page's comparison): only its words change.
  const d = document.deltaSides ? labels.versionDeltas(document.deltaSides) : labels.deltas;
  const h = d.headings;
  const width = DELTA_WIDTHS.length;
  return tableSheet(
    document,
    labels,
    { sheet: d.sheet, title: d.title, note: d.note },
    [
      h.number,
      h.designation,
      h.unit,
      h.before,
      h.after,
      h.delta,
      h.unitPrice,
      h.amountBefore,
      h.amountAfter,
      h.amountDelta,
    ],
    DELTA_WIDTHS.map((w) => ({ width: w })),
    (sheet) => {
      const money = (cents: number) => cents / 100;
      const firstDataRow = sheet.rows.length + 1;
      const lotRows: number[] = [];
      const total = { before: 0, after: 0 };
      const subtotals = (
        from: number,
        to: number,
        before: number,
        after: number,
        tier: 'lotSubtotal' | 'grandTotal',
      ) => ({
        8: cell({ formula: `SUBTOTAL(9,H${from}:H${to})`, result: money(before) }, `${tier}Money`),
        9: cell({ formula: `SUBTOTAL(9,I${from}:I${to})`, result: money(after) }, `${tier}Money`),
        10: cell({ formula: `SUBTOTAL(9,J${from}:J${to})`, result: money(after - before) }, `${tier}DeltaMoney`),
      });
      for (const lot of document.deltas ?? []) {
        if (lot.lines.length === 0) continue;
        const title = lot.number === '' ? d.noLot : lot.title;
        sheet.keepWithNext.add(sheet.add(sectionRow(width, 'lot', lot.number, title)));
        const first = sheet.rows.length + 1;
        const sums = { before: 0, after: 0 };
        for (const line of lot.lines) {
          const n = sheet.rows.length + 1;
          const decimals = Math.max(quantityDecimals(line.unit, line.before), quantityDecimals(line.unit, line.after));
          const before = round(line.before, decimals);
          const after = round(line.after, decimals);
          const unitPrice = line.unitPrice === null ? null : toCents(line.unitPrice) / 100;
          const amounts =
            unitPrice === null
              ? null
              : { before: productCents(before, unitPrice), after: productCents(after, unitPrice) };
          if (amounts) {
            sums.before += amounts.before;
            sums.after += amounts.after;
          }
          sheet.add([
            cell(line.number, 'number'),
            cell(line.designation, 'text'),
            cell(line.unit, 'unit'),
            cell(before, quantityStyle(decimals)),
            cell(after, quantityStyle(decimals)),
            cell({ formula: `E${n}-D${n}`, result: round(after - before, decimals) }, deltaStyle(decimals)),
            cell(unitPrice, 'money'),
            amounts ? cell({ formula: `ROUND(D${n}*G${n},2)`, result: money(amounts.before) }, 'money') : null,
            amounts ? cell({ formula: `ROUND(E${n}*G${n},2)`, result: money(amounts.after) }, 'money') : null,
            amounts
              ? cell({ formula: `I${n}-H${n}`, result: money(amounts.after - amounts.before) }, 'deltaMoney')
              : null,
          ]);
          const height = textHeight([line.designation], [DELTA_WIDTHS[1] ?? 50]);
          if (height !== undefined) sheet.rowHeights.set(n, height);
        }
        const last = sheet.rows.length;
        lotRows.push(
          sheet.add(
            filled(width, 'lotSubtotalRule', {
              2: cell(
                lot.number === '' ? d.noLotSubtotal : d.lotSubtotal({ number: lot.number, title }),
                'lotSubtotalLabel',
              ),
              ...subtotals(first, last, sums.before, sums.after, 'lotSubtotal'),
            }),
          ),
        );
        total.before += sums.before;
        total.after += sums.after;
        // A blank row between lots, inside the total's range (SUBTOTAL skips it).
        sheet.add();
      }
      const last = lotRows.at(-1);
      const totals: Record<number, Cell> =
        last === undefined ? {} : subtotals(firstDataRow, last, total.before, total.after, 'grandTotal');
      sheet.add(filled(width, 'grandTotalRule', { 2: cell(d.total, 'grandTotalLabel'), ...totals }));
    },
  );
}
// --- end of the écarts d'indice block ------------------------------------------------------------------------------

/** The workbook of a document: the priced sheet (or the cadre), the récapitulatif, quantities and detail, as asked. */
export function documentWorkbook(
  document: ExportDocument,
  labels: ExportLabels,
  sheets: WorkbookSheets = ALL_SHEETS,
): WorkbookModel {
  const out: SheetModel[] = [];
  if (sheets.priced) {
    const priced = pricedSheetWithRows(document, labels, pricedTable(document), {
      tender: sheets.tender,
      columns: sheets.columns,
      pse: sheets.pse,
    });
    out.push(priced.sheet);
    if (sheets.summary) out.push(summarySheet(document, labels, priced));
  }
  if (sheets.quantities) out.push(quantitiesSheet(document, labels));
  if (sheets.details) out.push(detailsSheet(document, labels));
  if (sheets.byLocalisation && hasLocalisations(document)) out.push(localisationSheet(document, labels));
  // The estimate's prices are in it: never in the cadre for tender.
  if (sheets.deltas !== false && !sheets.tender && hasDeltas(document)) out.push(deltaSheet(document, labels));
  if (out.length === 0) throw new RangeError('A workbook needs at least one sheet');
  const kind = document.kind;
  return {
    sheets: out,
    title: sheets.priced && sheets.tender ? labels.tender.title[kind] : labels.kindTitle[kind],
    date: document.project.date,
  };
}

/** Cells in a workbook, for progress: the writer reports rows written out of this. */
export function rowCount(workbook: WorkbookModel): number {
  return workbook.sheets.reduce((n, s) => n + s.rows.length, 0);
}
