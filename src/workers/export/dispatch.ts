/**
 * Requests in, answers out: the message side of the export worker, kept apart from the worker's global scope so that
 * tests drive it in Node with exceljs's Node build. Each request runs with an AbortController that `cancel` aborts;
 * the work checks it between slices of rows and before compressing.
 */
import { documentCsv } from '../../domain/export/csv';
import type { ExportLabels } from '../../domain/export/labels';
import { isVatRate, type CsvTable, type ExportDocument } from '../../domain/export/model';
import { documentWorkbook } from '../../domain/export/workbook';
import { readCsv } from '../../domain/libraryFile/csvRead';
import { libraryCsv, libraryWorkbook, type LibraryFileLabels } from '../../domain/libraryFile/exportLibrary';
import { serveRequests } from '../rpc/serve';
import {
  CSV_TYPE,
  ExportError,
  XLSX_TYPE,
  type ExportedFile,
  type ExportProgress,
  type ExportRequest,
  type ExportResponse,
  type ExportResultMessage,
  type SerializedExportError,
} from './protocol';
import { nextTask, readWorkbook, throwIfCancelled, writeWorkbook, type ExcelJs, type TaskContext } from './xlsx';

export type Post = (message: ExportResponse) => void;

/** What the dispatcher needs besides the request: the library, the copy, and the file names (from the copy). */
export interface ExportEnvironment {
  exceljs: ExcelJs;
  labels: ExportLabels;
  libraryLabels: LibraryFileLabels;
  fileNames: {
    document(
      document: ExportDocument,
      content: 'workbook' | CsvTable,
      firstSheet: CsvTable,
      variant?: { tender?: boolean; lot?: string },
    ): string;
    library(name: string, date: string, extension: 'xlsx' | 'csv'): string;
  };
}

/** Numbers a spreadsheet cannot hold and rates the document cannot carry are the caller's bug: refused up front. */
function checkDocument(document: ExportDocument): void {
  for (const lot of document.lots) {
    for (const chapter of lot.chapters) {
      for (const line of chapter.lines) {
        if (!Number.isFinite(line.quantity) || !Number.isFinite(line.unitPrice)) {
          throw new ExportError('badRequest', `line ${line.number}: a quantity or a price is not a finite number`);
        }
        if (!isVatRate(line.vatRate)) throw new ExportError('badRequest', `line ${line.number}: unknown VAT rate`);
      }
    }
  }
  for (const m of document.details) {
    if (!Number.isFinite(m.quantity)) throw new ExportError('badRequest', 'a measurement quantity is not finite');
  }
  for (const group of document.byLocalisation ?? []) {
    for (const lot of group.lots) {
      for (const line of lot.lines) {
        if (!Number.isFinite(line.quantity)) {
          throw new ExportError('badRequest', `local line ${line.number}: a quantity is not a finite number`);
        }
      }
    }
  }
  for (const lot of document.deltas ?? []) {
    for (const line of lot.lines) {
      const price = line.unitPrice ?? 0;
      if (!Number.isFinite(line.before) || !Number.isFinite(line.after) || !Number.isFinite(price)) {
        throw new ExportError('badRequest', `delta line ${line.number}: a quantity or a price is not a finite number`);
      }
    }
  }
}

/** XLSX files are zip archives: they start with `PK\x03\x04`. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Legacy .xls (OLE compound file), PDF, images: binary that is neither a workbook we read nor text. */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let zeros = 0;
  for (const b of sample) if (b === 0) zeros++;
  // UTF-16 text has a zero every other byte; its BOM says so and readCsv decodes it.
  const utf16 = sample[0] === 0xff && sample[1] === 0xfe;
  return !utf16 && zeros > 0;
}

type FileRequestType = 'workbook' | 'csv' | 'libraryWorkbook' | 'libraryCsv';

/** The answer to a request that makes a file. */
const fileResult = (id: number, request: FileRequestType, result: ExportedFile): ExportResultMessage => ({
  type: 'result',
  id,
  request,
  result,
});
const xlsxFile = (bytes: Uint8Array, fileName: string): ExportedFile => ({
  blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }),
  fileName,
});
const csvFile = (text: string, fileName: string): ExportedFile => ({
  blob: new Blob([text], { type: CSV_TYPE }),
  fileName,
});

export function createDispatcher(env: ExportEnvironment, post: Post): (request: ExportRequest) => void {
  async function run(
    request: Exclude<ExportRequest, { type: 'cancel' }>,
    signal: AbortSignal,
  ): Promise<ExportResultMessage> {
    const { id } = request;
    const ctx: TaskContext = {
      signal,
      progress: (progress: ExportProgress) => post({ type: 'progress', id, progress }),
    };
    // Let a cancel sent right after the request arrive before any work.
    await nextTask();
    throwIfCancelled(signal);
    switch (request.type) {
      case 'workbook': {
        checkDocument(request.document);
        ctx.progress({ stage: 'layout' });
        let model;
        try {
          model = documentWorkbook(request.document, env.labels, request.sheets);
        } catch (error) {
          if (error instanceof RangeError) throw new ExportError('badRequest', error.message);
          throw error;
        }
        const bytes = await writeWorkbook(env.exceljs, model, ctx);
        const first: CsvTable = request.sheets.priced ? 'priced' : request.sheets.quantities ? 'quantities' : 'details';
        const fileName = env.fileNames.document(request.document, 'workbook', first, {
          tender: request.sheets.priced && request.sheets.tender === true,
          lot: request.lot,
        });
        return fileResult(id, 'workbook', xlsxFile(bytes, fileName));
      }
      case 'csv': {
        checkDocument(request.document);
        ctx.progress({ stage: 'layout' });
        const text = documentCsv(request.document, env.labels, request.table);
        throwIfCancelled(signal);
        const fileName = env.fileNames.document(request.document, request.table, request.table);
        return fileResult(id, 'csv', csvFile(text, fileName));
      }
      case 'libraryWorkbook': {
        ctx.progress({ stage: 'layout' });
        const model = libraryWorkbook(request.articles, env.libraryLabels, request.library.date);
        const bytes = await writeWorkbook(env.exceljs, model, ctx);
        const fileName = env.fileNames.library(request.library.name, request.library.date, 'xlsx');
        return fileResult(id, 'libraryWorkbook', xlsxFile(bytes, fileName));
      }
      case 'libraryCsv': {
        const text = libraryCsv(request.articles, env.libraryLabels);
        const fileName = env.fileNames.library(request.library.name, request.library.date, 'csv');
        return fileResult(id, 'libraryCsv', csvFile(text, fileName));
      }
      case 'readLibraryFile': {
        ctx.progress({ stage: 'read' });
        const bytes = new Uint8Array(request.data);
        if (bytes.length === 0) throw new ExportError('emptyFile', 'the file is empty');
        const table = isZip(bytes)
          ? await readWorkbook(env.exceljs, request.data, ctx, request.options.sheet)
          : looksBinary(bytes)
            ? (() => {
                throw new ExportError('unreadableFile', 'neither an XLSX workbook nor text');
              })()
            : readCsv(bytes, request.options);
        if (!table.rows.some((r) => r.cells.some((c) => c !== null))) {
          throw new ExportError('emptyFile', 'the file has no cell');
        }
        return { type: 'result', id, request: 'readLibraryFile', result: table };
      }
    }
  }

  return serveRequests<ExportRequest, ExportResultMessage, SerializedExportError>({
    run,
    post,
    isOwnError: (error) => error instanceof ExportError,
  });
}
