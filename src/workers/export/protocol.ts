/**
 * The messages between the page and the export worker (export.worker.ts), on the PDF worker's pattern: every request
 * carries an id that its answers repeat — any number of `progress` messages, then one `result` or one `error`.
 * `cancel` names the request to stop, which then fails with the code `cancelled`; nothing is written anywhere by a
 * request, so a cancelled one leaves nothing behind.
 *
 * Files come back as a Blob (handed over without a copy) and the name to save it under.
 */
import type { CsvTable, ExportDocument, WorkbookSheets } from '../../domain/export/model';
import type { CsvReadOptions } from '../../domain/libraryFile/csvRead';
import type { LibraryArticleDraft, RawTable } from '../../domain/libraryFile/model';

export type ExportErrorCode =
  /** The request was cancelled (by `cancel` or an AbortSignal). */
  | 'cancelled'
  /** A malformed request: a workbook without sheets, a number that is not finite, an unknown VAT rate. */
  | 'badRequest'
  /** The file to import is neither an XLSX workbook nor text (a legacy .xls, a damaged archive, an image…). */
  | 'unreadableFile'
  /** The file to import has no cell at all. */
  | 'emptyFile'
  /** The worker itself failed (could not start, or crashed): every pending request gets this. */
  | 'workerFailed'
  | 'unknown';

export interface SerializedExportError {
  code: ExportErrorCode;
  message: string;
}

export interface ExportedFile {
  blob: Blob;
  /** « DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx »: safe on every system. */
  fileName: string;
}

export interface LibraryFileInfo {
  /** The library's name, for the file name. */
  name: string;
  /** `YYYY-MM-DD`, for the file name. */
  date: string;
}

export interface ReadLibraryOptions extends CsvReadOptions {
  /** XLSX: the sheet to read; the first sheet with a cell when absent. */
  sheet?: string;
}

interface RequestBase {
  id: number;
}

export type ExportRequest =
  /** `lot`: the document is one lot's (one file per lot), named so in the file name. */
  | (RequestBase & { type: 'workbook'; document: ExportDocument; sheets: WorkbookSheets; lot?: string })
  | (RequestBase & { type: 'csv'; document: ExportDocument; table: CsvTable })
  | (RequestBase & { type: 'libraryWorkbook'; library: LibraryFileInfo; articles: LibraryArticleDraft[] })
  | (RequestBase & { type: 'libraryCsv'; library: LibraryFileInfo; articles: LibraryArticleDraft[] })
  | (RequestBase & { type: 'readLibraryFile'; data: ArrayBuffer; fileName: string; options: ReadLibraryOptions })
  /** Stops request `id`; no answer of its own. */
  | (RequestBase & { type: 'cancel' });

export interface ExportResults {
  workbook: ExportedFile;
  csv: ExportedFile;
  libraryWorkbook: ExportedFile;
  libraryCsv: ExportedFile;
  readLibraryFile: RawTable;
}
export type ExportRequestType = keyof ExportResults;

export type ExportProgressStage =
  /** Laying the document out (rows, formulas, results). */
  | 'layout'
  /** Writing rows into the workbook (done / total rows). */
  | 'rows'
  /** Compressing the workbook into its file: one step the library does not report on. */
  | 'compress'
  /** Reading a file to import. */
  | 'read';

export interface ExportProgress {
  stage: ExportProgressStage;
  done?: number;
  total?: number;
}

export type ExportResultMessage = {
  [K in ExportRequestType]: { type: 'result'; id: number; request: K; result: ExportResults[K] };
}[ExportRequestType];

export type ExportResponse =
  | ExportResultMessage
  | { type: 'error'; id: number; error: SerializedExportError }
  | { type: 'progress'; id: number; progress: ExportProgress };

/** Everything the worker posts: answers to requests, and `ready` once its modules (exceljs included) are loaded. */
export type ExportWorkerMessage = ExportResponse | { type: 'ready' };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';

/** An error with one of the codes above, on both sides of the worker boundary. */
export class ExportError extends Error {
  override readonly name = 'ExportError';
  constructor(
    readonly code: ExportErrorCode,
    message: string = code,
  ) {
    super(message);
  }

  toJSON(): SerializedExportError {
    return { code: this.code, message: this.message };
  }
}
