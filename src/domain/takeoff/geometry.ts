/**
 * Plane geometry in sheet space (PDF points, y down) and the SI quantities built on it.
 *
 * Numeric care: sheets are up to ~3,000 pt wide while a snapped vertex may sit a fraction of a point from its
 * neighbour, so sums use compensated (Neumaier) addition and the shoelace formula is evaluated relative to the first
 * vertex — multiplying absolute coordinates of 3,000 pt loses about seven significant digits to cancellation. "On a
 * line" and "the same point" mean within GEOMETRY_EPSILON, a distance, so the tolerance does not depend on where on
 * the sheet the shape is.
 */
import { after, at, last } from './arrays';
import { fail, ok, type Opening, type Point, type Rect, type Result, type Ring } from './types';

/** Sheet units (PDF points): 1e-6 pt is 0.35 nm on paper, far below any drawing precision but above float noise. */
export const GEOMETRY_EPSILON = 1e-6;

/** Compensated sum: exact to the last bit for the magnitudes of a take-off, where naive summation drifts. */
export function preciseSum(values: Iterable<number>): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const t = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - t + value : value - t + sum;
    sum = t;
  }
  return sum + compensation;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function samePoint(a: Point, b: Point): boolean {
  return distance(a, b) <= GEOMETRY_EPSILON;
}

/** Sum of the segment lengths; `closed` adds the edge from the last point back to the first. */
export function polylineLength(points: readonly Point[], closed = false): number {
  const lengths: number[] = [];
  for (let i = 1; i < points.length; i++) lengths.push(distance(at(points, i - 1), at(points, i)));
  if (closed && points.length > 2) lengths.push(distance(last(points), at(points, 0)));
  return preciseSum(lengths);
}

/**
 * Shoelace area with its sign. Sheet space has y pointing down, so a ring that runs clockwise on screen is positive.
 * Evaluated relative to the first vertex: the cross products stay as small as the shape, not as large as the sheet.
 */
export function signedArea(ring: Ring): number {
  const n = ring.length;
  if (n < 3) return 0;
  const origin = at(ring, 0);
  const terms: number[] = [];
  for (let i = 1; i < n - 1; i++) {
    const a = at(ring, i);
    const b = at(ring, i + 1);
    terms.push((a.x - origin.x) * (b.y - origin.y) - (b.x - origin.x) * (a.y - origin.y));
  }
  return preciseSum(terms) / 2;
}

export function ringArea(ring: Ring): number {
  return Math.abs(signedArea(ring));
}

export function boundingBox(points: readonly Point[]): Rect | null {
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

export function rectsIntersect(a: Rect, b: Rect): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

export function rectContainsPoint(rect: Rect, p: Point): boolean {
  return p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY;
}

export function rectToRing(rect: Rect): Ring {
  return [
    { x: rect.minX, y: rect.minY },
    { x: rect.maxX, y: rect.minY },
    { x: rect.maxX, y: rect.maxY },
    { x: rect.minX, y: rect.maxY },
  ];
}

/** The rectangle spanned by two corners in any order (a drag from either corner). */
export function rectFromCorners(a: Point, b: Point): Rect {
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/**
 * Area-weighted centroid of a polygon with holes, where a label sits. A ring of (near) zero area has no area centroid;
 * the mean of its vertices is the honest fallback.
 */
export function centroid(ring: Ring, holes: readonly Ring[] = []): Point {
  if (ring.length === 0) return { x: 0, y: 0 };
  const origin = at(ring, 0);
  let weight = 0;
  let cx = 0;
  let cy = 0;
  const add = (r: Ring, sign: 1 | -1) => {
    const area = signedArea(r);
    if (area === 0) return;
    // Each ring's own centroid, weighted by its unsigned area; holes weigh negatively.
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < r.length; i++) {
      const a = at(r, i);
      const b = after(r, i);
      const ax = a.x - origin.x;
      const ay = a.y - origin.y;
      const bx = b.x - origin.x;
      const by = b.y - origin.y;
      const cross = ax * by - bx * ay;
      sx += (ax + bx) * cross;
      sy += (ay + by) * cross;
    }
    const w = sign * Math.abs(area);
    weight += w;
    cx += (w * sx) / (6 * area);
    cy += (w * sy) / (6 * area);
  };
  add(ring, 1);
  for (const hole of holes) add(hole, -1);
  let extent = 0;
  for (const p of ring) extent = Math.max(extent, Math.abs(p.x - origin.x) + Math.abs(p.y - origin.y));
  // Area over extent is the shape's thickness: below GEOMETRY_EPSILON it is a line, and its centroid is noise.
  if (Math.abs(weight) <= GEOMETRY_EPSILON * Math.max(1, extent)) {
    const n = ring.length;
    return {
      x: preciseSum(ring.map((p) => p.x)) / n,
      y: preciseSum(ring.map((p) => p.y)) / n,
    };
  }
  return { x: origin.x + cx / weight, y: origin.y + cy / weight };
}

export interface ClosestPoint {
  readonly point: Point;
  /** Position along the segment, 0 at `a`, 1 at `b`. */
  readonly t: number;
  readonly distance: number;
}

export function closestPointOnSegment(p: Point, a: Point, b: Point): ClosestPoint {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return { point: a, t: 0, distance: distance(p, a) };
  const t = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  const point = t === 0 ? a : t === 1 ? b : { x: a.x + t * dx, y: a.y + t * dy };
  return { point, t, distance: distance(p, point) };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return closestPointOnSegment(p, a, b).distance;
}

/** Smallest distance from `p` to a polyline's strokes (closed: including the closing edge). */
export function distanceToPolyline(p: Point, points: readonly Point[], closed = false): number {
  if (points.length === 1) return distance(p, at(points, 0));
  let best = Infinity;
  const edges = closed && points.length > 2 ? points.length : points.length - 1;
  for (let i = 0; i < edges; i++) {
    const d = distanceToSegment(p, at(points, i), after(points, i));
    if (d < best) best = d;
  }
  return best;
}

/** -1, 0 or 1: which side of the line a→b `c` lies on, 0 when within GEOMETRY_EPSILON of the line. */
function side(a: Point, b: Point, c: Point): -1 | 0 | 1 {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return distance(a, c) <= GEOMETRY_EPSILON ? 0 : 1;
  // Relative to `a` so the product stays small; divided by the length it is c's distance to the line.
  const cross = (dx * (c.y - a.y) - dy * (c.x - a.x)) / length;
  if (Math.abs(cross) <= GEOMETRY_EPSILON) return 0;
  return cross > 0 ? 1 : -1;
}

export type SegmentIntersection =
  | { readonly kind: 'none' }
  /**
   * One common point. `t` and `u` locate it on the first and the second segment (0…1). `proper` is true when both
   * segments cross through each other's interior, false when one merely touches the other (a T or an L).
   */
  | { readonly kind: 'point'; readonly point: Point; readonly t: number; readonly u: number; readonly proper: boolean }
  /** Collinear segments sharing a stretch from `from` to `to`. */
  | { readonly kind: 'overlap'; readonly from: Point; readonly to: Point };

const NO_INTERSECTION: SegmentIntersection = { kind: 'none' };

function parameterOn(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  return lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
}

const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** Intersection of segments a–b and c–d, with touching and collinear overlaps told apart. */
export function segmentIntersection(a: Point, b: Point, c: Point, d: Point): SegmentIntersection {
  // A zero-length segment is a point: the side tests below need a line to measure against.
  if (samePoint(a, b) || samePoint(c, d)) {
    const [dot, from, to, flipped] = samePoint(a, b) ? [a, c, d, false] : [c, a, b, true];
    const on = closestPointOnSegment(dot, from, to);
    if (on.distance > GEOMETRY_EPSILON) return NO_INTERSECTION;
    return { kind: 'point', point: dot, t: flipped ? on.t : 0, u: flipped ? 0 : on.t, proper: false };
  }
  const s1 = side(c, d, a);
  const s2 = side(c, d, b);
  if (s1 !== 0 && s1 === s2) return NO_INTERSECTION;
  const s3 = side(a, b, c);
  const s4 = side(a, b, d);
  if (s3 !== 0 && s3 === s4) return NO_INTERSECTION;

  if (s1 === 0 && s2 === 0 && s3 === 0 && s4 === 0) {
    // Collinear: intersect the parameter intervals along a–b.
    const tc = parameterOn(c, a, b);
    const td = parameterOn(d, a, b);
    const lo = Math.max(0, Math.min(tc, td));
    const hi = Math.min(1, Math.max(tc, td));
    const length = distance(a, b);
    if ((hi - lo) * length < -GEOMETRY_EPSILON) return NO_INTERSECTION;
    const pointAt = (t: number): Point =>
      t <= 0 ? a : t >= 1 ? b : { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
    if ((hi - lo) * length <= GEOMETRY_EPSILON) {
      const point = pointAt(clamp01((lo + hi) / 2));
      return { kind: 'point', point, t: parameterOn(point, a, b), u: clamp01(parameterOn(point, c, d)), proper: false };
    }
    return { kind: 'overlap', from: pointAt(lo), to: pointAt(hi) };
  }

  // An endpoint on the other segment's line is returned as is: recomputing it would add rounding to an exact vertex.
  let point: Point;
  if (s1 === 0) point = a;
  else if (s2 === 0) point = b;
  else if (s3 === 0) point = c;
  else if (s4 === 0) point = d;
  else {
    const rx = b.x - a.x;
    const ry = b.y - a.y;
    const sx = d.x - c.x;
    const sy = d.y - c.y;
    const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / (rx * sy - ry * sx);
    point = { x: a.x + t * rx, y: a.y + t * ry };
  }
  const proper = s1 !== 0 && s2 !== 0 && s3 !== 0 && s4 !== 0;
  return { kind: 'point', point, t: clamp01(parameterOn(point, a, b)), u: clamp01(parameterOn(point, c, d)), proper };
}

export type Containment = 'inside' | 'outside' | 'boundary';

/** Where `p` lies relative to a ring; within GEOMETRY_EPSILON of an edge counts as the boundary. */
export function pointInRing(p: Point, ring: Ring): Containment {
  const n = ring.length;
  if (n === 0) return 'outside';
  for (let i = 0; i < n; i++) {
    if (distanceToSegment(p, at(ring, i), after(ring, i)) <= GEOMETRY_EPSILON) return 'boundary';
  }
  if (n < 3) return 'outside';
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = at(ring, i);
    const b = at(ring, j);
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Where `p` lies relative to a polygon with holes: a point inside a hole is outside the polygon. */
export function pointInPolygon(p: Point, ring: Ring, holes: readonly Ring[] = []): Containment {
  const outer = pointInRing(p, ring);
  if (outer !== 'inside') return outer;
  for (const hole of holes) {
    const inHole = pointInRing(p, hole);
    if (inHole === 'inside') return 'outside';
    if (inHole === 'boundary') return 'boundary';
  }
  return 'inside';
}

/** The ring without repeated consecutive vertices (a double click often adds one); the closing edge counts too. */
export function withoutRepeatedVertices(ring: Ring): Ring {
  const out: Point[] = [];
  for (const p of ring) if (out.length === 0 || !samePoint(last(out), p)) out.push(p);
  while (out.length > 1 && samePoint(at(out, 0), last(out))) out.pop();
  return out;
}

/**
 * The first point where a ring touches or crosses itself, or null when it is simple. A self-intersecting ring's
 * shoelace "area" counts some regions twice and others negatively: it is not an area.
 *
 * Sweep and prune along x: edges are sorted by their left end and only compared with edges whose x-extent overlaps,
 * so a long tracing of a curved wall stays fast.
 */
export function findSelfIntersection(input: Ring): Point | null {
  const ring = withoutRepeatedVertices(input);
  const n = ring.length;
  if (n < 3) return null;
  const edges = Array.from({ length: n }, (_, i) => {
    const a = at(ring, i);
    const b = after(ring, i);
    return { i, a, b, minX: Math.min(a.x, b.x), maxX: Math.max(a.x, b.x) };
  }).sort((e, f) => e.minX - f.minX);
  const active: typeof edges = [];
  for (const edge of edges) {
    for (let k = active.length - 1; k >= 0; k--) {
      if (at(active, k).maxX < edge.minX - GEOMETRY_EPSILON) active.splice(k, 1);
    }
    for (const other of active) {
      const hit = edgesMeet(edge, other, n);
      if (hit) return hit;
    }
    active.push(edge);
  }
  return null;
}

type Edge = { i: number; a: Point; b: Point };

function edgesMeet(e: Edge, f: Edge, n: number): Point | null {
  const [first, second] = e.i < f.i ? [e, f] : [f, e];
  const adjacent = second.i === first.i + 1 || (first.i === 0 && second.i === n - 1);
  const hit = segmentIntersection(first.a, first.b, second.a, second.b);
  if (hit.kind === 'none') return null;
  if (!adjacent) return hit.kind === 'point' ? hit.point : hit.from;
  // Adjacent edges always share a vertex; they meet wrongly only when one folds back over the other (a spike).
  if (hit.kind === 'overlap') return hit.from;
  if (n === 3) return null;
  const shared = second.i === first.i + 1 ? first.b : first.a;
  return samePoint(hit.point, shared) ? null : hit.point;
}

type PieceClass = { inside: boolean; outside: boolean; boundary: boolean };

/**
 * Splits every edge of `ring` where it meets `other`'s boundary and classifies each piece by its midpoint. A piece
 * never changes side between two meeting points, so this says exactly whether `ring`'s boundary enters, leaves or
 * runs along `other`.
 */
function classifyPieces(ring: Ring, other: Ring): PieceClass {
  const result: PieceClass = { inside: false, outside: false, boundary: false };
  const n = ring.length;
  const m = other.length;
  for (let i = 0; i < n; i++) {
    const a = at(ring, i);
    const b = after(ring, i);
    const cuts = [0, 1];
    for (let j = 0; j < m; j++) {
      const hit = segmentIntersection(a, b, at(other, j), after(other, j));
      if (hit.kind === 'point') cuts.push(hit.t);
      else if (hit.kind === 'overlap') cuts.push(parameterOn(hit.from, a, b), parameterOn(hit.to, a, b));
    }
    cuts.sort((x, y) => x - y);
    const length = distance(a, b);
    for (let k = 1; k < cuts.length; k++) {
      const t0 = at(cuts, k - 1);
      const t1 = at(cuts, k);
      if ((t1 - t0) * length <= GEOMETRY_EPSILON) continue;
      const t = (t0 + t1) / 2;
      result[pointInRing({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) }, other)] = true;
    }
  }
  return result;
}

/** Why a polygon with holes has no area. `hole` absent means the outer ring. */
export type AreaIssue =
  | { readonly code: 'tooFewVertices'; readonly hole?: number }
  | { readonly code: 'selfIntersecting'; readonly at: Point; readonly hole?: number }
  /** A deduction that lies (partly) outside the surface it is deducted from. */
  | { readonly code: 'holeOutside'; readonly hole: number }
  /** Two deductions sharing some surface: deducting both would count that surface twice. */
  | { readonly code: 'holesOverlap'; readonly holes: readonly [number, number] };

export interface AreaBreakdown {
  /** The outer ring's area, in the input's units squared. */
  readonly gross: number;
  /** Each hole's area, in order. */
  readonly holes: readonly number[];
  readonly net: number;
}

/**
 * Area of a polygon minus its holes. Holes may touch the outer boundary and each other (a stairwell against a wall)
 * but must lie inside the polygon and not overlap: rather than clip — which would silently deduct less than the user
 * drew — such input is rejected with the offending hole, so the user sees and fixes the drawing.
 */
export function areaWithHoles(outer: Ring, holes: readonly Ring[] = []): Result<AreaBreakdown, AreaIssue> {
  const ring = withoutRepeatedVertices(outer);
  if (ring.length < 3) return fail({ code: 'tooFewVertices' });
  const crossing = findSelfIntersection(ring);
  if (crossing) return fail({ code: 'selfIntersecting', at: crossing });
  const cleanHoles: Ring[] = [];
  for (const [index, hole] of holes.entries()) {
    const clean = withoutRepeatedVertices(hole);
    if (clean.length < 3) return fail({ code: 'tooFewVertices', hole: index });
    const at = findSelfIntersection(clean);
    if (at) return fail({ code: 'selfIntersecting', at, hole: index });
    if (classifyPieces(clean, ring).outside) return fail({ code: 'holeOutside', hole: index });
    cleanHoles.push(clean);
  }
  for (let i = 0; i < cleanHoles.length; i++) {
    for (let j = i + 1; j < cleanHoles.length; j++) {
      const a = at(cleanHoles, i);
      const b = at(cleanHoles, j);
      const ab = classifyPieces(a, b);
      // Two simple rings whose boundaries run entirely along each other are the same ring: a hole drawn twice.
      const same = ab.boundary && !ab.inside && !ab.outside;
      if (ab.inside || same || classifyPieces(b, a).inside) return fail({ code: 'holesOverlap', holes: [i, j] });
    }
  }
  const gross = ringArea(ring);
  const holeAreas = cleanHoles.map(ringArea);
  return ok({ gross, holes: holeAreas, net: Math.max(0, gross - preciseSum(holeAreas)) });
}

export type DimensionField = 'height' | 'thickness' | 'openingWidth' | 'openingHeight' | 'openingCount';

/** Why a wall area or a volume cannot be computed. */
export type DimensionIssue =
  /** A height, thickness or opening dimension that is not a positive finite number (a count: a whole number ≥ 0). */
  | { readonly code: 'invalidDimension'; readonly field: DimensionField; readonly opening?: number }
  /** The openings add up to more than the wall: a wall area is never negative. */
  | { readonly code: 'openingsExceedWall'; readonly gross: number; readonly openings: number };

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

export interface WallAreaBreakdown {
  readonly gross: number;
  readonly openings: number;
  readonly net: number;
}

/** Wall area in m² = length (m) × height (m) − Σ count × width × height of the openings. */
export function wallArea(
  lengthMetres: number,
  height: number,
  openings: readonly Opening[] = [],
): Result<WallAreaBreakdown, DimensionIssue> {
  if (!isPositive(height)) return fail({ code: 'invalidDimension', field: 'height' });
  for (const [index, o] of openings.entries()) {
    if (!isPositive(o.width)) return fail({ code: 'invalidDimension', field: 'openingWidth', opening: index });
    if (!isPositive(o.height)) return fail({ code: 'invalidDimension', field: 'openingHeight', opening: index });
    if (!Number.isInteger(o.count) || o.count < 0) {
      return fail({ code: 'invalidDimension', field: 'openingCount', opening: index });
    }
  }
  const gross = lengthMetres * height;
  const deducted = preciseSum(openings.map((o) => o.count * o.width * o.height));
  const net = gross - deducted;
  // Openings that exactly fill the wall leave a few ulps either side of zero; that is zero, not an error.
  const noise = 1e-9 * Math.max(1, gross);
  if (net < -noise) return fail({ code: 'openingsExceedWall', gross, openings: deducted });
  return ok({ gross, openings: deducted, net: net <= noise ? 0 : net });
}

/** Volume in m³ = net area (m²) × thickness (m). */
export function prismVolume(netArea: number, thickness: number): Result<number, DimensionIssue> {
  if (!isPositive(thickness)) return fail({ code: 'invalidDimension', field: 'thickness' });
  return ok(netArea * thickness);
}
