/**
 * The quantities panel and the export compute money apart (domain/library/money.ts, domain/export/decimal.ts): from
 * the same project they must agree to the cent, line by line and in every total.
 */
import { describe, expect, it } from 'vitest';
import { sampleProject } from '../library/testing/sample';
import { exportLotsOf } from './fromQuantities';
import { pricedTable } from './table';

describe('the export’s tree from the project’s quantities', () => {
  const { engine } = sampleProject();
  const panel = engine.panel();
  const lots = exportLotsOf(panel);

  it('keeps lot → chapitre → article, numbers, titles, units, prices and rates', () => {
    expect(lots.map((l) => l.number)).toEqual(panel.lots.map((l) => l.number));
    const first = panel.lots[0]?.chapters[0]?.articles[0];
    expect(lots[0]?.chapters[0]?.lines[0]).toEqual({
      number: first?.number,
      designation: first?.article.designation,
      unit: first?.article.unite,
      quantity: first?.quantity,
      unitPrice: first?.article.prix_unitaire,
      vatRate: first?.article.vatRate,
    });
    expect(lots.flatMap((l) => l.chapters.flatMap((c) => c.lines)).length).toBeGreaterThan(3);
  });

  it('gives the panel’s amounts, Total HT, VAT per rate and Total TTC to the cent', () => {
    const table = pricedTable({ lots });
    const lineCents = table.rows.flatMap((r) => (r.kind === 'line' ? [r.amountCents] : []));
    expect(lineCents).toEqual(
      panel.lots.flatMap((l) => l.chapters.flatMap((c) => c.articles.map((a) => a.amountCents))),
    );
    expect(table.totalHtCents).toBe(panel.totalHtCents);
    expect(table.vat.map((v) => [v.rate, v.baseCents, v.amountCents])).toEqual(
      panel.vat.map((v) => [v.rate, v.baseCents, v.vatCents]),
    );
    expect(table.totalTtcCents).toBe(panel.totalTtcCents);
  });

  it('follows a variable’s edit', () => {
    const { engine: other } = sampleProject(3);
    const higher = pricedTable({ lots: exportLotsOf(other.panel()) });
    expect(higher.totalHtCents).toBe(other.panel().totalHtCents);
    expect(higher.totalHtCents).toBeGreaterThan(pricedTable({ lots }).totalHtCents);
  });
});
