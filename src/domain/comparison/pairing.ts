/**
 * Pairing a new file's pages with the project's current sheets (issue 27, item 1): which sheet each page is a new
 * indice of. As Bluebeam matches two sets: the sheet number first (« A-101 », « PLN 03 », « 03 »: read from the title
 * block by the import, ../pdf/sheetName.ts, or from the names), then the title-block name (case, accents, spacing
 * and « indice B » suffixes aside), then page order for the rest. Never two pages on one sheet; a page left with no
 * sheet is paired with `null` (a new sheet of its own). The person confirms or edits the result (`checkPairing`).
 */
import type { SheetRow } from '../takeoff/types';
import { currentSheets, indiceHistory, indiceLetterAfter } from './indices';
import type { IndicePage, PagePairing } from './types';

type PairableSheet = Pick<SheetRow, 'id' | 'name' | 'fileId' | 'pageIndex' | 'previousSheetId'>;

// ---------------------------------------------------------------------------------------------------------------
// Reading numbers and names
// ---------------------------------------------------------------------------------------------------------------

/** As ../pdf/sheetName.ts reads them: A-101, A101, PL 02, PLN-03, AF101, A1.01, E-201b — letters then digits. */
const NUMBER_TOKEN = /(?<![\p{L}\d])([A-Z]{1,4}[-_. ]?\d{1,4}(?:[.-]\d{1,3})?[A-Z]?)(?![\p{L}\d])/iu;
/** A name that starts with a bare number and a separator: « 03 – Plan R+1 », « 12_coupes ». */
const LEADING_NUMBER = /^\s*(\d{1,4}(?:[.-]\d{1,3})?)(?:\s*[-–—:_.]\s*|\s+)(?=\p{L})/u;
/** Paper formats and level names shaped like a sheet number. */
const NOT_A_NUMBER = /^(?:A[0-5]|R[-+]?\d+|N\d+|P\d+|[RN]DC\d*)$/i;

/**
 * A sheet number's comparable form: upper case, its letter and digit runs with separators and leading zeros dropped
 * (« PLN 03 » = « pln-3 » → PLN|3; « A-101 » = « A101 » → A|101; « A1.01 » → A|1|1).
 */
export function normaliseSheetNumber(value: string): string | null {
  const runs = value.toUpperCase().match(/[A-Z]+|\d+/g);
  if (!runs || !runs.some((r) => /\d/.test(r))) return null;
  return runs.map((r) => (/\d/.test(r) ? String(Number(r)) : r)).join('|');
}

/** The sheet number written in a name or a title block line, or null. */
export function sheetNumberIn(text: string): string | null {
  const leading = LEADING_NUMBER.exec(text);
  if (leading?.[1]) return normaliseSheetNumber(leading[1]);
  const whole = text.trim();
  if (/^\d{1,4}$/.test(whole)) return normaliseSheetNumber(whole);
  const token = numberToken(text);
  return token ? normaliseSheetNumber(token) : null;
}

/**
 * The number-shaped token of a text: drawings write their numbers in capitals, so « PLN 03 » wins over « lot 2 » in
 * « Plans lot 2 PLN 03 »; among equals, the first.
 */
function numberToken(text: string): string | null {
  const tokens = [...text.matchAll(new RegExp(NUMBER_TOKEN.source, 'giu'))]
    .map((m) => m[1] ?? '')
    .filter((t) => t !== '' && !NOT_A_NUMBER.test(t.replace(/[-_. ]/g, '')));
  return tokens.find((t) => t === t.toUpperCase()) ?? tokens[0] ?? null;
}

/** « indice B », « ind. C », « rév. D », « rev 2 », « version B »: the indice printed in a name, not the sheet. */
const INDICE_SUFFIX = /\b(?:indice|ind|r[ée]v(?:ision)?|rev|version|v)\.?\s*[a-z]{1,2}\d?\b/giu;

/**
 * A name's comparable form: its sheet number and indice dropped, lower case, without accents, punctuation as spaces,
 * spaces collapsed (« A-101 – PLAN RDC, indice B » → « plan rdc »).
 */
export function normaliseSheetName(name: string): string {
  let text = name;
  const leading = LEADING_NUMBER.exec(text);
  if (leading) text = text.slice(leading[0].length);
  else {
    const token = numberToken(text);
    if (token) text = text.replace(token, ' ');
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(INDICE_SUFFIX, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\d+]+/gu, ' ')
    .trim();
}

const pageNumber = (page: IndicePage) =>
  (page.number !== undefined ? normaliseSheetNumber(page.number) : null) ?? sheetNumberIn(page.name);

// ---------------------------------------------------------------------------------------------------------------
// Pairing
// ---------------------------------------------------------------------------------------------------------------

export interface PairingOptions {
  /**
   * The file the new one revises (PlanFileRow.revisionOf), when the person said so: page order pairs with that file's
   * sheets only. Absent: the file most of the pages already paired belong to, else every current sheet in order.
   */
  readonly previousFileId?: string;
}

/**
 * Each page's sheet (in the pages' order). `sheets` are the project's sheets: those that already have a newer indice
 * are left out here.
 */
export function pairPages(
  pages: readonly IndicePage[],
  sheets: readonly PairableSheet[],
  options: PairingOptions = {},
): PagePairing[] {
  const candidates = currentSheets(sheets);
  const claimed = new Set<string>();
  const result = new Map<number, PagePairing>();
  const claim = (page: IndicePage, sheet: PairableSheet, reason: PagePairing['reason']) => {
    claimed.add(sheet.id);
    result.set(page.pageIndex, { pageIndex: page.pageIndex, sheetId: sheet.id, ...(reason ? { reason } : {}) });
  };
  const free = () => candidates.filter((s) => !claimed.has(s.id));
  const ordered = [...pages].sort((a, b) => a.pageIndex - b.pageIndex);

  // 1. The sheet number: one free sheet with it (several: the one whose name also matches).
  const numbers = new Map(candidates.map((s) => [s.id, sheetNumberIn(s.name)]));
  for (const page of ordered) {
    const number = pageNumber(page);
    if (!number) continue;
    let matches = free().filter((s) => numbers.get(s.id) === number);
    if (matches.length > 1) {
      const name = normaliseSheetName(page.name);
      matches = matches.filter((s) => normaliseSheetName(s.name) === name);
    }
    const [only] = matches;
    if (only && matches.length === 1) claim(page, only, 'number');
  }

  // 2. The name, when one free sheet has it. A page whose number names another sheet is not paired by name.
  for (const page of ordered) {
    if (result.has(page.pageIndex)) continue;
    const name = normaliseSheetName(page.name);
    if (!name) continue;
    const number = pageNumber(page);
    const matches = free().filter((s) => {
      const own = numbers.get(s.id);
      return normaliseSheetName(s.name) === name && (!number || !own || own === number);
    });
    const [only] = matches;
    if (only && matches.length === 1) claim(page, only, 'name');
  }

  // 3. Page order for the rest: the remaining pages and the remaining sheets of the file revised, in order.
  const fileId = options.previousFileId ?? likeliestFile([...result.values()], candidates);
  const rest = free()
    .filter((s) => fileId === null || s.fileId === fileId)
    .sort((a, b) => (fileId === null ? 0 : a.pageIndex - b.pageIndex));
  for (const page of ordered) {
    if (result.has(page.pageIndex)) continue;
    const sheet = rest.shift();
    if (!sheet) break;
    claim(page, sheet, 'order');
  }
  return pages.map((page) => result.get(page.pageIndex) ?? { pageIndex: page.pageIndex, sheetId: null });
}

/** The file most of the sheets paired so far belong to (ties: the first paired); null when none is paired. */
function likeliestFile(pairings: readonly PagePairing[], sheets: readonly PairableSheet[]): string | null {
  const counts = new Map<string, number>();
  for (const p of pairings) {
    const sheet = sheets.find((s) => s.id === p.sheetId);
    if (sheet) counts.set(sheet.fileId, (counts.get(sheet.fileId) ?? 0) + 1);
  }
  let best: string | null = null;
  let most = 0;
  for (const [fileId, n] of counts) {
    if (n > most) {
      best = fileId;
      most = n;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// A person's edited pairing
// ---------------------------------------------------------------------------------------------------------------

export type PairingProblem =
  /** Two pages (or more) on one sheet. */
  | { readonly code: 'duplicate'; readonly sheetId: string; readonly pageIndexes: readonly number[] }
  /** A sheet that is not in the project, or that already has a newer indice. */
  | { readonly code: 'notCurrent'; readonly sheetId: string; readonly pageIndex: number }
  /** A page that is not in the file, or listed twice. */
  | { readonly code: 'badPage'; readonly pageIndex: number }
  /** No page is paired: that is a plain import, not a new indice. */
  | { readonly code: 'nothingPaired' };

/** The problems of a pairing as the person left it; [] when it can be imported. */
export function checkPairing(
  pairings: readonly PagePairing[],
  pages: readonly IndicePage[],
  sheets: readonly PairableSheet[],
): PairingProblem[] {
  const problems: PairingProblem[] = [];
  const current = new Set(currentSheets(sheets).map((s) => s.id));
  const pageIndexes = new Set(pages.map((p) => p.pageIndex));
  const seenPages = new Set<number>();
  const bySheet = new Map<string, number[]>();
  for (const pairing of pairings) {
    if (!pageIndexes.has(pairing.pageIndex) || seenPages.has(pairing.pageIndex)) {
      problems.push({ code: 'badPage', pageIndex: pairing.pageIndex });
      continue;
    }
    seenPages.add(pairing.pageIndex);
    if (pairing.sheetId === null) continue;
    if (!current.has(pairing.sheetId)) {
      problems.push({ code: 'notCurrent', sheetId: pairing.sheetId, pageIndex: pairing.pageIndex });
      continue;
    }
    bySheet.set(pairing.sheetId, [...(bySheet.get(pairing.sheetId) ?? []), pairing.pageIndex]);
  }
  for (const [sheetId, indexes] of bySheet) {
    if (indexes.length > 1) problems.push({ code: 'duplicate', sheetId, pageIndexes: indexes });
  }
  if (bySheet.size === 0 && problems.length === 0) problems.push({ code: 'nothingPaired' });
  return problems;
}

/** A person's choice for one page: the pairing edited, its reason 'manual'. */
export function repair(pairings: readonly PagePairing[], pageIndex: number, sheetId: string | null): PagePairing[] {
  return pairings.map((p) =>
    p.pageIndex !== pageIndex
      ? p
      : sheetId === null
        ? { pageIndex, sheetId }
        : { pageIndex, sheetId, reason: 'manual' },
  );
}

/**
 * The indice a paired page gets: the letter printed on it, else the one after its previous sheet's (A → B). Sheets
 * are the project's, for the previous sheet's own letter (its history).
 */
export function indiceForPage(
  page: Pick<IndicePage, 'revision'>,
  previousSheetId: string,
  sheets: readonly Pick<SheetRow, 'id' | 'previousSheetId' | 'indice' | 'revision'>[],
): string {
  const previous = indiceHistory(previousSheetId, sheets)[0]?.letter ?? null;
  return indiceLetterAfter(previous, page.revision);
}
