/**
 * Numbers of the lot → chapitre → article tree: `02`, `02.03`, `02.03.01`. Each node stores its own code; a number is
 * the codes joined with dots along the parents. Codes compare naturally (9 before 10, 2 before 2A before 2B), which
 * is also the order of siblings.
 */

/** A code: digits, optionally followed by letters (lot 10A); at most 6 characters. */
export const CODE_PATTERN = /^[0-9]{1,4}[A-Za-z]{0,2}$/;
/** One to three codes joined with dots. */
export const NUMBER_PATTERN = /^[0-9]{1,4}[A-Za-z]{0,2}(\.[0-9]{1,4}[A-Za-z]{0,2}){0,2}$/;

/** Codes are shown with at least two digits (01, 02…), as in every DPGF. */
const MIN_WIDTH = 2;

export function isCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/**
 * The codes of a number as typed: `02.03.01`, ` 2.3.1 `, `02 . 03 . 01`, `02,03,01` (a spreadsheet in French turns
 * dots into commas). Null when it is not a number.
 */
export function parseNumber(text: string): string[] | null {
  const compact = text.trim().replace(/\s*[.,]\s*/g, '.');
  return NUMBER_PATTERN.test(compact) ? compact.split('.') : null;
}

/** The same code written with two digits at least: `2` → `02`, `3A` → `03A`. */
export function padCode(code: string): string {
  const match = /^([0-9]+)(.*)$/.exec(code);
  if (!match) return code;
  return `${(match[1] ?? '').padStart(MIN_WIDTH, '0')}${match[2] ?? ''}`;
}

/** A number with each code padded, so that `2.3.1` and `02.03.01` are the same number. */
export function normalizeNumber(text: string): string | null {
  const codes = parseNumber(text);
  return codes ? codes.map(padCode).join('.') : null;
}

export function joinNumber(codes: readonly string[]): string {
  return codes.join('.');
}

/** Natural order of codes: by their numeric part, then their letters (2 < 2A < 2B < 10). */
export function compareCodes(a: string, b: string): number {
  const pa = /^([0-9]*)(.*)$/.exec(a);
  const pb = /^([0-9]*)(.*)$/.exec(b);
  const na = Number(pa?.[1] || Number.POSITIVE_INFINITY);
  const nb = Number(pb?.[1] || Number.POSITIVE_INFINITY);
  if (na !== nb) return na < nb ? -1 : 1;
  const ra = (pa?.[2] ?? '').toUpperCase();
  const rb = (pb?.[2] ?? '').toUpperCase();
  if (ra !== rb) return ra < rb ? -1 : 1;
  // Same value, different writing (2 and 02): a stable order all the same.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Natural order of numbers, code by code; a parent comes before its children (02.03 < 02.03.01). */
export function compareNumbers(a: string, b: string): number {
  const ca = a.split('.');
  const cb = b.split('.');
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) {
    const order = compareCodes(ca[i] ?? '', cb[i] ?? '');
    if (order !== 0) return order;
  }
  return ca.length - cb.length;
}

const width = (codes: readonly string[]) =>
  Math.max(MIN_WIDTH, ...codes.map((c) => /^[0-9]*/.exec(c)?.[0].length ?? 0));

/** The code after the last of `siblings`: `01` for the first, `04` after 01, 03; `100` after 99. */
export function nextCode(siblings: readonly string[]): string {
  const numbers = siblings.map((c) => Number(/^[0-9]*/.exec(c)?.[0] || '0'));
  const next = Math.max(0, ...numbers) + 1;
  return String(next).padStart(width(siblings), '0');
}

/** Codes 01, 02, 03… for `count` siblings in order (001… past 99). */
export function sequentialCodes(count: number): string[] {
  const digits = Math.max(MIN_WIDTH, String(count).length);
  return Array.from({ length: count }, (_, i) => String(i + 1).padStart(digits, '0'));
}
