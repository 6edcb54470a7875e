/**
 * The comparison worker: renders two indices of a sheet, aligns them, finds the changes and paints the pictures
 * (engine.ts), so that the page never blocks. The comparison client starts it when a comparison is first asked
 * (client.ts), with `new Worker(new URL('./comparison.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in this thread (its "fake worker"), as in the counting and selection workers; renders are
 * read back grey from an OffscreenCanvas (../pdf/greyEngine.ts), and the pictures become ImageBitmaps through one.
 * With 4 cores or more, a second thread (render.worker.ts, started from here) draws the new indice while this one draws
 * the previous.
 */
import { greyPdfEngine } from '../pdf/greyEngine.ts';
import { createDispatcher } from './dispatch.ts';
import { ComparisonEngine, type PictureHost } from './engine.ts';
import { workerLane, type LaneWorkerLike } from './lane.ts';
import type { ComparisonRequest, ComparisonWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ComparisonRequest>) => void) | null;
  postMessage(message: ComparisonWorkerMessage, transfer: Transferable[]): void;
  location: { href: string };
  fonts?: FontFaceSet;
}
const scope = globalThis as unknown as WorkerScope;

const bitmaps: PictureHost<ImageBitmap> = {
  bitmap(width, height, rgba) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.putImageData(new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    return canvas.transferToImageBitmap();
  },
};

// The second render thread (lane.ts), where workers may start workers; it ends when this worker is terminated. Only
// with 4 cores or more: on 2 (bench:compare:browser, quiet, 2026-11-30) it made the cold comparison slower, 5.9 s
// against 4.9 s in one thread (a second pdf.js loaded and the document parsed twice, on cores the page and the
// viewer's worker need too).
const MIN_CORES_FOR_LANE = 4;
const lane =
  typeof Worker === 'undefined' || (globalThis.navigator?.hardwareConcurrency ?? 1) < MIN_CORES_FOR_LANE
    ? null
    : workerLane(
        () =>
          new Worker(new URL('./render.worker.ts', import.meta.url), {
            type: 'module',
            name: 'comparison-render',
          }) as unknown as LaneWorkerLike,
      );

const engine = new ComparisonEngine(greyPdfEngine(scope), bitmaps, {}, lane);
const dispatch = createDispatcher(engine, (message, transfer) => scope.postMessage(message, transfer));
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
