/**
 * The typed error the CAD readers throw (readDxf here; the DWG conversion on the server returns the same codes), so
 * that the worker and the import can say in French what went wrong with which file (i18n/cad.fr.ts).
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
