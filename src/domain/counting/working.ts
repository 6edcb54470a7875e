/** The working resolution: the sheet rendered once at a size the matcher can search in about a second. */

/** At most this many pixels: an ARCH E1 sheet (42 × 30 in) is searched at about 80 dpi, a Letter page at 200. */
export const MAX_WORKING_PIXELS = 8_000_000;
/** Never finer than 200 dpi: small sheets gain nothing from more. */
export const MAX_WORKING_SCALE = 200 / 72;

/** Raster pixels per sheet point for a sheet of this size (points). */
export function workingScale(widthPt: number, heightPt: number): number {
  return Math.min(MAX_WORKING_SCALE, Math.sqrt(MAX_WORKING_PIXELS / (widthPt * heightPt)));
}
