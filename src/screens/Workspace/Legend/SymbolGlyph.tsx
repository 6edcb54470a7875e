import { symbolOutline } from '../../../domain/labels';
import type { CountSymbol, PaletteKey } from '../../../domain/takeoff/types';
import { measureColor } from '../Measure/palette';
import * as styles from './Legend.css';

/** The SVG path of a count symbol, as the plan draws it (the same outline: ../../../domain/labels/symbols.ts). */
function symbolPath(symbol: CountSymbol, radius: number): string {
  const outline = symbolOutline(symbol, { x: 12, y: 12 }, radius);
  if (outline.kind === 'circle') {
    const r = outline.radius;
    return `M ${12 - r} 12 a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
  }
  return `M ${outline.ring.map((p) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`).join(' L ')} Z`;
}

/**
 * What a legend row stands for on the plan: a count's symbol ringed in its colour, or a swatch of the colour with the
 * kind's stroke (a tinted square for a surface, a line for a length). Decorative: the row names it in words.
 */
export function SymbolGlyph({
  color,
  symbol,
  shape = 'symbol',
}: {
  color: PaletteKey;
  symbol?: CountSymbol;
  /** 'symbol': a count's; 'surface' a tinted square; 'line' a stroke. @default 'symbol' */
  shape?: 'symbol' | 'surface' | 'line';
}) {
  const stroke = measureColor[color];
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={styles.glyph}>
      {shape === 'surface' && (
        <rect x="3" y="5" width="18" height="14" fill={stroke} fillOpacity="0.25" stroke={stroke} strokeWidth="2" />
      )}
      {shape === 'line' && (
        <line x1="3" y1="12" x2="21" y2="12" stroke={stroke} strokeWidth="3" strokeLinecap="round" />
      )}
      {shape === 'symbol' && (
        <path d={symbolPath(symbol ?? 'circle', 8)} className={styles.symbolFill} stroke={stroke} strokeWidth="2" />
      )}
    </svg>
  );
}
