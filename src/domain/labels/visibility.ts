/**
 * When the plan shows labels and count numbers. Labels are drawn at a constant screen size (a 12 px chip), so
 * zooming out packs more of them into the same pixels: past a point they only hide the plan and each other.
 */

/**
 * The zoom (CSS px per PDF point; 1 = 100 %) from which every label and count number is shown: 25 %. There a 12 px
 * chip of about 90 px spans 360 pt of sheet, 12,7 cm of paper, 12,7 m at 1:100 — about the rooms an ordinary floor
 * plan names.
 */
export const LABEL_MIN_ZOOM = 0.25;

/**
 * The overview: from this zoom up to LABEL_MIN_ZOOM, only the labels that found a place of their own (covering no
 * other label nor a count's symbols) are shown, as a map shows the names that fit. A whole A1 or ARCH D sheet fitted
 * into a 1280 px window beside the side panels is at about 20–26 % (the AutoCAD site plan: 24 %): without it, the
 * view a person opens on, and prints from, shows no label at all. Below it (about 10 %) a label spans over 36 m at
 * 1:100: none is shown. Both are bucket boundaries (2^(k/4)), so a bucket has one rule.
 */
export const LABEL_OVERVIEW_ZOOM = 2 ** (-13 / 4);

export type LabelMode = 'all' | 'free' | 'none';

/** Which labels show at `zoom`: all of them, those placed without overlap, or none. */
export function labelModeAt(zoom: number): LabelMode {
  if (zoom >= LABEL_MIN_ZOOM) return 'all';
  return zoom >= LABEL_OVERVIEW_ZOOM ? 'free' : 'none';
}

/** Whether count numbers show at `zoom` (each number sits inside its symbol: readable, but a crowd below 25 %). */
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
