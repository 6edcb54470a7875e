/**
 * A comparison worker's body, for the product's worker (comparison.worker.ts, with its second render thread when there
 * are cores for it) and for the bench's one-thread baseline: pdf.js's parser in a nested worker of its own
 * (../pdf/parserThread.ts, as in the PDF worker: a page is parsed there while this thread draws it — issue 27, the
 * cold comparison's renders took twice pdf.js's time when both ran here), renders read back grey from an
 * OffscreenCanvas (../pdf/greyEngine.ts), the pictures turned into ImageBitmaps, requests dispatched to the engine
 * once the parser can take them, and « ready » said then.
 */
import { GlobalWorkerOptions } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { greyPdfEngine } from '../pdf/greyEngine.ts';
import { startParserThread, type ParserThreadEnv } from '../pdf/parserThread.ts';
import { createDispatcher } from './dispatch.ts';
import { ComparisonEngine, type PictureHost } from './engine.ts';
import type { RenderLane } from './lane.ts';
import type { ComparisonRequest, ComparisonWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ComparisonRequest>) => void) | null;
  postMessage(message: ComparisonWorkerMessage, transfer: Transferable[]): void;
  location: { href: string };
  fonts?: FontFaceSet;
  Worker?: ParserThreadEnv['Worker'];
}

/** WebP quality of the stored pictures: a few hundred kB for VA's four instead of 64 MB of RGBA. */
const PICTURE_QUALITY = 0.9;

const bitmaps: PictureHost<ImageBitmap> = {
  bitmap(width, height, rgba) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    return canvas.transferToImageBitmap();
  },
  encode(width, height, rgba) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    // Lossy colour, lossless alpha (Chromium's WebP): the ink's darkness is its alpha, so lines keep their shade.
    return canvas.convertToBlob({ type: 'image/webp', quality: PICTURE_QUALITY });
  },
};

/** Serves comparison requests in this worker; `lane` draws the new indice beside, or null for one thread. */
export function serveComparison(lane: RenderLane | null): void {
  const scope = globalThis as unknown as WorkerScope;
  const engine = new ComparisonEngine(greyPdfEngine(scope), bitmaps, {}, lane);
  const parserReady = startParserThread(
    { Worker: scope.Worker, url: pdfjsWorkerUrl, options: GlobalWorkerOptions },
    'comparison pdf.js parser',
  );
  const dispatch = createDispatcher(engine, (message, transfer) => scope.postMessage(message, transfer));
  // In order: each request waits on the same promise.
  scope.onmessage = (event) => void parserReady.then(() => dispatch(event.data));
  void parserReady.then(() => scope.postMessage({ type: 'ready' }, []));
}
