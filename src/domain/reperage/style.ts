/**
 * A measurement's colour and count symbol on the plan de repérage: the canvas's rule (../labels/appearance.ts), with
 * the symbol kept for counts only (other kinds draw no symbol).
 */
import { appearanceWith } from '../labels/appearance';
import type { ArticleRow } from '../library/types';
import type { CountSymbol, Measurement, PaletteKey } from '../takeoff/types';

export interface MeasurementStyle {
  readonly color: PaletteKey;
  /** Counts only. */
  readonly symbol: CountSymbol | null;
}

export function measurementStyle(
  m: Measurement,
  article: Pick<ArticleRow, 'color' | 'symbol'> | undefined,
): MeasurementStyle {
  const { color, symbol } = appearanceWith(m, article);
  return { color, symbol: m.kind === 'count' ? symbol : null };
}
