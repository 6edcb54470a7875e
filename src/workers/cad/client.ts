/**
 * The page's side of the CAD worker (../rpc/client.ts), as the import uses it (workspace/import: ImportCadEngine).
 * The worker, and the DXF reader and the PDF writer with it, starts on the first call.
 *
 * - Each call reports progress (parse, blocks, draw) and rejects with a `CadError` whose code the import says in
 *   French (i18n/cad.fr.ts).
 * - Cancelling (the call's AbortSignal) terminates the worker: a parse runs in one stretch and would not read a
 *   message before it is done. The call rejects with the signal's reason.
 * - A call still running after CAD_LIMITS.workerTimeoutMs terminates the worker and fails with `timeout`; a worker
 *   that dies (most often out of memory) fails its calls with `workerFailed`.
 * Either way the drawings it kept are gone: the next call starts a new worker, and a `build` of a drawing read by
 * the old one fails with `unknownDrawing` (`generation` says whether the worker changed).
 */
import type { CadDrawing, CadUnit } from '../../domain/cad/types.ts';
import { CAD_LIMITS } from '../../domain/cad/types.ts';
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client.ts';
import type { WithoutId } from '../rpc/protocol.ts';
import {
  CadError,
  type CadBuildResult,
  type CadBuildXrefs,
  type CadDrawingSummary,
  type CadProgressMessage,
  type CadRequest,
  type CadResults,
  type CadWorkerMessage,
} from './protocol.ts';

export type CadWorkerLike = RpcWorker<CadRequest, CadWorkerMessage>;
export type CadCallOptions = RpcCallOptions<CadProgressMessage>;

export function createCadWorker(): CadWorkerLike {
  return new Worker(new URL('./cad.worker.ts', import.meta.url), { type: 'module', name: 'cad' });
}

export interface CadClientOptions {
  /** Per call. @default CAD_LIMITS.workerTimeoutMs */
  timeoutMs?: number;
}

export class CadClient {
  readonly #rpc: WorkerRpc<CadRequest, CadWorkerMessage, CadResults, CadError>;
  readonly #timeoutMs: number;
  #generation = 0;

  constructor(createWorker: () => CadWorkerLike = createCadWorker, options: CadClientOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? CAD_LIMITS.workerTimeoutMs;
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new CadError(error.code, error.message),
      crashError: (detail) => new CadError('workerFailed', `the CAD worker failed${detail}`),
      onStart: () => {
        this.#generation++;
      },
    });
  }

  /** 0 before the first call, then one more each time a worker starts (after a cancel, a timeout, a crash). */
  get generation(): number {
    return this.#generation;
  }

  /** Parses a DXF in the worker and keeps its drawing under `drawingId`; `data` is transferred (empty afterwards). */
  readDxf(drawingId: string, data: ArrayBuffer, options: CadCallOptions = {}): Promise<CadDrawingSummary> {
    return this.#call({ type: 'readDxf', drawingId, data }, [data], options);
  }

  /**
   * Hands the worker a drawing converted elsewhere (a DWG, by the server), or the server's answer as it came (its
   * JSON's bytes: transferred, empty afterwards, parsed and checked in the worker).
   */
  loadDrawing(
    drawingId: string,
    drawing: CadDrawing | ArrayBuffer,
    options: CadCallOptions = {},
  ): Promise<CadDrawingSummary> {
    return this.#call(
      { type: 'loadDrawing', drawingId, drawing },
      drawing instanceof ArrayBuffer ? [drawing] : [],
      options,
    );
  }

  /**
   * The sheet of a kept drawing: its PDF (transferred to the page) and its model; `xrefs`: the kept drawings of its
   * external references' files, drawn in.
   */
  build(
    drawingId: string,
    unit: CadUnit,
    unitSource: 'file' | 'person',
    options: CadCallOptions & { xrefs?: CadBuildXrefs } = {},
  ): Promise<CadBuildResult> {
    const { xrefs, ...call } = options;
    return this.#call({ type: 'build', drawingId, unit, unitSource, ...(xrefs ? { xrefs } : {}) }, [], call);
  }

  /** Drops a kept drawing; nothing to do when no worker runs (it went with its worker). */
  forget(drawingId: string): Promise<null> {
    if (!this.#rpc.isRunning) return Promise.resolve(null);
    return this.#call({ type: 'forget', drawingId }, [], {});
  }

  /** Starts the worker ahead of the first call (its code loaded while the file uploads, say). */
  start(): void {
    this.#rpc.start();
  }

  /** Stops the worker and whatever it was doing; pending calls fail with `cancelled`. */
  terminate(): void {
    this.#rpc.stop(new CadError('cancelled', 'terminated'));
  }

  #call<K extends keyof CadResults & string>(
    request: WithoutId<CadRequest> & { type: K },
    transfer: Transferable[],
    options: CadCallOptions,
  ): Promise<CadResults[K]> {
    const { signal } = options;
    const pending = this.#rpc.call<K>(request, transfer, options);
    // After the call: its own listener answers first, with the signal's reason, then the worker stops.
    const onAbort = () => this.#rpc.stop(new CadError('cancelled'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => this.#rpc.stop(new CadError('timeout', `the CAD worker took over ${this.#timeoutMs} ms`)),
      this.#timeoutMs,
    );
    return pending.finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  }
}
