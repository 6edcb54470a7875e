/**
 * The page's side of the PDF worker: one worker shared by every caller, promise-based calls, AbortSignal support
 * (../rpc/client.ts).
 *
 * - A call rejects with a `PdfEngineError` (its `code` says why), or with the signal's reason when it was aborted,
 *   like fetch().
 * - `open` transfers the ArrayBuffer to the worker: the caller's buffer is empty afterwards (keep the File or Blob
 *   for storage, it is not read again).
 * - If the worker dies, pending calls fail with `workerFailed` and the next call starts a new worker; documents have
 *   to be opened again (calls on them fail with `unknownDocument`).
 * - A call with `timeoutMs` terminates the worker when it runs over (see CallOptions).
 */
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client.ts';
import {
  PdfEngineError,
  type OpenResult,
  type PdfProgress,
  type PdfRequest,
  type PdfResults,
  type PdfWorkerMessage,
  type RenderOptions,
  type RenderResult,
  type SnapIndexResult,
  type TextResult,
  type ThumbnailOptions,
  type ThumbnailResult,
  type VectorsOptions,
  type VectorsResult,
} from './protocol.ts';

/** The part of a Worker the client uses (tests hand in a fake). */
export type WorkerLike = RpcWorker<PdfRequest, PdfWorkerMessage>;

export type CallOptions = RpcCallOptions<PdfProgress> & {
  /**
   * A time limit for the call: past it the worker is terminated (pdf.js cannot be stopped half-way through a page,
   * and terminating is what gives its memory back), and the call, with every other one pending, fails with
   * `timeout`. For clients whose worker serves one job, like an import's.
   */
  timeoutMs?: number;
};

interface ReadyState {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

export function createPdfWorker(): WorkerLike {
  return new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });
}

function readyState(): ReadyState {
  let settle: { resolve(): void; reject(error: unknown): void } = { resolve() {}, reject() {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody may wait for it; a crash is reported to the pending calls anyway.
  promise.catch(() => {});
  return { promise, ...settle };
}

export class PdfClient {
  readonly #rpc: WorkerRpc<PdfRequest, PdfWorkerMessage, PdfResults, PdfEngineError>;
  #ready: ReadyState | null = null;

  constructor(createWorker: () => WorkerLike = createPdfWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new PdfEngineError(error.code, error.message),
      crashError: (detail) => new PdfEngineError('workerFailed', `the PDF worker failed${detail}`),
      onStart: () => (this.#ready = readyState()),
      onReady: () => this.#ready?.resolve(),
      onStop: (error) => {
        this.#ready?.reject(error);
        this.#ready = null;
      },
      onDropped: (message) => {
        // A late answer to a cancelled call: free what it carries.
        if (message.type === 'result' && (message.request === 'render' || message.request === 'thumbnail')) {
          message.result.bitmap.close();
        }
      },
    });
  }

  open(docId: string, data: ArrayBuffer, options: CallOptions & { password?: string } = {}): Promise<OpenResult> {
    const { password, timeoutMs, ...call } = options;
    const request =
      password === undefined
        ? { type: 'open' as const, docId, data }
        : { type: 'open' as const, docId, data, password };
    return this.#limit(this.#rpc.call(request, [data], call), 'open', timeoutMs);
  }

  thumbnail(docId: string, page: number, options: ThumbnailOptions & CallOptions): Promise<ThumbnailResult> {
    const { signal, onProgress, timeoutMs, ...thumbnail } = options;
    return this.#limit(
      this.#rpc.call({ type: 'thumbnail', docId, page, options: thumbnail }, [], { signal, onProgress }),
      'thumbnail',
      timeoutMs,
    );
  }

  render(docId: string, page: number, options: RenderOptions & CallOptions): Promise<RenderResult> {
    const { signal, onProgress, timeoutMs, ...render } = options;
    return this.#limit(
      this.#rpc.call({ type: 'render', docId, page, options: render }, [], { signal, onProgress }),
      'render',
      timeoutMs,
    );
  }

  vectors(docId: string, page: number, options: VectorsOptions & CallOptions = {}): Promise<VectorsResult> {
    const { signal, onProgress, timeoutMs, ...vectors } = options;
    return this.#limit(
      this.#rpc.call({ type: 'vectors', docId, page, options: vectors }, [], { signal, onProgress }),
      'vectors',
      timeoutMs,
    );
  }

  /**
   * The page's snapping index, built in the worker: wrap it with `SegmentIndex.fromData(result.index,
   * result.segments)` (domain/takeoff/snap.ts). Hidden layers' segments are left out, as with `vectors`.
   */
  snapIndex(docId: string, page: number, options: VectorsOptions & CallOptions = {}): Promise<SnapIndexResult> {
    const { signal, onProgress, timeoutMs, ...vectors } = options;
    return this.#limit(
      this.#rpc.call({ type: 'snapIndex', docId, page, options: vectors }, [], { signal, onProgress }),
      'snapIndex',
      timeoutMs,
    );
  }

  text(docId: string, page: number, options: CallOptions = {}): Promise<TextResult> {
    const { timeoutMs, ...call } = options;
    return this.#limit(this.#rpc.call({ type: 'text', docId, page }, [], call), 'text', timeoutMs);
  }

  /** `call`, with the worker terminated if it runs over `timeoutMs` (see CallOptions). */
  #limit<T>(call: Promise<T>, what: string, timeoutMs: number | undefined): Promise<T> {
    if (timeoutMs === undefined) return call;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#rpc.stop(new PdfEngineError('timeout', `${what} ran over ${timeoutMs} ms: the worker was stopped`));
      }, timeoutMs);
      call.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }

  async close(docId: string): Promise<void> {
    if (!this.#rpc.isRunning) return;
    await this.#rpc.call({ type: 'close', docId }, [], {});
  }

  /**
   * Starts the worker if it is not running, and resolves once it has loaded (pdf.js included). Calling it when the
   * workspace opens takes the worker's start-up off the first import. Calls need not wait for it.
   */
  ready(): Promise<void> {
    this.#rpc.start();
    return this.#ready?.promise ?? Promise.resolve();
  }

  /** Stops the worker; pending calls fail with `cancelled`. The next call starts a new one. */
  terminate(): void {
    this.#rpc.stop(new PdfEngineError('cancelled', 'the PDF worker was stopped'));
  }
}

let shared: PdfClient | undefined;

/** The app's PDF client: one worker for every plan, started on first use. */
export function pdfClient(): PdfClient {
  shared ??= new PdfClient();
  return shared;
}
