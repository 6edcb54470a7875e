/**
 * A sheet's indices (issue 27): a sheet naming another as `previousSheetId` is that sheet's new indice. The chain of
 * previousSheetId links, read backwards from a sheet nobody names, is the plan's history; that last sheet is the
 * current indice.
 *
 * THE RULE: measurements on a replaced sheet — one whose new indice has received the carry-over (it has its
 * alignment) — stay where they are, readable, but are not counted in the project's current quantities. Until the
 * carry-over, the previous indice still counts: importing indice B never makes the project's quantities drop while
 * B has no measurement yet. The quantities engine (../library/quantities.ts) applies it through `replacedSheetIds`,
 * and everything that sums a project's quantities goes through the engine or through `countsSheet` here. The sheet
 * lists and the pairing show the newest indice (`currentSheets`, `supersededSheetIds`) from the import on.
 */
import type { IsoDateTime, Measurement, SheetRow } from '../takeoff/types';
import type { CarryReview } from './types';

type IndiceSheet = Pick<SheetRow, 'id' | 'previousSheetId' | 'indice' | 'revision'>;

/** The ids of the sheets that another sheet names as its previous indice. */
export function supersededSheetIds(sheets: Iterable<Pick<SheetRow, 'previousSheetId'>>): Set<string> {
  const ids = new Set<string>();
  for (const sheet of sheets) if (sheet.previousSheetId !== undefined) ids.add(sheet.previousSheetId);
  return ids;
}

/**
 * The ids of the sheets whose new indice has received the carry-over (it has its alignment): their measurements no
 * longer count (THE RULE above).
 */
export function replacedSheetIds(sheets: Iterable<Pick<SheetRow, 'previousSheetId' | 'alignment'>>): Set<string> {
  const ids = new Set<string>();
  for (const sheet of sheets) {
    if (sheet.previousSheetId !== undefined && sheet.alignment !== undefined) ids.add(sheet.previousSheetId);
  }
  return ids;
}

/** Whether another sheet of the list names this one as its previous indice. */
export function isSuperseded(
  sheet: Pick<SheetRow, 'id'>,
  sheets: Iterable<Pick<SheetRow, 'previousSheetId'>>,
): boolean {
  for (const s of sheets) if (s.previousSheetId === sheet.id) return true;
  return false;
}

/** The current indices: the sheets that no other sheet names as its previous one, in the order given. */
export function currentSheets<S extends Pick<SheetRow, 'id' | 'previousSheetId'>>(sheets: readonly S[]): S[] {
  const superseded = supersededSheetIds(sheets);
  return sheets.filter((s) => !superseded.has(s.id));
}

/**
 * Whether a sheet's measurements count: those of the sheets asked for (`sheetIds`: a filter by plan shows the plan
 * asked, a previous indice included), else those of every current sheet.
 */
export function countsSheet(
  sheets: Iterable<Pick<SheetRow, 'previousSheetId' | 'alignment'>>,
  sheetIds?: ReadonlySet<string>,
): (sheetId: string) => boolean {
  if (sheetIds) return (id) => sheetIds.has(id);
  const replaced = replacedSheetIds(sheets);
  return (id) => !replaced.has(id);
}

export interface IndiceEntry<S extends IndiceSheet = IndiceSheet> {
  readonly sheet: S;
  /** « A », « B »…: the confirmed indice, else the printed revision, else by order from the first (A). */
  readonly letter: string;
}

/**
 * The chain of indices ending at `sheetId`, newest first: the sheet, its previous indice, that one's previous… A chain
 * that loops or names a sheet that is gone stops there (rows edited by hand, a sheet deleted).
 */
export function indiceHistory<S extends IndiceSheet>(sheetId: string, sheets: Iterable<S>): IndiceEntry<S>[] {
  const byId = new Map<string, S>();
  for (const s of sheets) byId.set(s.id, s);
  const chain: S[] = [];
  const seen = new Set<string>();
  let next: S | undefined = byId.get(sheetId);
  while (next && !seen.has(next.id)) {
    seen.add(next.id);
    chain.push(next);
    next = next.previousSheetId === undefined ? undefined : byId.get(next.previousSheetId);
  }
  // Letters by order count from the oldest: the oldest without a letter of its own is A, the next B…
  const oldestFirst = [...chain].reverse();
  const letters: string[] = [];
  let previous: string | null = null;
  for (const sheet of oldestFirst) {
    const own = normaliseIndice(sheet.indice) ?? normaliseIndice(sheet.revision);
    const letter: string = own ?? (previous === null ? 'A' : indiceLetterAfter(previous));
    letters.push(letter);
    previous = letter;
  }
  return oldestFirst.map((sheet, i) => ({ sheet, letter: letters[i] ?? 'A' })).reverse();
}

/** The current indice of the chain a sheet belongs to (the newest sheet naming it, transitively), or the sheet. */
export function currentIndiceOf<S extends Pick<SheetRow, 'id' | 'previousSheetId'>>(
  sheetId: string,
  sheets: readonly S[],
): S | undefined {
  const next = new Map<string, S>();
  for (const s of sheets) if (s.previousSheetId !== undefined) next.set(s.previousSheetId, s);
  const seen = new Set<string>();
  let sheet = sheets.find((s) => s.id === sheetId);
  while (sheet && !seen.has(sheet.id)) {
    seen.add(sheet.id);
    const newer = next.get(sheet.id);
    if (!newer) return sheet;
    sheet = newer;
  }
  return sheet;
}

/** An indice as written on plans, trimmed and upper-cased (« b » → « B »); null when empty. */
export function normaliseIndice(value: string | undefined | null): string | null {
  const trimmed = value?.trim().toUpperCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The letter after an indice: A → B, B → C, Z → AA, AZ → BA (spreadsheet columns). A printed revision, when the new
 * plan has one, wins over this (`printed`). An indice that is not letters (« 2 », « B1 ») gets its trailing number
 * increased (« 3 », « B2 »), else « A ».
 */
export function indiceLetterAfter(previous: string | null | undefined, printed?: string | null): string {
  const own = normaliseIndice(printed);
  if (own) return own;
  const value = normaliseIndice(previous);
  if (!value) return 'A';
  if (/^[A-Z]+$/.test(value)) {
    const letters = [...value];
    let i = letters.length - 1;
    while (i >= 0 && letters[i] === 'Z') letters[i--] = 'A';
    if (i < 0) return `A${letters.join('')}`;
    letters[i] = String.fromCharCode((letters[i] as string).charCodeAt(0) + 1);
    return letters.join('');
  }
  const number = /^(.*?)(\d+)$/.exec(value);
  if (number) return `${number[1] ?? ''}${Number(number[2]) + 1}`;
  return 'A';
}

// ---------------------------------------------------------------------------------------------------------------
// A measurement's indices, for its provenance sentence (src/i18n/provenance.ts, indiceProvenanceText)
// ---------------------------------------------------------------------------------------------------------------

export interface IndiceProvenance {
  /** The letter of the indice the measurement is on. */
  readonly on: string;
  /** Carried: the letter of the indice it was carried from (null when that sheet is gone and unknown). */
  readonly from?: string | null;
  readonly review?: CarryReview;
  readonly checkedAt?: IsoDateTime;
}

/**
 * Which indice a measurement was made or checked on. Null for a measurement on a sheet that has a single indice and
 * was not carried (every sheet before comparison): there is nothing to say.
 */
export function indiceProvenanceOf(
  m: Pick<Measurement, 'sheetId' | 'carried'>,
  sheets: readonly IndiceSheet[],
): IndiceProvenance | null {
  const history = indiceHistory(m.sheetId, sheets);
  const own = history[0];
  if (!own) return null;
  const inChain = own.sheet.previousSheetId !== undefined || isSuperseded(own.sheet, sheets);
  if (!m.carried) return inChain ? { on: own.letter } : null;
  const source = history.find((e) => e.sheet.id === m.carried?.sheetId) ?? history[1];
  return {
    on: own.letter,
    from: source?.letter ?? null,
    review: m.carried.review,
    ...(m.carried.checkedAt ? { checkedAt: m.carried.checkedAt } : {}),
  };
}
