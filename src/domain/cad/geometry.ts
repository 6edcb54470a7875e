/**
 * Exact lengths, areas and extents of a CAD drawing's entities, through any affine matrix (a block reference's chain,
 * then the sheet's placement), and their flattening to sheet-space points for the plan.
 *
 * Every curve is handled as what it becomes under the matrix: a circle or an arc drawn through a non-uniform scale is
 * an elliptical arc, so its length is integrated (adaptive Gauss–Kronrod, far below 1e-9 relative), never taken as
 * r·θ; under a similarity (rotation, uniform scale, mirror) the closed forms are used. Areas are exact under any affine
 * matrix: the local area (a polyline's bulges as circular segments) times |det|.
 *
 * Lengths and areas come out in the matrix's output units (sheet points for the sheet's matrix); the caller converts
 * them to SI. Matrices follow ../pdf/geometry.ts: [a, b, c, d, e, f] maps (x, y) to (a·x + c·y + e, b·x + d·y + f).
 */
import type { Matrix } from '../pdf/geometry';
import type { Point, Ring } from '../takeoff/types';
import {
  CAD_FLATTEN_RELATIVE,
  type CadArc,
  type CadCircle,
  type CadEllipse,
  type CadEntity,
  type CadHatch,
  type CadLine,
  type CadPoint,
  type CadPolyline,
  type CadSolid,
  type CadSpline,
  type CadText,
  type CadVertex,
} from './types';

const TAU = 2 * Math.PI;

/** A mutable axis-aligned box; empty while minX > maxX. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
export const isEmptyBox = (b: Box): boolean => !(b.minX <= b.maxX && b.minY <= b.maxY);

export function addToBox(b: Box, x: number, y: number): void {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return;
  if (x < b.minX) b.minX = x;
  if (x > b.maxX) b.maxX = x;
  if (y < b.minY) b.minY = y;
  if (y > b.maxY) b.maxY = y;
}

export function unionBox(into: Box, other: Box): void {
  if (isEmptyBox(other)) return;
  addToBox(into, other.minX, other.minY);
  addToBox(into, other.maxX, other.maxY);
}

export const applyPoint = (m: Matrix, x: number, y: number): Point => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

const det = (m: Matrix) => m[0] * m[3] - m[1] * m[2];

// ───────────────────────────── Ellipse arcs: c + u·cos t + v·sin t ─────────────────────────────

/** An elliptical arc in output space: p(t) = c + u·cos t + v·sin t, t from t0 to t0 + sweep (sweep may be < 0). */
export interface ParamArc {
  readonly cx: number;
  readonly cy: number;
  readonly ux: number;
  readonly uy: number;
  readonly vx: number;
  readonly vy: number;
  readonly t0: number;
  readonly sweep: number;
}

// Gauss–Kronrod 7–15 nodes and weights on [-1, 1] (QUADPACK's qk15).
const XGK = [
  0.9914553711208126, 0.9491079123427585, 0.8648644233597691, 0.7415311855993945, 0.5860872354676911,
  0.4058451513773972, 0.20778495500789848, 0,
];
const WGK = [
  0.022935322010529224, 0.06309209262997856, 0.10479001032225019, 0.14065325971552592, 0.1690047266392679,
  0.19035057806478542, 0.20443294007529889, 0.20948214108472782,
];
const WG = [0.1294849661688697, 0.27970539148927664, 0.3818300505051189, 0.4179591836734694];

function kronrod(f: (t: number) => number, a: number, b: number): { value: number; error: number } {
  const half = (b - a) / 2;
  const mid = (a + b) / 2;
  const fc = f(mid);
  let k = fc * (WGK[7] as number);
  let g = fc * (WG[3] as number);
  for (let j = 0; j < 7; j++) {
    const dx = half * (XGK[j] as number);
    const sum = f(mid - dx) + f(mid + dx);
    k += (WGK[j] as number) * sum;
    if (j % 2 === 1) g += (WG[(j - 1) / 2] as number) * sum;
  }
  return { value: k * half, error: Math.abs((k - g) * half) };
}

/**
 * ∫ f over [a, b], split until the Gauss–Kronrod error estimate is below `tolerance` (absolute). The 7-point Gauss
 * estimate is far more pessimistic than the 15-point result's real error, so this is many digits beyond it.
 */
export function integrate(f: (t: number) => number, a: number, b: number, tolerance: number, depth = 0): number {
  const { value, error } = kronrod(f, a, b);
  if (error <= tolerance || depth >= 40) return value;
  const mid = (a + b) / 2;
  return integrate(f, a, mid, tolerance / 2, depth + 1) + integrate(f, mid, b, tolerance / 2, depth + 1);
}

/** Whether u and v are perpendicular and of equal length: the arc is circular (the closed form applies). */
function isCircular(arc: ParamArc): boolean {
  const uu = arc.ux * arc.ux + arc.uy * arc.uy;
  const vv = arc.vx * arc.vx + arc.vy * arc.vy;
  const uv = arc.ux * arc.vx + arc.uy * arc.vy;
  const scale = Math.max(uu, vv);
  return Math.abs(uu - vv) <= 1e-14 * scale && Math.abs(uv) <= 1e-14 * scale;
}

/** The arc's length: r·|sweep| when circular, else |p′(t)| integrated to better than 1e-12 relative. */
export function arcLength(arc: ParamArc): number {
  const span = Math.abs(arc.sweep);
  if (span === 0) return 0;
  const uu = arc.ux * arc.ux + arc.uy * arc.uy;
  const vv = arc.vx * arc.vx + arc.vy * arc.vy;
  if (isCircular(arc)) return Math.sqrt(uu) * span;
  const uv2 = 2 * (arc.ux * arc.vx + arc.uy * arc.vy);
  // |p′(t)|² = |u|²·sin²t − 2u·v·sin t·cos t + |v|²·cos²t
  const speed = (t: number) => {
    const s = Math.sin(t);
    const c = Math.cos(t);
    return Math.sqrt(Math.max(0, uu * s * s - uv2 * s * c + vv * c * c));
  };
  const a = Math.min(arc.t0, arc.t0 + arc.sweep);
  const rough = Math.sqrt(Math.max(uu, vv)) * span;
  // Pieces of at most a quarter turn: the integrand's peaks (the ends of the minor axis) stay resolved.
  const pieces = Math.max(1, Math.ceil(span / (Math.PI / 2)));
  let total = 0;
  for (let i = 0; i < pieces; i++) {
    total += integrate(speed, a + (span * i) / pieces, a + (span * (i + 1)) / pieces, (rough * 1e-13) / pieces);
  }
  return total;
}

const arcPoint = (arc: ParamArc, t: number): Point => {
  const c = Math.cos(t);
  const s = Math.sin(t);
  return { x: arc.cx + arc.ux * c + arc.vx * s, y: arc.cy + arc.uy * c + arc.vy * s };
};

/**
 * The chord angle at which a circle's flattened length is short of its length by half CAD_FLATTEN_RELATIVE
 * (1 − sin(φ/2)/(φ/2) ≈ φ²/24).
 */
const FLATTEN_STEP = Math.sqrt(24 * (CAD_FLATTEN_RELATIVE / 2));

function polylineLength(points: readonly Point[], closed: boolean): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point;
    const b = points[i] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  if (closed && points.length > 1) {
    const a = points[points.length - 1] as Point;
    const b = points[0] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return total;
}

/**
 * The arc as chords, its last point at t0 + sweep (included unless `skipLast`). The number of chords makes the
 * flattened length within half CAD_FLATTEN_RELATIVE of `exact` (checked, doubled while it is not).
 */
export function flattenArc(arc: ParamArc, exact: number, skipLast = false): Point[] {
  const span = Math.abs(arc.sweep);
  let n = Math.max(1, Math.ceil(span / FLATTEN_STEP));
  for (let attempt = 0; ; attempt++) {
    const points: Point[] = [];
    for (let i = 0; i <= n; i++) points.push(arcPoint(arc, arc.t0 + (arc.sweep * i) / n));
    const flat = polylineLength(points, false);
    if (attempt >= 8 || exact === 0 || exact - flat <= (CAD_FLATTEN_RELATIVE / 2) * exact) {
      if (skipLast) points.pop();
      return points;
    }
    n *= 2;
  }
}

/** Extends `box` by the arc's exact extent (its end points and the parameters where x′ or y′ vanish). */
export function addArcToBox(box: Box, arc: ParamArc): void {
  const a = Math.min(arc.t0, arc.t0 + arc.sweep);
  const span = Math.abs(arc.sweep);
  const add = (t: number) => {
    const p = arcPoint(arc, t);
    addToBox(box, p.x, p.y);
  };
  add(a);
  add(a + span);
  // x′ = −ux·sin t + vx·cos t = 0 at t = atan2(vx, ux) (+ kπ); the same for y.
  for (const base of [Math.atan2(arc.vx, arc.ux), Math.atan2(arc.vy, arc.uy)]) {
    for (let k = -1; k <= 3; k++) {
      const t = base + k * Math.PI;
      const shifted = t + Math.ceil((a - t) / TAU) * TAU;
      if (shifted <= a + span) add(shifted);
    }
  }
}

/** A sweep counter-clockwise from `start` to `end`, in (0, 2π]: equal angles are a whole turn. */
export function sweepOf(start: number, end: number): number {
  const s = (((end - start) % TAU) + TAU) % TAU;
  return s === 0 ? TAU : s;
}

/** A circle's (or arc's) parametric form through `m`. */
export function circleArc(m: Matrix, center: CadPoint, radius: number, start: number, sweep: number): ParamArc {
  const c = applyPoint(m, center.x, center.y);
  return {
    cx: c.x,
    cy: c.y,
    ux: m[0] * radius,
    uy: m[1] * radius,
    vx: m[2] * radius,
    vy: m[3] * radius,
    t0: start,
    sweep,
  };
}

export function ellipseArc(m: Matrix, e: CadEllipse): ParamArc {
  const c = applyPoint(m, e.center.x, e.center.y);
  const mx = e.majorAxis.x;
  const my = e.majorAxis.y;
  // The minor semi-axis: the major one turned a quarter counter-clockwise, times the ratio.
  const nx = -my * e.ratio;
  const ny = mx * e.ratio;
  return {
    cx: c.x,
    cy: c.y,
    ux: m[0] * mx + m[2] * my,
    uy: m[1] * mx + m[3] * my,
    vx: m[0] * nx + m[2] * ny,
    vy: m[1] * nx + m[3] * ny,
    t0: e.start,
    sweep: sweepOf(e.start, e.end),
  };
}

/** Whether an ellipse is whole (a closed curve with an area). */
export const isWholeEllipse = (e: CadEllipse): boolean => sweepOf(e.start, e.end) >= TAU - 1e-6;

// ───────────────────────────── Bulges ─────────────────────────────

/** The circle of a bulged segment, in the polyline's own space; null for a straight one. */
export function bulgeCircle(
  a: CadPoint,
  b: CadPoint,
  bulge: number,
): { center: CadPoint; radius: number; start: number; sweep: number } | null {
  if (!Number.isFinite(bulge) || bulge === 0) return null;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const chord = Math.hypot(dx, dy);
  if (chord === 0) return null;
  const sweep = 4 * Math.atan(bulge);
  // The centre is left of the chord for a counter-clockwise (positive) bulge: mid + perp·(1 − b²)/(4b).
  const f = (1 - bulge * bulge) / (4 * bulge);
  const center = { x: (a.x + b.x) / 2 - dy * f, y: (a.y + b.y) / 2 + dx * f };
  const radius = chord / (2 * Math.abs(Math.sin(sweep / 2)));
  return { center, radius, start: Math.atan2(a.y - center.y, a.x - center.x), sweep };
}

/** Visits the segments of a polyline (the closing one too when closed). */
function forEachSegment(
  vertices: readonly CadVertex[],
  closed: boolean,
  visit: (a: CadVertex, b: CadVertex) => void,
): void {
  const n = vertices.length;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) visit(vertices[i] as CadVertex, vertices[(i + 1) % n] as CadVertex);
}

function segmentLength(m: Matrix, a: CadVertex, b: CadVertex): number {
  const circle = bulgeCircle(a, b, a.bulge);
  if (!circle) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    return Math.hypot(m[0] * dx + m[2] * dy, m[1] * dx + m[3] * dy);
  }
  return arcLength(circleArc(m, circle.center, circle.radius, circle.start, circle.sweep));
}

/** A closed loop of vertices with bulges: its points, bulges as chords, the first not repeated. */
function flattenVertices(m: Matrix, vertices: readonly CadVertex[], closed: boolean): Point[] {
  const points: Point[] = [];
  const n = vertices.length;
  if (n === 0) return points;
  const first = vertices[0] as CadVertex;
  points.push(applyPoint(m, first.x, first.y));
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const a = vertices[i] as CadVertex;
    const b = vertices[(i + 1) % n] as CadVertex;
    const isClosing = i === n - 1;
    const circle = bulgeCircle(a, b, a.bulge);
    if (circle) {
      const arc = circleArc(m, circle.center, circle.radius, circle.start, circle.sweep);
      const chords = flattenArc(arc, arcLength(arc));
      // The arc's first point is the segment's start (already there); its last is the next vertex, exactly.
      for (let j = 1; j < chords.length - 1; j++) points.push(chords[j] as Point);
    }
    if (!isClosing) points.push(applyPoint(m, b.x, b.y));
  }
  return points;
}

/**
 * The signed area of a closed loop with bulges, in its own space (counter-clockwise positive): the polygon of its
 * vertices plus, per bulge, its circular segment (r²/2)(θ − sin θ) with θ = 4·atan(bulge), signed as θ.
 */
export function loopSignedArea(vertices: readonly CadVertex[]): number {
  const n = vertices.length;
  if (n === 0) return 0;
  const ox = (vertices[0] as CadVertex).x;
  const oy = (vertices[0] as CadVertex).y;
  let twice = 0;
  let segments = 0;
  for (let i = 0; i < n; i++) {
    const a = vertices[i] as CadVertex;
    const b = vertices[(i + 1) % n] as CadVertex;
    twice += (a.x - ox) * (b.y - oy) - (b.x - ox) * (a.y - oy);
    const circle = bulgeCircle(a, b, a.bulge);
    if (circle) segments += ((circle.radius * circle.radius) / 2) * (circle.sweep - Math.sin(circle.sweep));
  }
  return twice / 2 + segments;
}

// ───────────────────────────── Entities ─────────────────────────────

/** The entities that have a length (lines, polylines, arcs, circles, ellipses, splines). */
export type CadLengthEntity = CadLine | CadPolyline | CadArc | CadCircle | CadEllipse | CadSpline;
/** The entities whose area is measured by entityArea (hatches: hatchRegions). */
export type CadAreaEntity = CadPolyline | CadCircle | CadEllipse | CadSolid;

export function hasLength(e: CadEntity): e is CadLengthEntity {
  return (
    e.kind === 'line' ||
    e.kind === 'polyline' ||
    e.kind === 'arc' ||
    e.kind === 'circle' ||
    e.kind === 'ellipse' ||
    e.kind === 'spline'
  );
}

/** Closed polylines, circles, whole ellipses and solids: the entities with an area of their own. */
export function hasArea(e: CadEntity): e is CadAreaEntity {
  return (
    (e.kind === 'polyline' && e.closed) ||
    e.kind === 'circle' ||
    (e.kind === 'ellipse' && isWholeEllipse(e)) ||
    e.kind === 'solid'
  );
}

/** The exact length through `m`, in `m`'s output units. */
export function entityLength(e: CadLengthEntity, m: Matrix): number {
  switch (e.kind) {
    case 'line': {
      const dx = e.b.x - e.a.x;
      const dy = e.b.y - e.a.y;
      return Math.hypot(m[0] * dx + m[2] * dy, m[1] * dx + m[3] * dy);
    }
    case 'polyline': {
      let total = 0;
      forEachSegment(e.vertices, e.closed, (a, b) => (total += segmentLength(m, a, b)));
      return total;
    }
    case 'arc':
      return arcLength(circleArc(m, e.center, e.radius, e.start, sweepOf(e.start, e.end)));
    case 'circle':
      return arcLength(circleArc(m, e.center, e.radius, 0, TAU));
    case 'ellipse':
      return arcLength(ellipseArc(m, e));
    case 'spline':
      return polylineLength(
        e.points.map((p) => applyPoint(m, p.x, p.y)),
        e.closed,
      );
  }
}

/** The entity as points through `m` (closed shapes: the first point not repeated, `closed` true). */
export function flattenEntity(e: CadLengthEntity, m: Matrix): { points: Point[]; closed: boolean } {
  switch (e.kind) {
    case 'line':
      return { points: [applyPoint(m, e.a.x, e.a.y), applyPoint(m, e.b.x, e.b.y)], closed: false };
    case 'polyline':
      return { points: flattenVertices(m, e.vertices, e.closed), closed: e.closed };
    case 'arc': {
      const arc = circleArc(m, e.center, e.radius, e.start, sweepOf(e.start, e.end));
      return { points: flattenArc(arc, arcLength(arc)), closed: false };
    }
    case 'circle': {
      const arc = circleArc(m, e.center, e.radius, 0, TAU);
      return { points: flattenArc(arc, arcLength(arc), true), closed: true };
    }
    case 'ellipse': {
      const arc = ellipseArc(m, e);
      const whole = isWholeEllipse(e);
      return { points: flattenArc(arc, arcLength(arc), whole), closed: whole };
    }
    case 'spline':
      return { points: e.points.map((p) => applyPoint(m, p.x, p.y)), closed: e.closed };
  }
}

/** The exact area through `m` (|det m| times the local area), in `m`'s output units squared. */
export function entityArea(e: CadAreaEntity, m: Matrix): number {
  const scale = Math.abs(det(m));
  switch (e.kind) {
    case 'polyline':
      return Math.abs(loopSignedArea(e.vertices)) * scale;
    case 'circle':
      return Math.PI * e.radius * e.radius * scale;
    case 'ellipse': {
      const major = Math.hypot(e.majorAxis.x, e.majorAxis.y);
      return Math.PI * major * major * Math.abs(e.ratio) * scale;
    }
    case 'solid':
      return Math.abs(loopSignedArea(e.points.map((p) => ({ x: p.x, y: p.y, bulge: 0 })))) * scale;
  }
}

/** The outline of an area entity through `m`, as a ring. */
export function areaRing(e: CadAreaEntity, m: Matrix): Point[] {
  if (e.kind === 'solid') return e.points.map((p) => applyPoint(m, p.x, p.y));
  return flattenEntity(e, m).points;
}

/** Even-odd point in polygon. */
export function insideRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Point;
    const b = ring[j] as Point;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** One region of a hatch: an outer loop and the loops directly inside it (its holes). */
export interface HatchRegion {
  readonly outer: Point[];
  readonly holes: Point[][];
  /** Through `m`, holes deducted. */
  readonly area: number;
}

/**
 * A hatch's regions through `m`, by even-odd nesting of its loops: a loop inside an even number of others is an outer
 * boundary, inside an odd number a hole of the loop directly around it (an island inside a hole is an outer again, its
 * own region). Which loop the file flags « external » does not matter. Loops without area are ignored.
 */
export function hatchRegions(h: CadHatch, m: Matrix): HatchRegion[] {
  const scale = Math.abs(det(m));
  const loops = h.loops
    .filter((l) => l.vertices.length >= 2)
    .map((l) => {
      const ring = flattenVertices(m, l.vertices, true);
      const box = emptyBox();
      for (const p of ring) addToBox(box, p.x, p.y);
      return { ring, box, area: Math.abs(loopSignedArea(l.vertices)) * scale };
    })
    .filter((l) => l.area > 0 && l.ring.length >= 3);
  const contains = (outer: (typeof loops)[number], inner: (typeof loops)[number]) => {
    if (
      inner.box.minX < outer.box.minX ||
      inner.box.maxX > outer.box.maxX ||
      inner.box.minY < outer.box.minY ||
      inner.box.maxY > outer.box.maxY ||
      inner.area >= outer.area
    ) {
      return false;
    }
    // Three points of the inner loop vote: a loop touching its parent at a vertex is still inside it.
    const n = inner.ring.length;
    let votes = 0;
    for (const i of [0, Math.floor(n / 3), Math.floor((2 * n) / 3)]) {
      const a = inner.ring[i] as Point;
      const b = inner.ring[(i + 1) % n] as Point;
      if (insideRing(outer.ring, (a.x + b.x) / 2, (a.y + b.y) / 2)) votes++;
    }
    return votes >= 2;
  };
  const parents = loops.map((inner, i) => loops.filter((outer, j) => j !== i && contains(outer, inner)));
  const depth = parents.map((p) => p.length);
  const regions: HatchRegion[] = [];
  loops.forEach((loop, i) => {
    const d = depth[i] as number;
    if (d % 2 === 1) return;
    const holes = loops.filter(
      (hole, j) => depth[j] === d + 1 && (parents[j] as (typeof loops)[number][]).includes(loop),
    );
    regions.push({
      outer: loop.ring,
      holes: holes.map((hole) => hole.ring),
      area: loop.area - holes.reduce((sum, hole) => sum + hole.area, 0),
    });
  });
  return regions;
}

/** A text's approximate extent: 0.6 × height per character, lines 1.5 × height apart (the readers keep no font). */
function addTextToBox(box: Box, t: CadText, m: Matrix): void {
  const lines = t.text.split('\n');
  const width = 0.6 * t.height * Math.max(1, ...lines.map((l) => l.length));
  const top = t.height;
  const bottom = -1.5 * t.height * (lines.length - 1);
  const c = Math.cos(t.rotation);
  const s = Math.sin(t.rotation);
  for (const [u, v] of [
    [0, bottom],
    [width, bottom],
    [width, top],
    [0, top],
  ] as const) {
    const p = applyPoint(m, t.position.x + u * c - v * s, t.position.y + u * s + v * c);
    addToBox(box, p.x, p.y);
  }
}

function addVerticesToBox(box: Box, m: Matrix, vertices: readonly CadVertex[], closed: boolean): void {
  for (const v of vertices) {
    const p = applyPoint(m, v.x, v.y);
    addToBox(box, p.x, p.y);
  }
  forEachSegment(vertices, closed, (a, b) => {
    const circle = bulgeCircle(a, b, a.bulge);
    if (circle) addArcToBox(box, circleArc(m, circle.center, circle.radius, circle.start, circle.sweep));
  });
}

/**
 * Extends `box` by what the entity draws through `m` (curves exactly, texts approximately). Inserts and dimensions
 * draw through their blocks (./blocks.ts): nothing here. Non-finite coordinates are ignored (addToBox).
 */
export function addEntityToBox(box: Box, e: CadEntity, m: Matrix): void {
  switch (e.kind) {
    case 'line':
      addToBox(box, m[0] * e.a.x + m[2] * e.a.y + m[4], m[1] * e.a.x + m[3] * e.a.y + m[5]);
      addToBox(box, m[0] * e.b.x + m[2] * e.b.y + m[4], m[1] * e.b.x + m[3] * e.b.y + m[5]);
      return;
    case 'polyline':
      addVerticesToBox(box, m, e.vertices, e.closed);
      return;
    case 'arc':
      if (Number.isFinite(e.radius)) {
        addArcToBox(box, circleArc(m, e.center, e.radius, e.start, sweepOf(e.start, e.end)));
      }
      return;
    case 'circle':
      if (Number.isFinite(e.radius)) addArcToBox(box, circleArc(m, e.center, e.radius, 0, TAU));
      return;
    case 'ellipse':
      addArcToBox(box, ellipseArc(m, e));
      return;
    case 'spline':
    case 'solid':
      for (const p of e.points) addToBox(box, m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]);
      return;
    case 'hatch':
      for (const loop of e.loops) addVerticesToBox(box, m, loop.vertices, true);
      return;
    case 'text':
      if (Number.isFinite(e.height) && Number.isFinite(e.rotation)) addTextToBox(box, e, m);
      return;
    case 'point':
      addToBox(box, m[0] * e.position.x + m[2] * e.position.y + m[4], m[1] * e.position.x + m[3] * e.position.y + m[5]);
      return;
    case 'insert':
    case 'dimension':
      return;
  }
}

const finite = (p: CadPoint) => Number.isFinite(p.x) && Number.isFinite(p.y);
const finiteVertex = (v: CadVertex) => Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.bulge);

/** Whether every number the entity's measures depend on is finite (a NaN must not poison a layer's total). */
export function isFiniteEntity(e: CadEntity): boolean {
  switch (e.kind) {
    case 'line':
      return finite(e.a) && finite(e.b);
    case 'polyline':
      return e.vertices.every(finiteVertex);
    case 'arc':
      return finite(e.center) && Number.isFinite(e.radius) && Number.isFinite(e.start) && Number.isFinite(e.end);
    case 'circle':
      return finite(e.center) && Number.isFinite(e.radius);
    case 'ellipse':
      return (
        finite(e.center) &&
        finite(e.majorAxis) &&
        Number.isFinite(e.ratio) &&
        Number.isFinite(e.start) &&
        Number.isFinite(e.end)
      );
    case 'spline':
    case 'solid':
      return e.points.every(finite);
    case 'hatch':
      return e.loops.every((l) => l.vertices.every(finiteVertex));
    case 'text':
    case 'point':
      return finite(e.position);
    case 'insert':
      return finite(e.position) && finite(e.scale) && Number.isFinite(e.rotation);
    case 'dimension':
      return true;
  }
}

/**
 * A viewport's clip boundary entity (VIEWPORT group 340: a polyline, a circle, a spline… drawn on the layout) as a
 * polygon in paper units; undefined when the entity is missing or outlines no area (a line, fewer than 3 points).
 */
export function clipOutline(entity: CadEntity | undefined): CadPoint[] | undefined {
  if (!entity || !hasLength(entity) || entity.kind === 'line') return undefined;
  const { points } = flattenEntity(entity, [1, 0, 0, 1, 0, 0]);
  return points.length >= 3 ? points.map(({ x, y }) => ({ x, y })) : undefined;
}
