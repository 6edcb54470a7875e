/**
 * The export's tree from the project's quantities (src/domain/library/quantities.ts, `QuantityEngine.panel()`): lot →
 * chapitre → article with each article's quantity summed over its links and already rounded to its unit's decimals,
 * its PU HT and its VAT rate as the library holds them. Lots, chapters and articles keep the panel's number order; a
 * filtered panel (some sheets, some lots) gives the matching document.
 */
import type { QuantitiesPanelData } from '../library/quantities';
import type { ExportLot } from './model';

export function exportLotsOf(panel: Pick<QuantitiesPanelData, 'lots'>): ExportLot[] {
  return panel.lots.map((lot) => ({
    number: lot.number,
    title: lot.lot.title,
    chapters: lot.chapters.map((chapter) => ({
      number: chapter.number,
      title: chapter.chapter.title,
      lines: chapter.articles.map((line) => ({
        number: line.number,
        designation: line.article.designation,
        unit: line.article.unite,
        quantity: line.quantity,
        unitPrice: line.article.prix_unitaire,
        vatRate: line.article.vatRate,
      })),
    })),
  }));
}
