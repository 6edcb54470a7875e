/**
 * The PDF engine: open documents and what the take-off workspace asks of them (page sizes, layers, rendered regions,
 * thumbnails, vector segments, text), on top of pdf.js. It knows nothing of messages: pdf.worker.ts feeds it
 * requests in the browser, and the unit tests drive it in Node with pdf.js's legacy build. The pdf.js module and the
 * canvas are handed in for that reason (`EngineHost`).
 */
import type { getDocument, PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy, PageViewport } from 'pdfjs-dist';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';
import type { OptionalContentConfig } from 'pdfjs-dist/types/src/display/optional_content_config';
import { type Matrix, type Rect } from '../../domain/pdf/geometry.ts';
import { checkPdfBytes, classifyPdfError } from '../../domain/pdf/importCheck.ts';
import { sha256Hex } from '../../domain/pdf/hash.ts';
import { toSheetText } from '../../domain/pdf/text.ts';
import { extractSegments, vectorOps, type OptionalContentProps, type VectorOps } from '../../domain/pdf/vectors.ts';
import {
  MAX_CANVAS_PIXELS,
  MAX_CANVAS_SIDE,
  PdfEngineError,
  type LayerInfo,
  type OpenResult,
  type PageInfo,
  type PdfProgress,
  type RenderOptions,
  type TextResult,
  type ThumbnailOptions,
  type VectorsOptions,
  type VectorsResult,
} from './protocol.ts';

/** The part of the pdf.js module the engine uses (the browser build and the Node legacy build both fit). */
export interface PdfjsApi {
  getDocument: typeof getDocument;
  OPS: Readonly<Record<string, number>>;
}

/** Something pdf.js can draw into; pdf.js asks it for its 2D context itself. */
export interface RenderCanvas {
  width: number;
  height: number;
}

/** Where rendered pixels go: OffscreenCanvas and ImageBitmap in the worker, @napi-rs/canvas in Node tests. */
export interface CanvasHost<Image> {
  create(width: number, height: number): RenderCanvas;
  /** The finished picture, handed over; the canvas is not used again. */
  toImage(canvas: RenderCanvas): Image | Promise<Image>;
  encode(canvas: RenderCanvas, type: 'image/webp' | 'image/png'): Promise<Blob>;
  release(canvas: RenderCanvas): void;
}

export interface EngineHost<Image> {
  pdfjs: PdfjsApi;
  /** Everything getDocument needs besides the bytes: worker, fonts, factories, asset URLs. */
  documentOptions: Omit<DocumentInitParameters, 'data' | 'password' | 'url'>;
  canvas?: CanvasHost<Image>;
  /**
   * Region renders skip the operators whose recorded bounding box misses the region (pdf.js's `recordOperations` /
   * `operationsFilter`, as its viewer's detail view does). Default true.
   */
  partialRendering?: boolean;
}

export interface RequestContext {
  signal: AbortSignal;
  progress(progress: PdfProgress): void;
}

export interface RenderedImage<Image> {
  image: Image;
  region: Rect;
  scale: number;
  width: number;
  height: number;
}

export interface Thumbnail<Image> {
  image: Image;
  blob: Blob;
  width: number;
  height: number;
}

interface PageEntry {
  proxy: PDFPageProxy;
  viewport: PageViewport;
  /** The hidden layers of the full-page render that recorded operator bounding boxes, once one has. */
  recordedHidden: ReadonlySet<string> | null;
}

interface DocEntry {
  task: PDFDocumentLoadingTask;
  /** Settles when open() has listed the pages and layers (or has failed). */
  opened: Promise<PDFDocumentProxy>;
  pages: PageEntry[];
  layers: LayerInfo[];
  /** Requests under way on this document, stopped when it closes. */
  pending: Set<AbortController>;
}

/** pdf.js's bounding boxes of recorded operators, normalised to the page (0–1); not in its type declarations. */
interface RecordedBBoxes {
  isEmpty(i: number): boolean;
  minX(i: number): number;
  minY(i: number): number;
  maxX(i: number): number;
  maxY(i: number): number;
}

export class PdfEngine<Image> {
  readonly #host: EngineHost<Image>;
  readonly #ops: VectorOps;
  readonly #docs = new Map<string, DocEntry>();

  constructor(host: EngineHost<Image>) {
    this.#host = host;
    this.#ops = vectorOps(host.pdfjs.OPS);
  }

  get openDocuments(): string[] {
    return [...this.#docs.keys()];
  }

  async open(docId: string, data: ArrayBuffer, ctx: RequestContext, password?: string): Promise<OpenResult> {
    if (this.#docs.has(docId)) throw new PdfEngineError('badRequest', `document ${docId} is already open`);
    const bytes = new Uint8Array(data);
    const byteLength = bytes.byteLength;
    const refused = checkPdfBytes(bytes);
    if (refused) throw new PdfEngineError(refused);

    ctx.progress({ stage: 'hash' });
    // Web Crypto copies the bytes when digest() is called, so pdf.js may take (transfer) the buffer right after.
    const hash = sha256Hex(bytes);
    ctx.progress({ stage: 'parse' });
    const task = this.#host.pdfjs.getDocument({ ...this.#host.documentOptions, data: bytes, password });
    let settle: { resolve(doc: PDFDocumentProxy): void; reject(error: unknown): void } | undefined;
    const opened = new Promise<PDFDocumentProxy>((resolve, reject) => (settle = { resolve, reject }));
    // Nobody may be waiting for it; the request that failed reports the error.
    opened.catch(() => {});
    const entry: DocEntry = { task, opened, pages: [], layers: [], pending: new Set() };
    // Registered before it is ready: a close() arriving meanwhile stops the loading, and requests sent right after
    // open() wait for it instead of failing.
    this.#docs.set(docId, entry);
    const onAbort = () => void task.destroy();
    ctx.signal.addEventListener('abort', onAbort);
    try {
      const doc = await task.promise.catch((error: unknown) => {
        throw ctx.signal.aborted ? cancelled() : new PdfEngineError(classifyPdfError(error), messageOf(error));
      });
      if (doc.numPages < 1) throw new PdfEngineError('corrupt', 'the document has no pages');
      // All requested at once: pdf.js answers them as its worker gets to them, and a 300-page set does not wait
      // for 300 round trips one after the other.
      let done = 0;
      const [labels, proxies, occ] = await Promise.all([
        doc.getPageLabels().catch(() => null),
        Promise.all(
          Array.from({ length: doc.numPages }, (_, index) =>
            doc.getPage(index + 1).then(
              (proxy) => {
                ctx.progress({ stage: 'pages', done: ++done, total: doc.numPages });
                return proxy;
              },
              (error: unknown) => {
                throw new PdfEngineError('corrupt', `page ${index + 1}: ${messageOf(error)}`);
              },
            ),
          ),
        ),
        doc.getOptionalContentConfig(),
      ]);
      throwIfAborted(ctx.signal);
      const pages = proxies.map((proxy, index): PageInfo => {
        const viewport = proxy.getViewport({ scale: 1 });
        entry.pages.push({ proxy, viewport, recordedHidden: null });
        return {
          index,
          label: labels?.[index] ?? null,
          widthPt: viewport.width,
          heightPt: viewport.height,
          rotation: (((proxy.rotate % 360) + 360) % 360) as PageInfo['rotation'],
          userUnit: proxy.userUnit,
        };
      });
      entry.layers = layersOf(occ);
      const sha256 = await hash;
      throwIfAborted(ctx.signal);
      settle?.resolve(doc);
      return { docId, pageCount: doc.numPages, pages, layers: entry.layers, sha256, byteLength };
    } catch (error) {
      const failure = error instanceof PdfEngineError ? error : new PdfEngineError('unknown', messageOf(error));
      settle?.reject(failure);
      if (this.#docs.get(docId) === entry) this.#docs.delete(docId);
      await task.destroy();
      throw failure;
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
    }
  }

  async close(docId: string): Promise<void> {
    const entry = this.#docs.get(docId);
    if (!entry) return;
    this.#docs.delete(docId);
    for (const controller of entry.pending) controller.abort();
    await entry.task.destroy();
  }

  async render(
    docId: string,
    page: number,
    options: RenderOptions,
    ctx: RequestContext,
  ): Promise<RenderedImage<Image>> {
    return this.#withPage(docId, page, ctx, async (doc, entry, signal, layers) => {
      const { scale } = options;
      if (!(scale > 0) || !Number.isFinite(scale)) throw new PdfEngineError('badRequest', `bad scale ${scale}`);
      const sheet = entry.viewport;
      const r = options.region ?? { x: 0, y: 0, width: sheet.width, height: sheet.height };
      // Whole pixels at this scale, clamped to the sheet: tiles of one scale then meet on pixel edges.
      const fullWidth = Math.ceil(sheet.width * scale - 1e-6);
      const fullHeight = Math.ceil(sheet.height * scale - 1e-6);
      const px0 = clamp(Math.floor(r.x * scale + 1e-6), 0, fullWidth);
      const py0 = clamp(Math.floor(r.y * scale + 1e-6), 0, fullHeight);
      const px1 = clamp(Math.ceil((r.x + r.width) * scale - 1e-6), 0, fullWidth);
      const py1 = clamp(Math.ceil((r.y + r.height) * scale - 1e-6), 0, fullHeight);
      const width = px1 - px0;
      const height = py1 - py0;
      if (width <= 0 || height <= 0) throw new PdfEngineError('badRequest', 'the region misses the sheet');
      const isFullPage = px0 === 0 && py0 === 0 && width === fullWidth && height === fullHeight;
      const image = await this.#draw(doc, entry, signal, {
        scale,
        width,
        height,
        offset: [px0, py0],
        hiddenLayerIds: options.hiddenLayerIds,
        layers,
        cull: isFullPage
          ? null
          : { minX: px0 / fullWidth, minY: py0 / fullHeight, maxX: px1 / fullWidth, maxY: py1 / fullHeight },
      });
      return {
        image: await this.#canvasHost().toImage(image),
        region: { x: px0 / scale, y: py0 / scale, width: width / scale, height: height / scale },
        scale,
        width,
        height,
      };
    });
  }

  async thumbnail(
    docId: string,
    page: number,
    options: ThumbnailOptions,
    ctx: RequestContext,
  ): Promise<Thumbnail<Image>> {
    return this.#withPage(docId, page, ctx, async (doc, entry, signal, layers) => {
      const { maxPx } = options;
      if (!(maxPx >= 1) || maxPx > MAX_CANVAS_SIDE) throw new PdfEngineError('badRequest', `bad size ${maxPx}`);
      const sheet = entry.viewport;
      const scale = maxPx / Math.max(sheet.width, sheet.height);
      const width = Math.max(1, Math.round(sheet.width * scale));
      const height = Math.max(1, Math.round(sheet.height * scale));
      const canvas = await this.#draw(doc, entry, signal, { scale, width, height, offset: [0, 0], layers, cull: null });
      const host = this.#canvasHost();
      const blob = await host.encode(canvas, options.type ?? 'image/webp');
      return { image: await host.toImage(canvas), blob, width, height };
    });
  }

  async vectors(docId: string, page: number, options: VectorsOptions, ctx: RequestContext): Promise<VectorsResult> {
    return this.#withPage(docId, page, ctx, async (doc, entry, signal, layers) => {
      ctx.progress({ stage: 'operatorList' });
      const [opList, occ] = await Promise.all([
        entry.proxy.getOperatorList(),
        options.hiddenLayerIds ? this.#layerConfig(doc, options.hiddenLayerIds) : null,
      ]);
      throwIfAborted(signal);
      ctx.progress({ stage: 'segments', done: 0, total: opList.fnArray.length });
      const set = extractSegments(opList, {
        ops: this.#ops,
        sheetTransform: entry.viewport.transform as unknown as Matrix,
        sheetSize: { width: entry.viewport.width, height: entry.viewport.height },
        tolerance: options.tolerance,
        layerIds: layers.map((l) => l.id),
        isVisible: occ ? (props: OptionalContentProps) => occ.isVisible(props) !== false : undefined,
      });
      ctx.progress({ stage: 'segments', done: opList.fnArray.length, total: opList.fnArray.length });
      return { ...set, segmentCount: set.layers.length };
    });
  }

  async text(docId: string, page: number, ctx: RequestContext): Promise<TextResult> {
    return this.#withPage(docId, page, ctx, async (_doc, entry) => {
      const content = await entry.proxy.getTextContent();
      return { items: toSheetText(content.items, entry.viewport.transform as unknown as Matrix) };
    });
  }

  /** Runs `work` on an open page, stopping it when the request is cancelled or the document closed. */
  async #withPage<T>(
    docId: string,
    page: number,
    ctx: RequestContext,
    work: (doc: PDFDocumentProxy, entry: PageEntry, signal: AbortSignal, layers: readonly LayerInfo[]) => Promise<T>,
  ): Promise<T> {
    const doc = this.#docs.get(docId);
    if (!doc) throw new PdfEngineError('unknownDocument', `no open document ${docId}`);
    const controller = new AbortController();
    const forward = () => controller.abort();
    ctx.signal.addEventListener('abort', forward);
    if (ctx.signal.aborted) controller.abort();
    doc.pending.add(controller);
    try {
      const proxy = await doc.opened.catch(() => {
        throw new PdfEngineError('unknownDocument', `document ${docId} failed to open`);
      });
      throwIfAborted(controller.signal);
      const entry = Number.isInteger(page) ? doc.pages[page] : undefined;
      if (!entry) throw new PdfEngineError('badRequest', `no page ${page} in ${docId}`);
      return await work(proxy, entry, controller.signal, doc.layers);
    } catch (error) {
      if (controller.signal.aborted) throw cancelled();
      if (error instanceof PdfEngineError) throw error;
      throw new PdfEngineError(classifyPdfError(error), messageOf(error));
    } finally {
      doc.pending.delete(controller);
      ctx.signal.removeEventListener('abort', forward);
    }
  }

  async #draw(
    doc: PDFDocumentProxy,
    entry: PageEntry,
    signal: AbortSignal,
    job: {
      scale: number;
      width: number;
      height: number;
      offset: [number, number];
      hiddenLayerIds?: readonly string[];
      layers: readonly LayerInfo[];
      /** The region as a share of the page (0–1), for culling; null for a full-page render. */
      cull: { minX: number; minY: number; maxX: number; maxY: number } | null;
    },
  ): Promise<RenderCanvas> {
    const { width, height } = job;
    if (width > MAX_CANVAS_SIDE || height > MAX_CANVAS_SIDE || width * height > MAX_CANVAS_PIXELS) {
      throw new PdfEngineError('regionTooLarge', `${width} × ${height} px is over the canvas limit`);
    }
    const host = this.#canvasHost();
    const canvas = host.create(width, height);
    const hidden = new Set(job.hiddenLayerIds ?? defaultHidden(job.layers));
    const partial = this.#host.partialRendering !== false;
    const recorded = (entry.proxy as unknown as { recordedBBoxes: RecordedBBoxes | null }).recordedBBoxes;
    // Recorded boxes are only valid for content that was drawn when they were recorded: culling is safe while every
    // layer hidden then is still hidden.
    const canCull =
      partial &&
      job.cull &&
      recorded &&
      entry.recordedHidden &&
      [...entry.recordedHidden].every((id) => hidden.has(id));
    const record = partial && !job.cull && !recorded;
    const { minX, minY, maxX, maxY } = job.cull ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    const task = entry.proxy.render({
      // pdf.js types its canvas as an HTMLCanvasElement; it only calls getContext('2d') and reads the size, which an
      // OffscreenCanvas (or @napi-rs/canvas in Node) provides.
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport: entry.proxy.getViewport({ scale: job.scale }),
      transform: [1, 0, 0, 1, -job.offset[0], -job.offset[1]],
      optionalContentConfigPromise: job.hiddenLayerIds ? this.#layerConfig(doc, job.hiddenLayerIds) : undefined,
      recordOperations: record,
      operationsFilter:
        canCull && recorded
          ? (i: number) =>
              !recorded.isEmpty(i) &&
              recorded.minX(i) <= maxX &&
              recorded.maxX(i) >= minX &&
              recorded.minY(i) <= maxY &&
              recorded.maxY(i) >= minY
          : undefined,
    });
    const onAbort = () => task.cancel();
    signal.addEventListener('abort', onAbort);
    try {
      await task.promise;
      if (record) entry.recordedHidden = hidden;
      return canvas;
    } catch (error) {
      host.release(canvas);
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** A fresh optional-content configuration with exactly these layers hidden. */
  async #layerConfig(doc: PDFDocumentProxy, hiddenLayerIds: readonly string[]): Promise<OptionalContentConfig> {
    const occ = await doc.getOptionalContentConfig();
    const hidden = new Set(hiddenLayerIds);
    for (const [id] of occ) occ.setVisibility(id, !hidden.has(id));
    return occ;
  }

  #canvasHost(): CanvasHost<Image> {
    if (!this.#host.canvas) throw new PdfEngineError('unknown', 'this engine was built without a canvas');
    return this.#host.canvas;
  }
}

function layersOf(occ: OptionalContentConfig): LayerInfo[] {
  const groups = new Map<string, { name?: unknown; visible?: unknown }>([...occ]);
  const ordered: string[] = [];
  const walk = (entries: unknown) => {
    if (!Array.isArray(entries)) return;
    for (const e of entries) {
      if (typeof e === 'string') ordered.push(e);
      else if (e && typeof e === 'object' && 'order' in e) walk(e.order);
    }
  };
  walk(occ.getOrder());
  const ids = [...new Set([...ordered.filter((id) => groups.has(id)), ...groups.keys()])];
  return ids.map((id) => {
    const group = groups.get(id);
    return {
      id,
      name: typeof group?.name === 'string' && group.name ? group.name : id,
      visibleByDefault: group?.visible !== false,
    };
  });
}

function defaultHidden(layers: readonly LayerInfo[]): string[] {
  return layers.filter((l) => !l.visibleByDefault).map((l) => l.id);
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

function cancelled() {
  return new PdfEngineError('cancelled', 'cancelled');
}

function throwIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw cancelled();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
