/**
 * The counting worker: renders a sheet with pdf.js at the working resolution and runs the matcher on it, so that the
 * page never blocks (engine.ts). The counting client starts it only when the count tool is used (client.ts), with
 * `new Worker(new URL('./counting.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in this thread (its "fake worker"): the worker renders one sheet per box at most, and a nested
 * parser worker would only add a start-up. The canvas pieces and font handling are the PDF worker's (../pdf/).
 */
import { greyPdfEngine } from '../pdf/greyEngine.ts';
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

const pdf = greyPdfEngine(scope);

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
