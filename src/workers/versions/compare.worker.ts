/**
 * The version comparison worker: prices both sides of a comparison with the quantities engine and lists the
 * measurements that changed — half a second to a second for 5,000 measurements on our 2-core machines, too long for
 * the page's thread (src/workers/versions/client.ts).
 */
import { compareVersions, COMPARE_STEPS } from '../../domain/takeoff/versions';
import type { CompareRequest, CompareWorkerMessage } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CompareRequest>) => void) | null;
  postMessage(message: CompareWorkerMessage): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  try {
    const comparison = compareVersions(data.before, data.after, data.library, (done) =>
      scope.postMessage({ type: 'progress', done, total: COMPARE_STEPS }),
    );
    scope.postMessage({ type: 'result', comparison });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
