/**
 * Where a measurement's label belongs on the plan, in sheet space: inside a surface (not at a centroid that falls in
 * the courtyard of an L- or U-shaped room), at the middle of a line's longest stretch, beside a count's first point.
 */
import { centroid, distance, pointInPolygon } from '../takeoff/geometry';
import type { Measurement, Point, Ring } from '../takeoff/types';

/**
 * A point well inside a polygon with holes. The area centroid when it is inside; else, on the horizontal line through
 * the centroid (then through the bounding box's middle), the middle of the widest inside stretch — the scanline rule,
 * cheap and always inside for a simple polygon with some area.
 */
export function interiorPoint(ring: Ring, holes: readonly Ring[] = []): Point {
  const c = centroid(ring, holes);
  if (ring.length < 3) return c;
  if (pointInPolygon(c, ring, holes) === 'inside') return c;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of ring) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const lines = [c.y, (minY + maxY) / 2, minY + (maxY - minY) / 4, minY + (3 * (maxY - minY)) / 4];
  let best: { readonly at: Point; readonly width: number } | null = null;
  for (const y of lines) {
    const xs: number[] = [];
    for (const r of [ring, ...holes]) {
      for (let i = 0; i < r.length; i++) {
        const a = r[i] as Point;
        const b = r[(i + 1) % r.length] as Point;
        // Half-open on y, so a vertex on the line is counted once.
        if (a.y <= y !== b.y <= y) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
      }
    }
    xs.sort((u, v) => u - v);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const width = (xs[i + 1] as number) - (xs[i] as number);
      if (best === null || width > best.width)
        best = { at: { x: ((xs[i] as number) + (xs[i + 1] as number)) / 2, y }, width };
    }
  }
  return best?.at ?? c;
}

/** The middle of the longest segment of a polyline (closed adds the last → first edge). */
export function longestSegmentMiddle(points: readonly Point[], closed: boolean): Point {
  const first = points[0];
  if (first === undefined) return { x: 0, y: 0 };
  let best = { at: first, length: -1 };
  const n = points.length;
  const edges = closed && n > 2 ? n : n - 1;
  for (let i = 0; i < edges; i++) {
    const a = points[i] as Point;
    const b = points[(i + 1) % n] as Point;
    const length = distance(a, b);
    if (length > best.length) best = { at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, length };
  }
  return best.at;
}

/** The point a measurement's label is placed around (before any offset the person gave it). */
export function labelAnchor(m: Measurement): Point {
  switch (m.kind) {
    case 'area':
    case 'volume':
      return interiorPoint(m.points, m.holes);
    case 'length':
    case 'wallArea':
      return longestSegmentMiddle(m.points, m.closed);
    case 'count':
      return m.points[0] ?? { x: 0, y: 0 };
  }
}
