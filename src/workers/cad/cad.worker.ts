/**
 * The CAD worker (issue 28): reads DXF files and builds CAD sheets (engine.ts) off the page's thread. The CAD client
 * starts it on the first CAD file of an import (client.ts), with
 * `new Worker(new URL('./cad.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { createDispatcher } from './dispatch.ts';
import { CadEngine } from './engine.ts';
import { cadPipeline } from './pipeline.ts';
import type { CadRequest, CadWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CadRequest>) => void) | null;
  postMessage(message: CadWorkerMessage, transfer: Transferable[]): void;
}
const scope = globalThis as unknown as WorkerScope;

const dispatch = createDispatcher(new CadEngine(cadPipeline), (message, transfer) =>
  scope.postMessage(message, transfer),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' }, []);
