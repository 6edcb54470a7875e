/**
 * The counting worker: renders a sheet with pdf.js at the working resolution and runs the matcher on it, so that the
 * page never blocks (engine.ts). The counting client starts it only when the count tool is used (client.ts), with
 * `new Worker(new URL('./counting.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in this thread (its "fake worker"): the worker renders one sheet per box at most, and a nested
 * parser worker would only add a start-up. The canvas pieces and font handling are the PDF worker's (../pdf/).
 */
import { getDocument, GlobalWorkerOptions, OPS, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine, type CanvasHost, type RenderCanvas } from '../pdf/engine.ts';
import { NoFilterFactory, OffscreenCanvasFactory } from '../pdf/offscreen.ts';
import { createDispatcher } from './dispatch.ts';
import { CountingEngine } from './engine.ts';
import { WorkerMatchHelper, type HelperWorker } from './helper.ts';
import type { CountingRequest, CountingWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CountingRequest>) => void) | null;
  postMessage(message: CountingWorkerMessage, transfer: Transferable[]): void;
  location: { href: string };
  fonts?: FontFaceSet;
}
const scope = globalThis as unknown as WorkerScope;

GlobalWorkerOptions.workerSrc = pdfjsWorkerUrl;
const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, scope.location.href).href;
const useFontFace = !!scope.fonts;

/** Renders read back as grey rasters: the matcher needs pixels, not bitmaps. */
const grayCanvasHost: CanvasHost<GrayRaster> = {
  create: (width, height) => new OffscreenCanvas(width, height),
  toImage(canvas: RenderCanvas) {
    const c = canvas as OffscreenCanvas;
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const raster = fromRgba(c.width, c.height, ctx.getImageData(0, 0, c.width, c.height).data);
    c.width = 0;
    c.height = 0;
    return raster;
  },
  encode: (canvas) => (canvas as OffscreenCanvas).convertToBlob({ type: 'image/png' }),
  release(canvas) {
    canvas.width = 0;
    canvas.height = 0;
  },
};

const pdf = new PdfEngine<GrayRaster>({
  pdfjs: { getDocument, OPS },
  canvas: grayCanvasHost,
  partialRendering: false,
  documentOptions: {
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    ownerDocument: useFontFace ? ({ fonts: scope.fonts } as unknown as Document) : undefined,
    disableFontFace: !useFontFace,
    useSystemFonts: false,
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
    useWorkerFetch: true,
    isOffscreenCanvasSupported: true,
    isImageDecoderSupported: false,
    isEvalSupported: false,
    verbosity: 0,
  },
});

// A second thread for the search when there is a second core (helper.ts); nested in this worker, it ends with it.
const helper =
  (navigator.hardwareConcurrency ?? 1) >= 2
    ? new WorkerMatchHelper(
        () =>
          new Worker(new URL('./match.worker.ts', import.meta.url), {
            type: 'module',
            name: 'counting-helper',
          }) as unknown as HelperWorker,
      )
    : null;
const dispatch = createDispatcher(new CountingEngine(pdf, helper), (message, transfer) =>
  scope.postMessage(message, transfer),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
