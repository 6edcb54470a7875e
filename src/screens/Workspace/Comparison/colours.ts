/**
 * The comparison overlay's colours (tokens/semantic.tokens.json, color.comparison): the legend's swatches use the
 * theme-contract references; the route reads their values (a worker cannot read CSS variables) and passes them to
 * the comparison worker, which paints the overlay pictures with them.
 */
import type { OverlayPalette } from '../../../domain/comparison/types';
import { vars } from '../../../theme';
import type { PictureColours, Rgb } from '../../../workers/comparison/protocol';

/** The theme-contract references (`var(--metr-color-comparison-removed-red-green)` …), by role and palette. */
export const comparisonColourVars = vars.color.comparison;

/** A swatch's colour in a palette: unchanged ink, removed or added. */
export function legendColour(role: 'unchanged' | 'removed' | 'added', palette: OverlayPalette): string {
  return role === 'unchanged' ? comparisonColourVars.unchanged : comparisonColourVars[role][palette];
}

/** A computed colour (six hex digits, or the rgb notation browsers serialise) → [r, g, b]; null when unreadable. */
export function parseRgb(value: string): Rgb | null {
  const text = value.trim();
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})(?:[\da-f]{2})?$/i.exec(text);
  if (hex) return [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16), parseInt(hex[3] ?? '0', 16)];
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/**
 * The worker's colours, read through `read` (a theme-contract reference → its computed value, e.g. the overlay's
 * `computedStyleReader(element)`). Null when one is unreadable: the route then asks for no pictures rather than
 * paint them in guessed colours.
 */
export function readPictureColours(read: (reference: string) => string): PictureColours | null {
  const c = comparisonColourVars;
  const unchanged = parseRgb(read(c.unchanged));
  const removedRedGreen = parseRgb(read(c.removed.redGreen));
  const removedOrangeBlue = parseRgb(read(c.removed.orangeBlue));
  const addedRedGreen = parseRgb(read(c.added.redGreen));
  const addedOrangeBlue = parseRgb(read(c.added.orangeBlue));
  if (!unchanged || !removedRedGreen || !removedOrangeBlue || !addedRedGreen || !addedOrangeBlue) return null;
  return {
    unchanged,
    removed: { redGreen: removedRedGreen, orangeBlue: removedOrangeBlue },
    added: { redGreen: addedRedGreen, orangeBlue: addedOrangeBlue },
  };
}
