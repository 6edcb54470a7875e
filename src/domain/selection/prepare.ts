/**
 * Building what a fill click needs, once per sheet and set of hidden layers (issue 26): the ink raster, its distance
 * map, and for a vector sheet its segments' R-tree. Pure code: it runs in the selection worker and in Node tests.
 *
 * - A vector sheet: its visible segments are drawn into the raster here (no render, no anti-aliasing), each as a
 *   capsule of radius 0.75 px around the segment. 0.75 is the smallest radius (over √2 / 2) for which the pixel holding
 *   a segment's end is always inked by every segment ending there, whichever way each is walked, so joints have no gap;
 *   a line is then 1.5 px thick at least and 8-connected, which a 4-connected fill never crosses.
 * - A scan: its grey render is binarised (Otsu), specks are removed, and how many there were is kept as the sheet's
 *   noise, which the fill answers `noisy` on. The annotations' small marks (letters, dashes: loose components under
 *   MARK_MAX_SIDE_POINTS) are cleared too — a vector sheet's text is not drawn either — so that closing openings does
 *   not wall a click in between lines of notes; a solid blob (a column) stays.
 *
 * The raster's scale: as many pixels per point as fit in MAX_RASTER_PIXELS (12 Mpx, 12 MB of ink and 48 MB of
 * distances), capped at MAX_VECTOR_SCALE so a small sheet does not cost a click more than it needs. VA's 3024 × 2160 pt
 * sheet gets 1.355 px/pt; an A3 sheet 4 px/pt. Under 1 px/pt only on sheets larger than A0 × 5.
 */
import { SegmentIndex } from '../takeoff/snap.ts';
import { doorLeafSegments } from './doors.ts';
import { tileGridSegments } from './grid.ts';
import type { GrayRaster } from '../counting/types.ts';
import type { SheetTextItem } from '../pdf/text.ts';
import type { InkRaster, PreparedSheet } from './types.ts';

/** The largest raster drawn for a sheet, in pixels. */
export const MAX_RASTER_PIXELS = 12_000_000;
/** Pixels per point a vector sheet is drawn at when more would fit: enough to close a 1 cm opening at 1:200. */
export const MAX_VECTOR_SCALE = 4;
/** Radius of a drawn segment, in pixels (see the module's header). */
export const LINE_RADIUS = 0.75;
/**
 * The largest mark cleared from a scan, in points on paper: a letter or a word's fragment (annotations are printed
 * 2 to 4 mm high), a dash. A wall, a door leaf or a window is longer at any usual scale.
 */
export const MARK_MAX_SIDE_POINTS = 14;
/** The smallest solid blob kept as a column, in points on paper (a 20 cm column at 1:100 is 5.7 pt). */
export const COLUMN_MIN_SIDE_POINTS = 4;
/** The share of a scan's pixels that were specks above which it is `noisy`. */
export const NOISY_SPECK_SHARE = 0.004;

/** Pixels per point for a sheet of this size in points. */
export function rasterScale(width: number, height: number): number {
  const fit = Math.sqrt(MAX_RASTER_PIXELS / Math.max(1, width * height));
  return Math.min(MAX_VECTOR_SCALE, fit);
}

export interface VectorSheetInput {
  /** The sheet's size in points. */
  readonly width: number;
  readonly height: number;
  /** The visible segments, x1, y1, x2, y2 in sheet points (hidden layers already dropped). */
  readonly segments: Float32Array;
  /** Per segment, the index in `layerNames` of its innermost layer, or -1. */
  readonly segmentLayers: Int32Array;
  readonly layerNames: readonly string[];
  readonly text: readonly SheetTextItem[];
  /** Pixels per point; default `rasterScale(width, height)`. */
  readonly scale?: number;
  /**
   * The drawing's scale in points per metre (the sheet's default scale), when it has one: the lines cleared at
   * prepare are judged in metres (a wall's pocket, a tile), so that a plan at 1:20 or 1:50 keeps its walls' faces.
   * Absent: judged as on a plan at 1/8" = 1'-0" (1:96), the thresholds in points below.
   */
  readonly pointsPerMetre?: number;
}

/** VA's 1/8" = 1'-0": the scale the clearing's thresholds in points were measured at. */
const THRESHOLDS_POINTS_PER_METRE = 72 / 0.0254 / 96;

/** The clearing's thresholds in points for a drawing at `pointsPerMetre` (those measured at 1:96 when absent). */
export function clearingThresholds(pointsPerMetre?: number): LoneLineThresholds {
  const k =
    pointsPerMetre !== undefined && Number.isFinite(pointsPerMetre) && pointsPerMetre > 0
      ? pointsPerMetre / THRESHOLDS_POINTS_PER_METRE
      : 1;
  return {
    pocket: WALL_POCKET * k,
    smallRegion: SMALL_REGION * k * k,
    cellRadius: CELL_RADIUS * k,
    islandRegion: ISLAND_REGION * k * k,
  };
}

export function prepareFromVectors(input: VectorSheetInput): PreparedSheet {
  const scale = input.scale ?? rasterScale(input.width, input.height);
  const metre = metreInPoints(input.pointsPerMetre);
  // A tile grid's lines are not drawn (./grid.ts): they are neither walls nor closures.
  const grid = tileGridSegments(input.segments, metre);
  // Nor are open doors' leaves and swings (./doors.ts).
  const doors = doorLeafSegments(input.segments, metre);
  for (let i = 0; i < grid.length; i++) grid[i] = (grid[i] as number) | (doors[i] as number);
  const ink = rasterizeSegments(withoutMarked(input.segments, grid), input.width, input.height, scale);
  const drawn = distanceTransform(ink.data, ink.width, ink.height);
  const tags = input.text.map((t) => ({ x: t.box.x + t.box.width / 2, y: t.box.y + t.box.height / 2 }));
  let cleared = eraseLoneLines(
    ink.data,
    ink.width,
    ink.height,
    scale,
    drawn,
    tags,
    clearingThresholds(input.pointsPerMetre),
    input.text.map((t) => t.box),
    input.segments,
  );
  // What clearing leaves of a grid or a dashed line: the crossings and stubs, a few pixels each.
  if (cleared > 0)
    cleared += removeSpecks(ink.data, ink.width, ink.height, Math.max(4, Math.round((1.5 * scale) ** 2)));
  return {
    ink,
    distance: cleared > 0 ? distanceTransform(ink.data, ink.width, ink.height) : drawn,
    closures: findClosures(input.segments, ink, CLOSURE_MAX_METRES * metre, JAMB_METRES * metre),
    metre,
    source: 'vectors',
    width: input.width,
    height: input.height,
    segments: input.segments,
    index: SegmentIndex.build(input.segments),
    segmentLayers: input.segmentLayers,
    layerNames: input.layerNames,
    text: input.text,
    noise: 0,
  };
}

/** The segments (x1, y1, x2, y2 quads) whose mark is 0. */
function withoutMarked(segments: Float32Array, marks: Uint8Array): Float32Array {
  let kept = 0;
  for (let i = 0; i < marks.length; i++) if (!marks[i]) kept++;
  if (kept === marks.length) return segments;
  const out = new Float32Array(kept * 4);
  let o = 0;
  for (let i = 0; i < marks.length; i++) {
    if (marks[i]) continue;
    for (let k = 0; k < 4; k++) out[o++] = segments[4 * i + k] as number;
  }
  return out;
}

/** The longest opening a closure is kept for, in metres: the largest gap a person may set (FILL_GAP_LIMITS.max). */
export const CLOSURE_MAX_METRES = 5;
/** Two segments both shorter than this, in metres (jambs), close spans at most twice as long as the longer one. */
export const JAMB_METRES = 0.45;

/** A metre in points at the drawing's scale, or at 1:96 when the sheet has none. */
export function metreInPoints(pointsPerMetre?: number): number {
  return pointsPerMetre !== undefined && Number.isFinite(pointsPerMetre) && pointsPerMetre > 0
    ? pointsPerMetre
    : THRESHOLDS_POINTS_PER_METRE;
}

/**
 * The openings a fill may close, found once per sheet: a wall's face interrupted by a door or a bay. For each end p of
 * a segment whose ink survived clearing, the nearest end q of another segment on (nearly) the same line beyond p
 * (q within 1 px of p's line, the two within 3° of parallel), that segment running on past q, and nothing inked
 * between p and q: the closure p–q, x1, y1, x2, y2 per closure in sheet points, each once. Kept up to `maxLength`
 * points. Two segments both shorter than `jamb` (jambs, a wall's ends) only close a span up to twice the longer one:
 * two doors facing each other across a corridor have their jambs on one line, and the corridor must not be cut.
 */
export function findClosures(segments: Float32Array, ink: InkRaster, maxLength: number, jamb: number): Float32Array {
  const { scale, width: w, height: h, data } = ink;
  const n = Math.floor(segments.length / 4);
  const inkAt = (x: number, y: number) => {
    const ix = Math.floor(x * scale);
    const iy = Math.floor(y * scale);
    return ix >= 0 && iy >= 0 && ix < w && iy < h && data[iy * w + ix] === 1;
  };
  const px = 1 / scale;
  const tol = Math.max(px, 0.05);
  const sinMax = Math.sin((3 * Math.PI) / 180);
  // Per segment: length and unit direction; per end, whether its ink survived (1.5 px in from the end).
  const len = new Float32Array(n);
  const alive = new Uint8Array(2 * n);
  const cell = Math.max(4, maxLength / 16);
  const grid = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 1_000_003 + cy;
  for (let i = 0; i < n; i++) {
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    const l = Math.hypot(x2 - x1, y2 - y1);
    len[i] = l;
    if (!(l >= 3 * px) || !Number.isFinite(l)) continue;
    const ux = (x2 - x1) / l;
    const uy = (y2 - y1) / l;
    const d = 1.5 * px;
    alive[2 * i] = inkAt(x1 + ux * d, y1 + uy * d) ? 1 : 0;
    alive[2 * i + 1] = inkAt(x2 - ux * d, y2 - uy * d) ? 1 : 0;
    for (let e = 0; e < 2; e++) {
      if (!alive[2 * i + e]) continue;
      const ex = e === 0 ? x1 : x2;
      const ey = e === 0 ? y1 : y2;
      const k = key(Math.floor(ex / cell), Math.floor(ey / cell));
      let list = grid.get(k);
      if (!list) grid.set(k, (list = []));
      list.push(2 * i + e);
    }
  }
  const out: number[] = [];
  const seenCells = new Set<number>();
  for (let i = 0; i < n; i++) {
    for (let e = 0; e < 2; e++) {
      if (!alive[2 * i + e]) continue;
      const l = len[i] as number;
      const ax = segments[4 * i + 2 * (1 - e)] as number;
      const ay = segments[4 * i + 2 * (1 - e) + 1] as number;
      const pxp = segments[4 * i + 2 * e] as number;
      const pyp = segments[4 * i + 2 * e + 1] as number;
      // The direction beyond p, away from the segment.
      const ux = (pxp - ax) / l;
      const uy = (pyp - ay) / l;
      const reach = maxLength;
      let best = -1;
      let bestT = Infinity;
      seenCells.clear();
      for (let t = 0; t <= reach + cell; t += cell / 2) {
        if (t > bestT + cell) break;
        for (const side of [-tol, 0, tol]) {
          const cx = Math.floor((pxp + ux * t - uy * side) / cell);
          const cy = Math.floor((pyp + uy * t + ux * side) / cell);
          const k = key(cx, cy);
          if (seenCells.has(k)) continue;
          seenCells.add(k);
          for (const end of grid.get(k) ?? []) {
            const j = end >> 1;
            if (j === i) continue;
            const f = end & 1;
            const qx = segments[4 * j + 2 * f] as number;
            const qy = segments[4 * j + 2 * f + 1] as number;
            const tq = (qx - pxp) * ux + (qy - pyp) * uy;
            if (tq > bestT || tq > reach) continue;
            if (Math.abs((qx - pxp) * uy - (qy - pyp) * ux) > tol) continue;
            const lj = len[j] as number;
            const rx = segments[4 * j + 2 * (1 - f)] as number;
            const ry = segments[4 * j + 2 * (1 - f) + 1] as number;
            const vx = (rx - qx) / lj;
            const vy = (ry - qy) / lj;
            // Parallel, and running on beyond q.
            if (Math.abs(vx * uy - vy * ux) > sinMax || vx * ux + vy * uy <= 0) continue;
            best = end;
            bestT = tq;
          }
        }
      }
      // Nothing on the line, or a joint (the line runs on from p): no opening.
      if (best < 0 || bestT < 2 * px) continue;
      const j = best >> 1;
      const longer = Math.max(l, len[j] as number);
      if (longer < jamb && bestT > 2 * longer) continue;
      const qx = segments[4 * j + 2 * (best & 1)] as number;
      const qy = segments[4 * j + 2 * (best & 1) + 1] as number;
      // Nothing inked between (the ends' own ink, 2 px, aside).
      let free = true;
      const steps = Math.ceil(bestT * scale);
      for (let k = 2; k <= steps - 2 && free; k++) {
        const t = k / steps;
        if (inkAt(pxp + (qx - pxp) * t, pyp + (qy - pyp) * t)) free = false;
      }
      if (!free) continue;
      out.push(pxp, pyp, qx, qy);
    }
  }
  // Each closure is found from both of its ends: kept once.
  const unique = new Map<string, number>();
  for (let c = 0; c < out.length; c += 4) {
    const a = `${(out[c] as number).toFixed(3)},${(out[c + 1] as number).toFixed(3)}`;
    const b = `${(out[c + 2] as number).toFixed(3)},${(out[c + 3] as number).toFixed(3)}`;
    unique.set(a < b ? `${a};${b}` : `${b};${a}`, c);
  }
  const result = new Float32Array(unique.size * 4);
  let o = 0;
  for (const c of unique.values()) for (let k = 0; k < 4; k++) result[o++] = out[c + k] as number;
  return result;
}

export interface GreySheetInput {
  /** The sheet's size in points. */
  readonly width: number;
  readonly height: number;
  /** The sheet's render, 0 = black. */
  readonly grey: GrayRaster;
  /** The render's pixels per point. */
  readonly scale: number;
}

export function prepareFromGrey(input: GreySheetInput): PreparedSheet {
  const { grey, scale } = input;
  const data = binarize(grey);
  // A speck: smaller than a 0.6 pt dot (a full stop at 6 pt is about 0.8 pt across), 2 px at least.
  const maxSpeck = Math.max(2, Math.round((0.6 * scale) ** 2));
  const specks = removeSpecks(data, grey.width, grey.height, maxSpeck);
  // The annotations' letters and dashes: they would wall a room's click in when openings are closed (see fill.ts).
  removeSmallMarks(
    data,
    grey.width,
    grey.height,
    Math.round(MARK_MAX_SIDE_POINTS * scale),
    Math.round(COLUMN_MIN_SIDE_POINTS * scale),
  );
  const drawn = distanceTransform(data, grey.width, grey.height);
  const cleared = eraseLoneLines(data, grey.width, grey.height, scale, drawn);
  const ink: InkRaster = { width: grey.width, height: grey.height, scale, data };
  return {
    ink,
    distance: cleared > 0 ? distanceTransform(data, grey.width, grey.height) : drawn,
    source: 'raster',
    width: input.width,
    height: input.height,
    segments: null,
    index: null,
    segmentLayers: null,
    layerNames: [],
    text: [],
    noise: specks / Math.max(1, grey.width * grey.height),
  };
}

/**
 * Draws segments (sheet points) into a new ink raster of the sheet at `scale` px/pt: every pixel whose centre lies
 * within `radius` px of a segment is ink.
 */
export function rasterizeSegments(
  segments: Float32Array,
  width: number,
  height: number,
  scale: number,
  radius: number = LINE_RADIUS,
): InkRaster {
  const w = Math.max(1, Math.ceil(width * scale));
  const h = Math.max(1, Math.ceil(height * scale));
  const data = new Uint8Array(w * h);
  for (let i = 0; i + 3 < segments.length; i += 4) {
    drawCapsule(
      data,
      w,
      h,
      (segments[i] as number) * scale,
      (segments[i + 1] as number) * scale,
      (segments[i + 2] as number) * scale,
      (segments[i + 3] as number) * scale,
      radius,
    );
  }
  return { width: w, height: h, scale, data };
}

/**
 * Inks the pixels whose centre is within r of the segment a–b (pixel coordinates, a pixel's centre at +0.5). Walked
 * along the segment's major axis: each column (or row) across it meets the capsule in one interval, the union of the
 * band's and the two end discs' (the capsule is convex), so the work is the ink drawn, not the segment's box.
 */
export function drawCapsule(
  data: Uint8Array,
  w: number,
  h: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
): void {
  if (![ax, ay, bx, by].every(Number.isFinite)) return;
  const steep = Math.abs(by - ay) > Math.abs(bx - ax);
  // In the walked frame, u is the major axis and v the minor one.
  const [au, av, bu, bv] = steep ? [ay, ax, by, bx] : [ax, ay, bx, by];
  const [uMax, vMax] = steep ? [h, w] : [w, h];
  const du = bu - au;
  const dv = bv - av;
  const len2 = du * du + dv * dv;
  const len = Math.sqrt(len2);
  const from = Math.max(0, Math.floor(Math.min(au, bu) - r));
  const to = Math.min(uMax - 1, Math.ceil(Math.max(au, bu) + r));
  for (let iu = from; iu <= to; iu++) {
    const cu = iu + 0.5;
    let lo = Infinity;
    let hi = -Infinity;
    // The two end discs.
    for (const [pu, pv] of [
      [au, av],
      [bu, bv],
    ] as const) {
      const d = cu - pu;
      if (Math.abs(d) <= r) {
        const half = Math.sqrt(r * r - d * d);
        lo = Math.min(lo, pv - half);
        hi = Math.max(hi, pv + half);
      }
    }
    // The band: |cross| ≤ r·len and 0 ≤ dot ≤ len² (du ≠ 0 unless the segment is a point, then only the discs).
    if (len2 > 0 && du !== 0) {
      const c = dv * (cu - au);
      const v1 = av + (c - r * len) / du;
      const v2 = av + (c + r * len) / du;
      let bandLo = Math.min(v1, v2);
      let bandHi = Math.max(v1, v2);
      if (dv !== 0) {
        // dot = du·(cu − au) + dv·(v − av) within [0, len²].
        const t1 = av + (0 - du * (cu - au)) / dv;
        const t2 = av + (len2 - du * (cu - au)) / dv;
        bandLo = Math.max(bandLo, Math.min(t1, t2));
        bandHi = Math.min(bandHi, Math.max(t1, t2));
      } else {
        const dot = du * (cu - au);
        if (dot < 0 || dot > len2) bandHi = -Infinity;
      }
      if (bandLo <= bandHi) {
        lo = Math.min(lo, bandLo);
        hi = Math.max(hi, bandHi);
      }
    }
    if (!(lo <= hi)) continue;
    const first = Math.max(0, Math.ceil(lo - 0.5));
    const last = Math.min(vMax - 1, Math.floor(hi - 0.5));
    if (steep) {
      for (let iv = first; iv <= last; iv++) data[iu * w + iv] = 1;
    } else {
      for (let iv = first; iv <= last; iv++) data[iv * w + iu] = 1;
    }
  }
}

/** Paper narrower than this (points) beside a line makes it a wall's face or a jamb: the pocket between two faces. */
export const WALL_POCKET = 12;
/** Paper regions smaller than this (points²) on a line's side make it an outline: a column, a shaft, a small box. */
export const SMALL_REGION = 600;
/**
 * The inside of a closed outline standing alone (an ink component touching nothing else, around one paper region)
 * smaller than this (points², 4 m² at 1:96) makes it an island kept as drawn: a stairwell, a shaft, a column.
 */
export const ISLAND_REGION = 3500;
/** A tile grid's cell is at least this far from its centre to its lines (points): 6 pt tiles and up. */
export const CELL_RADIUS = 3;

/** eraseLoneLines' thresholds in points: WALL_POCKET, SMALL_REGION and CELL_RADIUS at the drawing's scale. */
export interface LoneLineThresholds {
  readonly pocket: number;
  readonly smallRegion: number;
  readonly cellRadius: number;
  /** ISLAND_REGION at the drawing's scale; absent: no island kept beyond smallRegion. */
  readonly islandRegion?: number;
}
/** The thickest ink, in pixels, taken for a single drawn line. */
const THIN = 3;

/**
 * Clears the lines that cannot be walls, so that they neither close a room nor split it: door leaves and swings,
 * furniture, the wall-finish tags drawn across VA's rooms. A line is cleared where it is thin (≤ 3 px across, along a
 * row or a column) and opens, on both sides and within WALL_POCKET, onto paper wider than WALL_POCKET (a pixel at
 * least WALL_POCKET / 2 from any ink) that belongs to a paper region of at least SMALL_REGION. A wall drawn as two
 * faces keeps both, and its jambs (the pocket between the faces is narrow); an island's outline (a column drawn as a
 * square) keeps it (its inside is small) — unless that small inside holds text (`tagPoints`, sheet points): a box
 * drawn round a room number or a finish code, cleared too. `distance` is the distance map of `ink` as it is. Returns
 * the number of pixels cleared.
 */
export function eraseLoneLines(
  ink: Uint8Array,
  width: number,
  height: number,
  scale: number,
  distance: Float32Array,
  tagPoints: readonly { readonly x: number; readonly y: number }[] = [],
  thresholds: LoneLineThresholds = clearingThresholds(),
  tagBoxes: readonly TextBox[] = [],
  tagSegments: Float32Array = new Float32Array(0),
): number {
  const pocket = Math.max(2, Math.round(thresholds.pocket * scale));
  const wide = (thresholds.pocket / 2) * scale;
  const minRegion = thresholds.smallRegion * scale * scale;
  const regions = paperRegions(ink, width);
  // Small paper regions holding text: boxes drawn round a tag (a room number, a finish code), cleared like lines.
  const tagged = new Set<number>();
  for (const t of tagPoints) {
    const x = Math.floor(t.x * scale);
    const y = Math.floor(t.y * scale);
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const l = regions.label[y * width + x] as number;
    if (l > 0 && (regions.size[l] as number) < minRegion) tagged.add(l);
  }
  for (const l of compartments(regions, width, height, scale, tagBoxes, minRegion, tagSegments)) tagged.add(l);
  const isTagged = (p: number) => tagged.has(regions.label[p] as number);
  const islands = islandRegions(ink, width, height, regions, (thresholds.islandRegion ?? 0) * scale * scale);
  const big = (p: number) => {
    const l = regions.label[p] as number;
    return (regions.size[l] as number) >= minRegion && !islands.has(l);
  };
  // A grid's cell is some points across; the strips of a wall's hatch and the pocket between its faces are slits.
  const widest = new Float32Array(regions.size.length);
  for (let p = 0; p < ink.length; p++) {
    const l = regions.label[p] as number;
    if (l > 0 && (distance[p] as number) > (widest[l] as number)) widest[l] = distance[p] as number;
  }
  const cell = (p: number) => (widest[regions.label[p] as number] as number) >= thresholds.cellRadius * scale;
  /** Whether the paper beyond `from` (a pixel next to the line) along `step` opens onto a wide space, within reach. */
  const opens = (from: number, step: number, pos: number, size: number): boolean => {
    if (isTagged(from)) return true;
    if (!big(from)) return false;
    let q = from;
    let k = pos;
    for (let n = 0; n < pocket; n++) {
      if (k < 0 || k >= size || ink[q]) return false;
      if ((distance[q] as number) >= wide) return true;
      q += step;
      k += step > 0 ? 1 : -1;
    }
    return false;
  };
  /** Whether the ink run through p along `step` is thin and opens onto wide paper on both sides. */
  const lone = (p: number, step: number, pos: number, size: number): boolean => {
    let a = p;
    let pa = pos;
    while (pa > 0 && ink[a - step]) {
      a -= step;
      pa--;
      if (pos - pa >= THIN) return false;
    }
    let b = p;
    let pb = pos;
    while (pb < size - 1 && ink[b + step]) {
      b += step;
      pb++;
      if (pb - pa >= THIN) return false;
    }
    if (pa === 0 || pb === size - 1) return false;
    // Small paper on both sides: a grid's cells (tiles drawn over a floor), a hatch's strips inside a wall.
    if (!big(a - step) && !big(b + step) && cell(a - step) && cell(b + step)) return true;
    return opens(a - step, -step, pa - 1, size) && opens(b + step, step, pb + 1, size);
  };
  const cleared: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!ink[p]) continue;
      if (lone(p, 1, x, width) || lone(p, width, y, height)) cleared.push(p);
    }
  }
  for (const p of cleared) ink[p] = 0;
  return cleared.length;
}

/** A text item's box in sheet points. */
export interface TextBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The small paper regions a text runs across, as tall as its line (four fifths of it at least, across the text's
 * direction) and lying within its box grown by half a line all round: the compartments of a tag drawn as a box split
 * by lines (a finish code « CPT-1 » over three cells), whose text's centre falls in one cell only. Not one: a region
 * reaching out of the text's box, or a slit under it (a wall's pocket under a label printed across a wall).
 */
function compartments(
  regions: { label: Int32Array; size: number[] },
  width: number,
  height: number,
  scale: number,
  boxes: readonly TextBox[],
  maxSize: number,
  segments: Float32Array,
): Set<number> {
  const out = new Set<number>();
  if (boxes.length === 0 || segments.length === 0) return out;
  // Per candidate region, the text boxes (in pixels, grown) it must lie within.
  const within = new Map<number, { x0: number; y0: number; x1: number; y1: number; tall: number; wide: number }[]>();
  for (const b of boxes) {
    if (!(b.width > 0 && b.height > 0)) continue;
    const line = Math.min(b.width, b.height);
    const grow = line / 2;
    const frame = {
      x0: (b.x - grow) * scale,
      y0: (b.y - grow) * scale,
      x1: (b.x + b.width + grow) * scale,
      y1: (b.y + b.height + grow) * scale,
      // A horizontal text's cells are as tall as its line; a vertical one's as wide.
      tall: b.width >= b.height ? 0.8 * line * scale : 0,
      wide: b.width >= b.height ? 0 : 0.8 * line * scale,
    };
    const y = Math.floor((b.y + b.height / 2) * scale);
    if (y < 0 || y >= height) continue;
    const xa = Math.max(0, Math.floor(b.x * scale));
    const xb = Math.min(width - 1, Math.floor((b.x + b.width) * scale));
    for (let x = xa; x <= xb; x++) {
      const l = regions.label[y * width + x] as number;
      if (l <= 0 || (regions.size[l] as number) >= maxSize) continue;
      let list = within.get(l);
      if (!list) within.set(l, (list = []));
      if (list[list.length - 1] !== frame) list.push(frame);
    }
  }
  if (within.size === 0) return out;
  // The short segments by cell of CELL points (a tag's lines are a few points long), for the frames' own lines.
  const CELL = 32;
  const cells = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 1_000_003 + cy;
  for (let i = 0; 4 * i + 3 < segments.length; i++) {
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    if (!(Math.hypot(x2 - x1, y2 - y1) <= CELL)) continue;
    const k = key(Math.floor(x1 / CELL), Math.floor(y1 / CELL));
    let list = cells.get(k);
    if (!list) cells.set(k, (list = []));
    list.push(i);
  }
  const near = (f: { x0: number; y0: number; x1: number; y1: number }): number[] => {
    const found: number[] = [];
    for (let cx = Math.floor(f.x0 / scale / CELL); cx <= Math.floor(f.x1 / scale / CELL); cx++)
      for (let cy = Math.floor(f.y0 / scale / CELL); cy <= Math.floor(f.y1 / scale / CELL); cy++)
        for (const i of cells.get(key(cx, cy)) ?? []) found.push(i);
    return found;
  };
  // The candidates' boxes, in one pass over the raster.
  const box = new Map<number, [number, number, number, number]>();
  for (const l of within.keys()) box.set(l, [Infinity, Infinity, -Infinity, -Infinity]);
  for (let p = 0; p < regions.label.length; p++) {
    const l = regions.label[p] as number;
    if (l <= 0) continue;
    const b = box.get(l);
    if (!b) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (x < b[0]) b[0] = x;
    if (y < b[1]) b[1] = y;
    if (x > b[2]) b[2] = x;
    if (y > b[3]) b[3] = y;
  }
  for (const [l, frames] of within) {
    const b = box.get(l) as [number, number, number, number];
    const fits = (f: (typeof frames)[number]) =>
      b[0] >= f.x0 &&
      b[1] >= f.y0 &&
      b[2] + 1 <= f.x1 &&
      b[3] + 1 <= f.y1 &&
      b[3] + 1 - b[1] >= f.tall &&
      b[2] + 1 - b[0] >= f.wide;
    if (frames.some((f) => fits(f) && closedByOwnLines(regions.label, l, b, width, f, near(f), segments, scale)))
      out.add(l);
  }
  return out;
}

/**
 * Whether every line around region `l` (box `b`, pixels, inclusive) is drawn by segments (among `candidates`) lying
 * wholly within `frame` (pixels): the tag's own box and dividers, not a wall's face under a tag printed across a wall.
 */
function closedByOwnLines(
  label: Int32Array,
  l: number,
  b: readonly [number, number, number, number],
  width: number,
  frame: { x0: number; y0: number; x1: number; y1: number },
  candidates: readonly number[],
  segments: Float32Array,
  scale: number,
): boolean {
  const fx = Math.floor(frame.x0);
  const fy = Math.floor(frame.y0);
  const fw = Math.ceil(frame.x1) - fx + 1;
  const fh = Math.ceil(frame.y1) - fy + 1;
  const own = new Uint8Array(fw * fh);
  const inside = (x: number, y: number) => x >= frame.x0 && y >= frame.y0 && x <= frame.x1 && y <= frame.y1;
  for (const i of candidates) {
    const x1 = (segments[4 * i] as number) * scale;
    const y1 = (segments[4 * i + 1] as number) * scale;
    const x2 = (segments[4 * i + 2] as number) * scale;
    const y2 = (segments[4 * i + 3] as number) * scale;
    if (!inside(x1, y1) || !inside(x2, y2)) continue;
    drawCapsule(own, fw, fh, x1 - fx, y1 - fy, x2 - fx, y2 - fy, LINE_RADIUS);
  }
  const height = label.length / width;
  for (let y = b[1]; y <= b[3]; y++) {
    for (let x = b[0]; x <= b[2]; x++) {
      if (label[y * width + x] !== l) continue;
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || label[ny * width + nx] !== 0) continue;
        const lx = nx - fx;
        const ly = ny - fy;
        if (lx < 0 || ly < 0 || lx >= fw || ly >= fh || !own[ly * fw + lx]) return false;
      }
    }
  }
  return true;
}

/**
 * The paper regions under `maxSize` pixels inside a closed outline standing alone: every ink pixel next to the region
 * belongs to one 8-connected ink component, and that component borders no other region than this one and its outside.
 */
function islandRegions(
  ink: Uint8Array,
  width: number,
  height: number,
  regions: { label: Int32Array; size: number[] },
  maxSize: number,
): Set<number> {
  const out = new Set<number>();
  if (maxSize <= 0) return out;
  // 8-connected ink components.
  const comp = new Int32Array(ink.length);
  const stack = new Int32Array(ink.length);
  let count = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || comp[start]) continue;
    const id = ++count;
    let top = 0;
    stack[top++] = start;
    comp[start] = id;
    while (top > 0) {
      const p = stack[--top] as number;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (ink[q] && !comp[q]) {
            comp[q] = id;
            stack[top++] = q;
          }
        }
      }
    }
  }
  // Per component, the regions it borders (two kept, -1: more); per region, its one bordering component (-1: more).
  const compA = new Int32Array(count + 1);
  const compB = new Int32Array(count + 1);
  const regionComp = new Int32Array(regions.size.length);
  const touch = (p: number, q: number) => {
    const r = regions.label[p] as number;
    const c = comp[q] as number;
    const rc = regionComp[r] as number;
    if (rc === 0) regionComp[r] = c;
    else if (rc !== c) regionComp[r] = -1;
    const a = compA[c] as number;
    if (a === 0) compA[c] = r;
    else if (a !== r) {
      const b = compB[c] as number;
      if (b === 0) compB[c] = r;
      else if (b !== r) compB[c] = -1;
    }
  };
  for (let p = 0; p < ink.length; p++) {
    if (ink[p]) continue;
    const x = p % width;
    if (x > 0 && ink[p - 1]) touch(p, p - 1);
    if (x < width - 1 && ink[p + 1]) touch(p, p + 1);
    if (p >= width && ink[p - width]) touch(p, p - width);
    if (p + width < ink.length && ink[p + width]) touch(p, p + width);
  }
  for (let r = 1; r < regions.size.length; r++) {
    const c = regionComp[r] as number;
    if (c > 0 && (regions.size[r] as number) < maxSize && (compB[c] as number) > 0) out.add(r);
  }
  return out;
}

/** The 4-connected regions of paper: a label per pixel (0 on ink) and each label's size in pixels. */
function paperRegions(ink: Uint8Array, width: number): { label: Int32Array; size: number[] } {
  const label = new Int32Array(ink.length);
  const size: number[] = [0];
  const stack = new Int32Array(ink.length);
  for (let start = 0; start < ink.length; start++) {
    if (ink[start] || label[start]) continue;
    const id = size.length;
    let count = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const p = stack[--top] as number;
      count++;
      const x = p % width;
      if (x > 0 && !ink[p - 1] && !label[p - 1]) {
        label[p - 1] = id;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && !ink[p + 1] && !label[p + 1]) {
        label[p + 1] = id;
        stack[top++] = p + 1;
      }
      if (p >= width && !ink[p - width] && !label[p - width]) {
        label[p - width] = id;
        stack[top++] = p - width;
      }
      if (p + width < ink.length && !ink[p + width] && !label[p + width]) {
        label[p + width] = id;
        stack[top++] = p + width;
      }
    }
    size.push(count);
  }
  return { label, size };
}

const INF = 1e20;

/**
 * Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, 2012): per pixel the distance from its centre to
 * the nearest ink pixel's centre, in pixels; 0 on ink. Two passes of the 1-D lower envelope of parabolas, columns then
 * rows, O(pixels). A raster without ink gets a large finite distance everywhere.
 */
export function distanceTransform(ink: Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  // Columns: squared distance to ink in the same column.
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = ink[y * width + x] ? 0 : INF;
    envelope(f, d, v, z, height);
    for (let y = 0; y < height; y++) out[y * width + x] = d[y] as number;
  }
  // Rows, on the columns' result.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) f[x] = out[row + x] as number;
    envelope(f, d, v, z, width);
    for (let x = 0; x < width; x++) out[row + x] = Math.sqrt(d[x] as number);
  }
  return out;
}

/**
 * The 1-D squared distance transform of f (n samples) into d; v and z are scratch. Samples at INF (no ink in that
 * column) add no parabola: their huge values would cancel each other's q² in floating point.
 */
function envelope(f: Float64Array, d: Float64Array, v: Int32Array, z: Float64Array, n: number): void {
  let k = -1;
  for (let q = 0; q < n; q++) {
    const fq = f[q] as number;
    if (fq >= INF) continue;
    let s = -Infinity;
    while (k >= 0) {
      const p = v[k] as number;
      s = (fq + q * q - ((f[p] as number) + p * p)) / (2 * q - 2 * p);
      if (s <= (z[k] as number)) k--;
      else break;
    }
    if (k < 0) s = -Infinity;
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  if (k < 0) {
    d.fill(INF, 0, n);
    return;
  }
  let j = 0;
  for (let q = 0; q < n; q++) {
    while ((z[j + 1] as number) < q) j++;
    const p = v[j] as number;
    d[q] = (q - p) * (q - p) + (f[p] as number);
  }
}

/** Otsu's threshold over the grey levels: the level that best splits ink from paper (pixels ≤ it are ink). */
export function otsuThreshold(grey: GrayRaster): number {
  const hist = new Float64Array(256);
  const { data } = grey;
  for (let i = 0; i < data.length; i++) {
    const g = data[i] as number;
    hist[g] = (hist[g] as number) + 1;
  }
  const total = data.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * (hist[t] as number);
  let weightB = 0;
  let sumB = 0;
  let best = -1;
  let threshold = 127;
  for (let t = 0; t < 255; t++) {
    weightB += hist[t] as number;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * (hist[t] as number);
    const meanB = sumB / weightB;
    const meanF = (sumAll - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * A grey picture → ink (1) and paper (0) by Otsu's threshold, clamped to 64–200 so that a blank page (one grey level)
 * or a page of solid fills is not split in the middle of its paper.
 */
export function binarize(grey: GrayRaster): Uint8Array {
  const t = Math.min(200, Math.max(64, otsuThreshold(grey)));
  const out = new Uint8Array(grey.width * grey.height);
  const { data } = grey;
  for (let i = 0; i < out.length; i++) out[i] = (data[i] as number) <= t ? 1 : 0;
  return out;
}

/** Clears the 8-connected ink components of at most `maxSize` pixels; returns how many pixels were cleared. */
export function removeSpecks(ink: Uint8Array, width: number, height: number, maxSize: number): number {
  return clearComponents(ink, width, height, (c) => c.size <= maxSize, maxSize);
}

/**
 * Clears the marks a scan's annotations leave around a room — a letter, a digit, a dash of a dashed line, a dot:
 * 8-connected ink components whose box fits in `maxSide` × `maxSide` pixels (a wall, a window's lines, a door leaf or
 * the building's outline is longer than that, or joined to what is). A solid blob at least `minSolidSide` across is
 * kept: a column drawn filled (letters are strokes, at most half of their box inked). Returns how many pixels were
 * cleared.
 */
export function removeSmallMarks(
  ink: Uint8Array,
  width: number,
  height: number,
  maxSide: number,
  minSolidSide: number,
): number {
  return clearComponents(
    ink,
    width,
    height,
    (c) => {
      const w = c.maxX - c.minX + 1;
      const h = c.maxY - c.minY + 1;
      if (w > maxSide || h > maxSide) return false;
      const solid =
        c.size >= SOLID_SHARE * w * h && Math.min(w, h) >= minSolidSide && Math.max(w, h) <= 2 * Math.min(w, h);
      return !solid;
    },
    maxSide ** 2,
  );
}

/** The share of its box a component must ink to be a solid blob (a filled circle inks 79 %, a square all of it). */
const SOLID_SHARE = 0.65;

interface Component {
  size: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Walks the 8-connected ink components and clears those `clear` accepts. A component's pixels are kept in memory only
 * up to `keepUpTo` of them (more cannot be cleared: `clear` must refuse a component past that size).
 */
function clearComponents(
  ink: Uint8Array,
  width: number,
  height: number,
  clear: (component: Component) => boolean,
  keepUpTo: number,
): number {
  const seen = new Uint8Array(ink.length);
  const stack = new Int32Array(ink.length);
  const pixels: number[] = [];
  const c: Component = { size: 0, minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let cleared = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    pixels.length = 0;
    c.size = 0;
    c.minX = c.maxX = start % width;
    c.minY = c.maxY = (start - c.minX) / width;
    while (top > 0) {
      const p = stack[--top] as number;
      c.size++;
      if (c.size <= keepUpTo) pixels.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < c.minX) c.minX = x;
      else if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      else if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (ink[q] && !seen[q]) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    if (c.size <= keepUpTo && clear(c)) {
      for (const p of pixels) ink[p] = 0;
      cleared += c.size;
    }
  }
  return cleared;
}
