import { describe, expect, it } from 'vitest';
import { planImport } from '../libraryFile/plan';
import type { CheckedFile } from '../libraryFile/validate';
import { applyChanges, stateFromRows } from '../takeoff/commands';
import { libraryRows } from '../takeoff/testing/fixtures';
import { testContext } from '../takeoff/testing/arbitraries';
import { existingArticles, importArticles } from './importPlan';
import { libraryOutline, outlineArticles } from './outline';

const state = stateFromRows(libraryRows());

describe('importing a library file', () => {
  it('gives the planner the articles by N°', () => {
    expect(existingArticles(state, 'library-1').map((a) => [a.number, a.unit, a.unitPrice, a.lot])).toEqual([
      ['02.01.01', 'm²', 0, '02 – Gros œuvre'],
      ['02.01.02', 'm³', 180, '02 – Gros œuvre'],
    ]);
  });

  it('creates lots, chapters and articles, updates by N° instead of duplicating, in one command', () => {
    const file = {
      provided: ['number', 'designation', 'unit', 'unitPrice', 'vatRate', 'lot', 'chapter'],
      rows: [
        {
          line: 2,
          draft: {
            number: '02.01.01',
            designation: 'Voile béton armé ép. 20 cm',
            unit: 'm²',
            unitPrice: 95,
            vatRate: 2000,
            lot: '02',
            chapter: '02.01',
          },
        },
        {
          line: 3,
          draft: {
            number: '4.1.1',
            designation: 'Tuiles terre cuite',
            unit: 'm²',
            unitPrice: 60,
            vatRate: 1000,
            lot: '04 – Couverture',
            chapter: '04.01 – Couvertures',
          },
        },
        { line: 4, draft: { number: '04.01.02', designation: 'Écran HPV', unit: 'm²', unitPrice: 8, vatRate: 2000 } },
      ],
    } as unknown as CheckedFile;
    const plan = planImport(file, existingArticles(state, 'library-1'));
    expect(plan.counts).toMatchObject({ create: 2, update: 1 });
    const c = importArticles(state, 'library-1', plan, testContext());
    expect(c.type).toBe('importArticles');
    const after = applyChanges(state, c.changes);
    expect(
      outlineArticles(libraryOutline(after, 'library-1')).map((e) => [
        e.number,
        e.lot.title,
        e.chapter.title,
        e.article.designation,
        e.article.prix_unitaire,
      ]),
    ).toEqual([
      ['02.01.01', 'Gros œuvre', 'Béton armé', 'Voile béton armé ép. 20 cm', 95],
      ['02.01.02', 'Gros œuvre', 'Béton armé', 'Dalle pleine béton armé', 180],
      ['04.01.01', 'Couverture', 'Couvertures', 'Tuiles terre cuite', 60],
      ['04.01.02', 'Couverture', 'Couvertures', 'Écran HPV', 8],
    ]);
    // A second import of the same file changes nothing (« 4.1.1 » is 04.01.01: updated, not duplicated).
    const again = planImport(file, existingArticles(after, 'library-1'));
    expect(importArticles(after, 'library-1', again, testContext()).changes).toEqual([]);
  });
});
