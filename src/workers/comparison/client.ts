/**
 * The page's side of the comparison worker (../rpc/client.ts). The worker, and pdf.js and the comparison maths with
 * it, is started by the first call: the workspace's bundle imports this file only.
 *
 * - `compare` reports progress per stage (render new, render old, align, diff bands, regions, pictures) and rejects
 *   with a `ComparisonError` whose code the page says in French (i18n/comparison.fr.ts): `sizeMismatch`,
 *   `alignmentFailed`, `badPairs`, `sheetTooLarge`, `pdf`…
 * - Cancelling (the call's AbortSignal, « Annuler ») terminates the worker: the diff runs in one stretch and would
 *   not read a message before it is done, and terminating frees its renders at once. The call rejects with the
 *   signal's reason; documents must be opened again (`generation` says when a new worker runs).
 */
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client.ts';
import {
  ComparisonError,
  type CompareOptions,
  type ComparisonProgressMessage,
  type ComparisonRequest,
  type ComparisonResults,
  type ComparisonWorkerMessage,
  type DetailRequest,
  type PageRef,
} from './protocol.ts';

export type ComparisonWorkerLike = RpcWorker<ComparisonRequest, ComparisonWorkerMessage>;
export type ComparisonCallOptions = RpcCallOptions<ComparisonProgressMessage>;

export function createComparisonWorker(): ComparisonWorkerLike {
  return new Worker(new URL('./comparison.worker.ts', import.meta.url), { type: 'module', name: 'comparison' });
}

export class ComparisonClient {
  readonly #rpc: WorkerRpc<ComparisonRequest, ComparisonWorkerMessage, ComparisonResults, ComparisonError>;
  /** Bumped each time a worker starts: documents opened in an earlier one must be opened again. */
  #generation = 0;

  constructor(createWorker: () => ComparisonWorkerLike = createComparisonWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new ComparisonError(error.code, error.message),
      crashError: (detail) => new ComparisonError('workerFailed', `the comparison worker failed${detail}`),
      onStart: () => {
        this.#generation++;
      },
    });
  }

  /** Which worker the calls go to: 0 before the first call, then one more each time a worker starts again. */
  get generation(): number {
    return this.#generation;
  }

  /** Opens a PDF in the worker; `data` is transferred (empty afterwards). */
  open(docId: string, data: ArrayBuffer, options: ComparisonCallOptions = {}): Promise<{ pageCount: number }> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'open', docId, data }, [data], options));
  }

  /**
   * Compares the previous indice's page with the new one's: the alignment (estimated, or `compare.alignment` as
   * given), the changed regions, and the pictures when `compare.pictures`.
   */
  compare(
    old: PageRef,
    neu: PageRef,
    compare: CompareOptions,
    options: ComparisonCallOptions = {},
  ): Promise<ComparisonResults['compare']> {
    return this.#cancellable(options.signal, () =>
      this.#rpc.call({ type: 'compare', old, new: neu, options: compare }, [], options),
    );
  }

  /**
   * Renders the previous indice's page ahead of the comparison (the comparison then skips that render): for a page
   * to compare with of `newSize` points — and that page itself when `pages.new` is given. Their documents must be
   * open.
   */
  prepare(
    pages: { old: PageRef; new?: PageRef; newSize: { width: number; height: number } },
    options: ComparisonCallOptions = {},
  ): Promise<ComparisonResults['prepare']> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'prepare', ...pages }, [], options));
  }

  /**
   * Paints a part of the new sheet finer than the whole sheet's pictures (DetailRequest). Not cancellable by
   * terminating the worker (a view that moved on leaves the answer unused: it costs one render of a window's size).
   */
  detail(old: PageRef, neu: PageRef, request: DetailRequest): Promise<ComparisonResults['detail']> {
    return this.#rpc.call({ type: 'detail', old, new: neu, request }, [], {});
  }

  /** The last comparison's pictures compressed (it must have been asked to `keep` them), or null. */
  encode(): Promise<ComparisonResults['encode']> {
    return this.#rpc.call({ type: 'encode' }, [], {});
  }

  close(docId: string): Promise<null> {
    return this.#rpc.call({ type: 'close', docId }, [], {});
  }

  /** Stops the worker and whatever it was doing. */
  terminate(): void {
    this.#rpc.stop(new ComparisonError('cancelled', 'terminated'));
  }

  /** Aborting `signal` terminates the worker (see above); the call itself rejects with the signal's reason. */
  #cancellable<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
    if (!signal) return call();
    const pending = call();
    const onAbort = () => this.#rpc.stop(new ComparisonError('cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    return pending.finally(() => signal.removeEventListener('abort', onAbort));
  }
}
