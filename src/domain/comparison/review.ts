/**
 * What the carry-over review and the changes list read of a new indice (issue 27): the carried measurements a change
 * touched, with the numbers of those changes in the list's order, how many were carried silently, and, per changed
 * region, the measurements it touches. Pure reads of the rows; the routes word them in French.
 */
import type { Measurement, SheetRow } from '../takeoff/types';
import type { CarryReview } from './types';

export interface FlaggedCarry {
  readonly measurement: Measurement;
  readonly review: CarryReview;
  /** 1-based, in the order of `sheet.changes` (the changes list's numbers). */
  readonly regionNumbers: readonly number[];
}

export interface CarryReviewData {
  /** The carried measurements a change touched, in any review state, in the rows' order. */
  readonly flagged: readonly FlaggedCarry[];
  /** Carried with no change touching them. */
  readonly silentCount: number;
  /** Of `flagged`, those still « à vérifier ». */
  readonly toCheckCount: number;
}

/** The carry-over review of a sheet (its measurements carried from its previous indice). */
export function carryReviewOf(
  sheet: Pick<SheetRow, 'id' | 'changes'>,
  measurements: Iterable<Measurement>,
): CarryReviewData {
  const numbers = new Map((sheet.changes ?? []).map((r, i) => [r.id, i + 1]));
  const flagged: FlaggedCarry[] = [];
  let silentCount = 0;
  let toCheckCount = 0;
  for (const m of measurements) {
    if (m.sheetId !== sheet.id || !m.carried) continue;
    if (m.carried.regionIds.length === 0) {
      silentCount++;
      continue;
    }
    if (m.carried.review === 'toCheck') toCheckCount++;
    flagged.push({
      measurement: m,
      review: m.carried.review,
      regionNumbers: m.carried.regionIds.flatMap((id) => {
        const n = numbers.get(id);
        return n === undefined ? [] : [n];
      }),
    });
  }
  return { flagged, silentCount, toCheckCount };
}

/** Per changed region of the sheet, the carried measurements it touches (the changes list's « mesures touchées »). */
export function measurementsByRegion(
  sheet: Pick<SheetRow, 'id' | 'changes'>,
  measurements: Iterable<Measurement>,
): Map<string, Measurement[]> {
  const byRegion = new Map<string, Measurement[]>((sheet.changes ?? []).map((r) => [r.id, []]));
  for (const m of measurements) {
    if (m.sheetId !== sheet.id || !m.carried) continue;
    for (const id of m.carried.regionIds) byRegion.get(id)?.push(m);
  }
  return byRegion;
}
