/**
 * The page's side of the reperage worker (../rpc/client.ts). The worker starts on the first export, never before.
 * Cancelling (the AbortSignal) terminates the worker — a cancel that stops it, not one that asks it — and the next
 * export starts a new one. The sheet files' bytes are transferred: the caller's buffers are empty afterwards.
 */
import type { PrintPalette, ReperageInput, ReperageOptions } from '../../domain/reperage/model';
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client';
import {
  ReperageError,
  type ReperageFile,
  type ReperageProgress,
  type ReperageRequest,
  type ReperageResults,
  type ReperageWorkerMessage,
  type SourceFile,
} from './protocol';

export type ReperageWorkerLike = RpcWorker<ReperageRequest, ReperageWorkerMessage>;

export function createReperageWorker(): ReperageWorkerLike {
  return new Worker(new URL('./reperage.worker.ts', import.meta.url), { type: 'module', name: 'reperage' });
}

export class ReperageClient {
  readonly #rpc: WorkerRpc<ReperageRequest, ReperageWorkerMessage, ReperageResults, ReperageError>;

  constructor(createWorker: () => ReperageWorkerLike = createReperageWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new ReperageError(error.code, error.message),
      crashError: (detail) => new ReperageError('workerFailed', `the reperage worker failed${detail}`),
    });
  }

  write(
    input: ReperageInput,
    options: ReperageOptions,
    files: SourceFile[],
    palette: PrintPalette,
    { signal, onProgress }: RpcCallOptions<ReperageProgress> = {},
  ): Promise<ReperageFile> {
    const transfer = files.flatMap((f) => (f.data ? [f.data] : []));
    const call = this.#rpc.call({ type: 'reperage', input, options, files, palette }, transfer, {
      signal,
      onProgress,
    });
    const stop = () => this.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    return call.finally(() => signal?.removeEventListener('abort', stop));
  }

  get isRunning(): boolean {
    return this.#rpc.isRunning;
  }

  /** Stops the worker; a pending export fails with `cancelled`. */
  terminate(): void {
    this.#rpc.stop(new ReperageError('cancelled', 'the reperage worker was stopped'));
  }
}

let shared: ReperageClient | undefined;

/** The app's reperage client: one worker, started on the first export. Import this module with import(). */
export function reperageClient(): ReperageClient {
  shared ??= new ReperageClient();
  return shared;
}
