/**
 * A measurement's colour and count symbol on the plan de repérage. Same rule as the canvas legend; merge with it when
 * both land: the linked article's colour and symbol win (ArticleRow.color / .symbol), else the measurement's own
 * colour; a count's symbol is its own, else its article's, else DEFAULT_COUNT_SYMBOL.
 */
import type { ArticleRow } from '../library/types';
import { DEFAULT_COUNT_SYMBOL, type CountSymbol, type Measurement, type PaletteKey } from '../takeoff/types';

export interface MeasurementStyle {
  readonly color: PaletteKey;
  /** Counts only. */
  readonly symbol: CountSymbol | null;
}

export function measurementStyle(
  m: Measurement,
  article: Pick<ArticleRow, 'color' | 'symbol'> | undefined,
): MeasurementStyle {
  return {
    color: article?.color ?? m.color,
    symbol: m.kind === 'count' ? (m.symbol ?? article?.symbol ?? DEFAULT_COUNT_SYMBOL) : null,
  };
}
