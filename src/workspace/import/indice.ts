/**
 * Importing a file as the new indice of a project's sheets (issue 27): the sheets a page can follow, the letter it
 * takes, whether it has its sheet's size, and whether a pairing can be saved. Pure. Which sheets are current and
 * what letter each has are the comparison model's (domain/comparison/indices.ts).
 */
import { currentSheets, indiceHistory, indiceLetterAfter } from '../../domain/comparison/indices';
import type { IndicePage, PagePairing } from '../../domain/comparison/types';
import type { SheetRow } from '../../domain/takeoff/types';
import type { IndiceSheet, PairingProblem, PairingQuestion } from './types';

/**
 * Whether a page has the size of the sheet it follows, to 2 % on either side — the pairing dialog's rule
 * (screens/Workspace/Comparison: isOtherSize): a re-plot by another driver moves a few points, A1 and A0 differ by
 * 41 %. A page turned a quarter does not.
 */
export function hasSheetSize(page: Pick<IndicePage, 'width' | 'height'>, sheet: Pick<IndiceSheet, 'width' | 'height'>) {
  const close = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(a, b);
  return close(page.width, sheet.width) && close(page.height, sheet.height);
}

/** The project's current sheets as the pairing shows them. */
export function indiceSheets(sheets: readonly SheetRow[]): IndiceSheet[] {
  return currentSheets(sheets).map((s) => ({
    id: s.id,
    name: s.name,
    indice: indiceHistory(s.id, sheets)[0]?.letter ?? 'A',
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
  return indiceLetterAfter(sheet.indice, page.revision);
}
