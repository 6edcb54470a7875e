/**
 * The exported documents' own look: a small palette and a closed set of named cell styles. These colours belong to
 * the file format, not to the interface — a workbook has no theme tokens and must look the same in Excel, LibreOffice
 * and on paper — so they are written here once, as ARGB as the OOXML format stores them, and nowhere else.
 *
 * Number formats are OOXML format codes. The codes are locale-independent: `,` groups thousands and `.` marks the
 * decimals in the file, and each spreadsheet shows them in its user's locale (« 1 234,56 € » in French).
 */

/** The document palette (ARGB). Text on `heading` is `onHeading`, 8:1; on every fill, `ink` is above 12:1. */
export const PALETTE = {
  ink: 'FF1F2933',
  muted: 'FF52606D',
  heading: 'FF1D4E89',
  onHeading: 'FFFFFFFF',
  lotFill: 'FFDCE6F2',
  chapterFill: 'FFF0F4F8',
  rule: 'FF9AA5B1',
  /** The cadre's cells to fill in. */
  inputFill: 'FFFFF8DC',
  /** A PSE block's heading: its own colour, so that it is not read as the base (white on it: 8,6:1). */
  pseFill: 'FF6B3E75',
} as const;

export const FONT = { name: 'Calibri', size: 10 } as const;

export const NUMBER_FORMATS = {
  money: '#,##0.00 "€"',
  quantity0: '#,##0',
  quantity2: '#,##0.00',
  quantity3: '#,##0.000',
  /** Deltas say their sign: « +12,50 », « −3,00 », « 0,00 ». */
  delta0: '+#,##0;-#,##0;0',
  delta2: '+#,##0.00;-#,##0.00;0.00',
  delta3: '+#,##0.000;-#,##0.000;0.000',
  deltaMoney: '+#,##0.00 "€";-#,##0.00 "€";0.00 "€"',
  rate0: '0 %',
  rate1: '0.0 %',
  date: 'dd/mm/yyyy',
} as const;

export type Color = keyof typeof PALETTE;

export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  /** Font size in points; FONT.size when absent. */
  size?: number;
  color?: Color;
  fill?: Color;
  numFmt?: keyof typeof NUMBER_FORMATS;
  align?: 'left' | 'center' | 'right';
  verticalAlign?: 'top' | 'middle';
  wrap?: boolean;
  /** A thin rule above the cell (sub-totals), or a double one below (the grand total). */
  border?: 'top' | 'heading' | 'total' | 'input';
  indent?: number;
}

const text: CellStyle = { color: 'ink', verticalAlign: 'top' };
const lot: CellStyle = { bold: true, color: 'ink', fill: 'lotFill' };
const chapter: CellStyle = { bold: true, color: 'ink', fill: 'chapterFill' };
const subtotal: CellStyle = { bold: true, color: 'ink', border: 'top' };
const total: CellStyle = { bold: true, color: 'ink', fill: 'lotFill', border: 'top' };

/** Every style a cell can have, by name. */
export const STYLES = {
  title: { bold: true, size: 14, color: 'heading' },
  headerLabel: { bold: true, color: 'muted' },
  headerValue: { color: 'ink', align: 'left' },
  headerDate: { color: 'ink', numFmt: 'date', align: 'left' },
  headerWrap: { color: 'ink', wrap: true, verticalAlign: 'top' },
  note: { italic: true, color: 'muted', wrap: true, verticalAlign: 'top' },
  columnHeading: {
    bold: true,
    color: 'onHeading',
    fill: 'heading',
    align: 'center',
    verticalAlign: 'middle',
    wrap: true,
    border: 'heading',
  },
  lot,
  chapter: { ...chapter, indent: 1 },
  lotNumber: lot,
  chapterNumber: chapter,
  fillLot: lot,
  fillChapter: chapter,
  number: text,
  /** A lot's heading inside a local of the « métré par local »: bold, without the lot's fill (the local has it). */
  groupNumber: { ...text, bold: true },
  group: { ...text, bold: true, indent: 1 },
  text: { ...text, wrap: true },
  unit: { ...text, align: 'center' },
  quantity0: { ...text, numFmt: 'quantity0', align: 'right' },
  quantity2: { ...text, numFmt: 'quantity2', align: 'right' },
  quantity3: { ...text, numFmt: 'quantity3', align: 'right' },
  money: { ...text, numFmt: 'money', align: 'right' },
  /** The cadre's PU cells, where the company types its price: a light fill and a frame say so. */
  moneyInput: { ...text, numFmt: 'money', align: 'right', fill: 'inputFill', border: 'input' },
  pseHeading: { bold: true, color: 'onHeading', fill: 'pseFill' },
  pseHeadingFill: { bold: true, color: 'onHeading', fill: 'pseFill' },
  rate0: { ...text, numFmt: 'rate0', align: 'center' },
  /** A lot's share of Total HT on the récapitulatif. */
  share: { ...text, numFmt: 'rate1', align: 'right' },
  rate1: { ...text, numFmt: 'rate1', align: 'center' },
  subtotalLabel: { ...subtotal, align: 'right' },
  subtotalRule: subtotal,
  subtotalMoney: { ...subtotal, numFmt: 'money', align: 'right' },
  subtotalQuantity0: { ...subtotal, numFmt: 'quantity0', align: 'right' },
  subtotalQuantity2: { ...subtotal, numFmt: 'quantity2', align: 'right' },
  subtotalQuantity3: { ...subtotal, numFmt: 'quantity3', align: 'right' },
  subtotalUnit: { ...subtotal, align: 'center' },
  lotSubtotalLabel: { ...lot, border: 'top', align: 'right' },
  lotSubtotalRule: { ...lot, border: 'top' },
  lotSubtotalMoney: { ...lot, border: 'top', numFmt: 'money', align: 'right' },
  totalLabel: { ...total, align: 'right' },
  totalRule: total,
  totalMoney: { ...total, numFmt: 'money', align: 'right' },
  vatLabel: { color: 'ink', align: 'right' },
  vatMoney: { color: 'ink', numFmt: 'money', align: 'right' },
  vatRate0: { color: 'muted', numFmt: 'rate0', align: 'center' },
  vatRate1: { color: 'muted', numFmt: 'rate1', align: 'center' },
  /** The « Écarts d’indice » sheet's deltas, signed. */
  delta0: { ...text, numFmt: 'delta0', align: 'right' },
  delta2: { ...text, numFmt: 'delta2', align: 'right' },
  delta3: { ...text, numFmt: 'delta3', align: 'right' },
  deltaMoney: { ...text, numFmt: 'deltaMoney', align: 'right' },
  lotSubtotalDeltaMoney: { ...lot, border: 'top', numFmt: 'deltaMoney', align: 'right' },
  grandTotalDeltaMoney: { ...total, border: 'total', numFmt: 'deltaMoney', align: 'right' },
  grandTotalLabel: { ...total, border: 'total', align: 'right' },
  grandTotalRule: { ...total, border: 'total' },
  grandTotalMoney: { ...total, border: 'total', numFmt: 'money', align: 'right' },
} as const satisfies Record<string, CellStyle>;

export type StyleName = keyof typeof STYLES;
