/**
 * The « Écarts d’indice » sheet's lots from the comparison model's deltas (domain/comparison/deltas.ts,
 * `articleDeltas`): each ArticleDelta named by the article and lot the quantities already carry (its number, its
 * designation, unit and PU HT), grouped per lot, lots and articles in number order, the articles of no lot last.
 */
import type { ArticleDelta } from '../comparison/types';
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
