/**
 * The selection worker: reads a sheet with pdf.js into what a click needs and answers fills, runs and skirtings
 * (engine.ts), so that the page never blocks. The selection client starts it when a selection mode is first used
 * (client.ts), with `new Worker(new URL('./selection.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in this thread (its "fake worker"), as in the counting worker: the worker reads one sheet per
 * set of hidden layers, and a nested parser worker would only add a start-up. Scans are rendered grey on an
 * OffscreenCanvas; vector sheets are never rendered (their ink raster is drawn from the segments).
 */
import { getDocument, GlobalWorkerOptions, OPS, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fromRgba } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { PdfEngine, type CanvasHost, type RenderCanvas } from '../pdf/engine.ts';
import { NoFilterFactory, OffscreenCanvasFactory } from '../pdf/offscreen.ts';
import { selectionAlgorithms } from './algorithms.ts';
import { createDispatcher } from './dispatch.ts';
import { SelectionEngine } from './engine.ts';
import type { SelectionRequest, SelectionWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SelectionRequest>) => void) | null;
  postMessage(message: SelectionWorkerMessage, transfer: Transferable[]): void;
  location: { href: string };
  fonts?: FontFaceSet;
}
const scope = globalThis as unknown as WorkerScope;

GlobalWorkerOptions.workerSrc = pdfjsWorkerUrl;
const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, scope.location.href).href;
const useFontFace = !!scope.fonts;

/** A scan's render read back grey: the fill binarises pixels. */
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

const dispatch = createDispatcher(new SelectionEngine(pdf, selectionAlgorithms), (message, transfer) =>
  scope.postMessage(message, transfer),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
