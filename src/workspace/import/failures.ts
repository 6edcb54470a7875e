/**
 * Anything an import step throws → the typed reason shown to the user, or 'cancelled'. The PDF engine's codes pass
 * through; the storage layer's typed errors are read by class; the browser's own file-reading errors by name.
 */
import { JournalConflictError, StorageQuotaError, StorageUnavailableError } from '../../db/errors';
import { PdfEngineError, type PdfEngineErrorCode } from '../../workers/pdf/protocol';
import type { ImportFailureReason } from './types';

/** Thrown by the pipeline itself when a file is refused before the engine sees it. */
export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
  constructor(readonly reason: ImportFailureReason) {
    super(`Import refused: ${reason}`);
  }
}

const ENGINE_REASONS: Partial<Record<PdfEngineErrorCode, ImportFailureReason>> = {
  notPdf: 'notPdf',
  empty: 'empty',
  tooLarge: 'tooLarge',
  corrupt: 'corrupt',
  password: 'password',
  tooManyPages: 'tooManyPages',
  tooComplex: 'tooComplex',
  timeout: 'timeout',
  workerFailed: 'engineFailed',
};

// The File API's failures (Chromium: NotReadableError when the file changed or went away on disk; NotFoundError
// when it was deleted; Firefox may say NotReadableError or a generic "SecurityError" for a revoked permission).
const UNREADABLE_NAMES = new Set(['NotReadableError', 'NotFoundError', 'SecurityError']);

export function importFailureOf(error: unknown, signal?: AbortSignal): ImportFailureReason | 'cancelled' {
  if (signal?.aborted) return 'cancelled';
  if (error instanceof ImportRefusedError) return error.reason;
  if (error instanceof PdfEngineError) {
    if (error.code === 'cancelled') return 'cancelled';
    return ENGINE_REASONS[error.code] ?? 'unknown';
  }
  if (error instanceof StorageQuotaError) return 'quota';
  if (error instanceof StorageUnavailableError) return 'storageUnavailable';
  if (error instanceof JournalConflictError && error.reason === 'missingParent' && error.table === 'projects') {
    return 'projectMissing';
  }
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'AbortError') return 'cancelled';
  // db/workspace/files.ts's IndiceOutdatedError, by name: the pipeline does not load the repository's module.
  if (name === 'IndiceOutdatedError') return 'indiceOutdated';
  if (UNREADABLE_NAMES.has(name)) return 'unreadable';
  return 'unknown';
}

/**
 * Whether a page's thumbnail or text failing should fail the whole file. A page pdf.js cannot draw or read (a
 * broken content stream on one sheet of forty) still becomes a sheet, without a thumbnail or with the file name;
 * a cancellation or a crashed worker stops the file.
 */
export function isPageLevelFailure(error: unknown): boolean {
  return (
    error instanceof PdfEngineError &&
    (error.code === 'corrupt' || error.code === 'unknown' || error.code === 'regionTooLarge')
  );
}
