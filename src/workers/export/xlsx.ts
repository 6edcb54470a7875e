/**
 * WorkbookModel → XLSX bytes with exceljs, and XLSX bytes → a raw table for the library import. The layout (what
 * goes in which cell, every formula and its result) is decided in src/domain/export/; this is the mapping onto the
 * library: styles, frozen panes, print setup, cached formula results, full recalculation on load.
 *
 * exceljs is passed in rather than imported: the worker hands it its browser build, loaded with the worker only.
 */
import type * as ExcelJsModule from 'exceljs';
import type { Borders, Style, Workbook, Worksheet } from 'exceljs';
import { FONT, NUMBER_FORMATS, PALETTE, STYLES, type CellStyle, type StyleName } from '../../domain/export/styles';
import type { CellValue, SheetModel, WorkbookModel } from '../../domain/export/workbook';
import type { RawRow, RawTable } from '../../domain/libraryFile/model';
import { rawCellOf } from '../../domain/libraryFile/rawCell';
import { ExportError, type ExportProgress } from './protocol';

export type ExcelJs = typeof ExcelJsModule;

export interface TaskContext {
  signal: AbortSignal;
  progress(progress: ExportProgress): void;
}

/** A4 (OOXML paper size 9); margins in inches, as the format stores them (1,5 cm sides, 2 cm top and bottom). */
const A4 = 9;
const MARGINS = { left: 0.59, right: 0.59, top: 0.79, bottom: 0.79, header: 0.31, footer: 0.31 };
/** Work between two looks at the message queue (cancel) and two progress messages. */
const SLICE_MS = 40;

export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new ExportError('cancelled', 'cancelled');
}

/** Lets the worker receive messages (a cancel) in the middle of a long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function border(style: CellStyle['border']): Partial<Borders> | undefined {
  const rule = { style: 'thin' as const, color: { argb: PALETTE.rule } };
  switch (style) {
    case 'top':
      return { top: rule };
    case 'heading':
    case 'input':
      return { top: rule, bottom: rule, left: rule, right: rule };
    case 'total':
      return { top: rule, bottom: { style: 'double', color: { argb: PALETTE.ink } } };
    default:
      return undefined;
  }
}

/** The exceljs style of a named style: built once per workbook and shared by every cell that has it. */
export function excelStyle(name: StyleName): Partial<Style> {
  const s: CellStyle = STYLES[name];
  const style: Partial<Style> = {
    font: {
      name: FONT.name,
      size: s.size ?? FONT.size,
      bold: s.bold ?? false,
      italic: s.italic ?? false,
      color: { argb: PALETTE[s.color ?? 'ink'] },
    },
    alignment: {
      horizontal: s.align ?? 'left',
      vertical: s.verticalAlign ?? 'top',
      wrapText: s.wrap ?? false,
      ...(s.indent ? { indent: s.indent } : {}),
    },
  };
  if (s.fill) style.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PALETTE[s.fill] } };
  if (s.numFmt) style.numFmt = NUMBER_FORMATS[s.numFmt];
  const b = border(s.border);
  if (b) style.border = b;
  return style;
}

/** 2026-11-23 → the spreadsheet date of that day (exceljs counts days from a Date's UTC time). */
function dayToDate(day: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

type ExcelValue = string | number | Date | { readonly formula: string; readonly result: number } | null;

function excelValue(value: CellValue): ExcelValue {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if ('date' in value) return dayToDate(value.date);
  // exceljs copies a formula's fields into its own cell value: the layout's object is handed over as it is (one
  // allocation less per formula cell, ~12,000 in a 10,000-line DPGF).
  return value;
}

async function writeSheet(
  excel: Workbook,
  sheet: SheetModel,
  styles: Map<StyleName, Partial<Style>>,
  ctx: TaskContext,
  counter: { done: number; total: number; lastYield: number },
): Promise<void> {
  const ws: Worksheet = excel.addWorksheet(sheet.name, {
    views: [
      {
        state: 'frozen',
        xSplit: 0,
        ySplit: sheet.frozenRows,
        topLeftCell: `A${sheet.frozenRows + 1}`,
        activeCell: `A${sheet.frozenRows + 1}`,
      },
    ],
    pageSetup: {
      paperSize: A4,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: MARGINS,
      printTitlesRow: `${sheet.printTitleRow}:${sheet.printTitleRow}`,
    },
    headerFooter: { oddFooter: sheet.footer, evenFooter: sheet.footer },
  });
  sheet.columns.forEach((column, i) => {
    const c = ws.getColumn(i + 1);
    c.width = column.width;
    if (column.hidden) c.hidden = true;
  });
  const styleOf = (name: StyleName) => {
    let style = styles.get(name);
    if (!style) styles.set(name, (style = excelStyle(name)));
    return style;
  };
  const breaks = new Set(sheet.pageBreaks ?? []);
  for (let r = 0; r < sheet.rows.length; r++) {
    const model = sheet.rows[r] ?? [];
    const row = ws.getRow(r + 1);
    for (let c = 0; c < model.length; c++) {
      const cell = model[c];
      if (!cell) continue;
      const target = row.getCell(c + 1);
      target.value = excelValue(cell.value);
      target.style = styleOf(cell.style);
    }
    const height = sheet.rowHeights.get(r + 1) ?? sheet.defaultRowHeight;
    if (height !== undefined) row.height = height;
    // A manual break before the row: exceljs breaks after the row it is set on.
    if (r > 0 && breaks.has(r + 1)) ws.getRow(r).addPageBreak();
    counter.done++;
    if ((counter.done & 255) === 0 && performance.now() - counter.lastYield > SLICE_MS) {
      ctx.progress({ stage: 'rows', done: counter.done, total: counter.total });
      await nextTask();
      throwIfCancelled(ctx.signal);
      counter.lastYield = performance.now();
    }
  }
  for (const m of sheet.merges) ws.mergeCells(m.row, m.fromColumn, m.row, m.toColumn);
  if (sheet.rows.length > 0) {
    ws.pageSetup.printArea = `A1:${String.fromCharCode(64 + Math.max(1, sheet.columns.length))}${sheet.rows.length}`;
  }
}

/** The workbook's bytes. Checks for a cancel between slices of rows and before compressing. */
export async function writeWorkbook(exceljs: ExcelJs, model: WorkbookModel, ctx: TaskContext): Promise<Uint8Array> {
  const excel = new exceljs.Workbook();
  excel.creator = 'Metr';
  excel.title = model.title;
  excel.created = dayToDate(model.date);
  excel.modified = excel.created;
  // Spreadsheets recompute every formula on opening; the cached results are for previewers and importers.
  excel.calcProperties.fullCalcOnLoad = true;
  const total = model.sheets.reduce((n, s) => n + s.rows.length, 0);
  const counter = { done: 0, total, lastYield: performance.now() };
  const styles = new Map<StyleName, Partial<Style>>();
  ctx.progress({ stage: 'rows', done: 0, total });
  for (const sheet of model.sheets) await writeSheet(excel, sheet, styles, ctx, counter);
  ctx.progress({ stage: 'rows', done: total, total });
  throwIfCancelled(ctx.signal);
  ctx.progress({ stage: 'compress' });
  const buffer = await excel.xlsx.writeBuffer();
  throwIfCancelled(ctx.signal);
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
}

/** The cells of one sheet of an XLSX file (the first one with a cell unless named), row by row. */
export async function readWorkbook(
  exceljs: ExcelJs,
  data: ArrayBuffer,
  ctx: TaskContext,
  sheetName?: string,
): Promise<RawTable> {
  const excel = new exceljs.Workbook();
  try {
    await excel.xlsx.load(data);
  } catch {
    throw new ExportError('unreadableFile', 'not a readable XLSX workbook');
  }
  throwIfCancelled(ctx.signal);
  const sheets = excel.worksheets.map((ws) => ws.name);
  const ws =
    (sheetName === undefined ? undefined : excel.getWorksheet(sheetName)) ??
    excel.worksheets.find((w) => w.actualRowCount > 0);
  if (!ws) throw new ExportError('emptyFile', 'the workbook has no cell');
  const rows: RawRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values;
    const cells = Array.isArray(values) ? values.slice(1).map(rawCellOf) : [];
    rows.push({ line, cells });
  });
  return { rows, format: 'xlsx', sheet: ws.name, sheets };
}
