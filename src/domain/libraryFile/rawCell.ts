/**
 * A spreadsheet cell's value, as a reader library gives it (exceljs's shapes: rich text, formulas with their cached
 * result, hyperlinks, dates, errors), reduced to what an import reads: text, a number, a boolean or nothing.
 */
import type { RawCell } from './model';

type Shaped = {
  richText?: unknown;
  result?: unknown;
  formula?: unknown;
  sharedFormula?: unknown;
  text?: unknown;
  error?: unknown;
};

export function rawCellOf(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) {
    // A date typed into a price list's cell: shown as its day, so the report can quote it.
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    const shaped = value as Shaped;
    if (Array.isArray(shaped.richText)) {
      const text = shaped.richText
        .map((run: unknown) => (run && typeof run === 'object' && 'text' in run ? String(run.text) : ''))
        .join('');
      return text === '' ? null : text;
    }
    if ('formula' in shaped || 'sharedFormula' in shaped) return rawCellOf(shaped.result);
    if ('error' in shaped) return String(shaped.error);
    if ('text' in shaped) return rawCellOf(shaped.text);
  }
  return null;
}
