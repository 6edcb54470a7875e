/**
 * What a measurement looks like on the plan, in its legend and in the plan de repérage: its colour and its count
 * symbol. The article it is counted under decides when that article has chosen (so every « Carrelage 30 × 30 » of a
 * project reads alike on every sheet); else the measurement's own colour, the count's own symbol, the default symbol.
 * A count's own symbol wins over its article's: the person chose it for this count, on purpose.
 */
import type { ArticleRow } from '../library/types';
import { DEFAULT_COUNT_SYMBOL, type CountSymbol, type Measurement, type PaletteKey } from '../takeoff/types';

/** The lookup the resolvers need: a project's (or a library's) articles by id. */
export type ArticlesById = ReadonlyMap<string, Pick<ArticleRow, 'color' | 'symbol'>>;

export interface Appearance {
  readonly color: PaletteKey;
  readonly symbol: CountSymbol;
}

/**
 * The article a measurement is shown as: its first link's (the article it feeds first), else its `articleId`. A
 * measurement feeding several articles (a wall → plaster and paint) is drawn once, in its first article's colour.
 */
export function primaryArticleId(m: Pick<Measurement, 'articleId' | 'links'>): string | undefined {
  return m.links && m.links.length > 0 ? m.links[0]?.articleId : m.articleId;
}

export function resolveAppearance(m: Measurement, articlesById: ArticlesById): Appearance {
  const id = primaryArticleId(m);
  return appearanceWith(m, id === undefined ? undefined : articlesById.get(id));
}

/**
 * The rule itself, with the article already chosen: the plan de repérage's legend draws one row per article a
 * measurement feeds, each in that article's colour (../reperage/style.ts).
 */
export function appearanceWith(m: Measurement, article: Pick<ArticleRow, 'color' | 'symbol'> | undefined): Appearance {
  const color = article?.color ?? m.color;
  const own = m.kind === 'count' ? m.symbol : undefined;
  return { color, symbol: own ?? article?.symbol ?? DEFAULT_COUNT_SYMBOL };
}
