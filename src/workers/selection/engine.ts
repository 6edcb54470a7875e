/**
 * The selection worker's work, apart from its message plumbing: open a PDF with the PDF engine (../pdf/engine.ts),
 * read a sheet once per set of hidden layers into what a click needs (a PreparedSheet: domain/selection/prepare.ts),
 * keep the last few, and run the fill, the run-following and the skirting on them. The Node tests and
 * `npm run bench:select` drive it with pdf.js's legacy build (testing.ts).
 *
 * A vector sheet is read as its visible segments (hidden layers dropped by pdf.js's optional content configuration,
 * layer ids named from it), its text and its image coverage; a sheet that is mostly a picture with hardly any
 * vectors (a scan) is rendered grey instead, at about 2 px per point within MAX_SCAN_PIXELS, as the counting worker
 * renders its sheets.
 */
import type { GrayRaster } from '../../domain/counting/types.ts';
import type {
  FillErrorCode,
  FillOptions,
  FillResult,
  PreparedSheet,
  RunErrorCode,
  RunOptions,
  RunResult,
  SkirtingOptions,
  SkirtingResult,
} from '../../domain/selection/types.ts';
import type { SheetTextItem } from '../../domain/pdf/text.ts';
import type { Result } from '../../domain/takeoff/types.ts';
import type { PdfEngine, RequestContext } from '../pdf/engine.ts';
import { PdfEngineError, type LayerInfo } from '../pdf/protocol.ts';
import { SelectionError, type PrepareResult, type SelectionProgressMessage, type SheetRef } from './protocol.ts';

export interface SelectionContext {
  signal: AbortSignal;
  progress(progress: SelectionProgressMessage): void;
}

/**
 * The selection maths the engine calls (domain/selection: prepare.ts, fill.ts, runs.ts, skirting.ts), handed in so
 * that the engine's plumbing is tested on its own; selection.worker.ts and testing.ts pass the real ones.
 */
export interface SelectionAlgorithms {
  prepareFromVectors(input: {
    width: number;
    height: number;
    segments: Float32Array;
    segmentLayers: Int32Array;
    layerNames: readonly string[];
    text: readonly SheetTextItem[];
    pointsPerMetre?: number;
  }): PreparedSheet;
  prepareFromGrey(input: { width: number; height: number; grey: GrayRaster; scale: number }): PreparedSheet;
  /** Makes the fill's buffers ready for `gap` on a prepared sheet (optional: the tests' fakes leave it out). */
  warmFill?(sheet: PreparedSheet, gap: number): void;
  fillRegion(sheet: PreparedSheet, options: FillOptions): Result<FillResult, FillErrorCode>;
  followRun(sheet: PreparedSheet, options: RunOptions): Result<RunResult, RunErrorCode>;
  skirtingOf(sheet: PreparedSheet, options: SkirtingOptions): SkirtingResult;
}

export interface SelectionLimits {
  /** Sheets kept prepared (a few: the sheet in view, the one before, one more). */
  maxSheets: number;
  /** Bytes the kept sheets' rasters and distance maps may hold together; past it the oldest go first. */
  maxBytes: number;
  /** A scan's grey render never has more pixels than this; a sheet that would need a coarser one than MIN_SCAN_SCALE is refused. */
  maxScanPixels: number;
  /** Raster pixels a vector sheet's ink raster may hold (checked on what prepareFromVectors built). */
  maxInkPixels: number;
}

export const DEFAULT_SELECTION_LIMITS: SelectionLimits = {
  maxSheets: 3,
  maxBytes: 240_000_000,
  maxScanPixels: 16_000_000,
  maxInkPixels: 40_000_000,
};

/** A scan is rendered at this many pixels per point when it fits: 1 px per 0.5 pt, the walls a few pixels thick. */
export const SCAN_SCALE = 2;
/** Coarser than 1 px per 2 pt, a scan's thin partitions vanish: the sheet is refused rather than filled wrong. */
export const MIN_SCAN_SCALE = 0.5;

/**
 * A sheet is read as a picture when images cover most of it and it has hardly any vectors (a scan with a frame or a
 * stamp drawn over it: the Sonoma set has 2–4 paths per page); a vector plan with a raster logo stays a vector sheet.
 */
export function isScan(imageCoverage: number, segmentCount: number): boolean {
  return imageCoverage >= 0.5 && segmentCount < 2000;
}

/** The scan's render scale for a sheet of this size (points): SCAN_SCALE, or less to stay within `maxPixels`. */
export function scanScale(widthPt: number, heightPt: number, maxPixels: number): number {
  return Math.min(SCAN_SCALE, Math.sqrt(maxPixels / Math.max(1, widthPt * heightPt)));
}

interface Kept {
  key: string;
  sheet: PreparedSheet;
  bytes: number;
  ms: number;
}

interface Doc {
  pages: { widthPt: number; heightPt: number }[];
  layers: LayerInfo[];
}

export class SelectionEngine {
  readonly #pdf: PdfEngine<GrayRaster>;
  readonly #algorithms: SelectionAlgorithms;
  readonly #limits: SelectionLimits;
  readonly #docs = new Map<string, Doc>();
  /** Prepared sheets, oldest first. */
  #kept: Kept[] = [];
  /** Preparations under way, by key: a click arriving while its sheet is read waits for it, never reads it twice. */
  readonly #preparing = new Map<string, Promise<Kept>>();

  constructor(pdf: PdfEngine<GrayRaster>, algorithms: SelectionAlgorithms, limits: Partial<SelectionLimits> = {}) {
    this.#pdf = pdf;
    this.#algorithms = algorithms;
    this.#limits = { ...DEFAULT_SELECTION_LIMITS, ...limits };
  }

  async open(docId: string, data: ArrayBuffer, ctx: SelectionContext): Promise<{ pageCount: number }> {
    ctx.progress({ stage: 'open' });
    const opened = await this.#pdf.open(docId, data, pdfContext(ctx)).catch(rethrow);
    this.#docs.set(docId, { pages: opened.pages, layers: opened.layers });
    return { pageCount: opened.pageCount };
  }

  async close(docId: string): Promise<void> {
    this.#docs.delete(docId);
    this.#kept = this.#kept.filter((k) => !k.key.startsWith(`${docId}|`));
    await this.#pdf.close(docId);
  }

  /** A kept sheet, as prepared (bench:select runs its baseline on the same ink raster); null when not kept. */
  preparedSheet(ref: SheetRef): PreparedSheet | null {
    return this.#kept.find((k) => k.key === sheetKey(ref))?.sheet ?? null;
  }

  /** The keys of the sheets kept prepared, oldest first (tests). */
  get keptSheets(): string[] {
    return this.#kept.map((k) => k.key);
  }

  /**
   * Reads the sheet ahead of the first click. With the `gap` the clicks will use (points), the fill's buffers are made
   * ready too (`warmFill`): the first click does not pay them.
   */
  async prepare(ref: SheetRef, ctx: SelectionContext, gap?: number): Promise<PrepareResult> {
    const { kept, built } = await this.#sheet(ref, ctx);
    const { sheet } = kept;
    if (gap !== undefined && Number.isFinite(gap) && gap >= 0) this.#algorithms.warmFill?.(sheet, gap);
    return {
      source: sheet.source,
      scale: sheet.ink.scale,
      width: sheet.ink.width,
      height: sheet.ink.height,
      ms: kept.ms,
      built,
    };
  }

  async fill(ref: SheetRef, options: FillOptions, ctx: SelectionContext): Promise<FillResult & { ms: number }> {
    checkPoint(options.point);
    if (!(options.gap >= 0) || !Number.isFinite(options.gap)) throw new SelectionError('badRequest', 'bad gap');
    const { kept } = await this.#sheet(ref, ctx);
    ctx.signal.throwIfAborted();
    const t0 = performance.now();
    const result = this.#algorithms.fillRegion(kept.sheet, options);
    if (!result.ok) throw new SelectionError(result.error, `fill: ${result.error}`);
    return { ...result.value, ms: performance.now() - t0 };
  }

  async run(ref: SheetRef, options: RunOptions, ctx: SelectionContext): Promise<RunResult & { ms: number }> {
    checkPoint(options.point);
    if (!(options.tolerance >= 0)) throw new SelectionError('badRequest', 'bad tolerance');
    const { kept } = await this.#sheet(ref, ctx);
    ctx.signal.throwIfAborted();
    const t0 = performance.now();
    const result = this.#algorithms.followRun(kept.sheet, options);
    if (!result.ok) throw new SelectionError(result.error, `run: ${result.error}`);
    return { ...result.value, ms: performance.now() - t0 };
  }

  async skirting(
    ref: SheetRef,
    options: SkirtingOptions,
    ctx: SelectionContext,
  ): Promise<SkirtingResult & { ms: number }> {
    if (options.ring.length < 3) throw new SelectionError('badRequest', 'a ring needs 3 points');
    for (const p of options.ring) checkPoint(p);
    const { kept } = await this.#sheet(ref, ctx);
    ctx.signal.throwIfAborted();
    const t0 = performance.now();
    const result = this.#algorithms.skirtingOf(kept.sheet, options);
    return { ...result, ms: performance.now() - t0 };
  }

  /** The sheet prepared for these hidden layers: kept, being prepared (waited for), or read now. */
  async #sheet(ref: SheetRef, ctx: SelectionContext): Promise<{ kept: Kept; built: boolean }> {
    const doc = this.#docs.get(ref.docId);
    if (!doc) throw new SelectionError('unknownDocument', `no open document ${ref.docId}`);
    if (!Number.isInteger(ref.page) || ref.page < 1 || ref.page > doc.pages.length) {
      throw new SelectionError('badRequest', `no page ${ref.page}`);
    }
    const hidden = [...new Set(ref.hiddenLayerIds ?? [])].sort();
    const key = sheetKey(ref);
    const found = this.#kept.find((k) => k.key === key);
    if (found) {
      // Most recently used last: the oldest goes first when room is needed.
      this.#kept = [...this.#kept.filter((k) => k !== found), found];
      return { kept: found, built: false };
    }
    const pending = this.#preparing.get(key);
    if (pending) {
      const kept = await pending.catch(() => null);
      if (kept) return { kept, built: false };
    }
    const building = this.#build(key, ref.docId, ref.page - 1, hidden, doc, ctx, ref.pointsPerMetre);
    this.#preparing.set(key, building);
    try {
      const kept = await building;
      return { kept, built: true };
    } finally {
      if (this.#preparing.get(key) === building) this.#preparing.delete(key);
    }
  }

  async #build(
    key: string,
    docId: string,
    index: number,
    hidden: string[],
    doc: Doc,
    ctx: SelectionContext,
    pointsPerMetre?: number,
  ): Promise<Kept> {
    const page = doc.pages[index] as { widthPt: number; heightPt: number };
    const t0 = performance.now();
    ctx.progress({ stage: 'read' });
    const pdfCtx = pdfContext(ctx);
    const vectors = await this.#pdf.vectors(docId, index, { hiddenLayerIds: hidden }, pdfCtx).catch(rethrow);
    ctx.signal.throwIfAborted();
    let sheet: PreparedSheet;
    if (isScan(vectors.imageCoverage, vectors.segmentCount)) {
      const scale = scanScale(page.widthPt, page.heightPt, this.#limits.maxScanPixels);
      if (scale < MIN_SCAN_SCALE) {
        throw new SelectionError('sheetTooLarge', `${page.widthPt} × ${page.heightPt} pt needs a scale of ${scale}`);
      }
      const render = await this.#pdf.render(docId, index, { scale, hiddenLayerIds: hidden }, pdfCtx).catch(rethrow);
      ctx.signal.throwIfAborted();
      ctx.progress({ stage: 'raster', done: 0, total: render.height });
      sheet = this.#algorithms.prepareFromGrey({
        width: page.widthPt,
        height: page.heightPt,
        grey: render.image,
        scale,
      });
    } else {
      const text = await this.#pdf.text(docId, index, pdfCtx).catch(rethrow);
      ctx.signal.throwIfAborted();
      ctx.progress({ stage: 'raster', done: 0, total: 1 });
      sheet = this.#algorithms.prepareFromVectors({
        width: page.widthPt,
        height: page.heightPt,
        segments: vectors.segments,
        segmentLayers: vectors.layers,
        layerNames: doc.layers.map((l) => l.name),
        text: text.items,
        ...(pointsPerMetre !== undefined ? { pointsPerMetre } : {}),
      });
    }
    const pixels = sheet.ink.width * sheet.ink.height;
    if (pixels > this.#limits.maxInkPixels) {
      throw new SelectionError('sheetTooLarge', `${sheet.ink.width} × ${sheet.ink.height} px`);
    }
    ctx.progress({ stage: 'raster', done: sheet.ink.height, total: sheet.ink.height });
    const kept: Kept = { key, sheet, bytes: bytesOf(sheet), ms: performance.now() - t0 };
    // A document closed meanwhile keeps nothing.
    if (this.#docs.get(docId) === doc) this.#keep(kept);
    return kept;
  }

  #keep(kept: Kept) {
    this.#kept = [...this.#kept.filter((k) => k.key !== kept.key), kept];
    let bytes = this.#kept.reduce((sum, k) => sum + k.bytes, 0);
    while (this.#kept.length > 1 && (this.#kept.length > this.#limits.maxSheets || bytes > this.#limits.maxBytes)) {
      const dropped = this.#kept.shift() as Kept;
      bytes -= dropped.bytes;
    }
  }
}

/** What a prepared sheet holds in memory, roughly: its raster, its distance map, its segments and their index. */
function bytesOf(sheet: PreparedSheet): number {
  return (
    sheet.ink.data.byteLength +
    sheet.distance.byteLength +
    (sheet.segments?.byteLength ?? 0) * 2 +
    (sheet.segmentLayers?.byteLength ?? 0)
  );
}

function checkPoint(p: { x: number; y: number }) {
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) throw new SelectionError('badRequest', 'bad point');
}

function pdfContext(ctx: SelectionContext): RequestContext {
  return { signal: ctx.signal, progress: () => {} };
}

function rethrow(error: unknown): never {
  if (error instanceof PdfEngineError) {
    if (error.code === 'cancelled') throw new SelectionError('cancelled');
    if (error.code === 'unknownDocument') throw new SelectionError('unknownDocument', error.message);
    if (error.code === 'regionTooLarge') throw new SelectionError('sheetTooLarge', error.message);
    throw new SelectionError('pdf', `${error.code}: ${error.message}`);
  }
  throw error;
}

/** What a prepared sheet is kept under: the page, its hidden layers and the scale its lines were judged at. */
function sheetKey(ref: SheetRef): string {
  const hidden = [...new Set(ref.hiddenLayerIds ?? [])].sort().join(',');
  const scale = ref.pointsPerMetre && Number.isFinite(ref.pointsPerMetre) ? ref.pointsPerMetre.toFixed(3) : '';
  return `${ref.docId}|${ref.page}|${hidden}${scale ? `|${scale}` : ''}`;
}
