/**
 * Carrying a previous indice's measurements onto its new indice (issue 27, item 4): every vertex through the
 * alignment's matrix (previous sheet space → new), and each carried measurement flagged « à vérifier » when a changed
 * region touches it, so that nothing measured on indice A is priced on indice B without a look where B changed.
 *
 * Touching is exact, not by bounding boxes: a region's box (grown by CARRY_TOLERANCE points) touches a count when it
 * holds one of its points, a line when one of its segments crosses it, a surface when one of its edges crosses it or
 * when the box lies inside the surface (a partition moved in the middle of a room) — not when it lies in a hole. Boxes
 * come first: only a measurement whose bounding box meets a region's is tested exactly, so 2,000 measurements × 50
 * regions cost 100,000 box tests and a few exact ones.
 */
import { applyToPoint, type Matrix, type Rect as PdfRect } from '../pdf/geometry';
import { pointInPolygon } from '../takeoff/geometry';
import type { Measurement, Point, Rect, RegionShape, Ring, Scale, ScaleRegion, SheetScales } from '../takeoff/types';
import type { ChangeRegion } from './types';

/** Points: how far from a changed region's box a measurement's line may pass and still be touched by it. */
export const CARRY_TOLERANCE = 3;

/**
 * Below this relative difference the alignment's scale is taken as 1 (a re-plot at the same scale): the estimate's own
 * noise (a few parts in 100,000) must not turn a sheet's 1:100 into 1:100,002.
 */
export const SAME_SCALE_TOLERANCE = 2e-4;

// ---------------------------------------------------------------------------------------------------------------
// The transform
// ---------------------------------------------------------------------------------------------------------------

export const transformPoint = (m: Matrix, p: Point): Point => {
  const [x, y] = applyToPoint(m, p.x, p.y);
  return { x, y };
};

/** The linear part only: a vector (a label's offset from its anchor) turns and scales but does not move. */
export const transformVector = (m: Matrix, v: Point): Point => ({
  x: m[0] * v.x + m[2] * v.y,
  y: m[1] * v.x + m[3] * v.y,
});

/** The uniform scale factor of a similarity: √|det|. */
export const scaleFactorOf = (m: Matrix): number => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));

/** A matrix that can carry geometry: finite, and not flattening the sheet. */
export function isUsableMatrix(m: Matrix): boolean {
  return m.length === 6 && m.every(Number.isFinite) && scaleFactorOf(m) > 1e-6;
}

const hasNoRotation = (m: Matrix) => Math.abs(m[1]) < 1e-12 && Math.abs(m[2]) < 1e-12;

function transformRing(m: Matrix, ring: readonly Point[]): Point[] {
  return ring.map((p) => transformPoint(m, p));
}

/**
 * The measurement's geometry and label offset on the new sheet; everything else as it was (the caller gives the new
 * row its id, sheet and `carried`).
 */
export function carriedGeometry(m: Measurement, matrix: Matrix): Measurement {
  const moved = {
    ...m,
    points: transformRing(matrix, m.points),
    ...('holes' in m ? { holes: m.holes.map((h) => transformRing(matrix, h)) } : {}),
    ...(m.labelOffset ? { labelOffset: transformVector(matrix, m.labelOffset) } : {}),
  };
  return moved as Measurement;
}

// ---------------------------------------------------------------------------------------------------------------
// Scales
// ---------------------------------------------------------------------------------------------------------------

/** A scale read on the previous sheet, as it reads on the new one (a sheet re-plotted larger needs fewer metres/pt). */
export function carriedScale(scale: Scale, matrix: Matrix): Scale {
  const s = scaleFactorOf(matrix);
  const same = Math.abs(s - 1) <= SAME_SCALE_TOLERANCE;
  if (scale.source.kind === 'calibration') {
    // The two points picked move with the sheet; the distance typed stays.
    return {
      metresPerUnit: same ? scale.metresPerUnit : scale.metresPerUnit / s,
      source: {
        ...scale.source,
        from: transformPoint(matrix, scale.source.from),
        to: transformPoint(matrix, scale.source.to),
      },
    };
  }
  if (same) return scale;
  return {
    metresPerUnit: scale.metresPerUnit / s,
    source: { kind: 'ratio', denominator: scale.source.denominator / s },
  };
}

function carriedShape(shape: RegionShape, matrix: Matrix): RegionShape {
  const ring =
    shape.kind === 'rect'
      ? [
          { x: shape.rect.minX, y: shape.rect.minY },
          { x: shape.rect.maxX, y: shape.rect.minY },
          { x: shape.rect.maxX, y: shape.rect.maxY },
          { x: shape.rect.minX, y: shape.rect.maxY },
        ]
      : shape.points;
  const moved = transformRing(matrix, ring);
  if (shape.kind === 'rect' && hasNoRotation(matrix)) {
    const xs = moved.map((p) => p.x);
    const ys = moved.map((p) => p.y);
    return {
      kind: 'rect',
      rect: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) },
    };
  }
  // A turned rectangle is no longer axis-aligned: its four corners as a polygon.
  return { kind: 'polygon', points: moved };
}

export function carriedRegion(region: ScaleRegion, matrix: Matrix, newId: string): ScaleRegion {
  return { ...region, id: newId, shape: carriedShape(region.shape, matrix), scale: carriedScale(region.scale, matrix) };
}

/**
 * The new sheet's scales after a carry-over: its own where it has them (a default set, regions drawn), else the
 * previous indice's through the alignment. Null when nothing changes.
 */
export function carriedScales(
  previous: SheetScales,
  current: SheetScales,
  matrix: Matrix,
  newId: () => string,
): SheetScales | null {
  const takeDefault = current.default === null && previous.default !== null;
  const takeRegions = current.regions.length === 0 && previous.regions.length > 0;
  if (!takeDefault && !takeRegions) return null;
  return {
    default: takeDefault && previous.default ? carriedScale(previous.default, matrix) : current.default,
    regions: takeRegions ? previous.regions.map((r) => carriedRegion(r, matrix, newId())) : current.regions,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Touching
// ---------------------------------------------------------------------------------------------------------------

/** A change region's box (PDF rectangle) grown by the tolerance, as the take-off's min/max rectangle. */
export function grownBox(box: PdfRect, tolerance = CARRY_TOLERANCE): Rect {
  return {
    minX: box.x - tolerance,
    minY: box.y - tolerance,
    maxX: box.x + box.width + tolerance,
    maxY: box.y + box.height + tolerance,
  };
}

const inBox = (p: Point, r: Rect) => p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY;

/** Whether segment ab meets the rectangle (Liang–Barsky clipping: the part of the segment inside is not empty). */
export function segmentTouchesBox(a: Point, b: Point, r: Rect): boolean {
  if (inBox(a, r) || inBox(b, r)) return true;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  return (
    clip(-dx, a.x - r.minX) && clip(dx, r.maxX - a.x) && clip(-dy, a.y - r.minY) && clip(dy, r.maxY - a.y) && t0 <= t1
  );
}

function polylineTouchesBox(points: readonly Point[], closed: boolean, r: Rect): boolean {
  const n = points.length;
  if (n === 1) return inBox(points[0] as Point, r);
  const edges = closed && n > 2 ? n : n - 1;
  for (let i = 0; i < edges; i++) {
    if (segmentTouchesBox(points[i] as Point, points[(i + 1) % n] as Point, r)) return true;
  }
  return false;
}

/** Whether a changed region (its grown box) touches a measurement's geometry (see the module's header). */
export function measurementTouchesBox(m: Measurement, r: Rect): boolean {
  switch (m.kind) {
    case 'count':
      return m.points.some((p) => inBox(p, r));
    case 'length':
    case 'wallArea':
      return polylineTouchesBox(m.points, m.closed, r);
    case 'area':
    case 'volume': {
      if (polylineTouchesBox(m.points, true, r)) return true;
      if (m.holes.some((h) => polylineTouchesBox(h, true, r))) return true;
      // No edge crosses the box: it lies wholly inside the surface, wholly outside it, or wholly in a hole.
      const corner = { x: r.minX, y: r.minY };
      return pointInPolygon(corner, m.points as Ring, m.holes) !== 'outside';
    }
  }
}

/** Work done by `touchingRegions`, for the test that keeps it from testing every pair exactly. */
export interface TouchStats {
  boxTests: number;
  exactTests: number;
}

function boundsOf(m: Measurement): Rect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of m.points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return minX <= maxX ? { minX, minY, maxX, maxY } : null;
}

/**
 * For each measurement (already on the new sheet), the ids of the regions that touch it, in the regions' order. The
 * holes of a surface lie inside its outline, so the outline's bounds are the measurement's.
 */
export function touchingRegions(
  measurements: readonly Measurement[],
  regions: readonly Pick<ChangeRegion, 'id' | 'box'>[],
  tolerance = CARRY_TOLERANCE,
  stats?: TouchStats,
): string[][] {
  const boxes = regions.map((region) => ({ id: region.id, box: grownBox(region.box, tolerance) }));
  return measurements.map((m) => {
    const bounds = boundsOf(m);
    if (!bounds) return [];
    const ids: string[] = [];
    for (const { id, box } of boxes) {
      if (stats) stats.boxTests++;
      if (bounds.minX > box.maxX || box.minX > bounds.maxX || bounds.minY > box.maxY || box.minY > bounds.maxY) {
        continue;
      }
      if (stats) stats.exactTests++;
      if (measurementTouchesBox(m, box)) ids.push(id);
    }
    return ids;
  });
}
