/**
 * Finding articles: by words of the désignation, by number, by tag, without regard to accents or case (« beton »
 * finds « Béton », « oeuvre » finds « œuvre »), by lot, active only. Every word typed must be found; a word that
 * looks like a number (`02.03`, with a dot or a comma) matches numbers that start with it.
 */
import { compileFormula } from '../formula/compile';
import { UNIT_SPECS, sameDims } from '../formula/units';
import type { Unit } from '../takeoff/quantity';
import type { MeasurementKind } from '../takeoff/types';
import { normalizeNumber } from './numbering';
import type { OutlineArticle } from './outline';

/** Lower case, accents removed, ligatures spelled out, typographic signs made plain, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[×]/g, 'x')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

export interface ArticleQuery {
  /** Words to find in the désignation, the number or the tags. */
  readonly text?: string;
  /** Only these lots, by code (`02`). */
  readonly lotCodes?: readonly string[];
  readonly libraryIds?: readonly string[];
  readonly units?: readonly Unit[];
  readonly activeOnly?: boolean;
  /** Articles of these units first (see preferUnits); the others follow. */
  readonly preferUnits?: readonly Unit[];
}

/** A predicate for a query, with the text normalized once rather than per article. */
export function articleMatcher(query: ArticleQuery): (entry: OutlineArticle) => boolean {
  const words = normalizeText(query.text ?? '')
    .split(' ')
    .filter((w) => w !== '');
  const lots = query.lotCodes && new Set(query.lotCodes.map((c) => normalizeNumber(c) ?? c));
  const libraries = query.libraryIds && new Set(query.libraryIds);
  const units = query.units && new Set(query.units);
  const haystacks = new WeakMap<OutlineArticle, string>();
  const haystack = (entry: OutlineArticle) => {
    let text = haystacks.get(entry);
    if (text === undefined) {
      text = normalizeText([entry.article.designation, ...entry.article.tags].join(' '));
      haystacks.set(entry, text);
    }
    return text;
  };
  return (entry) => {
    const { article } = entry;
    if (query.activeOnly && !article.actif) return false;
    if (lots && !lots.has(normalizeNumber(entry.lot.code) ?? entry.lot.code)) return false;
    if (libraries && !libraries.has(article.bibliotheque_id)) return false;
    if (units && !units.has(article.unite)) return false;
    return words.every((word) => {
      // `02.03` and `2,3` are numbers; a lone `2` is a word (« 2 vantaux »), not every article of lot 02.
      const number = /^[0-9]+([.,][0-9]+)+[.,]?$/.test(word) ? normalizeNumber(word.replace(/[.,]$/, '')) : null;
      if (number !== null && (entry.number === number || entry.number.startsWith(`${number}.`))) return true;
      return haystack(entry).includes(word);
    });
  };
}

/** The articles that match, in the order given (number order for an outline). */
export function searchArticles(entries: readonly OutlineArticle[], query: ArticleQuery): OutlineArticle[] {
  return preferUnits(entries.filter(articleMatcher(query)), query.preferUnits);
}

// --- Compatible units first (issue 24, item 5) ----------------------------------------------------------------------

/**
 * The article units a measurement's own quantity (formula `Q`) can feed without a unit error: those of the same
 * dimensions as Q (ml for a length, m² for an area or a wall, m³ for a volume, U, ens and forfait for a count).
 */
export function compatibleUnits(kind: MeasurementKind): Unit[] {
  const q = compileFormula('Q', { kind, target: null, variable: () => undefined });
  return (Object.keys(UNIT_SPECS) as Unit[]).filter((unit) => sameDims(UNIT_SPECS[unit].dims, q.dims));
}

/**
 * `entries` with those of a preferred unit first, each part in the order given (a stable partition): article search
 * proposes articles a measurement can feed without a unit error before the others, which stay reachable.
 */
export function preferUnits<T extends OutlineArticle>(entries: readonly T[], units: readonly Unit[] | undefined): T[] {
  if (!units || units.length === 0) return [...entries];
  const preferred = new Set(units);
  const first: T[] = [];
  const rest: T[] = [];
  for (const entry of entries) (preferred.has(entry.article.unite) ? first : rest).push(entry);
  return [...first, ...rest];
}
