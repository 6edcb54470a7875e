/**
 * The priced table of a DPGF or DQE, computed once and shared by the workbook and the CSV: the rows in order (lot,
 * chapter, lines, chapter sub-total, …, lot sub-total, then Total HT, one VAT row per rate, Total TTC) with every
 * amount in exact integer cents. The workbook writes the same numbers as the cached results of its formulas, so a
 * previewer, Excel and LibreOffice show what is computed here.
 */
import { productCents, round, toCents } from './decimal';
import {
  VAT_RATES,
  type ExportChapter,
  type ExportDocument,
  type ExportLine,
  type ExportLot,
  type Unit,
  type VatRate,
} from './model';

/**
 * Decimals written per unit: lengths and areas to the centimetre and square centimetre, volumes and tonnes to 3,
 * counts, ensembles and forfaits whole — but a fractional one (from a formula) keeps 2 rather than being rounded
 * away. The same rule as the workspace's display (src/i18n/numbers.ts), so the export shows what the screen shows.
 */
export function quantityDecimals(unit: Unit, quantity: number): number {
  switch (unit) {
    case 'm³':
    case 't':
      return 3;
    case 'U':
    case 'ens':
    case 'forfait':
      return Number.isInteger(quantity) ? 0 : 2;
    default:
      return 2;
  }
}

/** The quantity as written in the export: rounded half away from zero to its unit's decimals. */
export function exportQuantity(unit: Unit, quantity: number): number {
  return round(quantity, quantityDecimals(unit, quantity));
}

/** VAT of a base, in cents, rounded half away from zero to the cent: ROUND(base × rate, 2). Rates are basis points. */
export function vatCents(baseCents: number, rate: VatRate): number {
  const exact = baseCents * rate;
  const negative = exact < 0;
  const magnitude = Math.abs(exact);
  const cents = Math.floor(magnitude / 10000) + (magnitude % 10000 >= 5000 ? 1 : 0);
  return negative ? -cents : cents;
}

export type PricedRow =
  | { readonly kind: 'lot'; readonly lot: ExportLot }
  | { readonly kind: 'chapter'; readonly chapter: ExportChapter }
  | {
      readonly kind: 'line';
      readonly line: ExportLine;
      /** The quantity written (rounded to the unit's decimals). */
      readonly quantity: number;
      /** The unit price written, in euros to the cent. */
      readonly unitPrice: number;
      readonly amountCents: number;
    }
  | { readonly kind: 'chapterSubtotal'; readonly chapter: ExportChapter; readonly amountCents: number }
  | { readonly kind: 'lotSubtotal'; readonly lot: ExportLot; readonly amountCents: number }
  | { readonly kind: 'totalHt'; readonly amountCents: number }
  | { readonly kind: 'vat'; readonly rate: VatRate; readonly baseCents: number; readonly amountCents: number }
  | { readonly kind: 'totalTtc'; readonly amountCents: number };

export interface PricedTable {
  readonly rows: readonly PricedRow[];
  readonly lineCount: number;
  readonly totalHtCents: number;
  /** One entry per rate that some line carries, highest rate first. */
  readonly vat: readonly { readonly rate: VatRate; readonly baseCents: number; readonly amountCents: number }[];
  readonly totalTtcCents: number;
}

/**
 * Chapters without lines and lots without any line are left out: a sub-total over nothing has no range to write, and
 * an empty heading in a priced document reads as an omission.
 */
export function pricedTable(document: Pick<ExportDocument, 'lots'>): PricedTable {
  const rows: PricedRow[] = [];
  const baseByRate = new Map<VatRate, number>();
  let totalHtCents = 0;
  let lineCount = 0;
  for (const lot of document.lots) {
    const chapters = lot.chapters.filter((c) => c.lines.length > 0);
    if (chapters.length === 0) continue;
    rows.push({ kind: 'lot', lot });
    let lotCents = 0;
    for (const chapter of chapters) {
      rows.push({ kind: 'chapter', chapter });
      let chapterCents = 0;
      for (const line of chapter.lines) {
        const quantity = exportQuantity(line.unit, line.quantity);
        const unitPrice = toCents(line.unitPrice) / 100;
        const amountCents = productCents(quantity, unitPrice);
        rows.push({ kind: 'line', line, quantity, unitPrice, amountCents });
        chapterCents += amountCents;
        baseByRate.set(line.vatRate, (baseByRate.get(line.vatRate) ?? 0) + amountCents);
        lineCount++;
      }
      rows.push({ kind: 'chapterSubtotal', chapter, amountCents: chapterCents });
      lotCents += chapterCents;
    }
    rows.push({ kind: 'lotSubtotal', lot, amountCents: lotCents });
    totalHtCents += lotCents;
  }
  rows.push({ kind: 'totalHt', amountCents: totalHtCents });
  const vat = VAT_RATES.filter((rate) => baseByRate.has(rate)).map((rate) => {
    const baseCents = baseByRate.get(rate) ?? 0;
    return { rate, baseCents, amountCents: vatCents(baseCents, rate) };
  });
  for (const v of vat) rows.push({ kind: 'vat', ...v });
  const totalTtcCents = totalHtCents + vat.reduce((sum, v) => sum + v.amountCents, 0);
  rows.push({ kind: 'totalTtc', amountCents: totalTtcCents });
  return { rows, lineCount, totalHtCents, vat, totalTtcCents };
}
