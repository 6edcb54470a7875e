/**
 * The reperage worker: writes the plan de repérage (writer.ts). Started on the first export (client.ts), so pdf-lib
 * — some 500 KB of script — is never part of a page's chunk. It says `ready` once loaded.
 */
import { reperageCopy } from '../../i18n/reperage';
import { createReperageDispatcher } from './dispatch';
import { loadFonts } from './fonts';
import type { ReperageRequest, ReperageWorkerMessage } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ReperageRequest>) => void) | null;
  postMessage(message: ReperageWorkerMessage): void;
}
const scope = globalThis as unknown as WorkerScope;

const dispatch = createReperageDispatcher(
  reperageCopy(),
  (message) => scope.postMessage(message),
  () => loadFonts(),
);
scope.onmessage = (event) => dispatch(event.data);
scope.postMessage({ type: 'ready' });
