/**
 * The alignment of a previous indice on the new one (issue 27, item 2): the similarity (translation, rotation,
 * uniform scale) that maps the previous sheet's space onto the new one's, estimated from the two renders, or given
 * by two pairs of points a person picked.
 *
 * How it is estimated, coarse to fine, all on ink (255 − grey, so that paper is 0 and padding is free):
 *  1. **Coarse, global**: both sheets averaged down to ≤ COARSE_SIDE px and phase-correlated (one 512² FFT), for a few
 *     candidate scales (1, and the ratios of the page sizes: a re-plot on another paper may be drawn larger). The
 *     best peak gives the scale and a translation to a few points.
 *  2. **Tiles, robust fit**: on finer levels (2 pt, then 1 pt per pixel), the new sheet's most structured tiles
 *     (ink edges in both directions) are phase-correlated with the previous sheet sampled through the current
 *     estimate; each tile gives a pair of points, and a similarity is fitted to the pairs by RANSAC over pairs of
 *     tiles, then least squares on the inliers. Then the same at full resolution with Lucas–Kanade per tile (a
 *     gradient least-squares step, sub-pixel to a few hundredths of a pixel), fitted again.
 *
 * Why not Fourier–Mellin or feature matching: a plan's spectrum is dominated by its horizontal and vertical lines,
 * whose log-polar picture hardly tells scale apart; and matching line junctions needs a detector, descriptors and a
 * good deal of code for what the tiles already give. The tiles reuse the counting engine's FFT, are cheap (≈ 50 tiles
 * of 64²), are sub-pixel, measure a small rotation or scale as a smooth field of local shifts, and a moved title
 * block or an edited area is only a few outlying tiles that RANSAC leaves out. Their limit: a rotation past a few
 * degrees (a plan turned a quarter is a `sizeMismatch` when its shape turns, or is refused as not confident).
 *
 * The confidence (0…1) is the lower of two scores: how many tiles agree (inliers, and their share), and how much of
 * the new sheet's ink the previous sheet covers once aligned (at 2 pt per pixel, within a pixel). The residual is the
 * RMS misfit, in points, of the inlier tiles' pairs.
 */
import { Fft2d } from '../counting/fft.ts';
import type { GrayRaster } from '../counting/types.ts';
import { applyToPoint, multiply, type Matrix } from '../pdf/geometry.ts';
import { fail, ok, type Point, type Result } from '../takeoff/types.ts';
import type { SheetAlignment } from './types.ts';

export type AlignErrorCode = 'alignmentFailed' | 'sizeMismatch';

export interface AlignInput {
  /** The previous indice's sheet, rendered at `scale` from its top-left corner. */
  old: GrayRaster;
  /** The new indice's sheet, at the same scale. */
  new: GrayRaster;
  /** Pixels per point of both renders. */
  scale: number;
  /** The sheets' sizes in points (the renders cover them, rounded up to whole pixels). */
  oldSize: { width: number; height: number };
  newSize: { width: number; height: number };
}

export interface AlignEstimate {
  matrix: Matrix;
  confidence: number;
  /** RMS misfit of the inlier tiles, in points. */
  residual: number;
  /** Tiles that agreed / tiles measured at full resolution (for the bench and the tests). */
  inliers: number;
  tiles: number;
}

/** Under this confidence the estimate is refused: the person aligns by two pairs of points. */
export const MIN_CONFIDENCE = 0.5;

// ---------------------------------------------------------------------------------------------------------------
// Matrices (similarities: [a, b, −b, a, e, f])
// ---------------------------------------------------------------------------------------------------------------

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!det) throw new RangeError('singular matrix');
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** A similarity's uniform scale and rotation (radians, y down: positive turns clockwise on the sheet). */
export function scaleAndRotation(m: Matrix): { scale: number; rotation: number } {
  return { scale: Math.hypot(m[0], m[1]), rotation: Math.atan2(m[1], m[0]) };
}

/** The similarity turning by `rotation` and scaling by `scale` about `centre`, then moving by (tx, ty). */
export function similarity(scale: number, rotation: number, tx = 0, ty = 0, centre: Point = { x: 0, y: 0 }): Matrix {
  const a = scale * Math.cos(rotation);
  const b = scale * Math.sin(rotation);
  return [a, b, -b, a, centre.x - a * centre.x + b * centre.y + tx, centre.y - b * centre.x - a * centre.y + ty];
}

/** The largest distance a point of a `width` × `height` sheet moves between two matrices (points). */
export function maxDisplacement(m1: Matrix, m2: Matrix, width: number, height: number): number {
  let max = 0;
  for (const [x, y] of [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ] as const) {
    const p = applyToPoint(m1, x, y);
    const q = applyToPoint(m2, x, y);
    max = Math.max(max, Math.hypot(p[0] - q[0], p[1] - q[1]));
  }
  return max;
}

// ---------------------------------------------------------------------------------------------------------------
// Manual alignment
// ---------------------------------------------------------------------------------------------------------------

/** Two picked points closer than this (points) cannot give a rotation and scale. */
const MIN_PAIR_SPAN = 10;
/** A manual scale outside this range is a mistake, not a re-plot. */
const MANUAL_SCALES = [0.2, 5] as const;

/**
 * The similarity that takes each pair's first point (previous indice) onto its second (new indice), from exactly two
 * pairs. `sizes` (the two sheets' sizes) let the confidence say whether the scale agrees with a plausible re-plot: 1
 * when it is within 3 % of 1 or of a ratio of the sheets' sides, 0.6 otherwise.
 */
export function alignmentFromPairs(
  pairs: readonly (readonly [Point, Point])[],
  sizes?: { old: { width: number; height: number }; new: { width: number; height: number } },
): Result<SheetAlignment, 'badPairs'> {
  if (pairs.length !== 2) return fail('badPairs');
  const [[p1, q1], [p2, q2]] = pairs as [readonly [Point, Point], readonly [Point, Point]];
  if (![p1, q1, p2, q2].every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) return fail('badPairs');
  const vx = p2.x - p1.x;
  const vy = p2.y - p1.y;
  const wx = q2.x - q1.x;
  const wy = q2.y - q1.y;
  const lv = Math.hypot(vx, vy);
  const lw = Math.hypot(wx, wy);
  if (lv < MIN_PAIR_SPAN || lw < MIN_PAIR_SPAN) return fail('badPairs');
  const scale = lw / lv;
  if (scale < MANUAL_SCALES[0] || scale > MANUAL_SCALES[1]) return fail('badPairs');
  // w = s·R·v: a + ib = w / v in complex numbers.
  const a = (wx * vx + wy * vy) / (lv * lv);
  const b = (wy * vx - wx * vy) / (lv * lv);
  const matrix: Matrix = [a, b, -b, a, q1.x - (a * p1.x - b * p1.y), q1.y - (b * p1.x + a * p1.y)];
  let confidence = 1;
  if (sizes) {
    const plausible = candidateScales(sizes.old, sizes.new);
    confidence = plausible.some((s) => Math.abs(scale / s - 1) <= 0.03) ? 1 : 0.6;
  }
  return ok({
    matrix,
    method: 'manual',
    confidence,
    residual: 0,
    pairs: pairs.map(
      ([p, q]) =>
        [
          { x: p.x, y: p.y },
          { x: q.x, y: q.y },
        ] as const,
    ),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Automatic alignment
// ---------------------------------------------------------------------------------------------------------------

/** Whether two pages could be re-plots of each other: same orientation and roughly the same shape, sizes within 4×. */
export function plausibleSizes(
  old: { width: number; height: number },
  neu: { width: number; height: number },
): boolean {
  if (!(old.width > 0 && old.height > 0 && neu.width > 0 && neu.height > 0)) return false;
  const shape = old.width / old.height / (neu.width / neu.height);
  const area = (neu.width * neu.height) / (old.width * old.height);
  return shape > 0.75 && shape < 1 / 0.75 && area > 1 / 16 && area < 16;
}

/** The scales a re-plot is likely drawn at: the same, or fitted to the new paper (by width, height or area). */
function candidateScales(old: { width: number; height: number }, neu: { width: number; height: number }): number[] {
  const out: number[] = [1];
  for (const s of [
    neu.width / old.width,
    neu.height / old.height,
    Math.sqrt((neu.width * neu.height) / (old.width * old.height)),
  ]) {
    if (out.every((t) => Math.abs(s / t - 1) > 0.005)) out.push(s);
  }
  return out;
}

/** The coarse level's longest side, in pixels, and its FFT size. */
const COARSE_SIDE = 400;
const COARSE_FFT = 512;
/** Tile side at the refining levels, and tiles kept (a grid of TILE_GRID² cells, one tile each at most). */
const TILE = 64;
const TILE_GRID = 7;
/** Tile side of the full-resolution Lucas–Kanade step. */
const LK_TILE = 96;

/** An ink raster (255 − grey, 0…1) averaged over k × k blocks; `ppt` points per pixel. */
interface Level {
  width: number;
  height: number;
  /** Ink is `offset + gain · data[i]`: averaged ink as is, or a render's grey read in place (no 4-byte copy). */
  data: Float32Array | Uint8Array;
  offset: number;
  gain: number;
  /** Points per pixel. Pixel u covers [u·ppt, (u + 1)·ppt) points: its centre is at (u + 0.5)·ppt. */
  ppt: number;
}

/** A render read as ink in place: 1 − grey / 255. */
function fullLevel(raster: GrayRaster, scale: number): Level {
  return { width: raster.width, height: raster.height, data: raster.data, offset: 1, gain: -1 / 255, ppt: 1 / scale };
}

/** `raster` as ink averaged over k × k blocks (k = 1: ink as is). */
export function inkLevel(raster: GrayRaster, k: number, scale: number): Level {
  const width = Math.floor(raster.width / k);
  const height = Math.floor(raster.height / k);
  const data = new Float32Array(width * height);
  const src = raster.data;
  const sw = raster.width;
  const norm = 1 / (255 * k * k);
  if (k === 1) return fullLevel(raster, scale);
  if (k === 2) {
    // The common case (renders at 1.5–2.5 px per point), unrolled.
    for (let y = 0; y < height; y++) {
      let i = 2 * y * sw;
      let j = i + sw;
      const out = y * width;
      for (let x = 0; x < width; x++, i += 2, j += 2) {
        const sum = (src[i] as number) + (src[i + 1] as number) + (src[j] as number) + (src[j + 1] as number);
        data[out + x] = 1 - sum * (1 / 1020);
      }
    }
    return { width, height, data, offset: 0, gain: 1, ppt: k / scale };
  }
  const row = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    row.fill(0);
    for (let v = 0; v < k; v++) {
      const base = (y * k + v) * sw;
      for (let x = 0, i = base; x < width; x++) {
        let s = 0;
        for (let u = 0; u < k; u++, i++) s += 255 - (src[i] as number);
        row[x] = (row[x] as number) + s;
      }
    }
    for (let x = 0; x < width; x++) data[y * width + x] = (row[x] as number) * norm;
  }
  return { width, height, data, offset: 0, gain: 1, ppt: k / scale };
}

/** A level at half the resolution: each pixel the mean of a 2 × 2 block (the last odd row or column dropped). */
function halveLevel(level: Level): Level {
  const width = level.width >> 1;
  const height = level.height >> 1;
  const data = new Float32Array(width * height);
  const src = level.data;
  const sw = level.width;
  const { offset, gain } = level;
  for (let y = 0; y < height; y++) {
    const r0 = 2 * y * sw;
    const r1 = r0 + sw;
    for (let x = 0; x < width; x++) {
      const c = 2 * x;
      const sum =
        (src[r0 + c] as number) + (src[r0 + c + 1] as number) + (src[r1 + c] as number) + (src[r1 + c + 1] as number);
      data[y * width + x] = offset + gain * 0.25 * sum;
    }
  }
  return { width, height, data, offset: 0, gain: 1, ppt: level.ppt * 2 };
}

/**
 * The levels the estimate works on, finest first: about 1 pt per pixel (a whole factor of the render), then halved
 * down to COARSE_SIDE.
 */
function pyramid(raster: GrayRaster, scale: number, k1: number): Level[] {
  const levels = [inkLevel(raster, k1, scale)];
  for (;;) {
    const last = levels[levels.length - 1] as Level;
    if (Math.max(last.width, last.height) <= COARSE_SIDE || last.width < 4 || last.height < 4) return levels;
    levels.push(halveLevel(last));
  }
}

/** A level's pixel-centre coordinates → points. */
function levelToPt(ppt: number): Matrix {
  return [ppt, 0, 0, ppt, 0.5 * ppt, 0.5 * ppt];
}

/** `m` (points → points) as a map of level pixels (previous level → new level). */
function inLevel(m: Matrix, ppt: number): Matrix {
  const l = levelToPt(ppt);
  return multiply(invert(l), multiply(m, l));
}

/** Bilinear sample of a level at pixel-centre coordinates (u, v); 0 (paper) outside. */
function sample(level: Level, u: number, v: number): number {
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const fx = u - x0;
  const fy = v - y0;
  const w = level.width;
  const h = level.height;
  const d = level.data;
  const { offset, gain } = level;
  if (x0 >= 0 && y0 >= 0 && x0 + 1 < w && y0 + 1 < h) {
    const i = y0 * w + x0;
    const a = d[i] as number;
    const b = d[i + 1] as number;
    const c = d[i + w] as number;
    const e = d[i + w + 1] as number;
    return offset + gain * (a + (b - a) * fx + (c - a) * fy + (a - b - c + e) * fx * fy);
  }
  // Paper outside the sheet: ink 0.
  const at = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < w && y < h ? offset + gain * (d[y * w + x] as number) : 0;
  const a = at(x0, y0);
  const b = at(x0 + 1, y0);
  const c = at(x0, y0 + 1);
  const e = at(x0 + 1, y0 + 1);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + e) * fx * fy;
}

function inkAt(level: Level, x: number, y: number): number {
  return x >= 0 && y >= 0 && x < level.width && y < level.height
    ? level.offset + level.gain * (level.data[y * level.width + x] as number)
    : 0;
}

/**
 * Fills `out` (size × size, row by row) with `level` sampled through `inv` (new level pixels → previous level pixels)
 * at the new level's pixels (ox + i, oy + j), each times `window` when given.
 */
function warpTile(
  level: Level,
  inv: Matrix,
  ox: number,
  oy: number,
  size: number,
  out: Float64Array,
  window?: Float64Array,
) {
  const [a, b, c, d, e, f] = inv;
  for (let j = 0; j < size; j++) {
    const y = oy + j;
    let u = a * ox + c * y + e;
    let v = b * ox + d * y + f;
    for (let i = 0; i < size; i++) {
      const s = sample(level, u, v);
      out[j * size + i] = window ? s * (window[j * size + i] as number) : s;
      u += a;
      v += b;
    }
  }
}

function cutTile(level: Level, ox: number, oy: number, size: number, out: Float64Array, window?: Float64Array) {
  for (let j = 0; j < size; j++) {
    const y = oy + j;
    for (let i = 0; i < size; i++) {
      const x = ox + i;
      const s = inkAt(level, x, y);
      out[j * size + i] = window ? s * (window[j * size + i] as number) : s;
    }
  }
}

const windows = new Map<number, Float64Array>();
function hann(size: number): Float64Array {
  let w = windows.get(size);
  if (w) return w;
  w = new Float64Array(size * size);
  for (let j = 0; j < size; j++) {
    const wy = 0.5 - 0.5 * Math.cos((2 * Math.PI * (j + 0.5)) / size);
    for (let i = 0; i < size; i++) w[j * size + i] = wy * (0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / size));
  }
  windows.set(size, w);
  return w;
}

const ffts = new Map<number, Fft2d>();
function fftOf(size: number): Fft2d {
  let f = ffts.get(size);
  if (!f) ffts.set(size, (f = new Fft2d(size)));
  return f;
}

const scratch: Float64Array[] = [];
/** A zeroed scratch array of `n` (two kept, by `slot`). */
function zeros(slot: number, n: number): Float64Array {
  let a = scratch[slot];
  if (!a || a.length !== n) scratch[slot] = a = new Float64Array(n);
  else a.fill(0);
  return a;
}

interface Peak {
  /** new(p) ≈ old(p − d). */
  dx: number;
  dy: number;
  /** The phase correlation's peak (0…1: 1 for a pure shift). */
  height: number;
}

/**
 * Phase correlation of two size × size real pictures: the shift d with newTile(p) ≈ oldTile(p − d), to a sub-pixel
 * (a parabola through the peak and its neighbours, along each axis), looked for within ±maxShift.
 */
function phaseCorrelate(newTile: Float64Array, oldTile: Float64Array, size: number, maxShift: number): Peak {
  const fft = fftOf(size);
  const n = size * size;
  const ar = newTile;
  const ai = zeros(0, n);
  const br = oldTile;
  const bi = zeros(1, n);
  fft.transform(ar, ai, false);
  fft.transform(br, bi, false);
  for (let i = 0; i < n; i++) {
    const xr = (ar[i] as number) * (br[i] as number) + (ai[i] as number) * (bi[i] as number);
    const xi = (ai[i] as number) * (br[i] as number) - (ar[i] as number) * (bi[i] as number);
    const m = Math.hypot(xr, xi) + 1e-9;
    ar[i] = xr / m;
    ai[i] = xi / m;
  }
  fft.transform(ar, ai, true);
  let best = -Infinity;
  let bx = 0;
  let by = 0;
  const r = Math.min(maxShift, size / 2 - 1);
  for (let dy = -r; dy <= r; dy++) {
    const row = ((dy + size) % size) * size;
    for (let dx = -r; dx <= r; dx++) {
      const v = ar[row + ((dx + size) % size)] as number;
      if (v > best) {
        best = v;
        bx = dx;
        by = dy;
      }
    }
  }
  const at = (dx: number, dy: number) => ar[((dy + size) % size) * size + ((dx + size) % size)] as number;
  const sub = (m: number, c: number, p: number) => {
    const den = m - 2 * c + p;
    return den < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (m - p)) / den)) : 0;
  };
  return {
    dx: bx + sub(at(bx - 1, by), best, at(bx + 1, by)),
    dy: by + sub(at(bx, by - 1), best, at(bx, by + 1)),
    height: best / n,
  };
}

/** A correspondence: a point of the previous sheet and where it is on the new one (points), with a weight. */
interface Pair {
  q: Point;
  c: Point;
  w: number;
}

/** The weighted least-squares similarity taking each q onto its c; `prior`'s scale and rotation when pairs are too close. */
function fitSimilarity(pairs: readonly Pair[], prior: Matrix): Matrix {
  let sw = 0;
  let qx = 0;
  let qy = 0;
  let cx = 0;
  let cy = 0;
  for (const p of pairs) {
    sw += p.w;
    qx += p.w * p.q.x;
    qy += p.w * p.q.y;
    cx += p.w * p.c.x;
    cy += p.w * p.c.y;
  }
  if (!(sw > 0)) return prior;
  qx /= sw;
  qy /= sw;
  cx /= sw;
  cy /= sw;
  let sqq = 0;
  let sa = 0;
  let sb = 0;
  for (const p of pairs) {
    const ux = p.q.x - qx;
    const uy = p.q.y - qy;
    const vx = p.c.x - cx;
    const vy = p.c.y - cy;
    sqq += p.w * (ux * ux + uy * uy);
    sa += p.w * (ux * vx + uy * vy);
    sb += p.w * (ux * vy - uy * vx);
  }
  let a: number;
  let b: number;
  // Pairs spanning less than ~50 pt cannot tell a rotation or a scale: keep the prior's.
  if (sqq / sw < 50 * 50) {
    a = prior[0];
    b = prior[1];
  } else {
    a = sa / sqq;
    b = sb / sqq;
  }
  return [a, b, -b, a, cx - (a * qx - b * qy), cy - (b * qx + a * qy)];
}

/**
 * The similarity, or the plain move at the coarse scale when the tiles cannot tell them apart (Bayesian information
 * criterion: the rotation and scale's two more parameters must lower the squared misfit by more than their cost).
 * The tiles' noise (≈ 0.1 pt on real renders: hinted text) would otherwise tilt a pure shift by a few 1e-5, which is
 * 0.05 pt at the far corners of an E1 sheet.
 */
function simplest(m: Matrix, inliers: readonly Pair[], coarseScale: number): Matrix {
  if (inliers.length < 3) return m;
  let tx = 0;
  let ty = 0;
  for (const p of inliers) {
    tx += p.c.x - coarseScale * p.q.x;
    ty += p.c.y - coarseScale * p.q.y;
  }
  const plain: Matrix = [coarseScale, 0, 0, coarseScale, tx / inliers.length, ty / inliers.length];
  const rss = (x: Matrix) => inliers.reduce((s, p) => s + misfit(x, p) ** 2, 0);
  const n = 2 * inliers.length;
  const full = Math.max(rss(m), 1e-12);
  if (n * Math.log(rss(plain) / full) < 2 * Math.log(n)) return plain;
  // And a difference smaller than the tiles' own misfit, over the ground they cover, is not worth a tilt.
  let apart = 0;
  for (const p of inliers) {
    const [x1, y1] = applyToPoint(m, p.q.x, p.q.y);
    const [x2, y2] = applyToPoint(plain, p.q.x, p.q.y);
    apart = Math.max(apart, Math.hypot(x1 - x2, y1 - y2));
  }
  return apart < 2 * Math.sqrt(full / inliers.length) ? plain : m;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : 0.5 * ((sorted[mid - 1] as number) + (sorted[mid] as number));
}

function misfit(m: Matrix, p: Pair): number {
  const [x, y] = applyToPoint(m, p.q.x, p.q.y);
  return Math.hypot(x - p.c.x, y - p.c.y);
}

/**
 * RANSAC over pairs of pairs (each two give a similarity), then least squares on the inliers, twice. Inliers are
 * the pairs within `tolerance` points.
 */
function robustFit(pairs: readonly Pair[], prior: Matrix, tolerance: number): { matrix: Matrix; inliers: Pair[] } {
  if (pairs.length === 0) return { matrix: prior, inliers: [] };
  let bestScore = -1;
  let best = prior;
  const consider = (m: Matrix) => {
    let score = 0;
    for (const p of pairs) if (misfit(m, p) <= tolerance) score += p.w;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  };
  consider(prior);
  // The prior's rotation and scale with each pair's translation: robust when few tiles have structure.
  for (const p of pairs) {
    const [x, y] = applyToPoint(prior, p.q.x, p.q.y);
    consider([prior[0], prior[1], prior[2], prior[3], prior[4] + p.c.x - x, prior[5] + p.c.y - y]);
  }
  for (let i = 0; i < pairs.length; i++) {
    for (let j = i + 1; j < pairs.length; j++) {
      const pi = pairs[i] as Pair;
      const pj = pairs[j] as Pair;
      if (Math.hypot(pi.q.x - pj.q.x, pi.q.y - pj.q.y) < 100) continue;
      const found = alignmentFromPairs([
        [pi.q, pi.c],
        [pj.q, pj.c],
      ]);
      if (found.ok) {
        const s = scaleAndRotation(found.value.matrix);
        const ps = scaleAndRotation(prior);
        // Far from the prior's scale or rotation: a chance pair, not a re-plot.
        if (Math.abs(s.scale / ps.scale - 1) < 0.05 && Math.abs(s.rotation - ps.rotation) < 0.05) {
          consider(found.value.matrix);
        }
      }
    }
  }
  let matrix = best;
  let inliers = pairs.filter((p) => misfit(matrix, p) <= tolerance);
  for (let round = 0; round < 2 && inliers.length > 0; round++) {
    matrix = fitSimilarity(inliers, matrix);
    inliers = pairs.filter((p) => misfit(matrix, p) <= tolerance);
  }
  // Then tighter, from the inliers' own spread (a tile of hinted text is off by a good part of a pixel).
  for (let round = 0; round < 2 && inliers.length >= 8; round++) {
    const spread = median(inliers.map((p) => misfit(matrix, p))) * 1.4826 * 2.5;
    const tight = pairs.filter((p) => misfit(matrix, p) <= Math.min(tolerance, Math.max(spread, tolerance / 20)));
    if (tight.length < Math.max(6, inliers.length / 2)) break;
    matrix = fitSimilarity(tight, matrix);
    inliers = tight;
  }
  return { matrix, inliers };
}

/**
 * Picks up to TILE_GRID² tiles of `size` px on a level of the new sheet, the one with the most structure in each cell
 * of a grid: structure is the lesser of the horizontal and vertical gradients' sums (a tile of parallel lines only
 * cannot tell a shift along them). Tiles with less than a tenth of the best's are dropped.
 */
const gradientCache = new WeakMap<Level, Map<number, { gx: Float64Array; gy: Float64Array }>>();

/** The sums of |∂x| and |∂y| over blocks of `block` px (kept per level: the tiles are picked several times). */
function blockGradients(level: Level, block: number, bw: number, bh: number) {
  let byBlock = gradientCache.get(level);
  if (!byBlock) gradientCache.set(level, (byBlock = new Map()));
  const kept = byBlock.get(block);
  if (kept) return kept;
  const gx = new Float64Array(bw * bh);
  const gy = new Float64Array(bw * bh);
  const { width: w, data } = level;
  for (let y = 1; y < bh * block - 1; y++) {
    const by = Math.floor(y / block) * bw;
    for (let x = 1; x < bw * block - 1; x++) {
      const i = y * w + x;
      const b = by + Math.floor(x / block);
      gx[b] = (gx[b] as number) + Math.abs((data[i + 1] as number) - (data[i - 1] as number));
      gy[b] = (gy[b] as number) + Math.abs((data[i + w] as number) - (data[i - w] as number));
    }
  }
  const sums = { gx, gy };
  byBlock.set(block, sums);
  return sums;
}

function pickTiles(level: Level, size: number, accept: (cx: number, cy: number) => boolean): [number, number][] {
  const block = size / 2;
  const bw = Math.floor(level.width / block);
  const bh = Math.floor(level.height / block);
  if (bw < 2 || bh < 2) return [];
  const { gx, gy } = blockGradients(level, block, bw, bh);
  const candidates: { x: number; y: number; score: number; cell: number }[] = [];
  for (let y = 0; y + 1 < bh; y++) {
    for (let x = 0; x + 1 < bw; x++) {
      let sx = 0;
      let sy = 0;
      for (const o of [0, 1, bw, bw + 1]) {
        sx += gx[y * bw + x + o] as number;
        sy += gy[y * bw + x + o] as number;
      }
      const ox = x * block;
      const oy = y * block;
      if (!accept(ox + size / 2, oy + size / 2)) continue;
      const cell =
        Math.min(TILE_GRID - 1, Math.floor(((ox + size / 2) / level.width) * TILE_GRID)) * TILE_GRID +
        Math.min(TILE_GRID - 1, Math.floor(((oy + size / 2) / level.height) * TILE_GRID));
      candidates.push({ x: ox, y: oy, score: Math.min(sx, sy), cell });
    }
  }
  const bestOf = new Map<number, { x: number; y: number; score: number }>();
  for (const c of candidates) {
    const kept = bestOf.get(c.cell);
    if (!kept || c.score > kept.score) bestOf.set(c.cell, c);
  }
  const top = Math.max(0, ...[...bestOf.values()].map((c) => c.score));
  if (!(top > 0)) return [];
  return [...bestOf.values()].filter((c) => c.score >= top * 0.1).map((c) => [c.x, c.y]);
}

/** The coarse estimate: the candidate scale and translation whose global phase correlation peaks highest. */
function coarse(o: Level, n: Level, input: AlignInput): { matrix: Matrix; height: number } {
  const size = COARSE_FFT;
  const newTile = new Float64Array(size * size);
  let best = { matrix: IDENTITY, height: -1 };
  for (const s of candidateScales(input.oldSize, input.newSize)) {
    cutTile(n, 0, 0, size, newTile);
    const oldTile = new Float64Array(size * size);
    warpTile(o, invert(inLevel([s, 0, 0, s, 0, 0], o.ppt)), 0, 0, size, oldTile);
    const peak = phaseCorrelate(newTile, oldTile, size, size / 2 - 1);
    if (peak.height > best.height) {
      best = { matrix: [s, 0, 0, s, peak.dx * o.ppt, peak.dy * o.ppt], height: peak.height };
    }
  }
  return best;
}

/** One refining step on a level: tiles phase-correlated through `m`, a robust fit. */
function refineByTiles(
  o: Level,
  n: Level,
  m: Matrix,
  input: AlignInput,
): { matrix: Matrix; inliers: number; tiles: number } {
  const inv = invert(inLevel(m, n.ppt));
  const tiles = pickTiles(n, TILE, (cx, cy) => insideOld(inv, cx, cy, o, TILE / 2));
  const win = hann(TILE);
  const newTile = new Float64Array(TILE * TILE);
  const oldTile = new Float64Array(TILE * TILE);
  const toPt = levelToPt(n.ppt);
  const pairs: Pair[] = [];
  for (const [ox, oy] of tiles) {
    cutTile(n, ox, oy, TILE, newTile, win);
    warpTile(o, inv, ox, oy, TILE, oldTile, win);
    const peak = phaseCorrelate(newTile, oldTile, TILE, TILE / 4);
    if (peak.height < 0.05) continue;
    const cx = ox + TILE / 2 - 0.5;
    const cy = oy + TILE / 2 - 0.5;
    const [qx, qy] = applyToPoint(inv, cx - peak.dx, cy - peak.dy);
    const [px, py] = applyToPoint(toPt, qx, qy);
    const [nx, ny] = applyToPoint(toPt, cx, cy);
    pairs.push({ q: { x: px, y: py }, c: { x: nx, y: ny }, w: 1 });
  }
  const fit = robustFit(pairs, m, Math.max(1.5 * n.ppt, 0.5));
  void input;
  return { matrix: fit.matrix, inliers: fit.inliers.length, tiles: pairs.length };
}

/** Whether new level pixel (cx, cy) comes from inside the previous sheet, `margin` pixels in. */
function insideOld(inv: Matrix, cx: number, cy: number, o: Level, margin: number): boolean {
  const [u, v] = applyToPoint(inv, cx, cy);
  return u >= margin && v >= margin && u < o.width - margin && v < o.height - margin;
}

/**
 * Lucas–Kanade on one full-resolution tile: the shift d (pixels) with new(p) ≈ W(p − d), W the previous sheet
 * sampled through `inv`; null when the tile has too little texture or does not converge.
 */
function lucasKanade(o: Level, n: Level, inv: Matrix, ox: number, oy: number, size: number): Point | null {
  const m = size + 2;
  const warped = new Float64Array(m * m);
  let dx = 0;
  let dy = 0;
  for (let iteration = 0; iteration < 6; iteration++) {
    // W(p − d) over the tile and a one-pixel border, for central differences.
    const shifted: Matrix = [
      inv[0],
      inv[1],
      inv[2],
      inv[3],
      inv[4] - inv[0] * dx - inv[2] * dy,
      inv[5] - inv[1] * dx - inv[3] * dy,
    ];
    warpTile(o, shifted, ox - 1, oy - 1, m, warped);
    let hxx = 0;
    let hxy = 0;
    let hyy = 0;
    let bx = 0;
    let by = 0;
    for (let j = 1; j <= size; j++) {
      const y = oy + j - 1;
      if (y < 0 || y >= n.height) continue;
      for (let i = 1; i <= size; i++) {
        const x = ox + i - 1;
        if (x < 0 || x >= n.width) continue;
        const k = j * m + i;
        const gx = 0.5 * ((warped[k + 1] as number) - (warped[k - 1] as number));
        const gy = 0.5 * ((warped[k + m] as number) - (warped[k - m] as number));
        const e = (warped[k] as number) - inkAt(n, x, y);
        hxx += gx * gx;
        hxy += gx * gy;
        hyy += gy * gy;
        bx += gx * e;
        by += gy * e;
      }
    }
    const det = hxx * hyy - hxy * hxy;
    // Too little texture in one direction: the shift along it is not told.
    const minEigen = 0.5 * (hxx + hyy - Math.sqrt((hxx - hyy) ** 2 + 4 * hxy * hxy));
    if (!(det > 0) || minEigen < 0.5) return null;
    const sx = (hyy * bx - hxy * by) / det;
    const sy = (hxx * by - hxy * bx) / det;
    dx += sx;
    dy += sy;
    if (Math.hypot(dx, dy) > 3) return null;
    if (Math.hypot(sx, sy) < 0.002) break;
  }
  return { x: dx, y: dy };
}

function refineByLucasKanade(
  o: Level,
  n: Level,
  picking: Level,
  m: Matrix,
): { matrix: Matrix; inliers: Pair[]; pairs: Pair[] } {
  const inv = invert(inLevel(m, n.ppt));
  // Tiles picked on a coarser level (cheaper), then cut around the same centre at full resolution.
  const ratio = picking.ppt / n.ppt;
  const pickInv = invert(inLevel(m, picking.ppt));
  const half = LK_TILE / ratio / 2;
  const tiles = pickTiles(picking, TILE, (cx, cy) => insideOld(pickInv, cx, cy, picking, Math.max(half, TILE / 2) + 2));
  const toPt = levelToPt(n.ppt);
  const pairs: Pair[] = [];
  for (const [px, py] of tiles) {
    // The picked tile's centre, in full-resolution pixel-centre coordinates.
    const cx = (px + TILE / 2) * ratio - 0.5;
    const cy = (py + TILE / 2) * ratio - 0.5;
    const ox = Math.round(cx - LK_TILE / 2 + 0.5);
    const oy = Math.round(cy - LK_TILE / 2 + 0.5);
    const d = lucasKanade(o, n, inv, ox, oy, LK_TILE);
    if (!d) continue;
    const tx = ox + LK_TILE / 2 - 0.5;
    const ty = oy + LK_TILE / 2 - 0.5;
    const [qx, qy] = applyToPoint(inv, tx - d.x, ty - d.y);
    const q = applyToPoint(toPt, qx, qy);
    const c = applyToPoint(toPt, tx, ty);
    pairs.push({ q: { x: q[0], y: q[1] }, c: { x: c[0], y: c[1] }, w: 1 });
  }
  const fit = robustFit(pairs, m, Math.max(0.25, 1.5 * n.ppt));
  return { matrix: fit.matrix, inliers: fit.inliers, pairs };
}

/**
 * The share of the new sheet's ink (on a level) that the previous sheet, through `m`, covers within a pixel: about 1
 * for a re-plot, well under for another drawing.
 */
function coverage(o: Level, n: Level, m: Matrix): number {
  const inv = invert(inLevel(m, n.ppt));
  const w = n.width;
  const h = n.height;
  const warped = new Float32Array(w * h);
  const [a, b, c, d, e, f] = inv;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) warped[y * w + x] = sample(o, a * x + c * y + e, b * x + d * y + f);
  }
  let total = 0;
  let covered = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const ink = inkAt(n, x, y);
      if (ink < 0.02) continue;
      let near = 0;
      for (let v = Math.max(0, y - 1); v <= Math.min(h - 1, y + 1); v++) {
        for (let u = Math.max(0, x - 1); u <= Math.min(w - 1, x + 1); u++)
          near = Math.max(near, warped[v * w + u] as number);
      }
      total += ink;
      covered += Math.min(ink, near);
    }
  }
  return total > 0 ? covered / total : 1;
}

/** The similarity previous → new estimated from the two renders (see the module's comment). */
export function estimateAlignment(input: AlignInput): Result<AlignEstimate, AlignErrorCode> {
  const { old: oldR, new: newR, scale } = input;
  if (!plausibleSizes(input.oldSize, input.newSize)) return fail('sizeMismatch');
  const k1 = Math.max(1, Math.round(scale));
  const oldLevels = pyramid(oldR, scale, k1);
  const newLevels = pyramid(newR, scale, k1);
  // The coarsest level both have (a sheet drawn larger on larger paper has one more).
  const top = Math.min(oldLevels.length, newLevels.length) - 1;
  const start = coarse(oldLevels[top] as Level, newLevels[top] as Level, input);
  let m = start.matrix;
  // Refining levels: about 2 pt then 1 pt per pixel.
  const levels: { o: Level; n: Level }[] = [];
  for (const i of [1, 0]) {
    if (i < top) levels.push({ o: oldLevels[i] as Level, n: newLevels[i] as Level });
  }
  for (const { o, n } of levels) {
    for (let round = 0; round < 2; round++) m = refineByTiles(o, n, m, input).matrix;
  }
  const fullO = fullLevel(oldR, scale);
  const fullN = fullLevel(newR, scale);
  const picking = levels[levels.length - 1]?.n ?? fullN;
  let fit = refineByLucasKanade(fullO, fullN, picking, m);
  m = fit.matrix;
  fit = refineByLucasKanade(fullO, fullN, picking, m);
  m = simplest(fit.matrix, fit.inliers, start.matrix[0]);
  const inliers = fit.inliers.length;
  const tiles = fit.pairs.length;
  const residual = inliers ? Math.sqrt(fit.inliers.reduce((s, p) => s + misfit(m, p) ** 2, 0) / inliers) : Infinity;
  const check = levels[0] ?? { o: fullO, n: fullN };
  const covered = coverage(check.o, check.n, m);
  const tileScore = Math.min(1, Math.max(0, (inliers - 2) / 6)) * Math.min(1, inliers / Math.max(1, tiles) / 0.6);
  const coverScore = Math.min(1, Math.max(0, (covered - 0.5) / 0.4));
  const confidence = Math.min(tileScore, coverScore);
  if (confidence < MIN_CONFIDENCE || !Number.isFinite(residual)) return fail('alignmentFailed');
  return ok({ matrix: m, confidence, residual, inliers, tiles });
}
