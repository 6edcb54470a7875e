/**
 * Importing a file as the new indice of a project's sheets (issue 27): which sheets are current, what indice each
 * has, what letter a new one gets, whether a page has its sheet's size, and whether a pairing can be saved. Pure.
 */
import type { IndicePage, PagePairing } from '../../domain/comparison/types';
import type { SheetRow } from '../../domain/takeoff/types';
import type { IndiceSheet, PairingProblem, PairingQuestion } from './types';

/** The sheets no other sheet names as its previous indice: those a new indice can follow. In the order given. */
export function currentSheets(sheets: readonly SheetRow[]): SheetRow[] {
  const superseded = new Set(sheets.map((s) => s.previousSheetId));
  return sheets.filter((s) => !superseded.has(s.id));
}

/** The n-th letter indice, from 0: A, B… Z, AA, AB… (as spreadsheet columns). */
function letterAt(n: number): string {
  let text = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) text = String.fromCharCode(65 + ((k - 1) % 26)) + text;
  return text;
}

/**
 * A sheet's indice: the one confirmed at import, else the one printed on it, else its place in its chain of previous
 * indices (a first sheet is A). `byId` holds the project's sheets, to walk the chain.
 */
export function indiceOfSheet(sheet: SheetRow, byId: ReadonlyMap<string, SheetRow>): string {
  const own = sheet.indice ?? sheet.revision;
  if (own) return own;
  let depth = 0;
  const seen = new Set([sheet.id]);
  for (let id = sheet.previousSheetId; id !== undefined && !seen.has(id); id = byId.get(id)?.previousSheetId) {
    seen.add(id);
    depth++;
  }
  return letterAt(depth);
}

/**
 * The indice after this one: B after A, AA after Z, 03 after 02 (its width kept), P2 after P1; a value of another
 * shape gets a letter after it would be a guess, so it gets « B » (the person can rename it).
 */
export function nextIndice(previous: string): string {
  const text = previous.trim().toUpperCase();
  const numbered = /^([A-Z]*)(\d+)$/.exec(text);
  if (numbered) {
    const [, prefix = '', digits = ''] = numbered;
    return `${prefix}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
  }
  if (/^[A-Z]+$/.test(text)) {
    let n = 0;
    for (const char of text) n = n * 26 + (char.charCodeAt(0) - 64);
    return letterAt(n);
  }
  return 'B';
}

/**
 * Whether a page has the size of the sheet it follows, to 1 % (a re-plot by another driver moves a few points);
 * a page turned a quarter does not.
 */
export function hasSheetSize(page: Pick<IndicePage, 'width' | 'height'>, sheet: Pick<IndiceSheet, 'width' | 'height'>) {
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.01 * Math.max(a, b);
  return close(page.width, sheet.width) && close(page.height, sheet.height);
}

/** The project's current sheets as the pairing shows them. */
export function indiceSheets(sheets: readonly SheetRow[]): IndiceSheet[] {
  const byId = new Map(sheets.map((s) => [s.id, s]));
  return currentSheets(sheets).map((s) => ({
    id: s.id,
    name: s.name,
    indice: indiceOfSheet(s, byId),
    width: s.width,
    height: s.height,
  }));
}

/** The pages of this pairing whose size differs from their sheet's, for a warning next to each. */
export function sizeMismatches(question: PairingQuestion, pairing: readonly PagePairing[]): number[] {
  const sheets = new Map(question.sheets.map((s) => [s.id, s]));
  return pairing.flatMap(({ pageIndex, sheetId }) => {
    const page = question.pages.find((p) => p.pageIndex === pageIndex);
    const sheet = sheetId === null ? undefined : sheets.get(sheetId);
    return page && sheet && !hasSheetSize(page, sheet) ? [pageIndex] : [];
  });
}

/** Why this pairing cannot be saved, or null: one pairing per page, each sheet a current one, paired once. */
export function pairingProblem(question: PairingQuestion, pairing: readonly PagePairing[]): PairingProblem | null {
  const pages = new Set(question.pages.map((p) => p.pageIndex));
  const paired = new Set(pairing.map((p) => p.pageIndex));
  if (pairing.length !== pages.size || paired.size !== pages.size || ![...paired].every((i) => pages.has(i))) {
    return 'pagesMismatch';
  }
  const sheetIds = pairing.flatMap((p) => (p.sheetId === null ? [] : [p.sheetId]));
  const current = new Set(question.sheets.map((s) => s.id));
  if (!sheetIds.every((id) => current.has(id))) return 'unknownSheet';
  if (new Set(sheetIds).size !== sheetIds.length) return 'sheetTwice';
  return null;
}

/**
 * The indice letter a page takes as the new indice of `sheet`: the one printed on the page when read, else the one
 * after the sheet's.
 */
export function newIndice(page: Pick<IndicePage, 'revision'>, sheet: Pick<IndiceSheet, 'indice'>): string {
  return page.revision ?? nextIndice(sheet.indice);
}
