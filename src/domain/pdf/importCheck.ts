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
  /** More pages than MAX_PDF_PAGES: refused as soon as the page count is read, before any page is opened. */
  | 'tooManyPages'
  /** A page with more drawing operators than MAX_PAGE_OPERATORS (a decompression bomb, or a plan no browser draws). */
  | 'tooComplex'
  /** A step ran past its time limit (PDF_TIME_LIMITS): the worker was stopped. */
  | 'timeout'
  /** Anything else (out of memory, a pdf.js bug…). */
  | 'unknown';

/** 200 MB (decimal, as file managers show it): the largest plan set imported in one file. */
export const MAX_PDF_BYTES = 200_000_000;

/**
 * The most pages one file may have: a 500-page set imports in the background; 20,000 pages would keep the machine
 * busy for minutes and fill the sheet list with pages nobody meant to import.
 */
export const MAX_PDF_PAGES = 1000;

/**
 * The most drawing operators one page may have, counted as pdf.js parses it. The densest sheet we have (VA, ARCH E1)
 * has 158,211 and takes pdf.js 1.3 s to draw the first time: a page at the limit would take about 8 s, already past
 * what a viewer can offer. Each operator costs pdf.js about 1 KB, so the limit also keeps a page near 1 GB in the
 * worker. A decompression bomb (a few hundred KB that inflate to a GB of operators) is stopped there instead of
 * growing for minutes: measured in the browser with two other jobs on the 2 cores, refused after the time noted in
 * the README's decision « Bounded PDF work ».
 */
export const MAX_PAGE_OPERATORS = 1_000_000;

/**
 * Time limits of the import's worker calls, after which the worker is terminated (not asked to stop): opening a
 * file (its structure and every page's size) and each page's analysis (name and thumbnail). The VA sheet takes
 * 1.6 s to parse on our 2-core machines and 18 s with three other jobs sharing them: a minute is never legitimate.
 */
export const PDF_TIME_LIMITS = { openMs: 60_000, pageMs: 60_000 } as const;

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
