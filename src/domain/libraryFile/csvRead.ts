/**
 * Reading a CSV file as French users' tools write them: Excel « CSV (séparateur : point-virgule) » in Windows-1252,
 * LibreOffice in UTF-8, exports with `,` and a decimal point, with or without a byte order mark.
 *
 * - Encoding: a BOM decides (UTF-8 or UTF-16 LE); otherwise bytes that are valid UTF-8 are UTF-8 — text in Windows-1252
 *   with accented letters is almost never valid UTF-8 (« é » is one byte, 0xE9, which UTF-8 only allows as the lead of
 *   a three-byte sequence) — and anything else is Windows-1252, the encoding of French Excel on Windows.
 * - Separator: the one of `;`, `,` and tab that splits the first records into the same number of fields, more than
 *   one; `;` wins a tie (French files, where `,` is the decimal comma inside numbers).
 * - Fields per RFC 4180: quoted fields may hold the separator, doubled quotes and line breaks; CRLF, LF or CR ends a
 *   record.
 */
import type { CsvSeparator, RawRow, RawTable, TextEncodingName } from './model';

export interface CsvReadOptions {
  encoding?: TextEncodingName;
  separator?: CsvSeparator;
}

/** Letters of French words, for the report of what was detected: absent from a file read in the wrong encoding. */
const FRENCH_LETTERS = /[àâäçéèêëîïôöùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŒÆ]/;

export function decodeText(
  bytes: Uint8Array,
  encoding?: TextEncodingName,
): { text: string; encoding: TextEncodingName } {
  const hasUtf8Bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const hasUtf16Bom = bytes[0] === 0xff && bytes[1] === 0xfe;
  const chosen: TextEncodingName =
    encoding ?? (hasUtf8Bom ? 'utf-8' : hasUtf16Bom ? 'utf-16le' : isValidUtf8(bytes) ? 'utf-8' : 'windows-1252');
  // TextDecoder drops a BOM of its own encoding (ignoreBOM false). Windows-1252 is decoded here: Node's TextDecoder
  // (without full ICU) reads it as Latin-1, giving U+0092 for the apostrophe ’ that French Excel writes as 0x92.
  const text = chosen === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(chosen).decode(bytes);
  return { text, encoding: chosen };
}

/** Bytes 0x80–0x9F of Windows-1252 (WHATWG Encoding); 0 marks the five unassigned ones, read as Latin-1. */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether text has French accented letters: a hint for the preview that the encoding was read right. */
export function hasFrenchLetters(text: string): boolean {
  return FRENCH_LETTERS.test(text);
}

/** Splits text into records of fields, with each record's number (1-based). */
export function parseCsv(text: string, separator: CsvSeparator): RawRow[] {
  const rows: RawRow[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let fieldStarted = false;
  let wasQuoted = false;
  /** Where a quoted field's closing quote was: spaces after it, before the separator, are not part of it. */
  let quotedEnd = 0;
  const endField = () => {
    const rest = field.slice(quotedEnd);
    fields.push(wasQuoted ? (rest.trim() === '' ? field.slice(0, quotedEnd) : field) : field.trim());
    field = '';
    fieldStarted = false;
    wasQuoted = false;
    quotedEnd = 0;
  };
  const endRecord = () => {
    endField();
    rows.push({ line: rows.length + 1, cells: fields.map((f) => (f === '' ? null : f)) });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          quotedEnd = field.length;
        }
      } else field += ch;
      continue;
    }
    if (ch === '"' && !fieldStarted && field.trim() === '') {
      // A quote opening a field (spaces before it are dropped); elsewhere a quote is an ordinary character.
      quoted = true;
      wasQuoted = true;
      fieldStarted = true;
      field = '';
    } else if (ch === separator) endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += ch;
      if (ch !== ' ' && ch !== '\t') fieldStarted = true;
    }
  }
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return rows;
}

/** Counts fields per record in the first records, quotes respected. */
function fieldCounts(text: string, separator: CsvSeparator, records = 20): number[] {
  const sample = parseCsv(text.slice(0, 64 * 1024), separator)
    .filter((r) => r.cells.some((c) => c !== null))
    .slice(0, records);
  return sample.map((r) => r.cells.length);
}

export function detectSeparator(text: string): CsvSeparator {
  let best: { separator: CsvSeparator; score: number } = { separator: ';', score: -1 };
  for (const separator of [';', ',', '\t'] as const) {
    const counts = fieldCounts(text, separator);
    if (counts.length === 0) continue;
    const first = counts[0] ?? 1;
    if (first < 2) continue;
    // Records that have as many fields as the first one (the header), weighted by how many fields that is.
    const consistent = counts.filter((c) => c === first).length / counts.length;
    const score = consistent * 100 + Math.min(first, 50);
    if (score > best.score) best = { separator, score };
  }
  return best.separator;
}

/** Decodes, detects and parses: the raw table of a CSV file. */
export function readCsv(bytes: Uint8Array, options: CsvReadOptions = {}): RawTable {
  const { text, encoding } = decodeText(bytes, options.encoding);
  const separator = options.separator ?? detectSeparator(text);
  return { rows: parseCsv(text, separator), format: 'csv', encoding, separator };
}
