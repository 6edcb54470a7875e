/**
 * The page's side of the selection worker (../rpc/client.ts). The worker, and pdf.js and the selection maths with
 * it, is started by the first call: the workspace's bundle imports this file only.
 *
 * - Each call reports progress (open, read, raster) while its sheet is read, and rejects with a `SelectionError`
 *   whose code the page says in French (i18n/selection.fr.ts).
 * - Cancelling (the call's AbortSignal) terminates the worker: a fill runs in one stretch and would not read a
 *   message before it is done, and terminating frees its memory at once. The call rejects with the signal's reason;
 *   documents must be opened again (the next call starts a new worker, `isStarted` says whether one runs).
 */
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client.ts';
import type { FillOptions, RunOptions, SkirtingOptions } from '../../domain/selection/types.ts';
import {
  SelectionError,
  type PrepareResult,
  type SelectionProgressMessage,
  type SelectionRequest,
  type SelectionResults,
  type SelectionWorkerMessage,
  type SheetRef,
} from './protocol.ts';

export type SelectionWorkerLike = RpcWorker<SelectionRequest, SelectionWorkerMessage>;
export type SelectionCallOptions = RpcCallOptions<SelectionProgressMessage>;

export function createSelectionWorker(): SelectionWorkerLike {
  return new Worker(new URL('./selection.worker.ts', import.meta.url), { type: 'module', name: 'selection' });
}

export class SelectionClient {
  readonly #rpc: WorkerRpc<SelectionRequest, SelectionWorkerMessage, SelectionResults, SelectionError>;
  /** Bumped each time a worker starts: documents opened in an earlier one must be opened again. */
  #generation = 0;

  constructor(createWorker: () => SelectionWorkerLike = createSelectionWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new SelectionError(error.code, error.message),
      crashError: (detail) => new SelectionError('workerFailed', `the selection worker failed${detail}`),
      onStart: () => {
        this.#generation++;
      },
    });
  }

  /**
   * Which worker the calls go to: 0 before the first call, then one more each time a worker starts again (after a
   * cancelled call, a crash, `terminate`). The page notes it when it opens a document, and opens the document again
   * when it has changed.
   */
  get generation(): number {
    return this.#generation;
  }

  /** Opens a PDF in the worker; `data` is transferred (empty afterwards). */
  open(docId: string, data: ArrayBuffer, options: SelectionCallOptions = {}): Promise<{ pageCount: number }> {
    return this.#cancellable(options.signal, () => this.#rpc.call({ type: 'open', docId, data }, [data], options));
  }

  /**
   * Reads a sheet ahead of the first click (its fills then find it kept); with `gap`, the gap the clicks will use
   * (points), the fill's buffers are made ready for it too.
   */
  prepare(sheet: SheetRef, options: SelectionCallOptions & { gap?: number } = {}): Promise<PrepareResult> {
    const { gap } = options;
    return this.#cancellable(options.signal, () =>
      this.#rpc.call({ type: 'prepare', ...sheet, ...(gap !== undefined ? { gap } : {}) }, [], options),
    );
  }

  /** The room around `fill.point` (« Surface en un clic »); rejects with `leak`, `onInk`, `tooLarge`… */
  fill(sheet: SheetRef, fill: FillOptions, options: SelectionCallOptions = {}): Promise<SelectionResults['fill']> {
    return this.#cancellable(options.signal, () =>
      this.#rpc.call({ type: 'fill', ...sheet, options: fill }, [], options),
    );
  }

  /** The run of segments the clicked line belongs to; rejects with `noLine`. */
  run(sheet: SheetRef, run: RunOptions, options: SelectionCallOptions = {}): Promise<SelectionResults['run']> {
    return this.#cancellable(options.signal, () =>
      this.#rpc.call({ type: 'run', ...sheet, options: run }, [], options),
    );
  }

  /** A room outline's perimeter cut at its openings (plinthes). */
  skirting(
    sheet: SheetRef,
    skirting: SkirtingOptions,
    options: SelectionCallOptions = {},
  ): Promise<SelectionResults['skirting']> {
    return this.#cancellable(options.signal, () =>
      this.#rpc.call({ type: 'skirting', ...sheet, options: skirting }, [], options),
    );
  }

  close(docId: string): Promise<null> {
    return this.#rpc.call({ type: 'close', docId }, [], {});
  }

  /** Stops the worker and whatever it was doing. */
  terminate(): void {
    this.#rpc.stop(new SelectionError('cancelled', 'terminated'));
  }

  /** Aborting `signal` terminates the worker (see above); the call itself rejects with the signal's reason. */
  #cancellable<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
    if (!signal) return call();
    // Listening after the call: its own listener answers first, with the signal's reason, then the worker stops.
    const pending = call();
    const onAbort = () => this.#rpc.stop(new SelectionError('cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    return pending.finally(() => signal.removeEventListener('abort', onAbort));
  }
}
