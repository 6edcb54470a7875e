/**
 * The page's side of the counting worker (../rpc/client.ts). The worker, and pdf.js and the matcher with it, is
 * started by the first call: the app's main bundle never loads them.
 *
 * - `find` (and `findElsewhere`, for another sheet) reports progress (open, render, coarse search, refining) and rejects with a `CountingError`.
 * - Cancelling (the call's AbortSignal) terminates the worker: the matcher runs in one stretch and would not read a
 *   message before it is done, and terminating frees its memory at once. The call rejects with the signal's reason;
 *   documents must be opened again (the next call starts a new worker).
 */
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client.ts';
import {
  CountingError,
  type CountingProgressMessage,
  type CountingRequest,
  type CountingResults,
  type CountingWorkerMessage,
  type FindElsewhereRequest,
  type FindRequest,
  type PrepareRequest,
  type FindResult,
} from './protocol.ts';

export type CountingWorkerLike = RpcWorker<CountingRequest, CountingWorkerMessage>;
export type CountingCallOptions = RpcCallOptions<CountingProgressMessage>;

export function createCountingWorker(): CountingWorkerLike {
  return new Worker(new URL('./counting.worker.ts', import.meta.url), { type: 'module', name: 'counting' });
}

export class CountingClient {
  readonly #rpc: WorkerRpc<CountingRequest, CountingWorkerMessage, CountingResults, CountingError>;

  constructor(createWorker: () => CountingWorkerLike = createCountingWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new CountingError(error.code, error.message),
      crashError: (detail) => new CountingError('workerFailed', `the counting worker failed${detail}`),
    });
  }

  /** Opens a PDF in the worker; `data` is transferred (empty afterwards). */
  open(docId: string, data: ArrayBuffer, options: CountingCallOptions = {}): Promise<{ pageCount: number }> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'open', docId, data }, [data], options));
  }

  /** Renders a sheet ahead of a box (its search then finds the raster kept); rejects like `find`. */
  prepare(request: PrepareRequest, options: CountingCallOptions = {}): Promise<{ renderMs: number }> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'prepare', ...request }, [], options));
  }

  find(request: FindRequest, options: CountingCallOptions = {}): Promise<FindResult> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'find', ...request }, [], options));
  }

  /**
   * Searches another sheet (`request.target`: another page, or a page of another open document) with templates boxed
   * on a first one (`request.source`). Call it sheet by sheet: the source's templates are kept in the worker, so each
   * further sheet costs its own render and search only.
   */
  findElsewhere(request: FindElsewhereRequest, options: CountingCallOptions = {}): Promise<FindResult> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'findElsewhere', ...request }, [], options));
  }

  close(docId: string): Promise<null> {
    return this.#rpc.call({ type: 'close', docId }, [], {});
  }

  /** Stops the worker and whatever it was doing. */
  terminate(): void {
    this.#rpc.stop(new CountingError('cancelled', 'terminated'));
  }

  /** Aborting `signal` terminates the worker (see above); the call itself rejects with the signal's reason. */
  #cancellable<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
    if (!signal) return call();
    // Listening after the call: its own listener answers first, with the signal's reason, then the worker stops.
    const pending = call();
    const onAbort = () => this.#rpc.stop(new CountingError('cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    return pending.finally(() => signal.removeEventListener('abort', onAbort));
  }
}
