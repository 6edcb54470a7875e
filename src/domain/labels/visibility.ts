/**
 * When the plan shows labels and count numbers. Labels are drawn at a constant screen size (a 12 px chip), so
 * zooming out packs more of them into the same pixels: past a point they only hide the plan and each other.
 */

/**
 * The zoom (CSS px per PDF point; 1 = 100 %) below which labels and count numbers are hidden: 25 %. There a 12 px
 * chip of about 90 px spans 360 pt of sheet, 12,7 cm of paper, 12,7 m at 1:100 — wider than the rooms it names on an
 * ordinary floor plan, so labels would cover one another and the plan. A whole A1 sheet fitted into a laptop's view
 * (about 40 %) still shows them; the count symbols and the shapes stay at every zoom.
 */
export const LABEL_MIN_ZOOM = 0.25;

export function labelsReadableAt(zoom: number): boolean {
  return zoom >= LABEL_MIN_ZOOM;
}

/**
 * Zoom buckets of a quarter of an octave (×1.19): label placement, in sheet units, is computed once per bucket and
 * kept while panning or zooming within it (never per frame).
 */
export function zoomBucket(zoom: number): number {
  return Math.floor(Math.log2(Math.max(zoom, Number.MIN_VALUE)) * 4);
}

/**
 * The smallest zoom of a bucket: placement computed there makes each label as large, in sheet units, as it can be
 * anywhere in the bucket, so labels placed apart stay apart at every zoom of it.
 */
export function bucketZoom(bucket: number): number {
  return 2 ** (bucket / 4);
}
