/**
 * What stands in front of a wall's face is floor (issue 26): a sink or a counter against a wall, a door stop, a short
 * wall stub or the frame a finish tag draws along a wall are not holes in the room, the floor runs on under them to the
 * wall. The fill's raster stops at their lines, so the traced outline makes a detour round each one: it leaves a face,
 * goes round the fixture and comes back to the same face (a notch), or to the next face round a corner (a corner cut).
 *
 * Such a detour is taken back to the face when the face itself is drawn on across it (by the sheet's segments, or by a
 * closed door on the face's line): the wall runs on behind the thing, so the thing stands in the room. A wall's own
 * jog (a pilaster, a recess, a corner where a closet meets the room) has no face drawn across it and is kept, and so
 * is anything larger than FIXTURE_MAX_SQUARE_METRES (a built-in cupboard, a shaft's enclosure): only what a person
 * measuring a floor would not deduct.
 *
 * Pure code on a snapped outline (./fill.ts snapRing): sheet points, clockwise on the sheet (y down).
 */
import type { SegmentIndex } from '../takeoff/snap.ts';
import type { Point } from '../takeoff/types.ts';

/** The largest detour given back to the room, in square metres: a wash-basin's counter or a door stop, not a room. */
export const FIXTURE_MAX_SQUARE_METRES = 0.5;
/** The longest a detour may run along a face, in metres: a sink's counter, not a wall's lining. */
export const FIXTURE_MAX_SPAN_METRES = 1.5;
/** The deepest a detour may stand out of a face, in metres: a counter is 0.6–0.75 m deep, a partition's end more. */
export const FIXTURE_MAX_DEPTH_METRES = 0.8;
/** The most edges a detour may have (a sink's outline snapped and simplified is 3; a tag's frame corner 3–5). */
const MAX_DETOUR_EDGES = 8;
/** The share of a detour's span along the face that must be drawn for the face to run on behind it. */
const DRAWN_SHARE = 0.9;

/** A line: a point on it and its unit direction (the sense the outline walks it). */
export interface FaceLine {
  readonly px: number;
  readonly py: number;
  readonly ux: number;
  readonly uy: number;
}

export interface FixtureContext {
  /** The sheet's segments (x1, y1, x2, y2 per segment, points) and their index. */
  readonly segments: Float32Array;
  readonly index: SegmentIndex;
  /** The closures drawn across the room's openings (x1, y1, x2, y2 each, points): a closed door carries its face on. */
  readonly closures?: readonly (readonly [number, number, number, number])[];
  /** How far from a face's line a segment still draws it (points): a pixel or so. */
  readonly tolerance: number;
  /** The largest detour given back, in points². */
  readonly maxArea: number;
  /** The longest a detour may run along a face (or out of it), in points. */
  readonly maxSpan: number;
  /** The deepest a detour may stand out of a face, in points (its smaller extent, round a corner). */
  readonly maxDepth: number;
}

/**
 * The outline with its detours round fixtures taken back to the faces (see the module's header); `lines` per edge (from
 * vertex i to i + 1) the face it was snapped to, or null. Returns the new ring and its lines.
 */
export function fillFixtures(
  ring: readonly Point[],
  lines: readonly (FaceLine | null)[],
  context: FixtureContext,
): { points: Point[]; lines: (FaceLine | null)[] } {
  let pts = [...ring];
  let ls = [...lines];
  for (let guard = 0; guard < 64; guard++) {
    const next = fillOne(pts, ls, context);
    if (!next) break;
    pts = next.points;
    ls = next.lines;
  }
  return { points: pts, lines: ls };
}

function fillOne(
  pts: Point[],
  ls: (FaceLine | null)[],
  context: FixtureContext,
): { points: Point[]; lines: (FaceLine | null)[] } | null {
  const n = pts.length;
  if (n < 5) return null;
  const { tolerance: tol } = context;
  for (let k = 2; k <= Math.min(MAX_DETOUR_EDGES, n - 3); k++) {
    for (let i = 0; i < n; i++) {
      const li = ls[i];
      const j = (i + k) % n;
      const lj = ls[j];
      if (!li || !lj) continue;
      // The detour: vertices i + 1 … j (edge i ends at i + 1 on the face, edge j starts at j).
      const detour: Point[] = [];
      for (let m = 1; m <= k; m++) detour.push(pts[(i + m) % n] as Point);
      const start = detour[0] as Point;
      const end = detour[detour.length - 1] as Point;
      const cross = li.ux * lj.uy - li.uy * lj.ux;
      const dot = li.ux * lj.ux + li.uy * lj.uy;
      let replacement: Point[];
      let spans: [Point, Point, FaceLine][];
      if (Math.abs(cross) < 0.02 && dot > 0 && Math.abs(offset(lj, li)) <= tol) {
        // A notch: back to the same face.
        if (along(end, li) - along(start, li) <= 0) continue;
        replacement = [];
        spans = [[start, end, li]];
      } else if (Math.abs(cross) > Math.sin(Math.PI / 4)) {
        // A corner cut: on to the next face, round the corner where the two faces meet.
        const x = intersect(li, lj);
        // The corner between edge i's start and edge j's end (edge i may run past it, a stub's side on the face).
        const before = pts[i] as Point;
        const after = pts[(j + 1) % n] as Point;
        if (!x || along(x, li) <= along(before, li) + tol || along(after, lj) <= along(x, lj) + tol) continue;
        replacement = [x];
        spans = [
          [start, x, li],
          [x, end, lj],
        ];
      } else continue;
      // Every vertex of the detour on the room's side of the faces (into the room, not an alcove out of it); round a
      // corner, past the corner along a face counts too (a stub going on from the corner along the first face).
      const x = replacement[0];
      const isInward = (p: Point) =>
        x === undefined
          ? inward(p, li) >= -tol
          : (inward(p, li) >= -tol || along(p, li) >= along(x, li) - tol) &&
            (inward(p, lj) >= -tol || along(p, lj) <= along(x, lj) + tol);
      if (!detour.every(isInward)) continue;
      if (n - k + replacement.length < 3) continue;
      // The area gained, from the edges replaced alone (the shoelace terms of the detour against its replacement).
      let gain = 0;
      for (let m = 0; m <= k; m++) gain -= cross2(pts[(i + m) % n] as Point, pts[(i + m + 1) % n] as Point);
      const path = [pts[i] as Point, ...replacement, pts[(j + 1) % n] as Point];
      for (let m = 0; m + 1 < path.length; m++) gain += cross2(path[m] as Point, path[m + 1] as Point);
      gain /= 2;
      if (!(gain > 0) || gain > context.maxArea) continue;
      // A fixture is short along its wall (a layer of the wall itself, a lining, runs on along it) and shallow (a
      // partition's end standing out of a face is deeper than a counter): its extent along the face and across it.
      const cut = x === undefined ? detour : [...detour, x];
      const extent = (f: (p: Point) => number) => Math.max(...cut.map(f)) - Math.min(...cut.map(f));
      const length = extent((p) => along(p, li));
      const across = extent((p) => inward(p, li));
      // Round a corner, which face it runs along and which it stands out of is either: the larger extent is its length.
      const tooLarge =
        x === undefined
          ? length > context.maxSpan || across > context.maxDepth
          : Math.max(length, across) > context.maxSpan || Math.min(length, across) > context.maxDepth;
      if (tooLarge) continue;
      if (!spans.every(([a, b, l]) => drawnShare(a, b, l, context) >= DRAWN_SHARE)) continue;
      const out: Point[] = [];
      const outLines: (FaceLine | null)[] = [];
      for (let m = 0; m < n; m++) {
        const rel = (m - i + n) % n;
        if (rel >= 1 && rel <= k) continue;
        out.push(pts[m] as Point);
        outLines.push(ls[m] ?? null);
        if (m === i) {
          for (const r of replacement) {
            out.push(r);
            outLines.push(lj);
          }
        }
      }
      return { points: out, lines: outLines };
    }
  }
  return null;
}

/** The shoelace term of the edge a → b. */
function cross2(a: Point, b: Point): number {
  return a.x * b.y - b.x * a.y;
}

/** The signed distance of p from the line, positive on the room's side (the right of a clockwise outline, y down). */
function inward(p: Point, l: FaceLine): number {
  return (p.x - l.px) * -l.uy + (p.y - l.py) * l.ux;
}

/** How far along the line p's projection lies. */
function along(p: Point, l: FaceLine): number {
  return (p.x - l.px) * l.ux + (p.y - l.py) * l.uy;
}

/** The distance of l's point from m's line. */
function offset(l: FaceLine, m: FaceLine): number {
  return inward({ x: l.px, y: l.py }, m);
}

function intersect(l1: FaceLine, l2: FaceLine): Point | null {
  const den = l1.ux * l2.uy - l1.uy * l2.ux;
  if (den === 0) return null;
  const t = ((l2.px - l1.px) * l2.uy - (l2.py - l1.py) * l2.ux) / den;
  return { x: l1.px + t * l1.ux, y: l1.py + t * l1.uy };
}

/**
 * The share of the span a → b (both on the line l, or nearly) that the sheet draws along l: segments within 1° of it
 * and `tolerance` of its line, and the room's closures, their projections merged.
 */
export function drawnShare(a: Point, b: Point, l: FaceLine, context: FixtureContext): number {
  const t0 = along(a, l);
  const t1 = along(b, l);
  const len = t1 - t0;
  if (len <= context.tolerance) return 1;
  const { segments, index, tolerance } = context;
  const cosMax = Math.cos(Math.PI / 180);
  const intervals: [number, number][] = [];
  const take = (x1: number, y1: number, x2: number, y2: number) => {
    const sl = Math.hypot(x2 - x1, y2 - y1);
    if (sl === 0) return;
    if (Math.abs(((x2 - x1) * l.ux + (y2 - y1) * l.uy) / sl) < cosMax) return;
    const p = { x: x1, y: y1 };
    const q = { x: x2, y: y2 };
    if (Math.abs(inward(p, l)) > tolerance || Math.abs(inward(q, l)) > tolerance) return;
    const s0 = Math.max(t0, Math.min(along(p, l), along(q, l)));
    const s1 = Math.min(t1, Math.max(along(p, l), along(q, l)));
    if (s1 > s0) intervals.push([s0, s1]);
  };
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  for (const s of index.near(mid, len / 2 + tolerance)) {
    take(
      segments[4 * s] as number,
      segments[4 * s + 1] as number,
      segments[4 * s + 2] as number,
      segments[4 * s + 3] as number,
    );
  }
  for (const [x1, y1, x2, y2] of context.closures ?? []) take(x1, y1, x2, y2);
  intervals.sort((u, v) => u[0] - v[0]);
  let covered = 0;
  let reach = t0;
  for (const [s0, s1] of intervals) {
    if (s1 <= reach) continue;
    covered += s1 - Math.max(s0, reach);
    reach = s1;
  }
  return covered / len;
}
