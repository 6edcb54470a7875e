/**
 * The bench's baseline of the same code: the comparison worker as it was before its second render thread
 * (src/workers/comparison/comparison.worker.ts without its lane) — both pages drawn here, one after the other.
 */
import { greyPdfEngine } from '../../src/workers/pdf/greyEngine.ts';
import { createDispatcher } from '../../src/workers/comparison/dispatch.ts';
import { ComparisonEngine, type PictureHost } from '../../src/workers/comparison/engine.ts';
import type { ComparisonRequest, ComparisonWorkerMessage } from '../../src/workers/comparison/protocol.ts';

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

const dispatch = createDispatcher(new ComparisonEngine(greyPdfEngine(scope), bitmaps), (message, transfer) =>
  scope.postMessage(message, transfer),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
