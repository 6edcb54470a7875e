/**
 * The counting worker's work, apart from its message plumbing: open a PDF with the PDF engine (../pdf/engine.ts),
 * render a sheet at the working resolution with the hidden layers off into a grey raster, and run the matcher
 * (src/domain/counting) on it. The last raster of each sheet is kept, so that a second box on the same sheet
 * does not render it again. The Node tests drive it with pdf.js's legacy build.
 */
import { CountingInputError, findSimilar, templateFrom } from '../../domain/counting/match.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { workingScale } from '../../domain/counting/working.ts';
import type { PdfEngine, RequestContext } from '../pdf/engine.ts';
import { PdfEngineError } from '../pdf/protocol.ts';
import { CountingError, type CountingProgressMessage, type FindRequest, type FindResult } from './protocol.ts';

export interface CountingContext {
  signal: AbortSignal;
  progress(progress: CountingProgressMessage): void;
}

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

  constructor(pdf: PdfEngine<GrayRaster>) {
    this.#pdf = pdf;
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
    await this.#pdf.close(docId);
  }

  async find(request: FindRequest, ctx: CountingContext): Promise<FindResult> {
    const pages = this.#pages.get(request.docId);
    if (!pages) throw new CountingError('unknownDocument', `no open document ${request.docId}`);
    const page = pages[request.page];
    if (!page) throw new CountingError('badRequest', `no page ${request.page}`);
    if (!request.templates.length) throw new CountingError('badRequest', 'no template');
    const hidden = [...(request.hiddenLayerIds ?? [])].sort();
    const key = `${request.page}|${hidden.join(',')}`;
    let sheet = this.#rasters.get(request.docId);
    let renderMs = 0;
    const rendered = sheet?.key !== key;
    if (!sheet || rendered) {
      ctx.progress({ stage: 'render' });
      const scale = workingScale(page.widthPt, page.heightPt);
      const t0 = performance.now();
      // The previous raster goes first: two of them need not fit in memory at once.
      this.#rasters.delete(request.docId);
      const image = await this.#pdf
        .render(request.docId, request.page, { scale, hiddenLayerIds: hidden }, pdfContext(ctx))
        .catch(rethrow);
      renderMs = performance.now() - t0;
      sheet = { key, raster: image.image, scale };
      this.#rasters.set(request.docId, sheet);
    }
    ctx.signal.throwIfAborted();
    const t1 = performance.now();
    const { raster, scale } = sheet;
    try {
      const proposals = findSimilar(
        raster,
        request.templates.map((t) => templateFrom(raster, t.box, scale, t.id)),
        {
          scale,
          mask: request.mask,
          minScore: request.minScore,
          onProgress: (p) => {
            ctx.signal.throwIfAborted();
            ctx.progress(p);
          },
        },
      );
      return {
        proposals,
        scale,
        width: raster.width,
        height: raster.height,
        rendered,
        renderMs,
        matchMs: performance.now() - t1,
      };
    } catch (error) {
      if (error instanceof CountingInputError) throw new CountingError(error.code, error.message);
      throw error;
    }
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
