/**
 * « Linear elements in one click » (issue 26): the run of drawn lines a click belongs to, for the length and wall
 * tools. Pure maths over the sheet's visible segments and their R-tree (PreparedSheet.segments / .index); the
 * selection worker calls it.
 *
 * The graph is never built for the whole sheet: it is discovered around the walk, one R-tree query of a few tenths of
 * a point at a time, so a click costs in proportion to the run's length, not the sheet's 50k–100k segments.
 *
 * - **An edge** is a maximal straight line: the clicked segment grown along its own line by every segment lying in a
 *   band of JOIN_EPS around it that touches or overlaps it. CAD splits lines at every joint and often draws them
 *   twice (a wall's face over a header line, a partition's cap on the wall face); merged, they are one edge.
 * - **A node** is where an edge ends. Its branches are the other segments with an end within JOIN_EPS of it (one
 *   branch each, leaving the node) or passing through it (two branches), grouped by direction so that a line drawn
 *   twice is one branch. Lines that merely touch an edge's interior (hatch, a partition against a wall face drawn as
 *   one long line) are not nodes of it: the edge is one drawn line and goes on.
 * - **The walk** goes on from both ends of the clicked edge through nodes with one branch (degree 2, any angle) and
 *   stops at a dead end or a junction (two or more branches); with `extend` it crosses a junction along the branch
 *   closest to straight on, within EXTEND_ANGLE. A walk coming back to its start is closed.
 * - **Curves** (a door's swing, drawn as short chords turning a few degrees each) are chains of their own: the walk
 *   runs through them, then the run is cut where a curve meets a straight line at a corner, so a swing touching a
 *   wall's end never glues onto the wall (nor the wall onto a swing clicked).
 * - **A double line** (a wall drawn as its two faces): when a parallel line runs at a wall's thickness from the
 *   clicked one, across from the click, its own run is followed too, and `face: 'axis'` gives the midline of the two,
 *   edge by edge (each edge offset by half the distance to its partner, corners mitred), over the part where both
 *   faces run.
 *
 * A scan has no segments: `noLine` for now (a raster run-follower on the ink may come later).
 */
import { at, last } from '../takeoff/arrays';
import { closestPointOnSegment, distance } from '../takeoff/geometry';
import type { SegmentIndex } from '../takeoff/snap';
import { fail, ok, type Point, type Result } from '../takeoff/types';
import type { PreparedSheet, RunErrorCode, RunOptions, RunResult } from './types';

/** Ends closer than this (points, ~0.07 mm on paper) are one node; a segment within this of a line lies on it. */
export const JOIN_EPS = 0.2;
/** With `extend`, a junction is crossed along a branch at most this far from straight on (radians). */
export const EXTEND_ANGLE = (10 * Math.PI) / 180;
/** Branches leaving a node within this angle are one (a line drawn twice, slightly off). */
const SAME_BRANCH_COS = Math.cos((2 * Math.PI) / 180);
/** Two lines this close to parallel (sine of the angle) may be a double line's two faces. */
const PARALLEL_SIN = Math.sin((3 * Math.PI) / 180);
/** A turn of at most this is a curve's (a chord to the next); more is a corner. */
const CURVE_TURN = (35 * Math.PI) / 180;
/** Turns smaller than this are straight on. */
const STRAIGHT_TURN = (0.3 * Math.PI) / 180;
/** A vertex this close to the line of its neighbours is dropped (points). */
const COLLINEAR_DROP = 0.02;
/** Work bounds: edges walked on each side of the click, and R-tree queries in all (a few microseconds each). */
const MAX_EDGES = 5000;
const MAX_QUERIES = 20_000;

interface Edge {
  readonly a: Point;
  readonly b: Point;
  /** The segments merged into it. */
  readonly segments: readonly number[];
  /** Whether the walk reached it across a junction (extend), from the edge before it in the run's order. */
  readonly crossed?: boolean;
}

interface Branch {
  /** Unit direction leaving the node. */
  readonly dir: Point;
  /** A segment along it, and how far along `dir` it reaches from the node. */
  readonly segment: number;
  readonly reach: number;
}

interface Walked {
  /** Edges in order from the clicked one's start to its end (the clicked edge included). */
  readonly edges: readonly Edge[];
  /** Index of the clicked edge in `edges`. */
  readonly seed: number;
  readonly closed: boolean;
  /** Every segment merged into an edge of the walk. */
  readonly used: ReadonlySet<number>;
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const along = (o: Point, u: Point, t: number): Point => ({ x: o.x + u.x * t, y: o.y + u.y * t });
const unit = (v: Point): Point => {
  const n = Math.hypot(v.x, v.y);
  return { x: v.x / n, y: v.y / n };
};
const turnAngle = (u: Point, v: Point) => Math.atan2(Math.abs(cross(u, v)), dot(u, v));

/** The lazily discovered graph around a walk: R-tree queries over the sheet's segments, with a budget. */
class LocalGraph {
  private queries = 0;

  constructor(
    private readonly index: SegmentIndex,
    private readonly count: number,
  ) {}

  get exhausted(): boolean {
    return this.queries > MAX_QUERIES;
  }

  near(p: Point, radius: number): number[] {
    this.queries++;
    return this.index.near(p, radius);
  }

  segment(i: number) {
    return this.index.segment(i);
  }

  /** Whether segment `i` lies along the line through `o` with unit direction `u` (both ends within JOIN_EPS of it). */
  onLine(i: number, o: Point, u: Point): boolean {
    const { a, b } = this.segment(i);
    return Math.abs(cross(u, sub(a, o))) <= JOIN_EPS && Math.abs(cross(u, sub(b, o))) <= JOIN_EPS;
  }

  /**
   * The edge along the line (o, u) from t0 to t1, grown at its end (and at its start when `back`) by the segments on
   * the line that touch or overlap it. Growth stops at a junction: where the line's pieces only meet end to end
   * (none runs through the point) and a third line leaves the point. A piece running through it carries on.
   */
  grow(o: Point, u: Point, t0: number, t1: number, back: boolean, first: number): Edge {
    const segments = new Set<number>([first]);
    const extendAt = (sign: 1 | -1) => {
      while (!this.exhausted) {
        const t = sign > 0 ? t1 : t0;
        const p = along(o, u, t);
        const onLine: number[] = [];
        let through = false;
        const here = sign * t; // the end, counted along the growth
        let ahead = here;
        let junction = false;
        for (const i of this.near(p, JOIN_EPS)) {
          if (i >= this.count) continue;
          const { a, b } = this.segment(i);
          if (!this.onLine(i, o, u)) {
            junction ||= distance(a, b) > JOIN_EPS;
            continue;
          }
          // Along the growth: `from` behind the end, `to` ahead of it.
          const ta = sign * dot(sub(a, o), u);
          const tb = sign * dot(sub(b, o), u);
          const from = Math.min(ta, tb);
          const to = Math.max(ta, tb);
          if (from > here + JOIN_EPS) continue;
          onLine.push(i);
          if (from < here - JOIN_EPS && to > here + JOIN_EPS) through = true;
          ahead = Math.max(ahead, to);
        }
        if (ahead <= here + 1e-4 || (junction && !through)) return;
        for (const i of onLine) segments.add(i);
        if (sign > 0) t1 = ahead;
        else t0 = -ahead;
      }
    };
    extendAt(1);
    if (back) extendAt(-1);
    return { a: along(o, u, t0), b: along(o, u, t1), segments: [...segments] };
  }

  /** The branches leaving `node`, the end of an edge along the line (o, u), lines drawn twice counted once. */
  branches(node: Point, o: Point, u: Point): Branch[] {
    const out: Branch[] = [];
    const offer = (dir: Point, segment: number, reach: number) => {
      const same = out.find((b) => dot(b.dir, dir) >= SAME_BRANCH_COS);
      if (!same) out.push({ dir, segment, reach });
    };
    for (const i of this.near(node, JOIN_EPS)) {
      const { a, b } = this.segment(i);
      if (this.onLine(i, o, u)) {
        // Straight on, beyond a junction the edge stopped at.
        const reach = Math.max(dot(sub(a, node), u), dot(sub(b, node), u));
        if (reach > JOIN_EPS) offer(u, i, reach);
        continue;
      }
      const length = distance(a, b);
      if (length <= JOIN_EPS) continue;
      const da = distance(a, node);
      const db = distance(b, node);
      if (da <= JOIN_EPS) offer(unit(sub(b, a)), i, dot(sub(b, node), unit(sub(b, a))));
      else if (db <= JOIN_EPS) offer(unit(sub(a, b)), i, dot(sub(a, node), unit(sub(a, b))));
      else {
        // The node is on this segment's interior (a T): both ways along it leave the node.
        const d = unit(sub(b, a));
        offer(d, i, dot(sub(b, node), d));
        offer({ x: -d.x, y: -d.y }, i, dot(sub(a, node), { x: -d.x, y: -d.y }));
      }
    }
    return out;
  }
}

/** The segment the click picks: the nearest within the tolerance that is longer than a node. */
function pick(index: SegmentIndex, point: Point, tolerance: number): number | null {
  for (const i of index.near(point, tolerance)) {
    const { a, b } = index.segment(i);
    if (distance(a, b) > JOIN_EPS) return i;
  }
  return null;
}

/** Follows the run of segment `seed` both ways (see the module's header). */
function walk(graph: LocalGraph, seed: number, extend: boolean): Walked {
  const s = graph.segment(seed);
  const u0 = unit(sub(s.b, s.a));
  const first = graph.grow(s.a, u0, 0, distance(s.a, s.b), true, seed);
  const used = new Set<number>(first.segments);
  const start = first.a;

  // From `node`, having arrived along `u`, on to a dead end, a junction, or back to `start`.
  const onward = (node: Point, u: Point, o: Point): { edges: Edge[]; closed: boolean } => {
    const edges: Edge[] = [];
    let lineOrigin = o;
    for (let n = 0; n < MAX_EDGES && !graph.exhausted; n++) {
      const branches = graph.branches(node, lineOrigin, u);
      let next: Branch | undefined;
      if (branches.length === 1) next = at(branches, 0);
      else if (branches.length > 1 && extend) {
        let best = Infinity;
        for (const b of branches) {
          const angle = turnAngle(u, b.dir);
          if (angle <= EXTEND_ANGLE && angle < best) [best, next] = [angle, b];
        }
      }
      if (!next) return { edges, closed: false };
      if (used.has(next.segment)) return { edges, closed: distance(node, start) <= JOIN_EPS };
      const grown = graph.grow(node, next.dir, 0, Math.max(next.reach, 0), false, next.segment);
      const edge = { ...grown, crossed: branches.length > 1 };
      for (const i of edge.segments) used.add(i);
      edges.push(edge);
      [node, u, lineOrigin] = [edge.b, next.dir, node];
      if (distance(node, start) <= JOIN_EPS) return { edges, closed: true };
    }
    return { edges, closed: false };
  };

  const forward = onward(first.b, u0, first.a);
  if (forward.closed) return { edges: [first, ...forward.edges], seed: 0, closed: true, used };
  const backward = onward(first.a, { x: -u0.x, y: -u0.y }, first.b).edges;
  // Reversed into the run's order: the crossing into backward edge k is now the one out of it, into edge k − 1.
  const m = backward.length;
  const before = backward.map((_, j) => {
    const e = at(backward, m - 1 - j);
    return { a: e.b, b: e.a, segments: e.segments, crossed: j > 0 && at(backward, m - j).crossed === true };
  });
  const seedEdge = { ...first, crossed: m > 0 && at(backward, 0).crossed === true };
  return { edges: [...before, seedEdge, ...forward.edges], seed: m, closed: false, used };
}

/**
 * Cuts the walk where a curve (two or more consecutive gentle turns) meets a straight line at a corner, keeping the
 * part holding the clicked edge. Returns the kept edges and whether they still close.
 */
function cutCurves(w: Walked): { edges: Edge[]; seed: number; closed: boolean } {
  const { edges } = w;
  const n = edges.length;
  if (n < 3) return { edges: [...edges], seed: w.seed, closed: w.closed && n >= 3 };
  const dirOf = (e: Edge) => unit(sub(e.b, e.a));
  const wrap = (i: number) => ((i % n) + n) % n;
  // turn[k]: the turn between edge k−1 and edge k, at edge k's start (none at an open walk's first edge).
  const turn = edges.map((e, k) => (k === 0 && !w.closed ? NaN : turnAngle(dirOf(at(edges, wrap(k - 1))), dirOf(e))));
  const gentle = (k: number) => {
    if (!w.closed && (k <= 0 || k >= n)) return false;
    const t = at(turn, wrap(k));
    // A curve does not run across a junction: a crossing (extend) is never one of its turns.
    return t > STRAIGHT_TURN && t <= CURVE_TURN && at(edges, wrap(k)).crossed !== true;
  };
  // Edge k is a curve's chord when a gentle turn at one of its ends has another gentle turn next to it.
  const curve = edges.map(
    (_, k) => (gentle(k) && (gentle(k - 1) || gentle(k + 1))) || (gentle(k + 1) && gentle(k + 2)),
  );
  // Where a curve meets a line at a corner, and wherever the walk crossed a junction (extend) into or out of a curve.
  const cutBefore = (k: number) => {
    if (!w.closed && (k <= 0 || k >= n)) return false;
    const before = at(curve, wrap(k - 1));
    const here = at(curve, wrap(k));
    if (at(edges, wrap(k)).crossed === true) return before || here;
    return at(turn, wrap(k)) > CURVE_TURN && before !== here;
  };
  let lo = w.seed;
  let hi = w.seed;
  let steps = 0;
  while ((w.closed || lo > 0) && !cutBefore(lo) && steps++ < n) lo--;
  if (w.closed && steps >= n) return { edges: [...edges], seed: w.seed, closed: w.closed }; // a closed loop with no cut
  while ((w.closed || hi < n - 1) && !cutBefore(hi + 1)) hi++;
  const kept: Edge[] = [];
  for (let k = lo; k <= hi; k++) kept.push(at(edges, wrap(k)));
  return { edges: kept, seed: w.seed - lo, closed: false };
}

/** The vertices of a chain of edges, collinear ones dropped; a closed chain's first vertex not repeated. */
function vertices(edges: readonly Edge[], closed: boolean): Point[] {
  const raw = [at(edges, 0).a, ...edges.map((e) => e.b)];
  if (closed) raw.pop();
  return dropCollinear(raw, closed);
}

/** `points` without the vertices lying on the line of their neighbours (an open line keeps its two ends). */
function dropCollinear(points: readonly Point[], closed: boolean): Point[] {
  const out: Point[] = [];
  const m = points.length;
  for (let i = 0; i < m; i++) {
    const p = at(points, i);
    if (!closed && (i === 0 || i === m - 1)) out.push(p);
    else if (closestPointOnSegment(p, at(points, (i - 1 + m) % m), at(points, (i + 1) % m)).distance > COLLINEAR_DROP)
      out.push(p);
  }
  return out;
}

/** A line's offset: origin, unit direction and the span [lo, hi] along it where both faces run. */
interface Offset {
  readonly o: Point;
  readonly u: Point;
  readonly lo: number;
  readonly hi: number;
}

/** Where two lines meet, or null when they are (nearly) parallel. */
function meet(p: Offset, q: Offset): Point | null {
  const denom = cross(p.u, q.u);
  if (Math.abs(denom) < 1e-6) return null;
  const t = cross(sub(q.o, p.o), q.u) / denom;
  return along(p.o, p.u, t);
}

/**
 * The midline of a double line: each edge of the clicked face's run offset by half the distance to its partner in
 * the other face's run (the nearest parallel edge on the same side, within the thickness, overlapping it), over the
 * partnered edges around the clicked one, mitred at the corners and clipped at both ends to where both faces run.
 */
function midline(
  face: readonly Edge[],
  seed: number,
  closed: boolean,
  other: readonly Edge[],
  side: number,
  thickness: { readonly min: number; readonly max: number },
): { points: Point[]; closed: boolean } | null {
  const offsets = face.map((e): Offset | null => {
    const u = unit(sub(e.b, e.a));
    const normal = { x: -u.y, y: u.x };
    const length = distance(e.a, e.b);
    let best: Offset | null = null;
    let bestD = Infinity;
    for (const f of other) {
      const v = sub(f.b, f.a);
      if (Math.abs(cross(u, unit(v))) > PARALLEL_SIN) continue;
      const d = dot(sub(f.a, e.a), normal);
      if (Math.sign(d) !== side || Math.abs(d) < thickness.min - JOIN_EPS || Math.abs(d) > thickness.max + JOIN_EPS)
        continue;
      const ta = dot(sub(f.a, e.a), u);
      const tb = dot(sub(f.b, e.a), u);
      const lo = Math.max(0, Math.min(ta, tb));
      const hi = Math.min(length, Math.max(ta, tb));
      if (hi - lo <= JOIN_EPS || Math.abs(d) >= bestD) continue;
      bestD = Math.abs(d);
      best = { o: along(e.a, normal, d / 2), u, lo, hi };
    }
    return best;
  });
  if (!offsets[seed]) return null;
  const n = face.length;
  if (closed && offsets.every(Boolean)) {
    const lines = offsets as Offset[];
    const points = lines.map((line, k) => meet(at(lines, (k - 1 + n) % n), line) ?? along(line.o, line.u, line.lo));
    return { points, closed: true };
  }
  let lo = seed;
  let hi = seed;
  while (lo > 0 && offsets[lo - 1]) lo--;
  while (hi < n - 1 && offsets[hi + 1]) hi++;
  const lines = offsets.slice(lo, hi + 1) as Offset[];
  const firstLine = at(lines, 0);
  const lastLine = last(lines);
  const points = [along(firstLine.o, firstLine.u, firstLine.lo)];
  for (let k = 1; k < lines.length; k++) {
    const p = at(lines, k - 1);
    const q = at(lines, k);
    const corner = meet(p, q);
    if (corner) points.push(corner);
    else points.push(along(p.o, p.u, p.hi), along(q.o, q.u, q.lo));
  }
  points.push(along(lastLine.o, lastLine.u, lastLine.hi));
  return { points, closed: false };
}

/**
 * The segment running along `seed` at a wall's thickness, across from the click, nearest first: the other face of
 * a double line, with the side it is on (+1 left of the seed's direction, −1 right), or null.
 */
function partnerOf(
  graph: LocalGraph,
  seed: number,
  click: Point,
  thickness: { readonly min: number; readonly max: number },
): { segment: number; side: number } | null {
  const s = graph.segment(seed);
  const u = unit(sub(s.b, s.a));
  const normal = { x: -u.y, y: u.x };
  const foot = closestPointOnSegment(click, s.a, s.b).point;
  let best: { segment: number; side: number } | null = null;
  let bestD = Infinity;
  for (const i of graph.near(foot, thickness.max + JOIN_EPS)) {
    if (i === seed) continue;
    const { a, b } = graph.segment(i);
    const length = distance(a, b);
    if (length <= JOIN_EPS) continue;
    const v = unit(sub(b, a));
    if (Math.abs(cross(u, v)) > PARALLEL_SIN) continue;
    const d = dot(sub(a, foot), normal);
    if (Math.abs(d) < Math.max(thickness.min, JOIN_EPS) || Math.abs(d) > thickness.max) continue;
    // Across from the click: the foot's projection falls on the partner.
    const t = dot(sub(foot, a), v);
    if (t < -JOIN_EPS || t > length + JOIN_EPS || Math.abs(d) >= bestD) continue;
    bestD = Math.abs(d);
    best = { segment: i, side: Math.sign(d) };
  }
  return best;
}

function layersOf(sheet: PreparedSheet, edges: readonly Edge[]): string[] {
  const names = new Set<string>();
  const layers = sheet.segmentLayers;
  if (!layers) return [];
  for (const e of edges) {
    for (const i of e.segments) {
      const layer = layers[i] ?? -1;
      const name = layer >= 0 ? sheet.layerNames[layer] : undefined;
      if (name !== undefined) names.add(name);
    }
  }
  return [...names].sort();
}

/** The run a click on a drawn line takes (see the module's header); `noLine` when nothing is drawn near it. */
export function followRun(sheet: PreparedSheet, options: RunOptions): Result<RunResult, RunErrorCode> {
  const { segments, index } = sheet;
  if (!segments || !index) return fail('noLine');
  const seed = pick(index, options.point, options.tolerance);
  if (seed === null) return fail('noLine');
  const graph = new LocalGraph(index, segments.length / 4);
  const run = cutCurves(walk(graph, seed, options.extend));
  const faceRun = (): RunResult => ({
    points: vertices(run.edges, run.closed),
    closed: run.closed,
    axis: false,
    layers: layersOf(sheet, run.edges),
  });
  if (options.face === 'face') return ok(faceRun());

  const partner = partnerOf(graph, seed, options.point, options.thickness);
  if (!partner) return ok(faceRun());
  const walked = walk(graph, partner.segment, options.extend);
  // A wall drawn as one closed outline: both faces are in the same run.
  const sameRun = run.edges.some((e) => e.segments.includes(partner.segment));
  const other = sameRun ? run.edges : cutCurves(walked).edges;
  const mid = midline(run.edges, run.seed, run.closed, other, partner.side, options.thickness);
  if (!mid || mid.points.length < 2) return ok(faceRun());
  return ok({
    points: dropCollinear(mid.points, mid.closed),
    closed: mid.closed,
    axis: true,
    layers: layersOf(sheet, sameRun ? run.edges : [...run.edges, ...other]),
  });
}
