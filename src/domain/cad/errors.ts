/**
 * Why building a sheet's model from a drawing stopped: a code of CadErrorCode, which the CAD worker passes on as its
 * CadError (workers/cad/protocol.ts) so that the import says it in French, naming the file.
 */
import type { CadErrorCode } from './types';

export type CadModelErrorCode = Extract<CadErrorCode, 'tooComplex' | 'emptyModel' | 'cancelled'>;

export class CadModelError extends Error {
  readonly code: CadModelErrorCode;
  constructor(code: CadModelErrorCode, message: string = code) {
    super(message);
    this.name = 'CadModelError';
    this.code = code;
  }
}
