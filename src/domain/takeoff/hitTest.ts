/**
 * Picking measurements under the cursor and in a selection box, over thousands of them, without the DOM. The index
 * is a flatbush over each measurement's bounding box, rebuilt whenever the sheet's measurements change (5,000 boxes
 * take a few milliseconds; see scripts/bench-snap.ts): simpler than a dynamic tree, and as fast for these sizes.
 *
 * What a click picks: a stroke or a point within the tolerance, the topmost first (the last drawn is on top); only
 * when no stroke is in reach, a surface whose interior holds the cursor, the smallest first. A large slab drawn last
 * would otherwise swallow every click on the rooms inside it.
 */
import Flatbush from 'flatbush';
import { after, at } from './arrays';
import {
  boundingBox,
  distance,
  distanceToPolyline,
  pointInPolygon,
  rectContainsPoint,
  rectToRing,
  rectsIntersect,
  ringArea,
  segmentIntersection,
} from './geometry';
import type { VertexRef } from './commands';
import type { Measurement, Point, Rect, Ring } from './types';

/**
 * The outline and holes of a measurement as strokes: which rings it draws and whether each is closed (a count draws
 * none). Exported for what draws them, so that what is hit is what is drawn.
 */
export function strokes(m: Measurement): { ring: readonly Point[]; closed: boolean }[] {
  switch (m.kind) {
    case 'count':
      return [];
    case 'length':
    case 'wallArea':
      return [{ ring: m.points, closed: m.closed }];
    case 'area':
    case 'volume':
      return [m.points, ...m.holes].map((ring) => ({ ring, closed: true }));
  }
}

const hasInterior = (m: Measurement): m is Extract<Measurement, { holes: readonly Ring[] }> =>
  m.kind === 'area' || m.kind === 'volume';

function nearStroke(m: Measurement, p: Point, tolerance: number): boolean {
  if (m.kind === 'count') return m.points.some((q) => distance(p, q) <= tolerance);
  return strokes(m).some(({ ring, closed }) => distanceToPolyline(p, ring, closed) <= tolerance);
}

function segmentTouchesRect(a: Point, b: Point, rect: Rect): boolean {
  if (rectContainsPoint(rect, a) || rectContainsPoint(rect, b)) return true;
  const corners = rectToRing(rect);
  return corners.some((c, i) => segmentIntersection(a, b, c, after(corners, i)).kind !== 'none');
}

/** Any part of the measurement inside the rectangle (a right-to-left "crossing" box). */
function touchesRect(m: Measurement, rect: Rect): boolean {
  if (m.kind === 'count') return m.points.some((q) => rectContainsPoint(rect, q));
  for (const { ring, closed } of strokes(m)) {
    if (ring.length === 1 && rectContainsPoint(rect, at(ring, 0))) return true;
    const edges = closed && ring.length > 2 ? ring.length : ring.length - 1;
    for (let i = 0; i < edges; i++) if (segmentTouchesRect(at(ring, i), after(ring, i), rect)) return true;
  }
  // A box drawn entirely inside a room touches the room.
  return hasInterior(m) && pointInPolygon({ x: rect.minX, y: rect.minY }, m.points, m.holes) === 'inside';
}

export type BoxMode =
  /** Left to right in CAD convention: only what lies entirely inside the box. */
  | 'window'
  /** Right to left: everything the box touches. */
  | 'crossing';

export interface VertexHit {
  readonly id: string;
  readonly ref: VertexRef;
  readonly distance: number;
}

export class MeasurementIndex {
  private constructor(
    /** The measurements that have a position, in drawing order; item numbers in the tree are their indices. */
    private readonly measurements: readonly Measurement[],
    private readonly boxes: readonly Rect[],
    private readonly tree: Flatbush | null,
  ) {}

  /** `measurements` in drawing order: the last one is drawn on top. One without vertices cannot be picked. */
  static build(measurements: readonly Measurement[]): MeasurementIndex {
    const placed: Measurement[] = [];
    const boxes: Rect[] = [];
    for (const m of measurements) {
      const box = boundingBox(m.points);
      if (!box) continue;
      placed.push(m);
      boxes.push(box);
    }
    if (placed.length === 0) return new MeasurementIndex(placed, boxes, null);
    const tree = new Flatbush(placed.length);
    for (const box of boxes) tree.add(box.minX, box.minY, box.maxX, box.maxY);
    tree.finish();
    return new MeasurementIndex(placed, boxes, tree);
  }

  get size(): number {
    return this.measurements.length;
  }

  /** Item numbers whose box comes within `tolerance` of the point, topmost first. */
  private candidates(p: Point, tolerance: number): number[] {
    if (!this.tree) return [];
    return this.tree.search(p.x - tolerance, p.y - tolerance, p.x + tolerance, p.y + tolerance).sort((a, b) => b - a);
  }

  /** Every measurement under the point, in the order a click picks them (this module's header): for Tab cycling. */
  hitTestAll(p: Point, tolerance: number): string[] {
    const candidates = this.candidates(p, tolerance);
    const onStroke: string[] = [];
    const inside: { id: string; area: number; order: number }[] = [];
    for (const i of candidates) {
      const m = at(this.measurements, i);
      if (nearStroke(m, p, tolerance)) onStroke.push(m.id);
      else if (hasInterior(m) && pointInPolygon(p, m.points, m.holes) === 'inside') {
        inside.push({ id: m.id, area: ringArea(m.points), order: i });
      }
    }
    inside.sort((a, b) => a.area - b.area || b.order - a.order);
    return [...onStroke, ...inside.map((h) => h.id)];
  }

  /** The measurement a click at `p` selects, or null. `tolerance` in sheet units (a few screen pixels / zoom). */
  hitTest(p: Point, tolerance: number): string | null {
    return this.hitTestAll(p, tolerance)[0] ?? null;
  }

  /** The vertex nearest to `p` within `tolerance` (to drag it), the topmost measurement's on a tie. */
  hitVertex(p: Point, tolerance: number): VertexHit | null {
    let best: VertexHit | null = null;
    for (const i of this.candidates(p, tolerance)) {
      const m = at(this.measurements, i);
      const rings: (readonly Point[])[] = hasInterior(m) ? [m.points, ...m.holes] : [m.points];
      for (let r = 0; r < rings.length; r++) {
        const ring = at(rings, r);
        for (let index = 0; index < ring.length; index++) {
          const d = distance(p, at(ring, index));
          if (d <= tolerance && (!best || d < best.distance)) {
            best = { id: m.id, ref: r === 0 ? { index } : { hole: r - 1, index }, distance: d };
          }
        }
      }
    }
    return best;
  }

  /** Ids of the measurements selected by a box, in drawing order. */
  inBox(rect: Rect, mode: BoxMode = 'window'): string[] {
    if (!this.tree) return [];
    const found = this.tree.search(rect.minX, rect.minY, rect.maxX, rect.maxY).sort((a, b) => a - b);
    return found
      .filter((i) => {
        const box = at(this.boxes, i);
        if (mode === 'window') {
          return box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY;
        }
        return rectsIntersect(box, rect) && touchesRect(at(this.measurements, i), rect);
      })
      .map((i) => at(this.measurements, i).id);
  }
}
