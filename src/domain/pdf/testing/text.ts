/** Test support only (never imported by the app). */
import type { SheetTextItem } from '../text.ts';

/**
 * A horizontal text item as the sheet's text reads it: its baseline from (x, y), `width` long, its box estimated from
 * the font size as toSheetText estimates it (0.8 em above the baseline, 0.2 em below).
 */
export function horizontalText(
  text: string,
  x: number,
  y: number,
  fontSize: number,
  width: number,
  fontName = 'F1',
): SheetTextItem {
  return {
    text,
    x,
    y,
    fontSize,
    angle: 0,
    width,
    box: { x, y: y - 0.8 * fontSize, width, height: fontSize },
    fontName,
  };
}
