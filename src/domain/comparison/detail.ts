/**
 * When the viewer is zoomed in past the comparison's pictures (drawn once for the whole sheet, at most 4 Mpx: about
 * one pixel per point on a large sheet), the part in view is painted again finer by the worker (`detail`). This says
 * which part and at what scale, or that the pictures are sharp enough — from the view alone, so it can be tested.
 */
export interface SheetRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface DetailNeed {
  /** The part of the sheet to paint (the view widened by a margin, clamped to the sheet). */
  readonly rect: SheetRect;
  /** Pixels per point. */
  readonly scale: number;
}

export interface DetailView {
  /** The part of the sheet in view. */
  readonly visible: SheetRect;
  readonly sheet: { readonly width: number; readonly height: number };
  /** Device pixels per point on screen (the view's zoom × the device pixel ratio). */
  readonly screenScale: number;
  /** Pixels per point of the whole sheet's pictures. */
  readonly pictureScale: number;
  /** The detail already painted, if any. */
  readonly have: DetailNeed | null;
  /** The detail's pixel budget (the worker lowers the scale to it). */
  readonly maxPixels: number;
}

/** Finer than this many times the pictures' scale, a detail is worth its render. */
export const DETAIL_GAIN = 1.25;
/** Beyond this, more pixels per point show nothing more of a plan's lines (and cost a render). */
export const DETAIL_MAX_SCALE = 12;
/** Around the view, so that a small move shows the detail at once. */
const MARGIN = 0.15;

export function detailNeed(view: DetailView): DetailNeed | null {
  const { visible, sheet, pictureScale } = view;
  if (!(view.screenScale > pictureScale * DETAIL_GAIN)) return null;
  const seen = clamp(visible, sheet);
  if (!seen) return null;
  const mx = visible.width * MARGIN;
  const my = visible.height * MARGIN;
  const rect = clamp(
    { x: visible.x - mx, y: visible.y - my, width: visible.width + 2 * mx, height: visible.height + 2 * my },
    sheet,
  );
  if (!rect) return null;
  const scale = Math.min(view.screenScale, DETAIL_MAX_SCALE, Math.sqrt(view.maxPixels / (rect.width * rect.height)));
  if (!(scale > pictureScale * DETAIL_GAIN)) return null;
  const have = view.have;
  if (have && contains(have.rect, seen) && have.scale >= scale * 0.8) return null;
  return { rect, scale };
}

function clamp(r: SheetRect, sheet: { width: number; height: number }): SheetRect | null {
  const x0 = Math.max(0, r.x);
  const y0 = Math.max(0, r.y);
  const x1 = Math.min(sheet.width, r.x + r.width);
  const y1 = Math.min(sheet.height, r.y + r.height);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : null;
}

function contains(outer: SheetRect, inner: SheetRect): boolean {
  const e = 1e-6;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.width <= outer.x + outer.width + e &&
    inner.y + inner.height <= outer.y + outer.height + e
  );
}
