/**
 * The « Écarts d’indice » sheet's lots from the comparison model's deltas (domain/comparison/deltas.ts,
 * `articleDeltas`): each ArticleDelta named by the article and lot the quantities already carry (its number, its
 * designation, unit and PU HT), grouped per lot, lots and articles in number order, the articles of no lot last.
 */
import { deltasOf } from '../comparison/deltas';
import type { ArticleDelta } from '../comparison/types';
import { joinNumber } from '../library/numbering';
import type { QuantityEngine } from '../library/quantities';
import type { SheetRow, TakeoffState } from '../takeoff/types';
import type { VersionComparison } from '../takeoff/versions';
import type { ExportDeltaLine, ExportDeltaLot, Unit } from './model';

/** What the sheet writes of an article (the quantities tree's line: its number, and the library's row). */
export interface DeltaArticle {
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  /** PU HT in euros. */
  readonly unitPrice: number;
}

export interface DeltaLot {
  readonly number: string;
  readonly title: string;
}

const naturalCompare = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });

/**
 * Deltas whose article is unknown (deleted since) are left out. An article whose delta has no amount (no price) gets
 * a null PU, and blank amounts on the sheet.
 */
export function exportDeltaLots(
  deltas: readonly ArticleDelta[],
  articleOf: (articleId: string) => DeltaArticle | undefined,
  lotOf: (lotId: string) => DeltaLot | undefined,
): ExportDeltaLot[] {
  const lots = new Map<string, { lot: DeltaLot; lines: ExportDeltaLine[] }>();
  for (const delta of deltas) {
    const article = articleOf(delta.articleId);
    if (!article) continue;
    const lot = (delta.lotId === null ? undefined : lotOf(delta.lotId)) ?? { number: '', title: '' };
    const key = delta.lotId !== null && lot.number !== '' ? delta.lotId : '';
    let group = lots.get(key);
    if (!group) lots.set(key, (group = { lot: key === '' ? { number: '', title: '' } : lot, lines: [] }));
    const priced = delta.amountBefore !== null || delta.amountAfter !== null;
    group.lines.push({
      number: article.number,
      designation: article.designation,
      unit: article.unit,
      before: delta.before,
      after: delta.after,
      unitPrice: priced ? article.unitPrice : null,
    });
  }
  return [...lots.values()]
    .sort((a, b) => (a.lot.number === '' ? 1 : b.lot.number === '' ? -1 : naturalCompare(a.lot.number, b.lot.number)))
    .map(({ lot, lines }) => ({
      number: lot.number,
      title: lot.title,
      lines: lines.sort((a, b) => naturalCompare(a.number, b.number)),
    }));
}

/**
 * The export document's `deltas` from the project's live quantities engine (the one its export document is built
 * from): undefined when no sheet has a previous indice (the workbook then has no « Écarts d’indice » sheet). Each
 * article is numbered as the quantities number it (lot.chapter.article codes).
 */
export function indiceExportDeltas(
  engine: QuantityEngine,
  sheets: readonly Pick<SheetRow, 'id' | 'previousSheetId'>[],
  library: Pick<TakeoffState, 'libraryLots' | 'libraryChapters' | 'libraryItems'>,
  filter: Parameters<typeof deltasOf>[2] = {},
): ExportDeltaLot[] | undefined {
  if (!sheets.some((s) => s.previousSheetId !== undefined)) return undefined;
  const { articles } = deltasOf(engine, sheets, filter);
  return exportDeltaLots(
    articles,
    (articleId) => {
      const article = library.libraryItems.get(articleId);
      const lot = article && library.libraryLots.get(article.lot);
      const chapter = article && library.libraryChapters.get(article.subCategory);
      if (!article || !lot || !chapter) return undefined;
      return {
        number: joinNumber([lot.code, chapter.code, article.code]),
        designation: article.designation,
        unit: article.unite,
        unitPrice: article.prix_unitaire,
      };
    },
    (lotId) => {
      const lot = library.libraryLots.get(lotId);
      return lot && { number: lot.code, title: lot.title };
    },
  );
}

/**
 * The same sheet's lots from a comparison of two versions (src/domain/takeoff/versions.ts), for when the versions'
 * comparison is exported: its changed articles, lot by lot, « before » the earlier version and « after » the later.
 * The comparison records amounts, not prices: `unitPriceOf` gives each article's PU HT (the library's), null for none.
 */
export function versionExportDeltas(
  comparison: Pick<VersionComparison, 'lots'>,
  unitPriceOf: (articleId: string) => number | null,
): ExportDeltaLot[] {
  return comparison.lots
    .filter((lot) => lot.articles.length > 0)
    .map((lot) => ({
      number: lot.number,
      title: lot.title,
      lines: lot.articles.map((a) => ({
        number: a.number,
        designation: a.designation,
        unit: a.unit,
        before: a.quantityBefore,
        after: a.quantityAfter,
        unitPrice: unitPriceOf(a.articleId),
      })),
    }));
}
