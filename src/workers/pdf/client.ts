/**
 * The page's side of the PDF worker: one worker shared by every caller, promise-based calls, AbortSignal support.
 *
 * - A call rejects with a `PdfEngineError` (its `code` says why), or with the signal's reason when it was aborted,
 *   like fetch().
 * - `open` transfers the ArrayBuffer to the worker: the caller's buffer is empty afterwards (keep the File or Blob
 *   for storage, it is not read again).
 * - If the worker dies, pending calls fail with `workerFailed` and the next call starts a new worker; documents have
 *   to be opened again (calls on them fail with `unknownDocument`).
 */
import {
  PdfEngineError,
  type OpenResult,
  type PdfProgress,
  type PdfRequest,
  type PdfRequestType,
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
export interface WorkerLike {
  postMessage(message: PdfRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PdfWorkerMessage>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: PdfProgress) => void;
}

interface Pending {
  type: PdfRequestType;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  onProgress?: (progress: PdfProgress) => void;
  cleanup(): void;
}

interface ReadyState {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

type RequestWithoutId = PdfRequest extends infer R ? (R extends PdfRequest ? Omit<R, 'id'> : never) : never;

export function createPdfWorker(): WorkerLike {
  return new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module', name: 'pdf' });
}

export class PdfClient {
  readonly #createWorker: () => WorkerLike;
  #worker: WorkerLike | null = null;
  #ready: ReadyState | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(createWorker: () => WorkerLike = createPdfWorker) {
    this.#createWorker = createWorker;
  }

  open(docId: string, data: ArrayBuffer, options: CallOptions & { password?: string } = {}): Promise<OpenResult> {
    const { password, ...call } = options;
    const request =
      password === undefined
        ? { type: 'open' as const, docId, data }
        : { type: 'open' as const, docId, data, password };
    return this.#call<'open'>(request, [data], call);
  }

  thumbnail(docId: string, page: number, options: ThumbnailOptions & CallOptions): Promise<ThumbnailResult> {
    const { signal, onProgress, ...thumbnail } = options;
    return this.#call<'thumbnail'>({ type: 'thumbnail', docId, page, options: thumbnail }, [], { signal, onProgress });
  }

  render(docId: string, page: number, options: RenderOptions & CallOptions): Promise<RenderResult> {
    const { signal, onProgress, ...render } = options;
    return this.#call<'render'>({ type: 'render', docId, page, options: render }, [], { signal, onProgress });
  }

  vectors(docId: string, page: number, options: VectorsOptions & CallOptions = {}): Promise<VectorsResult> {
    const { signal, onProgress, ...vectors } = options;
    return this.#call<'vectors'>({ type: 'vectors', docId, page, options: vectors }, [], { signal, onProgress });
  }

  /**
   * The page's snapping index, built in the worker: wrap it with `SegmentIndex.fromData(result.index,
   * result.segments)` (domain/takeoff/snap.ts). Hidden layers' segments are left out, as with `vectors`.
   */
  snapIndex(docId: string, page: number, options: VectorsOptions & CallOptions = {}): Promise<SnapIndexResult> {
    const { signal, onProgress, ...vectors } = options;
    return this.#call<'snapIndex'>({ type: 'snapIndex', docId, page, options: vectors }, [], { signal, onProgress });
  }

  text(docId: string, page: number, options: CallOptions = {}): Promise<TextResult> {
    return this.#call<'text'>({ type: 'text', docId, page }, [], options);
  }

  async close(docId: string): Promise<void> {
    if (!this.#worker) return;
    await this.#call<'close'>({ type: 'close', docId }, [], {});
  }

  /**
   * Starts the worker if it is not running, and resolves once it has loaded (pdf.js included). Calling it when the
   * workspace opens takes the worker's start-up off the first import. Calls need not wait for it.
   */
  ready(): Promise<void> {
    this.#ensureWorker();
    return this.#ready?.promise ?? Promise.resolve();
  }

  /** Stops the worker; pending calls fail with `cancelled`. The next call starts a new one. */
  terminate(): void {
    this.#fail(new PdfEngineError('cancelled', 'the PDF worker was stopped'));
  }

  #call<K extends PdfRequestType>(
    request: RequestWithoutId & { type: K },
    transfer: Transferable[],
    { signal, onProgress }: CallOptions,
  ): Promise<PdfResults[K]> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#nextId++;
    const worker = this.#ensureWorker();
    return new Promise<PdfResults[K]>((resolve, reject) => {
      const onAbort = () => {
        // Answer at once; whatever the worker sends for this id from now on is dropped (and its bitmap closed).
        this.#pending.delete(id);
        worker.postMessage({ type: 'cancel', id }, []);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, {
        type: request.type,
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      });
      worker.postMessage({ ...request, id } as PdfRequest, transfer);
    });
  }

  #ensureWorker(): WorkerLike {
    if (this.#worker) return this.#worker;
    let settle: { resolve(): void; reject(error: unknown): void } = { resolve() {}, reject() {} };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    // Nobody may wait for it; a crash is reported to the pending calls anyway.
    promise.catch(() => {});
    this.#ready = { promise, ...settle };
    const worker = this.#createWorker();
    worker.addEventListener('message', (event) => this.#receive(event.data));
    const crash = (event: Event) => {
      if (this.#worker !== worker) return;
      // An ErrorEvent carries the script's error message; a messageerror carries nothing.
      const message = (event as { message?: unknown }).message;
      const detail = typeof message === 'string' && message ? `: ${message}` : '';
      this.#fail(new PdfEngineError('workerFailed', `the PDF worker failed${detail}`));
    };
    worker.addEventListener('error', crash);
    worker.addEventListener('messageerror', crash);
    this.#worker = worker;
    return worker;
  }

  #receive(message: PdfWorkerMessage) {
    if (message.type === 'ready') {
      this.#ready?.resolve();
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) {
      // A late answer to a cancelled call: free what it carries.
      if (message.type === 'result' && (message.request === 'render' || message.request === 'thumbnail')) {
        message.result.bitmap.close();
      }
      return;
    }
    if (message.type === 'progress') {
      pending.onProgress?.(message.progress);
      return;
    }
    this.#pending.delete(message.id);
    pending.cleanup();
    if (message.type === 'result') pending.resolve(message.result);
    else pending.reject(new PdfEngineError(message.error.code, message.error.message));
  }

  #fail(error: PdfEngineError) {
    const worker = this.#worker;
    this.#worker = null;
    this.#ready?.reject(error);
    this.#ready = null;
    worker?.terminate();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) {
      p.cleanup();
      p.reject(error);
    }
  }
}

let shared: PdfClient | undefined;

/** The app's PDF client: one worker for every plan, started on first use. */
export function pdfClient(): PdfClient {
  shared ??= new PdfClient();
  return shared;
}
