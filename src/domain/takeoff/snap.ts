/**
 * Snapping to a sheet's vector geometry. The PDF engine hands over the sheet's segments as one Float32Array of
 * x1, y1, x2, y2 quads in sheet space; a static R-tree (flatbush) over their boxes answers "what is near the cursor"
 * in microseconds on a 70k-segment plan. The index is a single ArrayBuffer: build it in the worker that extracted the
 * segments, transfer both buffers, and rebuild the object on the main thread with `SegmentIndex.fromData` at no cost.
 *
 * Priority, as CAD users know it: endpoint > intersection > midpoint > nearest point on a segment. Every candidate
 * must lie within the snap radius of the cursor; the kind with the highest priority that has one wins, and within a
 * kind the nearest candidate wins (equal distances: the segment drawn first). A strict priority rather than a
 * weighted distance keeps snapping predictable: with the radius a few screen pixels wide, the user aims at a corner
 * and gets the corner, not the edge running into it.
 */
import Flatbush from 'flatbush';
import { at } from './arrays';
import { closestPointOnSegment, distance, rectFromCorners, rectsIntersect, segmentIntersection } from './geometry';
import type { Point } from './types';

export type SnapKind = 'endpoint' | 'intersection' | 'midpoint' | 'nearest';

/** Highest priority first. */
export const SNAP_PRIORITY: readonly SnapKind[] = ['endpoint', 'intersection', 'midpoint', 'nearest'];

export interface SnapResult {
  readonly kind: SnapKind;
  readonly point: Point;
  /** From the cursor, in sheet units. */
  readonly distance: number;
  /** Indices of the segments that make the snap (two for an intersection). */
  readonly segments: readonly number[];
}

export interface SnapOptions {
  /** False turns snapping off (the key the user holds or toggles). Default true. */
  readonly enabled?: boolean;
  /** Kinds to leave out; every kind is on by default. */
  readonly kinds?: Readonly<Partial<Record<SnapKind, boolean>>>;
  /** Hidden layers do not snap: return false for segments the user cannot see. */
  readonly isSegmentVisible?: (index: number) => boolean;
}

/**
 * Intersections are found among the segments near the cursor, pair by pair. In a dense hatch dozens of segments may
 * be within reach; the nearest ones are where the user aims, so the pairing stops at this many.
 */
export const MAX_INTERSECTION_SEGMENTS = 48;

/** flatbush's node size: 16 is its default and measured fastest for point queries here. */
const NODE_SIZE = 16;

export class SegmentIndex {
  private constructor(
    /** x1, y1, x2, y2 per segment, in sheet space. */
    readonly segments: Float32Array,
    private readonly tree: Flatbush | null,
  ) {}

  /** Builds the index; segments are boxed in Float32 like their coordinates, so no box is rounded smaller. */
  static build(segments: Float32Array): SegmentIndex {
    if (segments.length % 4 !== 0) throw new RangeError('Segments come as x1, y1, x2, y2 quads');
    const count = segments.length / 4;
    if (count === 0) return new SegmentIndex(segments, null);
    const tree = new Flatbush(count, NODE_SIZE, Float32Array);
    for (let i = 0; i < segments.length; i += 4) {
      const x1 = at(segments, i);
      const y1 = at(segments, i + 1);
      const x2 = at(segments, i + 2);
      const y2 = at(segments, i + 3);
      tree.add(Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2));
    }
    tree.finish();
    return new SegmentIndex(segments, tree);
  }

  /** Rebuilds an index from `data` (transferred from a worker) and the same segments it was built on. */
  static fromData(data: ArrayBuffer | null, segments: Float32Array): SegmentIndex {
    if (data === null) return new SegmentIndex(segments, null);
    const tree = Flatbush.from(data);
    if (tree.numItems * 4 !== segments.length) throw new RangeError('The index was built on other segments');
    return new SegmentIndex(segments, tree);
  }

  /** The index's bytes, to transfer; null for a sheet without vectors (a scan). */
  get data(): ArrayBuffer | null {
    return this.tree ? (this.tree.data as ArrayBuffer) : null;
  }

  get count(): number {
    return this.segments.length / 4;
  }

  segment(index: number): { a: Point; b: Point } {
    const s = this.segments;
    const i = index * 4;
    return { a: { x: at(s, i), y: at(s, i + 1) }, b: { x: at(s, i + 2), y: at(s, i + 3) } };
  }

  /** Indices of the segments passing within `radius` of `point`, nearest first. */
  near(point: Point, radius: number, isVisible?: (index: number) => boolean): number[] {
    if (!this.tree) return [];
    const candidates = this.tree.search(
      point.x - radius,
      point.y - radius,
      point.x + radius,
      point.y + radius,
      isVisible,
    );
    const found: { index: number; d: number }[] = [];
    for (const index of candidates) {
      const { a, b } = this.segment(index);
      const d = closestPointOnSegment(point, a, b).distance;
      if (d <= radius) found.push({ index, d });
    }
    return found.sort((u, v) => u.d - v.d || u.index - v.index).map((f) => f.index);
  }

  /** The best snap within `radius` of `point`, or null (see the priority in this module's header). */
  snap(point: Point, radius: number, options: SnapOptions = {}): SnapResult | null {
    if (options.enabled === false || !(radius > 0)) return null;
    const on = (kind: SnapKind) => options.kinds?.[kind] !== false;
    const near = this.near(point, radius, options.isSegmentVisible);
    if (near.length === 0) return null;

    // A holder, not a `let`: TypeScript does not see assignments made inside the closure.
    const found: { best: SnapResult | null } = { best: null };
    const offer = (kind: SnapKind, candidate: Point, segments: readonly number[]) => {
      const d = distance(point, candidate);
      if (d <= radius && (!found.best || d < found.best.distance)) {
        found.best = { kind, point: candidate, distance: d, segments };
      }
    };

    if (on('endpoint')) {
      for (const index of near) {
        const { a, b } = this.segment(index);
        offer('endpoint', a, [index]);
        offer('endpoint', b, [index]);
      }
      if (found.best) return found.best;
    }
    if (on('intersection')) {
      const pool = near.slice(0, MAX_INTERSECTION_SEGMENTS).map((index) => {
        const { a, b } = this.segment(index);
        return { index, a, b, box: rectFromCorners(a, b) };
      });
      for (let i = 0; i < pool.length; i++) {
        const s = at(pool, i);
        for (let j = i + 1; j < pool.length; j++) {
          const t = at(pool, j);
          // Most pairs in a hatch are parallel neighbours whose boxes never meet: skip them before the exact test.
          if (!rectsIntersect(s.box, t.box)) continue;
          const hit = segmentIntersection(s.a, s.b, t.a, t.b);
          if (hit.kind === 'point') offer('intersection', hit.point, [s.index, t.index]);
        }
      }
      if (found.best) return found.best;
    }
    if (on('midpoint')) {
      for (const index of near) {
        const { a, b } = this.segment(index);
        offer('midpoint', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, [index]);
      }
      if (found.best) return found.best;
    }
    if (on('nearest')) {
      const index = at(near, 0);
      const { a, b } = this.segment(index);
      offer('nearest', closestPointOnSegment(point, a, b).point, [index]);
    }
    return found.best;
  }
}

/** The eight directions of 45° steps as exact unit vectors: cos(π/2) is 6e-17, not 0, and a wall must stay level. */
const DIRECTIONS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: Math.SQRT1_2, y: Math.SQRT1_2 },
  { x: 0, y: 1 },
  { x: -Math.SQRT1_2, y: Math.SQRT1_2 },
  { x: -1, y: 0 },
  { x: -Math.SQRT1_2, y: -Math.SQRT1_2 },
  { x: 0, y: -1 },
  { x: Math.SQRT1_2, y: -Math.SQRT1_2 },
];

/**
 * Shift while drawing: the point constrained to the nearest multiple of 45° around `prev`, at the length of its
 * projection on that direction (as ortho mode does in CAD), so the cursor's distance along the wall is kept.
 */
export function constrainAngle(prev: Point, point: Point): Point {
  const dx = point.x - prev.x;
  const dy = point.y - prev.y;
  if (dx === 0 && dy === 0) return prev;
  const octant = (Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8;
  const u = at(DIRECTIONS, octant);
  const length = dx * u.x + dy * u.y;
  return { x: prev.x + length * u.x, y: prev.y + length * u.y };
}
