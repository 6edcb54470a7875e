/**
 * The first rows of an exported workbook, laid out as a plain spreadsheet grid (column letters, row numbers, the
 * cells' widths, merges, fills, bold and alignment, numbers in their formats): the last picture of the library clip.
 * The workspace has no view of the file it exports, so the recorder reads the downloaded .xlsx with exceljs (the
 * library the export itself writes with) and draws it in a blank page of the same Chromium; the page's caption says
 * what it is — the exported file, its sheet, its first rows — and names no spreadsheet program.
 */
import ExcelJS from 'exceljs';

export interface SheetPreview {
  /** The page, self-contained (no script, no external resource). */
  readonly html: string;
  /** The sheet shown: the workbook's first. */
  readonly sheetName: string;
  /** How many rows are drawn. */
  readonly rows: number;
}

/** Excel's column width unit (a character of the default font) in CSS px, at the grid's font size. */
const PX_PER_CHAR = 7.5;
/** The grid's rows: a spreadsheet's, a little taller so that the text reads in a 640 px wide clip. */
const ROW_PX = 28;
/** The row numbers' column. */
const HEADER_PX = 36;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const letter = (column: number) => String.fromCharCode(64 + column);

/** `#RRGGBB` from an exceljs ARGB colour. */
const rgb = (argb: string | undefined) => (argb && /^[0-9A-F]{8}$/i.test(argb) ? `#${argb.slice(2)}` : undefined);

/** A number as its format writes it, in French: « 1 234,50 € », « 12,3 % », « 30/11/2026 ». */
export function formatCell(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
  if (typeof value === 'object') {
    if ('result' in value) return formatCell((value.result ?? null) as ExcelJS.CellValue, numFmt);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  if (typeof value !== 'number') return String(value);
  // The positive section of the format decides the decimals and the unit.
  const format = (numFmt ?? 'General').split(';')[0] ?? '';
  const general = !/[0#]/.test(format);
  const decimals = /0\.(0+)/.exec(format)?.[1]?.length ?? (general && !Number.isInteger(value) ? 2 : 0);
  const percent = format.includes('%');
  const n = new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: format.includes(','),
  }).format(percent ? value * 100 : value);
  const sign = format.startsWith('+') && value > 0 ? '+' : '';
  return `${sign}${n}${percent ? '\u00a0%' : ''}${format.includes('€') ? '\u00a0€' : ''}`;
}

/**
 * The first `rowCount` rows of the workbook's first sheet, as an HTML page `width` CSS px wide, under a caption that
 * names the file and the sheet.
 */
export async function sheetPreview(
  bytes: Uint8Array,
  { fileName, rowCount, width }: { fileName: string; rowCount: number; width: number },
): Promise<SheetPreview> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${fileName}: no sheet`);
  const columns: { index: number; px: number }[] = [];
  for (let c = 1; c <= sheet.columnCount; c++) {
    const column = sheet.getColumn(c);
    if (!column.hidden) columns.push({ index: c, px: Math.round((column.width ?? 9) * PX_PER_CHAR) });
  }
  // The widest column (the designation) gives up what the others need to fit the page: its long texts end in « … ».
  const over = HEADER_PX + columns.reduce((sum, c) => sum + c.px, 0) - width;
  const widest = columns.reduce((a, b) => (b.px > a.px ? b : a), columns[0] ?? { index: 0, px: 0 });
  if (over > 0) widest.px -= over;
  const rows = Math.min(rowCount, sheet.rowCount);
  const whole = rows === sheet.rowCount;

  const body: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [`<th class="n">${r}</th>`];
    for (let i = 0; i < columns.length; i++) {
      const { index } = columns[i] as { index: number };
      const cell = row.getCell(index);
      // A merged cell's followers are drawn by its master, which spans them.
      if (cell.isMerged && cell.master.address !== cell.address) continue;
      let span = 1;
      if (cell.isMerged) {
        while (i + span < columns.length) {
          const next = row.getCell((columns[i + span] as { index: number }).index);
          if (!next.isMerged || next.master.address !== cell.address) break;
          span++;
        }
      }
      const font = cell.font ?? {};
      const fill = cell.fill?.type === 'pattern' ? rgb(cell.fill.fgColor?.argb) : undefined;
      const style = [
        font.bold ? 'font-weight:700' : '',
        font.italic ? 'font-style:italic' : '',
        // Titles only (14 pt): the body's 10 or 11 pt are the grid's font.
        font.size && font.size >= 12 ? `font-size:${Math.round((font.size * 14) / 10)}px` : '',
        rgb(font.color?.argb) ? `color:${rgb(font.color?.argb)}` : '',
        fill ? `background:${fill}` : '',
        cell.alignment?.horizontal ? `text-align:${cell.alignment.horizontal}` : '',
        cell.border?.top ? 'border-top:1px solid #9aa5b1' : '',
        cell.border?.bottom?.style === 'double' ? 'border-bottom:3px double #1f2933' : '',
      ]
        .filter(Boolean)
        .join(';');
      const text = escape(formatCell(cell.value, cell.numFmt));
      cells.push(`<td${span > 1 ? ` colspan="${span}"` : ''}${style ? ` style="${style}"` : ''}>${text}</td>`);
    }
    body.push(`<tr>${cells.join('')}</tr>`);
  }

  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escape(fileName)}</title><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: ${width}px; overflow: hidden; font: 14px/1.2 Calibri, Carlito, 'Liberation Sans', Arial, sans-serif;
    color: #1f2933; background: #fff; }
  .caption { display: flex; gap: 8px; align-items: baseline; padding: 12px 16px; background: #f3f4f6;
    border-bottom: 1px solid #d1d5db; font-size: 15px; white-space: nowrap; overflow: hidden; }
  .caption b { font-weight: 700; }
  .caption span { color: #52606d; }
  /* A fixed layout needs the table's width: the columns' widths then hold. */
  table { width: ${width}px; border-collapse: collapse; table-layout: fixed; }
  th, td { height: ${ROW_PX}px; padding: 0 6px; border: 1px solid #e2e8f0; white-space: nowrap; overflow: hidden;
    text-overflow: ellipsis; vertical-align: middle; }
  thead th, th.n { background: #f3f4f6; color: #52606d; font-weight: 400; text-align: center; font-size: 12px; }
  th.n { width: ${HEADER_PX}px; }
</style></head><body>
<div class="caption"><b>Fichier exporté</b><span>${escape(fileName)} — feuille «\u00a0${escape(sheet.name)}\u00a0», ${whole ? `ses ${rows}\u00a0lignes` : `ses ${rows}\u00a0premières lignes`}</span></div>
<table>
  <colgroup><col style="width:${HEADER_PX}px">${columns.map((c) => `<col style="width:${c.px}px">`).join('')}</colgroup>
  <thead><tr><th></th>${columns.map((c) => `<th>${letter(c.index)}</th>`).join('')}</tr></thead>
  <tbody>${body.join('\n')}</tbody>
</table>
</body></html>`;
  return { html, sheetName: sheet.name, rows };
}
