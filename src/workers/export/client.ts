/**
 * The page's side of the export worker: promise-based calls with progress and an AbortSignal (../rpc/client.ts).
 *
 * - The worker starts on the first call, never before: exceljs stays out of the workspace's first load, and a
 *   session that never exports never downloads it.
 * - A call rejects with an `ExportError` (its `code` says why), or with the signal's reason when it was aborted.
 * - `readLibraryFile` transfers the ArrayBuffer: the caller's buffer is empty afterwards (keep the File).
 * - If the worker dies, pending calls fail with `workerFailed` and the next call starts a new worker.
 */
import type { CsvTable, ExportDocument, WorkbookSheets } from '../../domain/export/model';
import type { LibraryArticleDraft, RawTable } from '../../domain/libraryFile/model';
import { WorkerRpc, type RpcCallOptions, type RpcWorker } from '../rpc/client';
import {
  ExportError,
  type ExportedFile,
  type ExportProgress,
  type ExportRequest,
  type ExportResults,
  type ExportWorkerMessage,
  type LibraryFileInfo,
  type ReadLibraryOptions,
} from './protocol';

/** The part of a Worker the client uses (tests hand in a fake). */
export type WorkerLike = RpcWorker<ExportRequest, ExportWorkerMessage>;

export type CallOptions = RpcCallOptions<ExportProgress>;

export function createExportWorker(): WorkerLike {
  return new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' });
}

export class ExportClient {
  readonly #rpc: WorkerRpc<ExportRequest, ExportWorkerMessage, ExportResults, ExportError>;

  constructor(createWorker: () => WorkerLike = createExportWorker) {
    this.#rpc = new WorkerRpc(createWorker, {
      toError: (error) => new ExportError(error.code, error.message),
      crashError: (detail) => new ExportError('workerFailed', `the export worker failed${detail}`),
    });
  }

  /** A DPGF or DQE workbook with the sheets asked for; `lot` names the lot of a one-lot file in its name. */
  workbook(
    document: ExportDocument,
    sheets: WorkbookSheets,
    options: CallOptions & { lot?: string } = {},
  ): Promise<ExportedFile> {
    const { lot, ...call } = options;
    return this.#rpc.call({ type: 'workbook', document, sheets, ...(lot ? { lot } : {}) }, [], call);
  }

  /** One table of a document as a French CSV file. */
  csv(document: ExportDocument, table: CsvTable, options: CallOptions = {}): Promise<ExportedFile> {
    return this.#rpc.call({ type: 'csv', document, table }, [], options);
  }

  libraryWorkbook(
    library: LibraryFileInfo,
    articles: LibraryArticleDraft[],
    options: CallOptions = {},
  ): Promise<ExportedFile> {
    return this.#rpc.call({ type: 'libraryWorkbook', library, articles }, [], options);
  }

  libraryCsv(
    library: LibraryFileInfo,
    articles: LibraryArticleDraft[],
    options: CallOptions = {},
  ): Promise<ExportedFile> {
    return this.#rpc.call({ type: 'libraryCsv', library, articles }, [], options);
  }

  /** The raw table of an XLSX or CSV file, for the import's mapping step. */
  readLibraryFile(
    data: ArrayBuffer,
    fileName: string,
    options: ReadLibraryOptions & CallOptions = {},
  ): Promise<RawTable> {
    const { signal, onProgress, ...read } = options;
    return this.#rpc.call({ type: 'readLibraryFile', data, fileName, options: read }, [data], { signal, onProgress });
  }

  /** Stops the worker; pending calls fail with `cancelled`. The next call starts a new one. */
  terminate(): void {
    this.#rpc.stop(new ExportError('cancelled', 'the export worker was stopped'));
  }
}

let shared: ExportClient | undefined;

/** The app's export client: one worker, started on the first export. Import this module with import(). */
export function exportClient(): ExportClient {
  shared ??= new ExportClient();
  return shared;
}
