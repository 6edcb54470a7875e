/**
 * The typed errors of the CAD domain, each carrying a CadErrorCode that the CAD worker passes on as its CadError
 * (workers/cad/protocol.ts), so that the import says in French what went wrong with which file (i18n/import.fr.ts):
 * - CadReadError: a reader refused the file (readDxf here; the DWG conversion on the server returns the same codes);
 * - CadModelError: building the sheet's model from a drawing stopped.
 */
import type { CadErrorCode } from './types';

export class CadReadError extends Error {
  readonly code: CadErrorCode;
  constructor(code: CadErrorCode, message: string = code, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CadReadError';
    this.code = code;
  }
}

export function isCadReadError(error: unknown): error is CadReadError {
  return error instanceof CadReadError;
}

export type CadModelErrorCode = Extract<CadErrorCode, 'tooComplex' | 'emptyModel' | 'cancelled'>;

export class CadModelError extends Error {
  readonly code: CadModelErrorCode;
  constructor(code: CadModelErrorCode, message: string = code) {
    super(message);
    this.name = 'CadModelError';
    this.code = code;
  }
}
