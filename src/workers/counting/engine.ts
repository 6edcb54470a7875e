/**
 * The counting worker's work, apart from its message plumbing: open a PDF with the PDF engine (../pdf/engine.ts),
 * render a sheet at the working resolution with the hidden layers off into a grey raster, and run the matcher
 * (src/domain/counting) on it. The last raster of each sheet is kept, so that a second box on the same sheet
 * does not render it again; templates cut on a sheet to search others (`findElsewhere`) are kept too. The Node tests drive it with pdf.js's legacy build.
 */
import { checkTemplate, CountingInputError, findCandidates, templateFrom } from '../../domain/counting/match.ts';
import { mergeProposals } from '../../domain/counting/nms.ts';
import { shrink } from '../../domain/counting/raster.ts';
import type { GrayRaster, Template } from '../../domain/counting/types.ts';
import { elsewhereScale, workingScale } from '../../domain/counting/working.ts';
import type { Rect } from '../../domain/pdf/geometry.ts';
import type { PdfEngine, RequestContext } from '../pdf/engine.ts';
import { PdfEngineError } from '../pdf/protocol.ts';
import type { MatchHelper } from './helper.ts';
import {
  CountingError,
  type CountingProgressMessage,
  type FindElsewhereRequest,
  type FindRequest,
  type PrepareRequest,
  type FindResult,
} from './protocol.ts';

export interface CountingContext {
  signal: AbortSignal;
  progress(progress: CountingProgressMessage): void;
}

/** Enough for the templates of a few counts searched on other sheets; past it the kept ones are dropped. */
const MAX_KEPT_TEMPLATES = 32;

interface SheetRaster {
  key: string;
  raster: GrayRaster;
  scale: number;
}

export class CountingEngine {
  readonly #pdf: PdfEngine<GrayRaster>;
  readonly #pages = new Map<string, { widthPt: number; heightPt: number }[]>();
  /** The last raster rendered per document. */
  readonly #rasters = new Map<string, SheetRaster>();
  /** A render under way per document: a box drawn while its sheet is prepared waits for it, never renders twice. */
  readonly #rendering = new Map<string, { key: string; done: Promise<unknown> }>();
  /** Templates cut on a source sheet for `findElsewhere`, by sheet and box: kept while the page goes sheet by sheet. */
  readonly #templates = new Map<string, GrayRaster>();

  /** A second thread that searches half of each sheet (helper.ts); without one, this thread searches it all. */
  readonly #helper: MatchHelper | null;

  constructor(pdf: PdfEngine<GrayRaster>, helper: MatchHelper | null = null) {
    this.#pdf = pdf;
    this.#helper = helper;
  }

  async open(docId: string, data: ArrayBuffer, ctx: CountingContext): Promise<{ pageCount: number }> {
    ctx.progress({ stage: 'open' });
    const opened = await this.#pdf.open(docId, data, pdfContext(ctx)).catch(rethrow);
    this.#pages.set(docId, opened.pages);
    return { pageCount: opened.pageCount };
  }

  async close(docId: string): Promise<void> {
    this.#pages.delete(docId);
    this.#rasters.delete(docId);
    for (const key of this.#templates.keys()) if (key.startsWith(`${docId}|`)) this.#templates.delete(key);
    await this.#pdf.close(docId);
  }

  /**
   * Renders the sheet's working raster ahead of a box (the page asks when the count tool starts boxing): the box's
   * search then finds it kept. Nothing is searched.
   */
  async prepare(request: PrepareRequest, ctx: CountingContext): Promise<{ renderMs: number }> {
    const page = this.#page(request.docId, request.page);
    const scale = workingScale(page.widthPt, page.heightPt);
    const sheet = await this.#sheet(request.docId, request.page, request.hiddenLayerIds, scale, ctx, {
      stage: 'render',
    });
    return { renderMs: sheet.renderMs };
  }

  async find(request: FindRequest, ctx: CountingContext): Promise<FindResult> {
    const page = this.#page(request.docId, request.page);
    if (!request.templates.length) throw new CountingError('badRequest', 'no template');
    const scale = workingScale(page.widthPt, page.heightPt);
    const sheet = await this.#sheet(request.docId, request.page, request.hiddenLayerIds, scale, ctx, {
      stage: 'render',
    });
    const { raster } = sheet;
    return this.#match(
      request.docId,
      sheet,
      () => request.templates.map((t) => templateFrom(raster, t.box, scale, t.id)),
      request,
      ctx,
      sheet.renderMs,
    );
  }

  /**
   * The source's templates are cut at its working scale and kept (the page searches sheet after sheet with them);
   * the target is rendered at the scale that gives its symbols the template's size in pixels.
   */
  async findElsewhere(request: FindElsewhereRequest, ctx: CountingContext): Promise<FindResult> {
    const { source, target } = request;
    const sourcePage = this.#page(source.docId, source.page);
    const targetPage = this.#page(target.docId, target.page);
    if (!source.templates.length) throw new CountingError('badRequest', 'no template');
    const ratio = request.ratio ?? 1;
    if (!(ratio > 0) || !Number.isFinite(ratio)) throw new CountingError('badRequest', `bad ratio ${ratio}`);
    const sourceScale = workingScale(sourcePage.widthPt, sourcePage.heightPt);
    const { scale, templateFactor } = elsewhereScale(sourceScale, ratio, targetPage.widthPt, targetPage.heightPt);

    // The templates first, from the source's raster (rendered only when they are not kept already).
    const hiddenKey = [...(source.hiddenLayerIds ?? [])].sort().join(',');
    const keyOf = (t: { id: string; box: Rect }) =>
      `${source.docId}|${source.page}|${hiddenKey}|${sourceScale}|${t.id}|${t.box.x},${t.box.y},${t.box.width},${t.box.height}`;
    let renderMs = 0;
    if (source.templates.some((t) => !this.#templates.has(keyOf(t)))) {
      const sheet = await this.#sheet(source.docId, source.page, source.hiddenLayerIds, sourceScale, ctx, {
        stage: 'render',
        sheet: 'source',
      });
      renderMs += sheet.renderMs;
      for (const t of source.templates) {
        const cut = templateFrom(sheet.raster, t.box, sourceScale, t.id);
        // Checked against its own sheet: a blank or oversized box is the source's fault, whatever the target.
        checked(() => checkTemplate(cut, sheet.raster));
        if (this.#templates.size >= MAX_KEPT_TEMPLATES) this.#templates.clear();
        this.#templates.set(keyOf(t), cut.raster);
      }
    }
    const templates: Template[] = source.templates.map((t) => {
      const raster = this.#templates.get(keyOf(t)) as GrayRaster;
      return { id: t.id, box: t.box, raster: templateFactor < 1 ? shrink(raster, templateFactor) : raster };
    });
    const sheet = await this.#sheet(target.docId, target.page, target.hiddenLayerIds, scale, ctx, {
      stage: 'render',
      sheet: 'target',
    });
    return this.#match(
      target.docId,
      sheet,
      () => templates,
      { mask: target.mask, minScore: request.minScore },
      ctx,
      renderMs + sheet.renderMs,
    );
  }

  #page(docId: string, index: number): { widthPt: number; heightPt: number } {
    const pages = this.#pages.get(docId);
    if (!pages) throw new CountingError('unknownDocument', `no open document ${docId}`);
    const page = pages[index];
    if (!page) throw new CountingError('badRequest', `no page ${index}`);
    return page;
  }

  /** The document's raster of this sheet at this scale: its last one when it is that, else rendered (and kept). */
  async #sheet(
    docId: string,
    page: number,
    hiddenLayerIds: readonly string[] | undefined,
    scale: number,
    ctx: CountingContext,
    progress: CountingProgressMessage,
  ): Promise<SheetRaster & { rendered: boolean; renderMs: number }> {
    const hidden = [...(hiddenLayerIds ?? [])].sort();
    const key = `${page}|${hidden.join(',')}|${scale}`;
    const pending = this.#rendering.get(docId);
    if (pending?.key === key) await pending.done.catch(() => undefined);
    const kept = this.#rasters.get(docId);
    if (kept?.key === key) return { ...kept, rendered: false, renderMs: 0 };
    ctx.progress(progress);
    const t0 = performance.now();
    // The previous raster goes first: two of them need not fit in memory at once.
    this.#rasters.delete(docId);
    const rendering = this.#pdf.render(docId, page, { scale, hiddenLayerIds: hidden }, pdfContext(ctx));
    this.#rendering.set(docId, { key, done: rendering });
    try {
      const image = await rendering.catch(rethrow);
      const sheet = { key, raster: image.image, scale };
      this.#rasters.set(docId, sheet);
      return { ...sheet, rendered: true, renderMs: performance.now() - t0 };
    } finally {
      if (this.#rendering.get(docId)?.done === rendering) this.#rendering.delete(docId);
    }
  }

  async #match(
    docId: string,
    sheet: SheetRaster & { rendered: boolean },
    templates: () => Template[],
    options: { mask?: Rect[]; minScore?: number },
    ctx: CountingContext,
    renderMs: number,
  ): Promise<FindResult> {
    ctx.signal.throwIfAborted();
    const t1 = performance.now();
    const { raster, scale } = sheet;
    const cut = checked(templates);
    const base = { scale, mask: options.mask, minScore: options.minScore };
    const count = this.#helper ? 2 : 1;
    // The helper's part is posted first, then this thread searches its own; a helper that fails or refuses leaves
    // its part to this thread.
    const theirs =
      this.#helper?.match(`${docId}|${sheet.key}`, raster, cut, base, { index: 1, count }).catch(() => null) ??
      Promise.resolve([]);
    const ours = checked(() =>
      findCandidates(raster, cut, {
        ...base,
        part: { index: 0, count },
        onProgress: (p) => {
          ctx.signal.throwIfAborted();
          ctx.progress(p);
        },
      }),
    );
    const helped = await theirs;
    const other = helped ?? checked(() => findCandidates(raster, cut, { ...base, part: { index: 1, count } }));
    ctx.signal.throwIfAborted();
    return {
      proposals: mergeProposals([...ours, ...other]),
      scale,
      width: raster.width,
      height: raster.height,
      rendered: sheet.rendered,
      renderMs,
      matchMs: performance.now() - t1,
      threads: this.#helper && helped ? 2 : 1,
    };
  }
}

/** The matcher's input errors as the worker's. */
function checked<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CountingInputError) throw new CountingError(error.code, error.message);
    throw error;
  }
}

function pdfContext(ctx: CountingContext): RequestContext {
  return { signal: ctx.signal, progress: () => {} };
}

function rethrow(error: unknown): never {
  if (error instanceof PdfEngineError) {
    if (error.code === 'cancelled') throw new CountingError('cancelled');
    if (error.code === 'unknownDocument') throw new CountingError('unknownDocument', error.message);
    if (error.code === 'regionTooLarge') throw new CountingError('sheetTooLarge', error.message);
    throw new CountingError('pdf', `${error.code}: ${error.message}`);
  }
  throw error;
}
