/**
 * The export's tree from the project's quantities (src/domain/library/quantities.ts, `QuantityEngine.panel()`): lot →
 * chapitre → article with each article's quantity the exact sum of its links each rounded to the unit's decimals
 * (src/domain/library/rounding.ts), its PU HT, VAT rate and CCTP reference as the library holds them. Lots, chapters
 * and articles keep the panel's number order; a filtered panel (some sheets, some lots) gives the matching document.
 */
import type { QuantitiesPanelData } from '../library/quantities';
import type { ArticleRow } from '../library/types';
import type { ExportLine, ExportLot } from './model';

/** An article's line; `sheets`, when given, names the plan sheets feeding it. */
export function exportLineOf(
  article: ArticleRow,
  number: string,
  quantity: number,
  sheets?: readonly string[],
): ExportLine {
  const cctpRef = article.cctpRef?.trim();
  return {
    number,
    designation: article.designation,
    unit: article.unite,
    quantity,
    unitPrice: article.prix_unitaire,
    vatRate: article.vatRate,
    ...(cctpRef ? { cctpRef } : {}),
    ...(sheets ? { sheets } : {}),
  };
}

export function exportLotsOf(
  panel: Pick<QuantitiesPanelData, 'lots'>,
  sheetsOf?: (articleId: string) => readonly string[],
): ExportLot[] {
  return panel.lots.map((lot) => ({
    number: lot.number,
    title: lot.lot.title,
    chapters: lot.chapters.map((chapter) => ({
      number: chapter.number,
      title: chapter.chapter.title,
      lines: chapter.articles.map((line) =>
        exportLineOf(line.article, line.number, line.quantity, sheetsOf?.(line.article.id)),
      ),
    })),
  }));
}
