/**
 * The page's side of the version comparison: a worker per comparison, its progress, and cancel by terminating it
 * (the comparison is one synchronous computation: terminating is the only way to stop it at once). A worker that
 * fails rejects with an Error; an aborted call rejects with the signal's reason.
 */
import type { CompareRequest, CompareWorkerMessage } from './protocol';
import type { VersionComparison } from '../../domain/takeoff/versions';

/** The part of a Worker the client uses (tests hand in a fake). */
export interface CompareWorkerLike {
  postMessage(message: CompareRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CompareWorkerMessage>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export function createCompareWorker(): CompareWorkerLike {
  return new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module', name: 'versions' });
}

export interface CompareOptions {
  readonly signal?: AbortSignal;
  /** Steps done out of total, after each one. */
  readonly onProgress?: (done: number, total: number) => void;
  readonly createWorker?: () => CompareWorkerLike;
}

export function compareInWorker(
  request: CompareRequest,
  { signal, onProgress, createWorker = createCompareWorker }: CompareOptions = {},
): Promise<VersionComparison> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<VersionComparison>((resolve, reject) => {
    const worker = createWorker();
    let isSettled = false;
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      action();
    };
    const onAbort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', ({ data }) => {
      if (isSettled) return;
      if (data.type === 'progress') onProgress?.(data.done, data.total);
      else if (data.type === 'result') settle(() => resolve(data.comparison));
      else settle(() => reject(new Error(data.message)));
    });
    const crash = () => settle(() => reject(new Error('the comparison worker failed')));
    worker.addEventListener('error', crash);
    worker.addEventListener('messageerror', crash);
    worker.postMessage(request);
  });
}
