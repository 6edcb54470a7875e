/**
 * Find similar: every place of a sheet's raster that looks like one of the person's templates, in the 4 quarter turns
 * and their mirrors.
 *
 * 1. Coarse: the raster and each oriented template are halved until the template's short side is about 8–20 px,
 *    and the FFT search (ncc.ts) scores every position for every distinct orientation at once.
 * 2. Candidates: the coarse map's local maxima above a low bar, best first, at most `maxCandidates`.
 * 3. Fine: each candidate's plausible orientations are followed down the pyramid, scored exactly in a few pixels
 *    around it at each level, to the best position at the working resolution. Its score is the mean of that NCC and the NCC of the two pictures' edges (gradient magnitude):
 *    on the VA plan, grey NCC alone let wall corners and a logo's strokes reach 0.5–0.56; with edges they fall under
 *    0.41 while every WC stays above 0.6.
 * 4. Rejected: windows with far more ink than the template (hatch, tile patterns: they flood the coarse map) or much
 *    less (a part of a neighbour), windows where a quarter of the template is missing, scores under `minScore`, centres in masked regions. Overlapping proposals of all templates are merged (nms.ts).
 */
import type { Rect } from '../pdf/geometry.ts';
import { kernelOf, scoreAt, searchFft, type Kernel } from './ncc.ts';
import { mergeProposals } from './nms.ts';
import { blank, crop, edges, halve, orient } from './raster.ts';
import {
  DEFAULT_THRESHOLDS,
  ORIENTATIONS,
  type GrayRaster,
  type Orientation,
  type Proposal,
  type Template,
} from './types.ts';

export interface CountingProgress {
  stage: 'coarse' | 'refine';
  done: number;
  total: number;
  /** Which template, when there are several (0-based), and how many. */
  template: number;
  templates: number;
}

export interface MatchOptions {
  /** Raster pixels per sheet point. */
  scale: number;
  /** Proposals scoring under this are dropped. Default: the default display threshold minus its near-miss band. */
  minScore?: number;
  /** The coarse map's bar for a candidate. Default: `minScore` − 0.2. */
  coarseMin?: number;
  /** At most this many coarse candidates are refined per template (the best). Default 4000. */
  maxCandidates?: number;
  /** Sheet regions (points) the person hid: blank to the matcher, and no proposal is centred in one. */
  mask?: readonly Rect[];
  /** Throwing from it stops the search. */
  onProgress?(progress: CountingProgress): void;
}

/**
 * One of `count` parts of a search: the coarse search's tiles are cut into `count` bands (each as much drawing) and
 * part `index` searches its band and refines the peaks found there, so that two threads can share a sheet
 * (src/workers/counting/helper.ts). The parts' proposals together, merged, are the whole search's.
 */
export interface MatchPart {
  index: number;
  count: number;
}

/** Why a template cannot be searched for; the caller words it for the person. */
export class CountingInputError extends Error {
  readonly code: 'emptyTemplate' | 'templateTooLarge' | 'templateTooSmall';
  constructor(code: CountingInputError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** A window with more ink than this many times the template's (plus a margin) is hatch, not a symbol. */
const HATCH_INK_RATIO = 2;
const HATCH_INK_MARGIN = 0.12;
/** A window with less ink than this share of the template's is a part of something, not the symbol. */
const PART_INK_RATIO = 0.6;
/** Coarse templates correlating at least this much are searched once. */
const COARSE_SAME = 0.85;
/** …and a coarse peak is refined in every orientation whose coarse template correlates this much with its own. */
const COARSE_LIKE = 0.5;
/** Each quarter of the window must correlate at least this much with the template's. */
const MIN_QUARTER_SCORE = 0.3;
/** How far under the bar a grey score may be and still be averaged with its edge score. */
const EDGE_SLACK = 0.15;
/** The smallest template side, in working pixels, worth searching for. */
const MIN_TEMPLATE_SIDE = 6;

/** The template's pixels cut from the working raster: `box` in sheet points, `scale` pixels per point. */
export function templateFrom(raster: GrayRaster, box: Rect, scale: number, id: string): Template {
  return {
    id,
    box,
    raster: crop(raster, { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale }),
  };
}

/** Checks a template before any work: not blank, not tiny, not over a quarter of the sheet. */
export function checkTemplate(template: Template, sheet: GrayRaster): void {
  const { width, height } = template.raster;
  if (Math.min(width, height) < MIN_TEMPLATE_SIDE) {
    throw new CountingInputError('templateTooSmall', `the box is ${width} × ${height} px`);
  }
  if (width * height > (sheet.width * sheet.height) / 4) {
    throw new CountingInputError('templateTooLarge', 'the box is larger than a quarter of the sheet');
  }
  if (kernelOf(template.raster).std < 8) throw new CountingInputError('emptyTemplate', 'the box holds no drawing');
}

interface Oriented extends Orientation {
  fine: Kernel;
  /** The template halved 0…k times, then oriented: the kernels the refining follows down. */
  pyramid: Kernel[];
  /** The fine template's quarters that hold some drawing, with their places. */
  quarters: { kernel: Kernel; x: number; y: number }[];
  /** The fine template's edges (edges() in raster.ts). */
  edge: Kernel;
  coarse: Kernel;
  inkShare: number;
}

/** The distinct orientations of a template: a symmetric symbol is searched once per distinct picture. */
export function distinctOrientations(raster: GrayRaster): Orientation[] {
  const seen: GrayRaster[] = [];
  const out: Orientation[] = [];
  for (const o of ORIENTATIONS) {
    const r = orient(raster, o);
    if (seen.some((s) => nearlyEqual(s, r))) continue;
    seen.push(r);
    out.push(o);
  }
  return out;
}

/**
 * Same size and no pixel more than a fifth of the grey scale apart: a flush button on one side is a difference, the
 * anti-aliasing of a pixel's phase is not.
 */
function nearlyEqual(a: GrayRaster, b: GrayRaster): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.data.length; i++)
    if (Math.abs((a.data[i] as number) - (b.data[i] as number)) > 48) return false;
  return true;
}

/** How many times to halve so that the template's short side stays ≥ 8 px: 0, 1 or 2. */
function levelsFor(template: GrayRaster): number {
  const side = Math.min(template.width, template.height);
  return side >= 40 ? 2 : side >= 16 ? 1 : 0;
}

export function findSimilar(sheet: GrayRaster, templates: readonly Template[], options: MatchOptions): Proposal[] {
  return mergeProposals(findCandidates(sheet, templates, options));
}

/** findSimilar's proposals before they are merged, for the whole sheet or for one part of it. */
export function findCandidates(
  sheet: GrayRaster,
  templates: readonly Template[],
  options: MatchOptions & { part?: MatchPart },
): Proposal[] {
  const { scale, mask = [], part } = options;
  const minScore = options.minScore ?? DEFAULT_THRESHOLDS.show - DEFAULT_THRESHOLDS.nearMissBand;
  const coarseMin = options.coarseMin ?? minScore - 0.2;
  const maxCandidates = Math.ceil((options.maxCandidates ?? 4000) / (part?.count ?? 1));
  for (const t of templates) checkTemplate(t, sheet);

  let image = sheet;
  if (mask.length) {
    image = { ...sheet, data: sheet.data.slice() };
    blank(
      image,
      mask.map((r) => ({ x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale })),
    );
  }
  // The pyramid, shared by the templates.
  const pyramid = [image];
  const level = (k: number) => {
    while (pyramid.length <= k) pyramid.push(halve(pyramid[pyramid.length - 1] as GrayRaster));
    return pyramid[k] as GrayRaster;
  };

  const all: Proposal[] = [];
  templates.forEach((template, ti) => {
    const progress = (stage: CountingProgress['stage'], done: number, total: number) =>
      options.onProgress?.({ stage, done, total, template: ti, templates: templates.length });
    const k = levelsFor(template.raster);
    const halvings = [template.raster];
    for (let i = 0; i < k; i++) halvings.push(halve(halvings[i] as GrayRaster));
    const small = halvings[k] as GrayRaster;
    const oriented: Oriented[] = distinctOrientations(template.raster).map((o) => {
      const fine = orient(template.raster, o);
      return {
        ...o,
        fine: kernelOf(fine),
        pyramid: halvings.map((h) => kernelOf(orient(h, o))),
        quarters: quartersOf(fine),
        edge: kernelOf(edges(fine)),
        coarse: kernelOf(orient(small, o)),
        inkShare: inkOf(fine),
      };
    });
    // Orientations that look alike once halved (a WC and its mirror image) share one coarse search; the fine step
    // tells them apart.
    const groups: { kernel: Kernel; members: number[] }[] = [];
    oriented.forEach((o, oi) => {
      const group = groups.find((g) => similarity(g.kernel, o.coarse) >= COARSE_SAME);
      if (group) group.members.push(oi);
      else groups.push({ kernel: o.coarse, members: [oi] });
    });
    // The orientations a coarse peak of a group may come from: its own and any that look somewhat like it once halved.
    const suspects = groups.map((g) =>
      oriented.flatMap((o, oi) =>
        g.members.includes(oi) || similarity(g.kernel, o.coarse) >= COARSE_LIKE ? [oi] : [],
      ),
    );
    const coarseImage = level(k);
    const levels = Array.from({ length: k + 1 }, (_, l) => level(l));
    const map = searchFft(
      coarseImage,
      groups.map((g) => g.kernel),
      { onTiles: (done, total) => progress('coarse', done, total), part },
    );
    const radius = Math.max(1, Math.floor(Math.min(small.width, small.height) / 2));
    const peaks = localMaxima(map.score, map.width, map.height, coarseMin, radius).slice(0, maxCandidates);
    peaks.forEach((at, i) => {
      if (i % 256 === 0) progress('refine', i, peaks.length);
      const px = at % map.width;
      const py = Math.floor(at / map.width);
      // Each plausible orientation is followed down the pyramid: the best of ±1 pixel at the coarse level, then of
      // ±2 pixels at each finer one (a line drawing's peak is a pixel or two wide: climbing from afar misses it).
      let best = { score: -1, x: 0, y: 0, oi: 0 };
      for (const oi of suspects[map.kernel[at] as number] ?? []) {
        const o = oriented[oi] as Oriented;
        const top = o.pyramid[k] as Kernel;
        let pos = densest(levels[k] as GrayRaster, top, px - (top.width >> 1), py - (top.height >> 1), 1);
        for (let l = k - 1; l >= 0; l--) {
          pos = densest(levels[l] as GrayRaster, o.pyramid[l] as Kernel, 2 * pos.x, 2 * pos.y, 2);
        }
        if (pos.score > best.score) best = { ...pos, oi };
      }
      // The mean of two scores can only reach the bar if the first is within this of it.
      if (best.score < minScore - EDGE_SLACK) return;
      const o = oriented[best.oi] as Oriented;
      const window = crop(image, { x: best.x, y: best.y, width: o.fine.width, height: o.fine.height });
      const ink = inkOf(window);
      if (ink > HATCH_INK_RATIO * o.inkShare + HATCH_INK_MARGIN) return;
      // Half the template's ink missing: a part of a symbol (two symbols back to back share a tank, a wall, a frame).
      if (ink < PART_INK_RATIO * o.inkShare) return;
      // Every quarter of the template that holds drawing must be there: a bidet is a WC's bowl without its tank.
      if (worstQuarter(o.quarters, window) < MIN_QUARTER_SCORE) return;
      // The same NCC on edges: a wall's corner or a logo's stroke can match the grey of a symbol, not its outline.
      // Both NCCs are ≤ 1 but for rounding (a symbol against its own box can give 1.0000001): kept in 0…1.
      const score = Math.min(1, (best.score + Math.max(0, scoreAt(edges(window), o.edge, 0, 0))) / 2);
      if (score < minScore) return;
      const box = {
        x: best.x / scale,
        y: best.y / scale,
        width: o.fine.width / scale,
        height: o.fine.height / scale,
      };
      const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (mask.some((r) => inside(center, r))) return;
      all.push({ center, box, rotation: o.rotation, mirrored: o.mirrored, score, templateId: template.id });
    });
    progress('refine', peaks.length, peaks.length);
  });
  return all;
}

function quartersOf(raster: GrayRaster): Oriented['quarters'] {
  const hw = raster.width >> 1;
  const hh = raster.height >> 1;
  const boxes = [
    { x: 0, y: 0, width: hw, height: hh },
    { x: hw, y: 0, width: raster.width - hw, height: hh },
    { x: 0, y: hh, width: hw, height: raster.height - hh },
    { x: hw, y: hh, width: raster.width - hw, height: raster.height - hh },
  ];
  return boxes.map((b) => ({ x: b.x, y: b.y, kernel: kernelOf(crop(raster, b)) })).filter((q) => q.kernel.std >= 16);
}

/** The lowest score of the template's quarters at their places in `window` (a blank quarter of the window: 0). */
function worstQuarter(quarters: Oriented['quarters'], window: GrayRaster): number {
  let worst = 1;
  for (const q of quarters) worst = Math.min(worst, Math.max(0, scoreAt(window, q.kernel, q.x, q.y)));
  return worst;
}

/** The best score of `k` with its top-left corner within `reach` pixels of (x, y). */
function densest(image: GrayRaster, k: Kernel, x: number, y: number, reach: number) {
  let best = { score: -1, x, y };
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      const s = scoreAt(image, k, x + dx, y + dy);
      if (s > best.score) best = { score: s, x: x + dx, y: y + dy };
    }
  }
  return best;
}

function inside(p: { x: number; y: number }, r: Rect): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/** The NCC of two kernels of the same size (0 when their sizes differ). */
function similarity(a: Kernel, b: Kernel): number {
  if (a.width !== b.width || a.height !== b.height || !a.norm || !b.norm) return 0;
  let dot = 0;
  for (let i = 0; i < a.values.length; i++) dot += (a.values[i] as number) * (b.values[i] as number);
  return dot / (a.norm * b.norm);
}

function inkOf(raster: GrayRaster): number {
  let ink = 0;
  for (const v of raster.data) ink += 255 - v;
  return raster.data.length ? ink / (255 * raster.data.length) : 0;
}

/** Indices of pixels ≥ `min` that are the largest within `radius` (ties: the first in reading order), best first. */
export function localMaxima(score: Float32Array, width: number, height: number, min: number, radius: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < score.length; i++) {
    const s = score[i] as number;
    if (s < min) continue;
    const x = i % width;
    const y = (i - x) / width;
    let isMax = true;
    for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius) && isMax; v++) {
      for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
        const j = v * width + u;
        const t = score[j] as number;
        if (t > s || (t === s && j < i)) {
          isMax = false;
          break;
        }
      }
    }
    if (isMax) out.push(i);
  }
  return out.sort((a, b) => (score[b] as number) - (score[a] as number));
}
