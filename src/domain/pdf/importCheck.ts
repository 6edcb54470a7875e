/**
 * What can go wrong when a file is imported as a plan, as typed codes: the UI turns each into a French message that
 * names the file. The cheap checks run before the file is read (size) or on its first KB (signature); pdf.js's own
 * failures are classified by `classifyPdfError`.
 */

export type PdfImportErrorCode =
  /** The file does not start like a PDF (no `%PDF-` in its first 1024 bytes). */
  | 'notPdf'
  /** 0 bytes. */
  | 'empty'
  /** Over MAX_PDF_BYTES: refused before reading it. */
  | 'tooLarge'
  /** Looks like a PDF but cannot be read: broken structure, truncated, or no pages. */
  | 'corrupt'
  /** Encrypted with a user password. */
  | 'password'
  /** Anything else (out of memory, a pdf.js bug…). */
  | 'unknown';

/** 200 MB (decimal, as file managers show it): the largest plan set imported in one file. */
export const MAX_PDF_BYTES = 200_000_000;

/** How far in the file the `%PDF-` signature may start: Acrobat tolerates up to 1024 bytes of junk before it. */
export const SIGNATURE_WINDOW = 1024;

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when `%PDF-` starts within the first 1024 bytes of `head`. */
export function hasPdfSignature(head: Uint8Array): boolean {
  const end = Math.min(head.length, SIGNATURE_WINDOW) - SIGNATURE.length;
  for (let i = 0; i <= end; i++) {
    if (SIGNATURE.every((byte, k) => head[i + k] === byte)) return true;
  }
  return false;
}

/** The size checks, which need no byte of the file. */
export function checkPdfSize(size: number): PdfImportErrorCode | null {
  if (size === 0) return 'empty';
  if (size > MAX_PDF_BYTES) return 'tooLarge';
  return null;
}

/**
 * Everything that can be said about a file before pdf.js sees it: its size, then its first KB. Reads at most 1024
 * bytes, so a 2 GB file is refused without being loaded.
 */
export async function preflightPdfFile(file: Blob): Promise<PdfImportErrorCode | null> {
  const bySize = checkPdfSize(file.size);
  if (bySize) return bySize;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_WINDOW).arrayBuffer());
  return hasPdfSignature(head) ? null : 'notPdf';
}

/** The same checks on bytes already in memory. */
export function checkPdfBytes(bytes: Uint8Array): PdfImportErrorCode | null {
  return checkPdfSize(bytes.byteLength) ?? (hasPdfSignature(bytes.subarray(0, SIGNATURE_WINDOW)) ? null : 'notPdf');
}

/**
 * pdf.js's failure → an import error code. pdf.js rebuilds its exceptions on the API side of its worker with their
 * `name` (PasswordException, InvalidPDFException, UnknownErrorException…), so names are read, not classes: the same
 * function serves the browser build and the Node (legacy) build, whose classes are different objects.
 */
export function classifyPdfError(error: unknown): PdfImportErrorCode {
  const name = typeof error === 'object' && error && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'InvalidPDFException' || name === 'FormatError') return 'corrupt';
  // pdf.js's parser reports a broken file through generic errors whose messages name the structure that failed.
  if (
    /invalid pdf|xref|trailer|startxref|bad (?:fcheck|encoding|flate)|unexpected (?:end|eof)|illegal character|missing endstream|no pages|page dictionary|corrupt|truncat/i.test(
      message,
    )
  ) {
    return 'corrupt';
  }
  return 'unknown';
}
