/** The working resolution: the sheet rendered once at a size the matcher can search in about a second. */

/** At most this many pixels: an ARCH E1 sheet (42 × 30 in) is searched at about 80 dpi, a Letter page at 200. */
export const MAX_WORKING_PIXELS = 8_000_000;
/** Never finer than 200 dpi: small sheets gain nothing from more. */
export const MAX_WORKING_SCALE = 200 / 72;

/** Raster pixels per sheet point for a sheet of this size (points). */
export function workingScale(widthPt: number, heightPt: number): number {
  return Math.min(MAX_WORKING_SCALE, Math.sqrt(MAX_WORKING_PIXELS / (widthPt * heightPt)));
}

/**
 * The render scale of another sheet searched with templates cut on a first one (engine.ts, `findElsewhere`): the scale
 * at which its symbols are as many pixels as on the first sheet's raster, `sourceScale / ratio`, where `ratio` is how
 * much larger the symbols are drawn on the other sheet (its drawing scale over the first's: a 1:100 sheet searched
 * with a template from a 1:50 one is 0.5). When that raster would exceed MAX_WORKING_PIXELS, the sheet is rendered at
 * the largest scale that fits and the templates are shrunk by `templateFactor` (< 1) to match.
 */
export function elsewhereScale(
  sourceScale: number,
  ratio: number,
  widthPt: number,
  heightPt: number,
): { scale: number; templateFactor: number } {
  if (!(ratio > 0) || !Number.isFinite(ratio)) throw new RangeError(`bad ratio ${ratio}`);
  const wanted = sourceScale / ratio;
  const fits = Math.sqrt(MAX_WORKING_PIXELS / (widthPt * heightPt));
  return wanted <= fits ? { scale: wanted, templateFactor: 1 } : { scale: fits, templateFactor: fits / wanted };
}
