/**
 * « Sélectionner… » (issue 26, item 4): the sheet's measurements chosen by what they are rather than where they are —
 * their kind, the PDF layers their element was taken from, a label pattern, their colour, whether they feed an
 * article. Pure: the measurements in, the ids out, in the order given (the table's), so the selection atom the select
 * tool and the table share can take them as they are.
 *
 * A label pattern is matched as people type a search: case and accents do not matter (« cloison » finds « CLOISON »
 * and « Cloisôn »), the text may be anywhere in the label, and `*` stands for any run of characters (« ch*1 » finds
 * « Chambre 1 » and « Chambre 12 »). Criteria left empty do not filter; the ones given all apply (AND); within one
 * criterion, the values chosen are alternatives (Surface or Longueur).
 */
import { linksOf } from '../library/quantities';
import type { Measurement, MeasurementKind, PaletteKey } from '../takeoff/types';

export interface SelectionCriteria {
  /** Empty or absent: every kind. */
  readonly kinds?: readonly MeasurementKind[];
  /** Layer names: a measurement taken from any of them. Empty or absent: no filter on layers. */
  readonly layers?: readonly string[];
  /** « contient », `*` as a wildcard; blank: no filter on the label. */
  readonly label?: string;
  /** Empty or absent: every colour. */
  readonly colors?: readonly PaletteKey[];
  /** Only the measurements that feed no article. */
  readonly unlinkedOnly?: boolean;
}

/** The label's comparable form: lower case, accents and ligatures of French taken off, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label pattern as a test; null for a blank pattern (or one of `*` only): no filter. */
export function labelMatcher(pattern: string): ((label: string) => boolean) | null {
  const folded = foldText(pattern);
  if (folded.replace(/\*/g, '') === '') return null;
  const source = folded.split('*').map(escapeRegExp).join('.*');
  const expression = new RegExp(source, 'u');
  return (label) => expression.test(foldText(label));
}

/** The layer names the measurements were taken from, each once, sorted as French sorts them. */
export function layersOf(measurements: Iterable<Measurement>): string[] {
  const names = new Set<string>();
  for (const m of measurements) for (const name of m.element?.layers ?? []) names.add(name);
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}

/** The kinds and colours present, for offering only choices that select something. */
export function presentValues(measurements: Iterable<Measurement>): {
  kinds: MeasurementKind[];
  colors: PaletteKey[];
} {
  const kinds = new Set<MeasurementKind>();
  const colors = new Set<PaletteKey>();
  for (const m of measurements) {
    kinds.add(m.kind);
    colors.add(m.color);
  }
  return { kinds: [...kinds], colors: [...colors] };
}

/** Whether no criterion filters anything (« Tout sélectionner »). */
export function isEmptyCriteria(criteria: SelectionCriteria): boolean {
  return (
    (criteria.kinds?.length ?? 0) === 0 &&
    (criteria.layers?.length ?? 0) === 0 &&
    labelMatcher(criteria.label ?? '') === null &&
    (criteria.colors?.length ?? 0) === 0 &&
    criteria.unlinkedOnly !== true
  );
}

/** The ids of the measurements meeting every criterion given, in the order of `measurements`. */
export function selectByCriteria(measurements: Iterable<Measurement>, criteria: SelectionCriteria): string[] {
  const kinds = criteria.kinds?.length ? new Set(criteria.kinds) : null;
  const layers = criteria.layers?.length ? new Set(criteria.layers) : null;
  const colors = criteria.colors?.length ? new Set(criteria.colors) : null;
  const label = labelMatcher(criteria.label ?? '');
  const ids: string[] = [];
  for (const m of measurements) {
    if (kinds && !kinds.has(m.kind)) continue;
    if (layers && !(m.element?.layers ?? []).some((name) => layers.has(name))) continue;
    if (colors && !colors.has(m.color)) continue;
    if (label && !label(m.label)) continue;
    if (criteria.unlinkedOnly && linksOf(m).length > 0) continue;
    ids.push(m.id);
  }
  return ids;
}
