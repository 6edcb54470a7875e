/**
 * What a dropped file is, from its first bytes (and its name only to say « this was meant as CAD »): a PDF goes the
 * PDF way, a DXF to the CAD worker, a DWG to the server. Reads nothing past SNIFF_BYTES.
 */

/** How many first bytes the sniffing reads. */
export const SNIFF_BYTES = 1024;

export type FileKind =
  | 'pdf'
  | 'dxf'
  | 'dwg'
  /** A DXF saved in AutoCAD's binary form: not read (CadErrorCode 'unsupportedVersion'). */
  | 'binaryDxf'
  /** Named .dxf or .dwg but neither by its bytes (CadErrorCode 'notCad'). */
  | 'badCad'
  /** Anything else: the PDF checks say why (« n’est pas un PDF »). */
  | 'other';

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const CAD_NAME = /\.(dxf|dwg)$/i;

export function isCadName(name: string): boolean {
  return CAD_NAME.test(name.trim());
}

/** `%PDF-` within the first KB (Acrobat's tolerance, as domain/pdf/importCheck.ts). */
function isPdf(head: Uint8Array): boolean {
  return /%PDF-/.test(ascii(head, 0, Math.min(head.length, SNIFF_BYTES)));
}

/** DWG's version string: AC1012 (R13) … AC1032 (2018+), and the older AC1.40/AC1.50/AC2.xx. */
function isDwg(head: Uint8Array): boolean {
  return /^AC(?:1\d{3}|1\.\d\d|2\.\d\d)/.test(ascii(head, 0, 6));
}

/**
 * A text DXF starts with group code 0 and SECTION (or 999 and a comment), maybe after a byte-order mark and
 * blank lines; each line may end in CRLF.
 */
function isTextDxf(head: Uint8Array): boolean {
  const text = new TextDecoder('latin1')
    .decode(head.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  return /^\s*(?:0\s*\r?\n\s*SECTION\b|999\s*\r?\n)/.test(text);
}

export function fileKindOf(name: string, head: Uint8Array): FileKind {
  if (ascii(head, 0, 18) === 'AutoCAD Binary DXF') return 'binaryDxf';
  if (isDwg(head)) return 'dwg';
  if (isTextDxf(head)) return 'dxf';
  if (isPdf(head)) return 'pdf';
  return isCadName(name) ? 'badCad' : 'other';
}
