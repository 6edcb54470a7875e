/**
 * The métré par local (issue 24, item 3): the quantities of the panel split by where their measurements are.
 *
 * - lot → article → localisation: each article line of the panel with one share per localisation of the measurements
 *   that feed it (« Niveau R+1 · Ch. 144 : 15,24 m² »);
 * - localisation → lot → article: the same shares turned around, one block per local.
 *
 * The rule that makes the two add up: a share is the sum of its links' values, each rounded to the unit's decimals
 * (money.ts, billedQuantity), the sum rounded again to those decimals (decimal values summed in binary carry noise).
 * An article's quantity is the sum of its links' values each so rounded (the project's one rounding rule, written in
 * money.ts and applied by the quantities engine), so the shares of an article add up exactly to its quantity.
 * Links that give no quantity (an error, a unit error included) give no share.
 */
import { compareLocalisation, localisationKey } from '../takeoff/localisation';
import type { Unit } from '../takeoff/quantity';
import type { Localisation, Measurement } from '../takeoff/types';
import { QUANTITY_DECIMALS, billedQuantity, roundTo } from './money';
import type { ArticleLine, LinkResult, QuantitiesPanelData } from './quantities';

export interface LocalisationShare {
  /** localisationKey(localisation): « » for the unlocalised. */
  readonly key: string;
  /** Absent for the measurements not localised. */
  readonly localisation: Localisation | undefined;
  /** In the article's unit, rounded to its decimals. */
  readonly quantity: number;
  /** The measurements whose links make the share, each once, in the order met. */
  readonly measurementIds: readonly string[];
}

export interface ArticleLocalisations {
  readonly articleId: string;
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  /** The article's quantity as the panel gives it. */
  readonly quantity: number;
  /** In localisation order, the unlocalised last. */
  readonly shares: readonly LocalisationShare[];
}

export interface LotOfLocalisation {
  readonly lotId: string;
  readonly number: string;
  readonly title: string;
  readonly articles: readonly (Omit<ArticleLocalisations, 'shares' | 'quantity'> & {
    readonly quantity: number;
    readonly measurementIds: readonly string[];
  })[];
}

export interface LocalisationGroup {
  readonly key: string;
  readonly localisation: Localisation | undefined;
  readonly lots: readonly LotOfLocalisation[];
}

export interface LocalisationSums {
  /** By article id, for every article line of the panel. */
  readonly byArticle: ReadonlyMap<string, ArticleLocalisations>;
  /** One group per localisation, in localisation order, the unlocalised last. */
  readonly byLocalisation: readonly LocalisationGroup[];
}

export interface LocalisationSumsInput {
  readonly panel: Pick<QuantitiesPanelData, 'lots'>;
  /**
   * The engine's per-link results of an article (QuantityEngine.linksOfArticle): given the filter's sheets, those on
   * them (a previous indice included), else those on the current sheets.
   */
  readonly linksOfArticle: (articleId: string, sheetIds?: ReadonlySet<string>) => readonly LinkResult[];
  /** The project's measurements by id (their localisation). */
  readonly measurements: ReadonlyMap<string, Pick<Measurement, 'localisation'>>;
  /** Only links on these sheets (the panel's filter). */
  readonly sheetIds?: ReadonlySet<string>;
}

/** Sums of link values each rounded, by localisation, for one article. */
function sharesOf(line: ArticleLine, input: LocalisationSumsInput): LocalisationShare[] {
  const unit = line.article.unite;
  const shares = new Map<string, { localisation: Localisation | undefined; sum: number; ids: string[] }>();
  for (const link of input.linksOfArticle(line.article.id, input.sheetIds)) {
    if (link.value === null) continue;
    // A PSE's links are not in the base's quantities, so not in their shares either.
    if (link.pse) continue;
    if (input.sheetIds && !input.sheetIds.has(link.sheetId)) continue;
    const localisation = input.measurements.get(link.measurementId)?.localisation;
    const key = localisationKey(localisation);
    let share = shares.get(key);
    if (!share) shares.set(key, (share = { localisation, sum: 0, ids: [] }));
    share.sum += billedQuantity(link.value, unit);
    if (!share.ids.includes(link.measurementId)) share.ids.push(link.measurementId);
  }
  return [...shares]
    .map(([key, s]) => ({
      key,
      localisation: s.localisation,
      quantity: roundTo(s.sum, QUANTITY_DECIMALS[unit]),
      measurementIds: s.ids,
    }))
    .sort((a, b) => compareLocalisation(a.localisation, b.localisation));
}

export function localisationSums(input: LocalisationSumsInput): LocalisationSums {
  const byArticle = new Map<string, ArticleLocalisations>();
  const groups = new Map<
    string,
    {
      localisation: Localisation | undefined;
      lots: Map<string, { lot: LotOfLocalisation; articles: LotOfLocalisation['articles'][number][] }>;
    }
  >();
  for (const lot of input.panel.lots) {
    for (const chapter of lot.chapters) {
      for (const line of chapter.articles) {
        const shares = sharesOf(line, input);
        const article = {
          articleId: line.article.id,
          number: line.number,
          designation: line.article.designation,
          unit: line.article.unite,
        };
        byArticle.set(line.article.id, { ...article, quantity: line.quantity, shares });
        for (const share of shares) {
          let group = groups.get(share.key);
          if (!group) groups.set(share.key, (group = { localisation: share.localisation, lots: new Map() }));
          let entry = group.lots.get(lot.lot.id);
          if (!entry) {
            const articles: LotOfLocalisation['articles'][number][] = [];
            entry = { lot: { lotId: lot.lot.id, number: lot.number, title: lot.lot.title, articles }, articles };
            group.lots.set(lot.lot.id, entry);
          }
          entry.articles.push({ ...article, quantity: share.quantity, measurementIds: share.measurementIds });
        }
      }
    }
  }
  const byLocalisation = [...groups]
    .map(([key, g]) => ({ key, localisation: g.localisation, lots: [...g.lots.values()].map((e) => e.lot) }))
    .sort((a, b) => compareLocalisation(a.localisation, b.localisation));
  return { byArticle, byLocalisation };
}
