/**
 * The comparison worker's work, apart from its message plumbing (dispatch.ts): open both indices' PDFs with the PDF
 * engine (../pdf/engine.ts), render both pages grey, estimate the alignment (or take the person's), render the
 * previous page again THROUGH the alignment — so that both renders sample the drawing at the same sub-pixel phase
 * and a re-plot shift leaves nothing (engine.md Q5: 54 false regions with whole-pixel alignment, 6 with this) —,
 * diff, group the changes into regions (domain/comparison), and paint the viewer's pictures when asked.
 *
 * Resolution: 2 px per point (144 dpi, close to the 150 dpi the prototype measured) when the larger sheet fits in
 * `maxPixels` (an A1 does: 16.0 Mpx), else less (the VA sheet, ARCH E1: 1.83 px/pt for 22 Mpx); under `minScale`
 * the sheet is refused (`sheetTooLarge`). Memory: at most three grey renders at a time (new, previous, previous
 * aligned), plus one RGBA canvas per thread while pdf.js draws; the plain renders of the last two pages are kept for
 * the comparisons that follow (a comparison shown again, a manual alignment, the page rendered ahead: `prepare`).
 *
 * Two threads (lane.ts): with a render lane, the new page is drawn there while this thread draws the previous one —
 * with a second core idle, the two renders take about the time of one (on a shared machine whose cores were busy it
 * measured neutral: README, Open items). Without one (Node, a browser without nested workers), or
 * when the lane fails, this thread draws both, one after the other.
 *
 * The Node tests and `npm run bench:compare` drive it with pdf.js's legacy build (testing.ts).
 */
import {
  alignmentFromPairs,
  estimateAlignment,
  IDENTITY,
  invert,
  maxDisplacement,
  plausibleSizes,
  type AlignEstimate,
} from '../../domain/comparison/align.ts';
import { DEFAULT_DIFF, diffRasters, type DiffOptions } from '../../domain/comparison/diff.ts';
import { DEFAULT_REGIONS, changeRegions, type RegionOptions } from '../../domain/comparison/regions.ts';
import type { ChangeRegionDraft, SheetAlignment } from '../../domain/comparison/types.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { applyToPoint, type Matrix } from '../../domain/pdf/geometry.ts';
import type { PdfEngine, RequestContext } from '../pdf/engine.ts';
import { PdfEngineError } from '../pdf/protocol.ts';
import type { RenderLane } from './lane.ts';
import { paintPictures, type PaintedPictures } from './pictures.ts';
import type { CachedPictures } from '../../domain/comparison/cache.ts';
import {
  ComparisonError,
  type CompareOptions,
  type CompareTimings,
  type ComparisonPictures,
  type DetailOutcome,
  type DetailRequest,
  type ComparisonProgressMessage,
  type PageRef,
} from './protocol.ts';

export interface ComparisonContext {
  signal: AbortSignal;
  progress(progress: ComparisonProgressMessage): void;
}

export interface ComparisonLimits {
  /** Pixels per point of the comparison's renders when the sheet fits `maxPixels`. */
  scale: number;
  /** Pixels a render may hold; a larger sheet is rendered coarser. */
  maxPixels: number;
  /** Coarser than this, hairlines vanish: the sheet is refused (`sheetTooLarge`). */
  minScale: number;
  /** Pixels of each picture (four are made: 16 MB of RGBA each at 4 Mpx). */
  pictureMaxPixels: number;
}

export const DEFAULT_COMPARISON_LIMITS: ComparisonLimits = {
  scale: 2,
  maxPixels: 22_000_000,
  minScale: 0.75,
  pictureMaxPixels: 4_000_000,
};

/** Turns painted RGBA into what the page receives (an ImageBitmap in the worker). */
export interface PictureHost<Bitmap> {
  bitmap(width: number, height: number, rgba: Uint8ClampedArray): Bitmap | Promise<Bitmap>;
  /** Compresses a picture to be stored (WebP in the worker); absent where nothing is stored (the Node bench). */
  encode?(width: number, height: number, rgba: Uint8ClampedArray): Promise<Blob>;
}

export interface CompareOutcome<Bitmap> {
  alignment: SheetAlignment;
  regions: ChangeRegionDraft[];
  pictures?: ComparisonPictures<Bitmap>;
  ms: CompareTimings;
  /** Pixels per point of the diffed renders (for the bench). */
  scale: number;
}

/** Under this displacement (pixels, anywhere on the sheet) the previous render is used as is, not drawn again. */
const SAME_PLACE_PX = 0.01;

interface Doc {
  pages: { widthPt: number; heightPt: number }[];
  /** Whether the render lane opened the document too (false when there is no lane or it failed to). */
  inLane: Promise<boolean>;
}

/** A plain render kept for the comparisons that follow; `isDrawn` once it has resolved. */
interface KeptRender {
  docId: string;
  render: Promise<GrayRaster>;
  isDrawn: boolean;
}

/** Where a plain render is drawn: in this thread, or in the render lane when it holds the document. */
type Thread = 'here' | 'lane';

/** Plain renders kept (most recent last): the previous and the new page of the last comparison. */
const KEPT_RENDERS = 2;

export class ComparisonEngine<Bitmap = ImageBitmap> {
  readonly #pdf: PdfEngine<GrayRaster>;
  readonly #pictures: PictureHost<Bitmap> | null;
  readonly #limits: ComparisonLimits;
  readonly #lane: RenderLane | null;
  readonly #docs = new Map<string, Doc>();
  /**
   * Plain renders (whole page, no transform) by page, layers and scale — made ahead (`prepare`) or by a comparison —
   * for the comparisons that follow: `KEPT_RENDERS` at most (grey, up to `maxPixels` bytes each), dropped with their
   * document. Shared while in flight: a comparison asked during a prepare waits for the prepare's render.
   */
  readonly #renders = new Map<string, KeptRender>();
  /**
   * The last comparison's pictures as painted, when it was asked to keep them (`CompareOptions.keep`), for the one
   * `encode` that follows: 4 × 16 MB at most, dropped by that call, the next comparison or a close.
   */
  #kept: PaintedPictures | null = null;
  /** Options of the domain steps (the bench and tests may change them). */
  diff: DiffOptions = DEFAULT_DIFF;
  /**
   * When the previous page is drawn again through the alignment: 'always', or 'unlessShift' — an estimated alignment
   * that is a plain move (no turn, no scale) shifts the first render by whole pixels instead, and the diff's
   * tolerance takes the half pixel left (its two thresholds: a line's ink split over two pixels is still "near").
   * That saves a render (a third of the time on the VA sheet) and finds the same regions on the VA revisions.
   */
  reRender: 'always' | 'unlessShift' = 'unlessShift';
  regions: Omit<RegionOptions, 'scale'> = DEFAULT_REGIONS;

  constructor(
    pdf: PdfEngine<GrayRaster>,
    pictures: PictureHost<Bitmap> | null,
    limits: Partial<ComparisonLimits> = {},
    lane: RenderLane | null = null,
  ) {
    this.#pdf = pdf;
    this.#pictures = pictures;
    this.#limits = { ...DEFAULT_COMPARISON_LIMITS, ...limits };
    this.#lane = lane;
  }

  async open(docId: string, data: ArrayBuffer, ctx: ComparisonContext): Promise<{ pageCount: number }> {
    ctx.progress({ stage: 'open' });
    const lane = this.#lane;
    // The lane parses its own copy meanwhile (pdf.js may take the buffer it is given); not waited for here: a render
    // that needs it waits, and a lane that cannot open it leaves the renders to this thread.
    const inLane = lane
      ? lane.open(docId, data.slice(0)).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    try {
      const opened = await this.#pdf.open(docId, data, pdfContext(ctx)).catch(rethrow);
      this.#docs.set(docId, { pages: opened.pages, inLane });
      return { pageCount: opened.pageCount };
    } catch (error) {
      void inLane.then(async (isOpen) => {
        if (isOpen) await lane?.close(docId).catch(() => {});
      });
      throw error;
    }
  }

  async close(docId: string): Promise<void> {
    this.#kept = null;
    const doc = this.#docs.get(docId);
    this.#docs.delete(docId);
    for (const [key, kept] of this.#renders) if (kept.docId === docId) this.#renders.delete(key);
    if (doc && (await doc.inLane)) await this.#lane?.close(docId).catch(() => {});
    await this.#pdf.close(docId);
  }

  /**
   * The last comparison's pictures compressed to be stored (domain/comparison/cache.ts), when it kept them and this
   * host can encode; null otherwise. Called once: the pixels are let go.
   */
  async encodeKept(): Promise<CachedPictures | null> {
    const painted = this.#kept;
    this.#kept = null;
    const encode = this.#pictures?.encode?.bind(this.#pictures);
    if (!painted || !encode) return null;
    const one = (rgba: Uint8ClampedArray) => encode(painted.width, painted.height, rgba);
    const [old, neu, redGreen, orangeBlue] = await Promise.all([
      one(painted.old),
      one(painted.new),
      one(painted.overlay.redGreen),
      one(painted.overlay.orangeBlue),
    ]);
    return { scale: painted.scale, width: painted.width, height: painted.height, old, new: neu, redGreen, orangeBlue };
  }

  /** The render scale for these two sheets (points), or null when they are too large. */
  scaleFor(oldSize: Size, newSize: Size): number | null {
    const area = Math.max(oldSize.width * oldSize.height, newSize.width * newSize.height, 1);
    const scale = Math.min(this.#limits.scale, Math.sqrt(this.#limits.maxPixels / area));
    return scale >= this.#limits.minScale ? scale : null;
  }

  /**
   * Renders `oldRef`'s page grey at the scale a comparison with a page of `newSize` points will use, before that
   * comparison is asked (the worker and pdf.js start, the document is parsed, the page drawn while the person
   * confirms the pairing or opens the comparison) — and `newRef`'s page too when it is known and open, in the render
   * lane meanwhile. The comparison that follows takes them instead of rendering them; a comparison at another scale
   * renders as before. Null when the sheets are too large (nothing rendered).
   */
  async prepare(
    oldRef: PageRef,
    newSize: Size,
    ctx: ComparisonContext,
    newRef?: PageRef,
  ): Promise<{ scale: number } | null> {
    const oldSize = this.#page(oldRef);
    if (newRef) this.#page(newRef);
    const scale = this.scaleFor(oldSize, newSize);
    if (scale === null) return null;
    // Not tied to this request's signal: a comparison may be waiting for them; a new worker drops them anyway.
    const detached = { signal: new AbortController().signal, progress: () => {} };
    await Promise.all([
      this.#plain(oldRef, scale, 'here', detached, newRef),
      ...(newRef ? [this.#plain(newRef, scale, 'lane', detached, oldRef)] : []),
    ]);
    return { scale };
  }

  /**
   * `ref`'s page rendered whole at `scale`: the kept render when there is one (made again when it failed — a
   * cancelled request's), else drawn in `thread` and kept. The least recently used are dropped past
   * `KEPT_RENDERS`, except the page `partner`, which the same comparison or prepare needs.
   */
  #plain(ref: PageRef, scale: number, thread: Thread, ctx: ComparisonContext, partner?: PageRef): Promise<GrayRaster> {
    const key = renderKey(ref, scale);
    const kept = this.#renders.get(key);
    if (kept) {
      // The most recent last: it is the last to be dropped.
      this.#renders.delete(key);
      this.#renders.set(key, kept);
      return kept.render.catch(() => {
        throwIfCancelled(ctx.signal);
        if (this.#renders.get(key) === kept) this.#renders.delete(key);
        return this.#plain(ref, scale, thread, ctx, partner);
      });
    }
    const render = this.#draw(ref, scale, thread, ctx);
    const entry: KeptRender = { docId: ref.docId, render, isDrawn: false };
    this.#renders.set(key, entry);
    render.then(
      () => {
        entry.isDrawn = true;
      },
      () => {
        if (this.#renders.get(key) === entry) this.#renders.delete(key);
      },
    );
    const keep = new Set([key, ...(partner ? [renderKey(partner, scale)] : [])]);
    for (const older of [...this.#renders.keys()]) {
      if (this.#renders.size <= KEPT_RENDERS) break;
      if (!keep.has(older)) this.#renders.delete(older);
    }
    return render;
  }

  /** Draws `ref`'s whole page in `thread`: in this one when the lane does not hold its document or fails. */
  async #draw(ref: PageRef, scale: number, thread: Thread, ctx: ComparisonContext): Promise<GrayRaster> {
    const lane = this.#lane;
    const doc = this.#docs.get(ref.docId);
    if (thread === 'lane' && lane && doc && (await doc.inLane)) {
      throwIfCancelled(ctx.signal);
      try {
        return await lane.render(ref.docId, ref.page - 1, { scale, hiddenLayerIds: ref.hiddenLayerIds }, ctx.signal);
      } catch (error) {
        if (ctx.signal.aborted || (error instanceof ComparisonError && error.code === 'cancelled')) {
          throw new ComparisonError('cancelled');
        }
        // A lane that crashed or could not draw it: this thread draws it (and says its own error if any).
      }
    }
    throwIfCancelled(ctx.signal);
    const rendered = await this.#pdf
      .render(ref.docId, ref.page - 1, { scale, hiddenLayerIds: ref.hiddenLayerIds }, pdfContext(ctx))
      .catch(rethrow);
    return rendered.image;
  }

  async compare(
    oldRef: PageRef,
    newRef: PageRef,
    options: CompareOptions,
    ctx: ComparisonContext,
  ): Promise<CompareOutcome<Bitmap>> {
    this.#kept = null;
    const oldSize = this.#page(oldRef);
    const newSize = this.#page(newRef);
    if (options.pictures && (!options.colours || !this.#pictures)) {
      throw new ComparisonError('badRequest', 'pictures need colours');
    }
    // Refused before anything is rendered (a person's alignment may join any two pages).
    if (!options.alignment && !plausibleSizes(oldSize, newSize)) {
      throw new ComparisonError(
        'sizeMismatch',
        `${oldSize.width} × ${oldSize.height} pt → ${newSize.width} × ${newSize.height} pt`,
      );
    }
    const scale = this.scaleFor(oldSize, newSize);
    if (scale === null) throw new ComparisonError('sheetTooLarge', `${newSize.width} × ${newSize.height} pt`);
    const ms: CompareTimings = { render: 0, align: 0, diff: 0, regions: 0, pictures: 0 };
    const pdfCtx = pdfContext(ctx);
    const timed = async <T>(stage: keyof CompareTimings, work: () => T | Promise<T>): Promise<T> => {
      throwIfCancelled(ctx.signal);
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        ms[stage] += performance.now() - t0;
      }
    };
    /** The previous page drawn through the alignment onto the new sheet, in this thread. */
    const through = (matrix: Matrix) =>
      this.#pdf
        .render(
          oldRef.docId,
          oldRef.page - 1,
          { scale, hiddenLayerIds: oldRef.hiddenLayerIds, transform: matrix, region: { x: 0, y: 0, ...newSize } },
          pdfCtx,
        )
        .then((r) => r.image, rethrow);

    // Both pages at once: the new one in the lane, the previous one here — plain, or through the person's alignment
    // (known before anything is drawn). Renders kept from before are taken as they are.
    const given = options.alignment ? manualAlignment(options.alignment, oldSize, newSize) : null;
    // A render made ahead and still being drawn is waited for: the person is told it is drawn.
    const newKept = this.#renders.get(renderKey(newRef, scale))?.isDrawn === true;
    const oldKept = !given && this.#renders.get(renderKey(oldRef, scale))?.isDrawn === true;
    if (!newKept && !oldKept) ctx.progress({ stage: 'render', which: 'both' });
    else if (!newKept) ctx.progress({ stage: 'render', which: 'new' });
    else if (!oldKept) ctx.progress({ stage: 'render', which: 'old' });
    const [neu, first] = await timed('render', () =>
      Promise.all([
        this.#plain(newRef, scale, 'lane', ctx, oldRef),
        given ? through(given.matrix) : this.#plain(oldRef, scale, 'here', ctx, newRef),
      ]),
    );
    let alignment: SheetAlignment;
    let old: GrayRaster | null = null;
    if (given) {
      alignment = given;
      old = first;
    } else {
      const plain = first;
      ctx.progress({ stage: 'align' });
      const estimate = await timed('align', () => estimateAlignment({ old: plain, new: neu, scale, oldSize, newSize }));
      if (!estimate.ok) throw new ComparisonError(estimate.error);
      alignment = autoAlignment(estimate.value);
      const m = alignment.matrix;
      const samePlace =
        plain.width === neu.width &&
        plain.height === neu.height &&
        maxDisplacement(m, IDENTITY, newSize.width, newSize.height) * scale < SAME_PLACE_PX;
      const turn = maxDisplacement([m[0], m[1], m[2], m[3], 0, 0], IDENTITY, oldSize.width, oldSize.height) * scale;
      if (samePlace) old = plain;
      else if (this.reRender === 'unlessShift' && turn < SAME_PLACE_PX) {
        old = await timed('align', () => shifted(plain, neu.width, neu.height, m[4] * scale, m[5] * scale));
      }
    }
    if (!old) {
      ctx.progress({ stage: 'render', which: 'old' });
      const matrix = alignment.matrix;
      old = await timed('render', () => through(matrix));
    }

    const grid = await timed('diff', () =>
      diffRasters(old, neu, this.diff, (done, total) => ctx.progress({ stage: 'diff', done, total })),
    );
    ctx.progress({ stage: 'regions' });
    const m = alignment.matrix;
    const regions = await timed('regions', () =>
      changeRegions(grid, {
        ...this.regions,
        scale,
        oldOutline: [
          [0, 0],
          [oldSize.width, 0],
          [oldSize.width, oldSize.height],
          [0, oldSize.height],
        ].map(([x, y]) => {
          const [px, py] = applyToPoint(m, x as number, y as number);
          return { x: px, y: py };
        }),
      }),
    );
    let pictures: ComparisonPictures<Bitmap> | undefined;
    if (options.pictures && options.colours && this.#pictures) {
      ctx.progress({ stage: 'pictures' });
      const host = this.#pictures;
      const colours = options.colours;
      const aligned = old;
      pictures = await timed('pictures', async () => {
        const painted = paintPictures(aligned, neu, regions, scale, this.#limits.pictureMaxPixels, colours);
        if (options.keep) this.#kept = painted;
        const bitmap = (rgba: Uint8ClampedArray) => host.bitmap(painted.width, painted.height, rgba);
        const [oldBitmap, newBitmap, redGreen, orangeBlue] = await Promise.all([
          bitmap(painted.old),
          bitmap(painted.new),
          bitmap(painted.overlay.redGreen),
          bitmap(painted.overlay.orangeBlue),
        ]);
        return {
          scale: painted.scale,
          width: painted.width,
          height: painted.height,
          old: oldBitmap,
          new: newBitmap,
          overlay: { redGreen, orangeBlue },
        };
      });
    }
    return { alignment, regions, ...(pictures ? { pictures } : {}), ms, scale };
  }

  /**
   * The pictures of a part of the new sheet at a finer scale than the whole sheet's (the viewer zoomed in on a change):
   * both pages drawn again in `request.rect` at `request.scale` — the previous one through the comparison's alignment —
   * and painted as the whole sheet's pictures are, with the regions found for the whole sheet. The scale is lowered
   * until the part holds `pictureMaxPixels`. Nothing is estimated or diffed again, so a detail never disagrees with the
   * list of changes.
   */
  async detail(
    oldRef: PageRef,
    newRef: PageRef,
    request: DetailRequest,
    ctx: ComparisonContext,
  ): Promise<DetailOutcome<Bitmap>> {
    const newSize = this.#page(newRef);
    this.#page(oldRef);
    const host = this.#pictures;
    if (!host) throw new ComparisonError('badRequest', 'details need pictures');
    const m = request.matrix;
    const { rect } = request;
    const numbers = [...m, rect.x, rect.y, rect.width, rect.height, request.scale];
    if (m.length !== 6 || !numbers.every((n) => Number.isFinite(n)) || !(request.scale > 0)) {
      throw new ComparisonError('badRequest', 'bad detail request');
    }
    // The part of the sheet asked for, clamped to it; a part that misses the sheet is refused.
    const x0 = Math.max(0, rect.x);
    const y0 = Math.max(0, rect.y);
    const x1 = Math.min(newSize.width, rect.x + rect.width);
    const y1 = Math.min(newSize.height, rect.y + rect.height);
    if (!(x1 > x0 && y1 > y0)) throw new ComparisonError('badRequest', 'the detail misses the sheet');
    const part = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    const scale = Math.min(request.scale, Math.sqrt(this.#limits.pictureMaxPixels / (part.width * part.height)));
    const pdfCtx = pdfContext(ctx);
    throwIfCancelled(ctx.signal);
    const neu = await this.#pdf
      .render(newRef.docId, newRef.page - 1, { scale, region: part, hiddenLayerIds: newRef.hiddenLayerIds }, pdfCtx)
      .catch(rethrow);
    throwIfCancelled(ctx.signal);
    // The previous page through the alignment, into exactly the pixels the new one covers.
    const old = await this.#pdf
      .render(
        oldRef.docId,
        oldRef.page - 1,
        { scale, region: neu.region, transform: m, hiddenLayerIds: oldRef.hiddenLayerIds },
        pdfCtx,
      )
      .catch(rethrow);
    if (old.width !== neu.width || old.height !== neu.height) {
      throw new ComparisonError('badRequest', 'the two renders of the detail differ in size');
    }
    throwIfCancelled(ctx.signal);
    const origin = neu.region;
    const regions = request.regions.map((r) => ({
      ...r,
      box: { ...r.box, x: r.box.x - origin.x, y: r.box.y - origin.y },
    }));
    const painted = paintPictures(old.image, neu.image, regions, scale, Infinity, request.colours);
    const bitmap = (rgba: Uint8ClampedArray) => host.bitmap(painted.width, painted.height, rgba);
    const [oldBitmap, newBitmap, redGreen, orangeBlue] = await Promise.all([
      bitmap(painted.old),
      bitmap(painted.new),
      bitmap(painted.overlay.redGreen),
      bitmap(painted.overlay.orangeBlue),
    ]);
    return {
      rect: origin,
      scale,
      width: painted.width,
      height: painted.height,
      old: oldBitmap,
      new: newBitmap,
      overlay: { redGreen, orangeBlue },
    };
  }

  #page(ref: PageRef): Size {
    const doc = this.#docs.get(ref.docId);
    if (!doc) throw new ComparisonError('unknownDocument', `no open document ${ref.docId}`);
    const page = Number.isInteger(ref.page) ? doc.pages[ref.page - 1] : undefined;
    if (!page) throw new ComparisonError('badRequest', `no page ${ref.page}`);
    return { width: page.widthPt, height: page.heightPt };
  }
}

/** `raster` moved by (dx, dy) pixels rounded to whole ones, on a `width` × `height` sheet of paper. */
export function shifted(raster: GrayRaster, width: number, height: number, dx: number, dy: number): GrayRaster {
  const ox = Math.round(dx);
  const oy = Math.round(dy);
  const data = new Uint8Array(width * height).fill(255);
  const x0 = Math.max(0, ox);
  const x1 = Math.min(width, raster.width + ox);
  if (x1 > x0) {
    for (let y = Math.max(0, oy); y < Math.min(height, raster.height + oy); y++) {
      const from = (y - oy) * raster.width + (x0 - ox);
      data.set(raster.data.subarray(from, from + (x1 - x0)), y * width + x0);
    }
  }
  return { width, height, data };
}

interface Size {
  width: number;
  height: number;
}

function autoAlignment(estimate: AlignEstimate): SheetAlignment {
  return {
    matrix: estimate.matrix,
    method: 'auto',
    confidence: estimate.confidence,
    residual: estimate.residual,
  };
}

/** The person's alignment: its matrix as given, checked; its confidence and residual from its pairs. */
function manualAlignment(
  given: NonNullable<CompareOptions['alignment']>,
  oldSize: Size,
  newSize: Size,
): SheetAlignment {
  const m = given.matrix;
  const ok = m.length === 6 && m.every((n) => Number.isFinite(n));
  let det = 0;
  if (ok) det = m[0] * m[3] - m[1] * m[2];
  if (!ok || !(Math.abs(det) > 1e-6)) throw new ComparisonError('badPairs', 'the alignment is degenerate');
  invert(m);
  const pairs = given.pairs.map(
    ([p, q]) =>
      [
        { x: p[0], y: p[1] },
        { x: q[0], y: q[1] },
      ] as const,
  );
  const fromPairs = alignmentFromPairs(pairs, { old: oldSize, new: newSize });
  let residual = 0;
  for (const [p, q] of pairs) {
    const [x, y] = applyToPoint(m, p.x, p.y);
    residual += (x - q.x) ** 2 + (y - q.y) ** 2;
  }
  return {
    matrix: m,
    method: 'manual',
    confidence: fromPairs.ok ? fromPairs.value.confidence : 1,
    residual: pairs.length ? Math.sqrt(residual / pairs.length) : 0,
    ...(pairs.length ? { pairs } : {}),
  };
}

/** What a plain render is kept under: the page, its hidden layers and the scale. */
function renderKey(ref: PageRef, scale: number): string {
  return JSON.stringify([ref.docId, ref.page, [...(ref.hiddenLayerIds ?? [])].sort(), scale]);
}

function pdfContext(ctx: ComparisonContext): RequestContext {
  return { signal: ctx.signal, progress: () => {} };
}

function throwIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw new ComparisonError('cancelled');
}

function rethrow(error: unknown): never {
  if (error instanceof PdfEngineError) {
    if (error.code === 'cancelled') throw new ComparisonError('cancelled');
    if (error.code === 'unknownDocument') throw new ComparisonError('unknownDocument', error.message);
    if (error.code === 'regionTooLarge') throw new ComparisonError('sheetTooLarge', error.message);
    throw new ComparisonError('pdf', `${error.code}: ${error.message}`);
  }
  throw error;
}
