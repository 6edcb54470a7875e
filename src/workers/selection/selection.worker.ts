/**
 * The selection worker: reads a sheet with pdf.js into what a click needs and answers fills, runs and skirtings
 * (engine.ts), so that the page never blocks. The selection client starts it when a selection mode is first used
 * (client.ts), with `new Worker(new URL('./selection.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in this thread (its "fake worker"), as in the counting worker: the worker reads one sheet per
 * set of hidden layers, and a nested parser worker would only add a start-up. Scans are rendered grey on an
 * OffscreenCanvas; vector sheets are never rendered (their ink raster is drawn from the segments).
 */
import { greyPdfEngine } from '../pdf/greyEngine.ts';
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

const pdf = greyPdfEngine(scope);

const dispatch = createDispatcher(new SelectionEngine(pdf, selectionAlgorithms), (message, transfer) =>
  scope.postMessage(message, transfer),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
