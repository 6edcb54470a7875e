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
import { MAX_PAGE_OPERATORS, MAX_PDF_PAGES, checkPdfBytes, classifyPdfError } from '../../domain/pdf/importCheck.ts';
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
  /** What a document may hold before it is refused; tests lower them. Defaults: MAX_PDF_PAGES, MAX_PAGE_OPERATORS. */
  limits?: Partial<EngineLimits>;
}

export interface EngineLimits {
  /** A document with more pages fails to open with `tooManyPages`, before any page is read. */
  maxPages: number;
  /** A render, thumbnail or vector extraction fails with `tooComplex` once its page passes this many operators. */
  maxOperators: number;
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
  culled: boolean;
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
  /** Operator bounding boxes recorded by a complete render with every layer shown: region renders can cull. */
  recorded: boolean;
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
  readonly #limits: EngineLimits;
  readonly #docs = new Map<string, DocEntry>();
  /** Page requests under way: the background recording waits for none to be left. */
  #busy = 0;
  /** Pages whose operator boxes are still to be recorded, in the order they were viewed. */
  readonly #toRecord: { docId: string; entry: PageEntry }[] = [];
  #recording: AbortController | null = null;
  #recordTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(host: EngineHost<Image>) {
    this.#host = host;
    this.#ops = vectorOps(host.pdfjs.OPS);
    this.#limits = { maxPages: MAX_PDF_PAGES, maxOperators: MAX_PAGE_OPERATORS, ...host.limits };
  }

  get openDocuments(): string[] {
    return [...this.#docs.keys()];
  }

  /** Resolves once no background recording is queued or running (tests and benchmarks wait for it). */
  async settled(): Promise<void> {
    while (this.#toRecord.length > 0 || this.#recording || this.#recordTimer !== null) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
      // Read from the page tree's /Count: refused before a single page is opened.
      if (doc.numPages > this.#limits.maxPages) {
        throw new PdfEngineError('tooManyPages', `${doc.numPages} pages, over ${this.#limits.maxPages}`);
      }
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
        entry.pages.push({ proxy, viewport, recorded: false });
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
      // close() during the opening destroys the loading task: for the caller, that is a cancellation.
      const closed = this.#docs.get(docId) !== entry;
      const failure =
        error instanceof PdfEngineError && !closed
          ? error
          : closed
            ? cancelled()
            : new PdfEngineError(classifyPdfError(error), messageOf(error));
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
    return this.#withPage(docId, page, ctx, async (doc, entry, signal) => {
      const { scale } = options;
      if (!(scale > 0) || !Number.isFinite(scale)) throw new PdfEngineError('badRequest', `bad scale ${scale}`);
      const sheet = entry.viewport;
      const moved = options.transform;
      if (moved && !moved.every((n) => Number.isFinite(n))) throw new PdfEngineError('badRequest', 'bad transform');
      const r = options.region ?? { x: 0, y: 0, width: sheet.width, height: sheet.height };
      // Whole pixels at this scale, clamped to the sheet: tiles of one scale then meet on pixel edges. A moved page
      // is drawn into whatever region is asked (the new indice's sheet), unclamped.
      const fullWidth = moved ? Infinity : Math.ceil(sheet.width * scale - 1e-6);
      const fullHeight = moved ? Infinity : Math.ceil(sheet.height * scale - 1e-6);
      const px0 = clamp(Math.floor(r.x * scale + 1e-6), moved ? -Infinity : 0, fullWidth);
      const py0 = clamp(Math.floor(r.y * scale + 1e-6), moved ? -Infinity : 0, fullHeight);
      const px1 = clamp(Math.ceil((r.x + r.width) * scale - 1e-6), moved ? -Infinity : 0, fullWidth);
      const py1 = clamp(Math.ceil((r.y + r.height) * scale - 1e-6), moved ? -Infinity : 0, fullHeight);
      const width = px1 - px0;
      const height = py1 - py0;
      if (width <= 0 || height <= 0) throw new PdfEngineError('badRequest', 'the region misses the sheet');
      const isFullPage = !moved && px0 === 0 && py0 === 0 && width === fullWidth && height === fullHeight;
      // Recorded boxes are kept at 1/256 of the page and measured on a canvas of whole pixels: a margin of two such
      // steps keeps rounding from culling an operator at the region's edge.
      const margin = 2 / 256;
      const drawn = await this.#draw(doc, entry, signal, {
        docId,
        scale,
        width,
        height,
        offset: [px0, py0],
        ...(moved ? { moved } : {}),
        hiddenLayerIds: options.hiddenLayerIds,
        cull:
          isFullPage || moved
            ? null
            : {
                minX: px0 / fullWidth - margin,
                minY: py0 / fullHeight - margin,
                maxX: px1 / fullWidth + margin,
                maxY: py1 / fullHeight + margin,
              },
      });
      return {
        image: await this.#canvasHost().toImage(drawn.canvas),
        culled: drawn.culled,
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
    return this.#withPage(docId, page, ctx, async (doc, entry, signal) => {
      const { maxPx } = options;
      if (!(maxPx >= 1) || maxPx > MAX_CANVAS_SIDE) throw new PdfEngineError('badRequest', `bad size ${maxPx}`);
      const sheet = entry.viewport;
      const scale = maxPx / Math.max(sheet.width, sheet.height);
      const width = Math.max(1, Math.round(sheet.width * scale));
      const height = Math.max(1, Math.round(sheet.height * scale));
      await this.#countOperators(entry, signal);
      // A thumbnail records nothing: an import makes one per page, and most pages are never zoomed into.
      const { canvas } = await this.#draw(doc, entry, signal, {
        docId: null,
        scale,
        width,
        height,
        offset: [0, 0],
        cull: null,
      });
      const host = this.#canvasHost();
      const blob = await host.encode(canvas, options.type ?? 'image/webp');
      return { image: await host.toImage(canvas), blob, width, height };
    });
  }

  async vectors(docId: string, page: number, options: VectorsOptions, ctx: RequestContext): Promise<VectorsResult> {
    return this.#withPage(docId, page, ctx, async (doc, entry, signal, layers) => {
      ctx.progress({ stage: 'operatorList' });
      const [opList, occ] = await untilAborted(
        Promise.all([
          entry.proxy.getOperatorList(),
          options.hiddenLayerIds ? this.#layerConfig(doc, options.hiddenLayerIds) : null,
        ]),
        signal,
      );
      // The operator list is whole by now: a page over the limit only gets here from a viewer whose import predates
      // the limit (renders and thumbnails stop it as it grows).
      this.#checkOperators(opList.fnArray.length, page);
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
    return this.#withPage(docId, page, ctx, async (_doc, entry, signal) => {
      const content = await untilAborted(entry.proxy.getTextContent(), signal);
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
    // Whatever the page asks goes first: a background recording under way is stopped and done again later.
    this.#busy++;
    this.#recording?.abort();
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
      this.#busy--;
      this.#scheduleRecording();
    }
  }

  async #draw(
    doc: PDFDocumentProxy,
    entry: PageEntry,
    signal: AbortSignal,
    job: {
      /** Set for the viewer's renders: the page is then queued for recording its operator boxes. */
      docId: string | null;
      scale: number;
      width: number;
      height: number;
      offset: [number, number];
      /** RenderOptions.transform (sheet space), when the page is drawn moved. */
      moved?: Matrix;
      hiddenLayerIds?: readonly string[];
      /** The region as a share of the page (0–1), for culling; null for a full-page render. */
      cull: { minX: number; minY: number; maxX: number; maxY: number } | null;
    },
  ): Promise<{ canvas: RenderCanvas; culled: boolean }> {
    const { width, height } = job;
    if (width > MAX_CANVAS_SIDE || height > MAX_CANVAS_SIDE || width * height > MAX_CANVAS_PIXELS) {
      throw new PdfEngineError('regionTooLarge', `${width} × ${height} px is over the canvas limit`);
    }
    const host = this.#canvasHost();
    const canvas = host.create(width, height);
    const recorded = entry.recorded ? recordedBoxes(entry.proxy) : null;
    const cull = job.cull;
    const task = entry.proxy.render({
      // pdf.js types its canvas as an HTMLCanvasElement; it only calls getContext('2d') and reads the size, which an
      // OffscreenCanvas (or @napi-rs/canvas in Node) provides.
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport: entry.proxy.getViewport({ scale: job.scale }),
      transform: job.moved
        ? movedTransform(job.moved, job.scale, job.offset)
        : [1, 0, 0, 1, -job.offset[0], -job.offset[1]],
      optionalContentConfigPromise: job.hiddenLayerIds ? this.#layerConfig(doc, job.hiddenLayerIds) : undefined,
      operationsFilter:
        cull && recorded
          ? (i: number) =>
              !recorded.isEmpty(i) &&
              recorded.minX(i) <= cull.maxX &&
              recorded.maxX(i) >= cull.minX &&
              recorded.minY(i) <= cull.maxY &&
              recorded.maxY(i) >= cull.minY
          : undefined,
    });
    const onAbort = () => task.cancel();
    signal.addEventListener('abort', onAbort);
    // pdf.js hands the render each chunk of operators as its parser produces them and calls onContinue before it
    // draws on: the count is checked there, so a page that would inflate to a GB of operators is stopped once it
    // passes the limit instead of when it has filled the memory.
    let overLimit: PdfEngineError | null = null;
    task.onContinue = (next: () => void) => {
      const count = operatorCount(task);
      if (count > this.#limits.maxOperators) {
        overLimit = tooComplex(count, this.#limits.maxOperators, entry);
        task.cancel();
        return;
      }
      next();
    };
    try {
      await task.promise;
      return { canvas, culled: !!(cull && recorded) };
    } catch (error) {
      host.release(canvas);
      if (overLimit) throw overLimit;
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      if (job.docId !== null) this.#queueRecording(job.docId, entry);
    }
  }

  /**
   * The page's operators counted before anything is drawn: a render onto a 1 px canvas that draws none of them (an
   * operations filter refusing all), stopped past the limit. Drawing is most of a bomb's cost (in Node, 21 s of CPU
   * to pass 1,000,000 operators drawing them, 8 s without), so a bomb is refused sooner; a page under the limit is
   * parsed once all the same, as pdf.js keeps the page's operator list for the thumbnail's render that follows.
   */
  async #countOperators(entry: PageEntry, signal: AbortSignal): Promise<void> {
    const host = this.#canvasHost();
    const canvas = host.create(1, 1);
    const task = entry.proxy.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport: entry.proxy.getViewport({ scale: 1 / Math.max(entry.viewport.width, entry.viewport.height, 1) }),
      operationsFilter: () => false,
    });
    const onAbort = () => task.cancel();
    signal.addEventListener('abort', onAbort);
    let overLimit: PdfEngineError | null = null;
    task.onContinue = (next: () => void) => {
      const count = operatorCount(task);
      if (count > this.#limits.maxOperators) {
        overLimit = tooComplex(count, this.#limits.maxOperators, entry);
        task.cancel();
        return;
      }
      next();
    };
    try {
      await task.promise;
    } catch (error) {
      if (overLimit) throw overLimit;
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      host.release(canvas);
    }
  }

  /**
   * Operator bounding boxes let a region render skip what lies outside the region (4× faster for a ×2 zoom on the VA
   * plan). pdf.js records them during a render, at a cost: +30–50 % on that render, measured on the VA plan, so no
   * render the user waits for records. Instead, once the worker is idle, each page the viewer has shown is rendered
   * once more, small and with every layer on (so that the boxes hold whatever layers are shown later), to record
   * them. A request from the viewer stops that recording; it starts over when the worker is idle again.
   */
  #queueRecording(docId: string, entry: PageEntry) {
    if (this.#host.partialRendering === false || entry.recorded) return;
    if (!this.#toRecord.some((item) => item.entry === entry)) this.#toRecord.push({ docId, entry });
  }

  #scheduleRecording() {
    if (this.#recordTimer !== null || this.#toRecord.length === 0) return;
    // A short pause: a zoom often follows a render by a few milliseconds; then the recording would only be stopped.
    this.#recordTimer = setTimeout(() => {
      this.#recordTimer = null;
      void this.#recordNext();
    }, 100);
  }

  async #recordNext() {
    if (this.#busy > 0 || this.#recording) return;
    const item = this.#toRecord.shift();
    if (!item) return;
    const doc = this.#docs.get(item.docId);
    const { entry } = item;
    if (!doc || !doc.pages.includes(entry) || entry.recorded) {
      this.#scheduleRecording();
      return;
    }
    const controller = new AbortController();
    this.#recording = controller;
    doc.pending.add(controller);
    const scale = RECORDING_SIZE / Math.max(entry.viewport.width, entry.viewport.height);
    const viewport = entry.proxy.getViewport({ scale });
    const canvas = this.#canvasHost().create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const task = entry.proxy.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
      optionalContentConfigPromise: doc.opened.then((proxy) => this.#layerConfig(proxy, [])),
      recordOperations: true,
    });
    controller.signal.addEventListener('abort', () => task.cancel());
    try {
      await task.promise;
      entry.recorded = recordedBoxes(entry.proxy) !== null;
    } catch {
      // pdf.js keeps the boxes of a cancelled render all the same, half of them missing: they must go, or later
      // renders would cull what was never recorded. A stopped page waits for the next idle moment; one that failed
      // to render is left unculled.
      (entry.proxy as unknown as { recordedBBoxes: unknown }).recordedBBoxes = null;
      if (controller.signal.aborted && this.#docs.get(item.docId) === doc) this.#toRecord.unshift(item);
    } finally {
      this.#canvasHost().release(canvas);
      doc.pending.delete(controller);
      this.#recording = null;
      this.#scheduleRecording();
    }
  }

  /** A fresh optional-content configuration with exactly these layers hidden. */
  async #layerConfig(doc: PDFDocumentProxy, hiddenLayerIds: readonly string[]): Promise<OptionalContentConfig> {
    const occ = await doc.getOptionalContentConfig();
    const hidden = new Set(hiddenLayerIds);
    for (const [id] of occ) occ.setVisibility(id, !hidden.has(id));
    return occ;
  }

  #checkOperators(count: number, page: number) {
    if (count > this.#limits.maxOperators) {
      throw new PdfEngineError('tooComplex', `page ${page + 1}: ${count} operators, over ${this.#limits.maxOperators}`);
    }
  }

  #canvasHost(): CanvasHost<Image> {
    if (!this.#host.canvas) throw new PdfEngineError('unknown', 'this engine was built without a canvas');
    return this.#host.canvas;
  }
}

/** The longer side, in pixels, of the background render that records operator boxes (kept at 1/256 of the page). */
const RECORDING_SIZE = 512;

function recordedBoxes(page: PDFPageProxy): RecordedBBoxes | null {
  return (page as unknown as { recordedBBoxes: RecordedBBoxes | null }).recordedBBoxes ?? null;
}

/** The operators pdf.js has handed a render so far (its internal task's list; 0 if pdf.js ever renames it). */
function operatorCount(task: unknown): number {
  const internal = (task as { _internalRenderTask?: { operatorList?: { fnArray?: { length: number } } } })
    ._internalRenderTask;
  return internal?.operatorList?.fnArray?.length ?? 0;
}

function tooComplex(count: number, max: number, entry: PageEntry): PdfEngineError {
  return new PdfEngineError('tooComplex', `page ${entry.proxy.pageNumber}: over ${max} operators (${count} so far)`);
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

/**
 * pdf.js applies a render's `transform` after the viewport's (which already holds the scale `s`): a sheet-space move
 * M = [a, b, c, d, e, f] is then S·M·S⁻¹ = [a, b, c, d, s·e, s·f] in pixels, followed by the region's offset.
 */
function movedTransform(m: Matrix, s: number, offset: [number, number]): number[] {
  return [m[0], m[1], m[2], m[3], m[4] * s - offset[0], m[5] * s - offset[1]];
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

function cancelled() {
  return new PdfEngineError('cancelled', 'cancelled');
}

/**
 * pdf.js cannot stop parsing an operator list or a text layer once asked: the request answers `cancelled` at once,
 * and what pdf.js finishes later is dropped.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function throwIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw cancelled();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
