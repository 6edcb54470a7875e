/**
 * The CAD steps of the import (issue 28) the queue itself needs: what a sniffed file is, the checks before reading
 * it, and the typed failure of anything a CAD step throws (the steps themselves: ./cadFile.ts, loaded on use).
 */
import type { FileKind } from '../../domain/cad/sniff';
import { CAD_LIMITS, isCadErrorCode } from '../../domain/cad/types';
import type { CadFailureReason } from './types';

export type CadKind = Extract<FileKind, 'dxf' | 'dwg' | 'binaryDxf' | 'badCad'>;

export function isCadKind(kind: FileKind): kind is CadKind {
  return kind === 'dxf' || kind === 'dwg' || kind === 'binaryDxf' || kind === 'badCad';
}

/** What can be refused before the file is read: its kind, then its size. */
export function cadPreflight(kind: CadKind, size: number): CadFailureReason | null {
  if (kind === 'badCad') return 'cad:notCad';
  if (kind === 'binaryDxf') return 'cad:unsupportedVersion';
  if (size === 0) return 'cad:notCad';
  const limit = kind === 'dwg' ? CAD_LIMITS.dwgBytes : CAD_LIMITS.dxfBytes;
  return size > limit ? 'cad:tooLarge' : null;
}

/** Error classes of the CAD steps, read by name: the worker's CadError, the reader's CadReadError, the DWG client's. */
const CAD_ERROR_NAMES: ReadonlySet<string> = new Set([
  'CadError',
  'CadReadError',
  'CadModelError',
  'CadConversionError',
]);

/**
 * A CAD step's error → the import's reason, 'cancelled', or null when it is not a CAD error (the PDF and storage
 * classification then applies: a full quota is a full quota whatever the file).
 */
export function cadFailureOf(error: unknown, signal?: AbortSignal): CadFailureReason | 'cancelled' | null {
  if (signal?.aborted) return 'cancelled';
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (typeof name !== 'string' || !CAD_ERROR_NAMES.has(name)) return null;
  if (typeof code !== 'string') return 'cad:workerFailed';
  if (code === 'cancelled') return 'cancelled';
  // The worker's own protocol codes (a request it did not understand) are its failure, not the file's.
  return isCadErrorCode(code) ? (`cad:${code}` as CadFailureReason) : 'cad:workerFailed';
}
