/**
 * Skirting (plinthes, issue 26): a room's outline cut at its openings. Pure maths; the selection worker calls it.
 *
 * Along each edge of the ring, the parts that ink runs along are "covered": on a vector sheet, by the segments
 * nearly parallel to the edge lying within `tolerance` of it (the part of each within the tolerance); on a scan, by
 * the ink raster's pixels, sampled a pixel apart along the edge and a few pixels each side of it. The rest is
 * measured around the whole perimeter (a gap may turn a corner or run across the ring's start): gaps shorter than
 * `minOpening` (a dashed line's, a joint's) and longer than `maxOpening` (an open side, by the contract) are bridged;
 * the others are openings (doors, bays), and the pieces are the ring between them, jamb to jamb.
 */
import { at, last } from '../takeoff/arrays';
import { distance } from '../takeoff/geometry';
import type { Point, Ring } from '../takeoff/types';
import { followRun } from './runs';
import type { InkRaster, OpeningSpan, PreparedSheet, SkirtingOptions, SkirtingResult } from './types';

/** A segment this close to parallel to an edge (sine of the angle, ~10°) may run along it. */
const PARALLEL_SIN = Math.sin((10 * Math.PI) / 180);
/** Edges are queried in chunks this long (points), each a small disc in the R-tree. */
const CHUNK = 24;
/** On a raster, pixels looked at each side of the edge at least. */
const MIN_SIDE_PX = 2;

/** [from, to] along one edge, in points from its start. */
type Span = readonly [number, number];

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;

/** The parts of edge a→b that the sheet's segments run along. */
function coveredBySegments(sheet: PreparedSheet, a: Point, b: Point, tolerance: number): Span[] {
  const index = sheet.index;
  if (!index) return [];
  const length = distance(a, b);
  const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const seen = new Set<number>();
  const spans: Span[] = [];
  const chunks = Math.max(1, Math.ceil(length / CHUNK));
  for (let c = 0; c < chunks; c++) {
    const t = ((c + 0.5) / chunks) * length;
    const centre = { x: a.x + u.x * t, y: a.y + u.y * t };
    for (const i of index.near(centre, length / chunks / 2 + tolerance)) {
      if (seen.has(i)) continue;
      seen.add(i);
      const s = index.segment(i);
      const v = sub(s.b, s.a);
      const sl = Math.hypot(v.x, v.y);
      if (sl === 0 || Math.abs(cross(u, v)) / sl > PARALLEL_SIN) continue;
      // Along the edge (t) and off it (d) at both ends; d is linear in t between them.
      const t0 = dot(sub(s.a, a), u);
      const t1 = dot(sub(s.b, a), u);
      const d0 = cross(u, sub(s.a, a));
      const d1 = cross(u, sub(s.b, a));
      let lo = Math.min(t0, t1);
      let hi = Math.max(t0, t1);
      if (Math.abs(t1 - t0) > 1e-9) {
        // The part where |d| ≤ tolerance: d(t) = d0 + (d1 − d0)(t − t0)/(t1 − t0).
        const slope = (d1 - d0) / (t1 - t0);
        if (Math.abs(slope) > 1e-12) {
          const ta = t0 + (-tolerance - d0) / slope;
          const tb = t0 + (tolerance - d0) / slope;
          lo = Math.max(lo, Math.min(ta, tb));
          hi = Math.min(hi, Math.max(ta, tb));
        } else if (Math.abs(d0) > tolerance) continue;
      } else continue;
      lo = Math.max(0, lo);
      hi = Math.min(length, hi);
      if (hi > lo) spans.push([lo, hi]);
    }
  }
  return spans;
}

/** A swing's closed position lies along its wall within this angle. */
const SWING_ALONG_SIN = Math.sin((15 * Math.PI) / 180);
/** Swings looked at around one ring, at most (each a run of a few chords, well under a millisecond). */
const MAX_SWINGS = 96;

/**
 * Doors found by their swings along edge a→b: a chain of chords turning gently one way (a run, see ./runs.ts) whose
 * circle's centre (the hinge) and one end (the leaf's closed position, at the other jamb) both lie within `band` of
 * the edge's line, the chord between them along it, the radius an opening's width. Many CAD plans draw the wall's
 * face (or the header above the door) across the opening: the ink alone would hide the door.
 */
function swingsAlong(
  sheet: PreparedSheet,
  a: Point,
  b: Point,
  options: SkirtingOptions,
  budget: { tried: number },
): Span[] {
  const index = sheet.index;
  if (!index) return [];
  const length = distance(a, b);
  const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const band = Math.max(options.tolerance, options.minOpening / 2);
  const off = (p: Point) => cross(u, sub(p, a));
  const along = (p: Point) => dot(sub(p, a), u);
  const seen = new Set<number>();
  const spans: Span[] = [];
  const chunks = Math.max(1, Math.ceil(length / CHUNK));
  for (let c = 0; c < chunks && budget.tried < MAX_SWINGS; c++) {
    const t = ((c + 0.5) / chunks) * length;
    const centre = { x: a.x + u.x * t, y: a.y + u.y * t };
    for (const i of index.near(centre, length / chunks / 2 + band)) {
      if (seen.has(i) || budget.tried >= MAX_SWINGS) continue;
      seen.add(i);
      const s = index.segment(i);
      const sl = distance(s.a, s.b);
      // A chord of a swing: short, one end at the wall, not along it.
      if (sl > options.maxOpening / 2 || Math.abs(cross(u, sub(s.b, s.a))) / sl < SWING_ALONG_SIN) continue;
      if (Math.min(Math.abs(off(s.a)), Math.abs(off(s.b))) > band) continue;
      budget.tried++;
      const run = followRun(sheet, {
        point: { x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2 },
        tolerance: 1e-3,
        extend: false,
        face: 'face',
        thickness: { min: 0, max: 0 },
      });
      if (!run.ok) continue;
      const arc = swingOf(run.value.points);
      if (!arc || arc.radius < options.minOpening || arc.radius > options.maxOpening) continue;
      const first = at(run.value.points, 0);
      const end = Math.abs(off(first)) <= Math.abs(off(last(run.value.points))) ? first : last(run.value.points);
      const chord = sub(end, arc.centre);
      if (Math.abs(off(arc.centre)) > band || Math.abs(off(end)) > band) continue;
      if (Math.abs(cross(u, chord)) / Math.hypot(chord.x, chord.y) > SWING_ALONG_SIN) continue;
      const lo = Math.max(0, Math.min(along(arc.centre), along(end)));
      const hi = Math.min(length, Math.max(along(arc.centre), along(end)));
      if (hi > lo) spans.push([lo, hi]);
    }
  }
  return spans;
}

/** The circle of a swing's chords: at least three, turning the same way by less than 35° each; else null. */
function swingOf(points: readonly Point[]): { centre: Point; radius: number } | null {
  if (points.length < 4) return null;
  let sign = 0;
  for (let k = 1; k < points.length - 1; k++) {
    const p = sub(at(points, k), at(points, k - 1));
    const q = sub(at(points, k + 1), at(points, k));
    const turn = Math.atan2(cross(p, q), dot(p, q));
    if (Math.abs(turn) > (35 * Math.PI) / 180 || turn === 0 || (sign !== 0 && Math.sign(turn) !== sign)) return null;
    sign = Math.sign(turn);
  }
  // The circle through the first, middle and last vertices.
  const [p, q, r] = [at(points, 0), at(points, Math.floor(points.length / 2)), last(points)];
  const d = 2 * (p.x * (q.y - r.y) + q.x * (r.y - p.y) + r.x * (p.y - q.y));
  if (Math.abs(d) < 1e-9) return null;
  const p2 = p.x * p.x + p.y * p.y;
  const q2 = q.x * q.x + q.y * q.y;
  const r2 = r.x * r.x + r.y * r.y;
  const centre = {
    x: (p2 * (q.y - r.y) + q2 * (r.y - p.y) + r2 * (p.y - q.y)) / d,
    y: (p2 * (r.x - q.x) + q2 * (p.x - r.x) + r2 * (q.x - p.x)) / d,
  };
  return { centre, radius: distance(centre, p) };
}

/** The parts of edge a→b with ink within `tolerance` (and at least a couple of pixels) each side, on the raster. */
function coveredByInk(ink: InkRaster, a: Point, b: Point, tolerance: number): Span[] {
  const length = distance(a, b);
  const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  const n = { x: -u.y, y: u.x };
  const step = 1 / ink.scale;
  const side = Math.max(MIN_SIDE_PX, Math.ceil(tolerance * ink.scale));
  const isInk = (px: number, py: number) => {
    const x = Math.floor(px);
    const y = Math.floor(py);
    return x >= 0 && y >= 0 && x < ink.width && y < ink.height && ink.data[y * ink.width + x] === 1;
  };
  const spans: Span[] = [];
  let open: number | null = null;
  const samples = Math.max(1, Math.ceil(length / step));
  for (let k = 0; k <= samples; k++) {
    const t = (k / samples) * length;
    const px = (a.x + u.x * t) * ink.scale;
    const py = (a.y + u.y * t) * ink.scale;
    let hit = false;
    for (let j = -side; j <= side && !hit; j++) hit = isInk(px + n.x * j, py + n.y * j);
    if (hit && open === null) open = Math.max(0, t - step / 2);
    if (!hit && open !== null) {
      spans.push([open, Math.max(open, t - step / 2)]);
      open = null;
    }
  }
  if (open !== null) spans.push([open, length]);
  return spans;
}

/** Merged, sorted copies of `spans`. */
function union(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const lastSpan = out[out.length - 1];
    if (lastSpan && lo <= lastSpan[1]) lastSpan[1] = Math.max(lastSpan[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** `spans` without the parts in `holes` (both merged and sorted). */
function minus(spans: readonly Span[], holes: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const [lo, hi] of spans) {
    let from = lo;
    for (const [hlo, hhi] of holes) {
      if (hhi <= from || hlo >= hi) continue;
      if (hlo > from) out.push([from, hlo]);
      from = Math.max(from, hhi);
    }
    if (from < hi) out.push([from, hi]);
  }
  return out;
}

/**
 * The room's outline cut at its openings: `pieces[i]` runs from the jamb where `openings[i − 1]` ends to the jamb
 * where `openings[i]` starts (cyclically), so pieces and openings alternate around the ring from the ring's first
 * opening. No opening: one piece, the whole ring, `closed`.
 */
export function skirtingOf(sheet: PreparedSheet, options: SkirtingOptions): SkirtingResult {
  const ring = dedupe(options.ring);
  const whole: SkirtingResult = { pieces: [ring], closed: true, openings: [] };
  const count = ring.length;
  if (count < 3) return whole;
  // The perimeter as one line: edge k runs from offsets[k] to offsets[k + 1].
  const offsets = [0];
  for (let k = 0; k < count; k++) offsets.push(at(offsets, k) + distance(at(ring, k), at(ring, (k + 1) % count)));
  const perimeter = at(offsets, count);
  if (!(perimeter > 0)) return whole;

  const covered: Span[] = [];
  for (let k = 0; k < count; k++) {
    const a = at(ring, k);
    const b = at(ring, (k + 1) % count);
    if (distance(a, b) === 0) continue;
    const spans = sheet.segments
      ? coveredBySegments(sheet, a, b, options.tolerance)
      : coveredByInk(sheet.ink, a, b, options.tolerance);
    for (const [lo, hi] of spans) covered.push([at(offsets, k) + lo, at(offsets, k) + hi]);
  }
  const doors: Span[] = [];
  const budget = { tried: 0 };
  for (let k = 0; k < count && sheet.segments; k++) {
    const a = at(ring, k);
    const b = at(ring, (k + 1) % count);
    if (distance(a, b) === 0) continue;
    for (const [lo, hi] of swingsAlong(sheet, a, b, options, budget))
      doors.push([at(offsets, k) + lo, at(offsets, k) + hi]);
  }
  const inked = minus(union(covered), union(doors));
  if (inked.length === 0) return whole;

  // Gaps between inked spans, around the ring (the last one wraps across the start).
  const gaps: Span[] = [];
  for (let k = 0; k < inked.length; k++) {
    const end = at(inked, k)[1];
    const next = k + 1 < inked.length ? at(inked, k + 1)[0] : at(inked, 0)[0] + perimeter;
    if (next > end) gaps.push([end, next]);
  }
  const openings = gaps
    .filter(([from, to]) => to - from >= options.minOpening && to - from <= options.maxOpening)
    .map(([from, to]): Span => (from >= perimeter ? [from - perimeter, to - perimeter] : [from, to]))
    .sort((p, q) => p[0] - q[0]);
  if (openings.length === 0) return whole;

  const pointAt = (s: number): Point => {
    const t = ((s % perimeter) + perimeter) % perimeter;
    let k = 0;
    while (k < count - 1 && at(offsets, k + 1) < t) k++;
    const a = at(ring, k);
    const b = at(ring, (k + 1) % count);
    const length = at(offsets, k + 1) - at(offsets, k);
    const f = length > 0 ? (t - at(offsets, k)) / length : 0;
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  };
  // The ring's vertices strictly between two perimeter positions (from < to, `to` possibly past one turn).
  const between = (from: number, to: number): Point[] => {
    const out: Point[] = [];
    for (let turn = 0; turn <= 1; turn++) {
      for (let k = 0; k < count; k++) {
        const s = at(offsets, k) + turn * perimeter;
        if (s > from && s < to) out.push(at(ring, k));
      }
    }
    return out;
  };

  const pieces = openings.map((opening, i) => {
    const previous = at(openings, (i - 1 + openings.length) % openings.length);
    const from = previous[1] >= perimeter ? previous[1] - perimeter : previous[1];
    const to = opening[0] >= from ? opening[0] : opening[0] + perimeter;
    return [pointAt(from), ...between(from, to), pointAt(to)];
  });
  const spans: OpeningSpan[] = openings.map(([from, to]) => ({ from: pointAt(from), to: pointAt(to) }));
  return { pieces, closed: false, openings: spans };
}

/** The ring without repeated vertices nor a closing copy of its first one. */
function dedupe(ring: Ring): Point[] {
  const out: Point[] = [];
  for (const p of ring) {
    const lastPoint = out[out.length - 1];
    if (!lastPoint || distance(lastPoint, p) > 1e-9) out.push(p);
  }
  while (out.length > 1 && distance(at(out, 0), at(out, out.length - 1)) <= 1e-9) out.pop();
  return out;
}
