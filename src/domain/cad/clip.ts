/**
 * What a layout's viewport lets through (issue 28): its rectangle, narrowed by a non-rectangular clip's outline when
 * it has one, in page points. The PDF writer (pdf.ts) cuts model space's paths to it before writing them, so that
 * everything that reads the sheet's vectors — snapping, the element selection, the spatial index (../pdf/vectors.ts,
 * which reads no clipping path) — meets only what the sheet shows. The PDF's own clip (`re W n … W n`) stays for the
 * picture (line widths and texts at the edge).
 *
 * Exact, not by boxes: a segment is cut where it crosses the boundary, an arc (any affine image of the unit circle:
 * arcs, bulges, circles, ellipses) at the angles where it crosses it, solved on the unit circle. A filled area (a hatch,
 * a SOLID) becomes its part inside, whose boundary is its own edges inside plus the stretches of the clip's boundary
 * between them (its curved edges flattened within FILL_TOLERANCE_PT). A point on the boundary counts as inside.
 */
import type { Matrix } from '../pdf/geometry';

/** The flattening tolerance of a clipped fill's curved edges, page points (0.007 mm on paper). */
export const FILL_TOLERANCE_PT = 0.02;
const EPS = 1e-7;
const TWO_PI = 2 * Math.PI;

export interface ClipRect {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A polygon as x0, y0, x1, y1… (closed implicitly). */
export type Polygon = readonly number[];

/**
 * What cuts a path: a viewport's region (ClipRegion), or several regions at once (ClipStack: a clipped block reference
 * seen through a viewport, clipped references nested in each other). Coordinates are the caller's (page points in the
 * PDF writer, model space in the layer totals).
 */
export interface PathClip {
  contains(x: number, y: number): boolean;
  containsBox(minX: number, minY: number, maxX: number, maxY: number): boolean;
  missesBox(minX: number, minY: number, maxX: number, maxY: number): boolean;
  segment(ax: number, ay: number, bx: number, by: number): [number, number][];
  arc(unit: Matrix, start: number, sweep: number): [number, number][] | null;
  fill(rings: readonly Polygon[]): Polygon[];
}

export class ClipRegion implements PathClip {
  readonly rect: ClipRect;
  readonly outline: Polygon | null;
  /** Boundary edges (the rectangle's, then the outline's) as x1, y1, x2, y2 each. */
  readonly #edges: number[] = [];
  #polygon: Polygon | null = null;

  constructor(rect: ClipRect, outline?: Polygon) {
    this.rect = rect;
    this.outline = outline && outline.length >= 6 ? outline : null;
    const { minX, minY, maxX, maxY } = rect;
    this.#edges.push(minX, minY, maxX, minY, maxX, minY, maxX, maxY, maxX, maxY, minX, maxY, minX, maxY, minX, minY);
    const o = this.outline;
    if (o) {
      for (let i = 0; i < o.length; i += 2) {
        const j = (i + 2) % o.length;
        this.#edges.push(o[i] as number, o[i + 1] as number, o[j] as number, o[j + 1] as number);
      }
    }
  }

  /** Inside the rectangle and the outline (even-odd), the boundary included. */
  contains(x: number, y: number): boolean {
    const r = this.rect;
    if (x < r.minX - EPS || x > r.maxX + EPS || y < r.minY - EPS || y > r.maxY + EPS) return false;
    return this.outline === null || inPolygon(this.outline, x, y);
  }

  /** Whether a box lies wholly inside (then nothing in it needs cutting). */
  containsBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
    const r = this.rect;
    if (minX < r.minX || maxX > r.maxX || minY < r.minY || maxY > r.maxY) return false;
    const o = this.outline;
    if (o === null) return true;
    if (!inPolygon(o, minX, minY) || !inPolygon(o, maxX, minY) || !inPolygon(o, maxX, maxY)) return false;
    if (!inPolygon(o, minX, maxY)) return false;
    // The corners are inside: the box is, unless the outline enters it (a notch), which a vertex inside shows.
    for (let i = 0; i < o.length; i += 2) {
      const x = o[i] as number;
      const y = o[i + 1] as number;
      if (x > minX && x < maxX && y > minY && y < maxY) return false;
    }
    return true;
  }

  /** Whether a box lies wholly outside the rectangle (then nothing in it is shown). */
  missesBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
    const r = this.rect;
    return maxX < r.minX || minX > r.maxX || maxY < r.minY || minY > r.maxY;
  }

  /** The parts of segment a→b inside, as parameter intervals [t0, t1] of 0–1, in order, merged. */
  segment(ax: number, ay: number, bx: number, by: number): [number, number][] {
    const ts = [0, 1];
    const e = this.#edges;
    const dx = bx - ax;
    const dy = by - ay;
    for (let i = 0; i < e.length; i += 4) {
      const px = e[i] as number;
      const py = e[i + 1] as number;
      const qx = (e[i + 2] as number) - px;
      const qy = (e[i + 3] as number) - py;
      const den = dx * qy - dy * qx;
      if (Math.abs(den) < 1e-12) continue;
      const t = ((px - ax) * qy - (py - ay) * qx) / den;
      const u = ((px - ax) * dy - (py - ay) * dx) / den;
      if (t > 0 && t < 1 && u >= -EPS && u <= 1 + EPS) ts.push(t);
    }
    return this.#inside(ts, (t) => [ax + dx * t, ay + dy * t]);
  }

  /**
   * The parts inside of the arc `unit` maps the unit circle to (page points), from angle `start` sweeping `sweep`
   * (signed), as fractions [f0, f1] of the sweep, in order, merged. Null when the map is singular (not cut).
   */
  arc(unit: Matrix, start: number, sweep: number): [number, number][] | null {
    const [a, b, c, d, e0, f0] = unit;
    const det = a * d - b * c;
    if (!(Math.abs(det) > 1e-18)) return null;
    // Page → unit circle space.
    const ia = d / det;
    const ib = -b / det;
    const ic = -c / det;
    const id = a / det;
    const toUnit = (x: number, y: number): [number, number] => {
      const u = x - e0;
      const v = y - f0;
      return [ia * u + ic * v, ib * u + id * v];
    };
    const fs = [0, 1];
    const span = Math.abs(sweep);
    const sign = sweep < 0 ? -1 : 1;
    const e = this.#edges;
    for (let i = 0; i < e.length; i += 4) {
      const [px, py] = toUnit(e[i] as number, e[i + 1] as number);
      const [qx, qy] = toUnit(e[i + 2] as number, e[i + 3] as number);
      const dx = qx - px;
      const dy = qy - py;
      const A = dx * dx + dy * dy;
      if (A < 1e-30) continue;
      const B = 2 * (px * dx + py * dy);
      const C = px * px + py * py - 1;
      const disc = B * B - 4 * A * C;
      if (disc < 0) continue;
      const root = Math.sqrt(disc);
      for (const u of [(-B - root) / (2 * A), (-B + root) / (2 * A)]) {
        if (u < -EPS || u > 1 + EPS) continue;
        const theta = Math.atan2(py + dy * u, px + dx * u);
        const offset = (((sign * (theta - start)) % TWO_PI) + TWO_PI) % TWO_PI;
        const f = offset / span;
        if (f > 0 && f < 1) fs.push(f);
      }
    }
    return this.#inside(fs, (f) => {
      const angle = start + sweep * f;
      const x = Math.cos(angle);
      const y = Math.sin(angle);
      return [a * x + c * y + e0, b * x + d * y + f0];
    });
  }

  #inside(params: number[], at: (t: number) => [number, number]): [number, number][] {
    params.sort((p, q) => p - q);
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < params.length; i++) {
      const t0 = params[i] as number;
      const t1 = params[i + 1] as number;
      if (t1 - t0 < 1e-12) continue;
      const [x, y] = at((t0 + t1) / 2);
      if (!this.contains(x, y)) continue;
      const last = out[out.length - 1];
      if (last && Math.abs(last[1] - t0) < 1e-12) last[1] = t1;
      else out.push([t0, t1]);
    }
    return out;
  }

  /** The region as one polygon: the outline cut to the rectangle (Sutherland–Hodgman: the rectangle is convex). */
  polygon(): Polygon {
    if (this.#polygon) return this.#polygon;
    const { minX, minY, maxX, maxY } = this.rect;
    let poly: number[] = this.outline ? [...this.outline] : [minX, minY, maxX, minY, maxX, maxY, minX, maxY];
    if (this.outline) {
      const sides: [(x: number, y: number) => number][] = [
        [(x) => x - minX],
        [(x) => maxX - x],
        [(_x, y) => y - minY],
        [(_x, y) => maxY - y],
      ];
      for (const [side] of sides) {
        const next: number[] = [];
        for (let i = 0; i < poly.length; i += 2) {
          const j = (i + 2) % poly.length;
          const [x1, y1, x2, y2] = [poly[i], poly[i + 1], poly[j], poly[j + 1]] as [number, number, number, number];
          const s1 = side(x1, y1);
          const s2 = side(x2, y2);
          if (s1 >= 0) next.push(x1, y1);
          if (s1 >= 0 !== s2 >= 0) {
            const t = s1 / (s1 - s2);
            next.push(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t);
          }
        }
        poly = next;
        if (poly.length < 6) break;
      }
    }
    this.#polygon = poly;
    return poly;
  }

  /**
   * A filled area (its closed rings, filled even-odd) cut to the region: rings whose even-odd fill is the area's
   * inside the region. A ring crossing the boundary keeps its stretches inside and follows the boundary between them;
   * a ring wholly outside is dropped; then, since what a changed ring adds or takes lies outside the region and is
   * therefore the same everywhere inside it, one test point tells whether the region's own outline must be added.
   */
  fill(rings: readonly Polygon[]): Polygon[] {
    const region = this.polygon();
    if (region.length < 6) return [];
    const out: Polygon[] = [];
    for (const ring of rings) {
      if (ring.length < 6) continue;
      const cut = this.#cutRing(ring, region);
      if (cut) out.push(cut);
    }
    const probe = interiorPoint(region);
    if (probe && parity(rings, probe[0], probe[1]) !== parity(out, probe[0], probe[1])) out.push(region);
    return out;
  }

  #cutRing(ring: Polygon, region: Polygon): Polygon | null {
    // Crossings: position along the ring (edge index + t) and along the region's perimeter (edge index + u).
    const crossings: { at: number; along: number; x: number; y: number }[] = [];
    const n = ring.length / 2;
    const m = region.length / 2;
    for (let i = 0; i < n; i++) {
      const ax = ring[2 * i] as number;
      const ay = ring[2 * i + 1] as number;
      const dx = (ring[(2 * i + 2) % ring.length] as number) - ax;
      const dy = (ring[(2 * i + 3) % ring.length] as number) - ay;
      for (let j = 0; j < m; j++) {
        const px = region[2 * j] as number;
        const py = region[2 * j + 1] as number;
        const qx = (region[(2 * j + 2) % region.length] as number) - px;
        const qy = (region[(2 * j + 3) % region.length] as number) - py;
        const den = dx * qy - dy * qx;
        if (Math.abs(den) < 1e-12) continue;
        const t = ((px - ax) * qy - (py - ay) * qx) / den;
        const u = ((px - ax) * dy - (py - ay) * dx) / den;
        if (t >= 0 && t < 1 && u >= 0 && u < 1)
          crossings.push({ at: i + t, along: j + u, x: ax + dx * t, y: ay + dy * t });
      }
    }
    if (crossings.length === 0) return this.contains(ring[0] as number, ring[1] as number) ? ring : null;
    crossings.sort((p, q) => p.at - q.at);
    const ringPoint = (at: number): [number, number] => {
      const i = Math.floor(at) % n;
      const t = at - Math.floor(at);
      const j = (i + 1) % n;
      const x = ring[2 * i] as number;
      const y = ring[2 * i + 1] as number;
      return [x + ((ring[2 * j] as number) - x) * t, y + ((ring[2 * j + 1] as number) - y) * t];
    };
    const out: number[] = [];
    for (let k = 0; k < crossings.length; k++) {
      const from = crossings[k] as (typeof crossings)[number];
      const to = crossings[(k + 1) % crossings.length] as (typeof crossings)[number];
      const end = k + 1 < crossings.length ? to.at : to.at + n;
      out.push(from.x, from.y);
      const [mx, my] = ringPoint((from.at + end) / 2);
      if (this.contains(mx, my)) {
        // The ring's own vertices between the two crossings.
        for (let v = Math.floor(from.at) + 1; v <= Math.floor(end - 1e-12); v++) {
          const i = v % n;
          out.push(ring[2 * i] as number, ring[2 * i + 1] as number);
        }
      } else {
        // Along the region's boundary, forward, from one crossing to the next.
        const stop = to.along > from.along ? to.along : to.along + m;
        for (let v = Math.floor(from.along) + 1; v <= Math.floor(stop - 1e-12); v++) {
          const j = v % m;
          out.push(region[2 * j] as number, region[2 * j + 1] as number);
        }
      }
    }
    return out.length >= 6 ? out : null;
  }
}

/** A clip by a polygon alone: its bounding box as the rectangle. */
export function polygonRegion(polygon: Polygon): ClipRegion {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < polygon.length; i += 2) {
    const x = polygon[i] as number;
    const y = polygon[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return new ClipRegion({ minX, minY, maxX, maxY }, polygon);
}

interface StackPart {
  readonly region: ClipRegion;
  /** An inverted part shows what lies outside its region (XCLIP's inverted clip). */
  readonly inverted: boolean;
}

/**
 * Several clips at once: what every part lets through (a point inside each non-inverted part and outside each
 * inverted one). A segment or an arc keeps the intersection of each part's intervals (an inverted part's complement);
 * a fill is cut by each part in turn — an inverted part by even-odd: the area A without P is A's rings plus those of
 * A ∩ P (A xor (A ∩ P)).
 */
export class ClipStack implements PathClip {
  readonly parts: readonly StackPart[];

  constructor(parts: readonly StackPart[]) {
    this.parts = parts;
  }

  contains(x: number, y: number): boolean {
    for (const { region, inverted } of this.parts) if (region.contains(x, y) === inverted) return false;
    return true;
  }

  containsBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
    for (const { region, inverted } of this.parts) {
      const ok = inverted ? region.missesBox(minX, minY, maxX, maxY) : region.containsBox(minX, minY, maxX, maxY);
      if (!ok) return false;
    }
    return true;
  }

  missesBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
    for (const { region, inverted } of this.parts) {
      if (inverted ? region.containsBox(minX, minY, maxX, maxY) : region.missesBox(minX, minY, maxX, maxY)) return true;
    }
    return false;
  }

  segment(ax: number, ay: number, bx: number, by: number): [number, number][] {
    let kept: [number, number][] = [[0, 1]];
    for (const { region, inverted } of this.parts) {
      const own = region.segment(ax, ay, bx, by);
      kept = intersectIntervals(kept, inverted ? complementIntervals(own) : own);
      if (kept.length === 0) break;
    }
    return kept;
  }

  arc(unit: Matrix, start: number, sweep: number): [number, number][] | null {
    let kept: [number, number][] = [[0, 1]];
    for (const { region, inverted } of this.parts) {
      const own = region.arc(unit, start, sweep);
      if (own === null) continue;
      kept = intersectIntervals(kept, inverted ? complementIntervals(own) : own);
      if (kept.length === 0) break;
    }
    return kept;
  }

  fill(rings: readonly Polygon[]): Polygon[] {
    let out: Polygon[] = [...rings];
    for (const { region, inverted } of this.parts) {
      out = inverted ? [...out, ...region.fill(out)] : region.fill(out);
      if (out.length === 0) break;
    }
    return out;
  }
}

/** `outer` (null: nothing) narrowed to a polygon, or to what lies outside it when `inverted`. */
export function narrowClip(outer: PathClip | null, polygon: Polygon, inverted: boolean): PathClip {
  const region = polygonRegion(polygon);
  if (outer === null && !inverted) return region;
  const parts: StackPart[] =
    outer === null
      ? []
      : outer instanceof ClipStack
        ? [...outer.parts]
        : [{ region: outer as ClipRegion, inverted: false }];
  return new ClipStack([...parts, { region, inverted }]);
}

function complementIntervals(intervals: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let at = 0;
  for (const [t0, t1] of intervals) {
    if (t0 > at + 1e-12) out.push([at, t0]);
    at = Math.max(at, t1);
  }
  if (at < 1 - 1e-12) out.push([at, 1]);
  return out;
}

function intersectIntervals(a: readonly [number, number][], b: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [a0, a1] = a[i] as [number, number];
    const [b0, b1] = b[j] as [number, number];
    const lo = Math.max(a0, b0);
    const hi = Math.min(a1, b1);
    if (hi - lo > 1e-12) out.push([lo, hi]);
    if (a1 < b1) i++;
    else j++;
  }
  return out;
}

/** Even-odd point in polygon, a point within EPS of an edge counted inside. */
export function inPolygon(poly: Polygon, x: number, y: number): boolean {
  const n = poly.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    if (onSegment(x, y, poly[j] as number, poly[j + 1] as number, poly[i] as number, poly[i + 1] as number))
      return true;
  }
  return oddCrossings(poly, x, y);
}

/** Calls `at` with the x of each crossing of the ring's edges by the horizontal line at `y` (vertices counted once). */
function eachCrossing(ring: Polygon, y: number, at: (x: number) => void): void {
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i] as number;
    const yi = ring[i + 1] as number;
    const xj = ring[j] as number;
    const yj = ring[j + 1] as number;
    if (yi > y !== yj > y) at(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
}

/** Whether the ray from (x, y) towards +x crosses the ring an odd number of times. */
function oddCrossings(ring: Polygon, x: number, y: number): boolean {
  let odd = false;
  eachCrossing(ring, y, (cx) => {
    if (x < cx) odd = !odd;
  });
  return odd;
}

function onSegment(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return Math.abs(x - ax) < EPS && Math.abs(y - ay) < EPS;
  const t = ((x - ax) * dx + (y - ay) * dy) / len2;
  if (t < 0 || t > 1) return false;
  const cx = ax + dx * t - x;
  const cy = ay + dy * t - y;
  return cx * cx + cy * cy < EPS * EPS;
}

/** Even-odd over several rings. */
function parity(rings: readonly Polygon[], x: number, y: number): boolean {
  let odd = false;
  for (const ring of rings) if (oddCrossings(ring, x, y)) odd = !odd;
  return odd;
}

/** A point inside a polygon: on a line between its two lowest vertex heights, between its first two crossings. */
function interiorPoint(poly: Polygon): [number, number] | null {
  const ys = [...new Set(poly.filter((_, i) => i % 2 === 1))].sort((a, b) => a - b);
  for (let k = 0; k + 1 < ys.length; k++) {
    const y = ((ys[k] as number) + (ys[k + 1] as number)) / 2;
    const xs: number[] = [];
    eachCrossing(poly, y, (x) => xs.push(x));
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      if ((xs[i + 1] as number) - (xs[i] as number) > 1e-9) return [((xs[i] as number) + (xs[i + 1] as number)) / 2, y];
    }
  }
  return null;
}
