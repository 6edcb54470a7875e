/**
 * The order in which a list of measurements from several sheets is read (the quantities page's « mesures non
 * reliées »): by sheet, in the project's sheet order (the sheet list's), then by label in natural French order
 * (« Ch. 2 » before « Ch. 10 », accents and case not separating labels), then by id so that the order is stable.
 */
import type { Measurement } from './types';

const labelOrder = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

export function bySheetThenLabel<M extends Pick<Measurement, 'id' | 'sheetId' | 'label'>>(
  measurements: readonly M[],
  sheetOrder: readonly string[],
): M[] {
  const rank = new Map(sheetOrder.map((id, i) => [id, i]));
  // A sheet the list does not know (being deleted) goes last rather than first.
  const rankOf = (m: M) => rank.get(m.sheetId) ?? sheetOrder.length;
  return [...measurements].sort(
    (a, b) => rankOf(a) - rankOf(b) || labelOrder.compare(a.label, b.label) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
