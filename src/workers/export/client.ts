/**
 * The page's side of the export worker: promise-based calls with progress and an AbortSignal, like the PDF client.
 *
 * - The worker starts on the first call, never before: exceljs stays out of the workspace's first load, and a
 *   session that never exports never downloads it.
 * - A call rejects with an `ExportError` (its `code` says why), or with the signal's reason when it was aborted.
 * - `readLibraryFile` transfers the ArrayBuffer: the caller's buffer is empty afterwards (keep the File).
 * - If the worker dies, pending calls fail with `workerFailed` and the next call starts a new worker.
 */
import type { CsvTable, ExportDocument, WorkbookSheets } from '../../domain/export/model';
import type { LibraryArticleDraft, RawTable } from '../../domain/libraryFile/model';
import {
  ExportError,
  type ExportedFile,
  type ExportProgress,
  type ExportRequest,
  type ExportRequestType,
  type ExportResults,
  type ExportWorkerMessage,
  type LibraryFileInfo,
  type ReadLibraryOptions,
} from './protocol';

/** The part of a Worker the client uses (tests hand in a fake). */
export interface WorkerLike {
  postMessage(message: ExportRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ExportWorkerMessage>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(reason: unknown): void;
  onProgress?: (progress: ExportProgress) => void;
  cleanup(): void;
}

type RequestWithoutId = ExportRequest extends infer R ? (R extends ExportRequest ? Omit<R, 'id'> : never) : never;

export function createExportWorker(): WorkerLike {
  return new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
}

export class ExportClient {
  readonly #createWorker: () => WorkerLike;
  #worker: WorkerLike | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(createWorker: () => WorkerLike = createExportWorker) {
    this.#createWorker = createWorker;
  }

  /** A DPGF or DQE workbook with the sheets asked for. */
  workbook(document: ExportDocument, sheets: WorkbookSheets, options: CallOptions = {}): Promise<ExportedFile> {
    return this.#call<'workbook'>({ type: 'workbook', document, sheets }, [], options);
  }

  /** One table of a document as a French CSV file. */
  csv(document: ExportDocument, table: CsvTable, options: CallOptions = {}): Promise<ExportedFile> {
    return this.#call<'csv'>({ type: 'csv', document, table }, [], options);
  }

  libraryWorkbook(
    library: LibraryFileInfo,
    articles: LibraryArticleDraft[],
    options: CallOptions = {},
  ): Promise<ExportedFile> {
    return this.#call<'libraryWorkbook'>({ type: 'libraryWorkbook', library, articles }, [], options);
  }

  libraryCsv(
    library: LibraryFileInfo,
    articles: LibraryArticleDraft[],
    options: CallOptions = {},
  ): Promise<ExportedFile> {
    return this.#call<'libraryCsv'>({ type: 'libraryCsv', library, articles }, [], options);
  }

  /** The raw table of an XLSX or CSV file, for the import's mapping step. */
  readLibraryFile(
    data: ArrayBuffer,
    fileName: string,
    options: ReadLibraryOptions & CallOptions = {},
  ): Promise<RawTable> {
    const { signal, onProgress, ...read } = options;
    return this.#call<'readLibraryFile'>({ type: 'readLibraryFile', data, fileName, options: read }, [data], {
      signal,
      onProgress,
    });
  }

  /** Stops the worker; pending calls fail with `cancelled`. The next call starts a new one. */
  terminate(): void {
    this.#fail(new ExportError('cancelled', 'the export worker was stopped'));
  }

  #call<K extends ExportRequestType>(
    request: RequestWithoutId & { type: K },
    transfer: Transferable[],
    { signal, onProgress }: CallOptions,
  ): Promise<ExportResults[K]> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const id = this.#nextId++;
    const worker = this.#ensureWorker();
    return new Promise<ExportResults[K]>((resolve, reject) => {
      const onAbort = () => {
        // Answer at once; whatever the worker still sends for this id is dropped.
        this.#pending.delete(id);
        worker.postMessage({ type: 'cancel', id }, []);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        onProgress,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      });
      worker.postMessage({ ...request, id } as ExportRequest, transfer);
    });
  }

  #ensureWorker(): WorkerLike {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker();
    worker.addEventListener('message', (event) => this.#receive(event.data));
    const crash = (event: Event) => {
      if (this.#worker !== worker) return;
      const message = (event as { message?: unknown }).message;
      const detail = typeof message === 'string' && message ? `: ${message}` : '';
      this.#fail(new ExportError('workerFailed', `the export worker failed${detail}`));
    };
    worker.addEventListener('error', crash);
    worker.addEventListener('messageerror', crash);
    this.#worker = worker;
    return worker;
  }

  #receive(message: ExportWorkerMessage) {
    if (message.type === 'ready') return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.type === 'progress') {
      pending.onProgress?.(message.progress);
      return;
    }
    this.#pending.delete(message.id);
    pending.cleanup();
    if (message.type === 'result') pending.resolve(message.result);
    else pending.reject(new ExportError(message.error.code, message.error.message));
  }

  #fail(error: ExportError) {
    const worker = this.#worker;
    this.#worker = null;
    worker?.terminate();
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) {
      p.cleanup();
      p.reject(error);
    }
  }
}

let shared: ExportClient | undefined;

/** The app's export client: one worker, started on the first export. Import this module with import(). */
export function exportClient(): ExportClient {
  shared ??= new ExportClient();
  return shared;
}
