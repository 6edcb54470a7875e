import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFromRows } from '../takeoff/commands';
import { libraryRows, measurement, p, sheet, square } from '../takeoff/testing/fixtures';
import type { Measurement, SheetRow } from '../takeoff/types';
import { QuantityEngine, linksOf } from './quantities';
import { sampleVariable } from './testing/sample';
import type { VariableRow } from './types';

/** 1 point = 10 cm: a line of 124 points is 12,40 m. */
const SCALED = { default: { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } }, regions: [] };
const sheets: SheetRow[] = [
  sheet({ id: 'sheet-1', scale: SCALED }),
  sheet({ id: 'sheet-2', pageIndex: 1, scale: SCALED }),
  sheet({ id: 'sheet-3', pageIndex: 2 }),
];
const library = stateFromRows(libraryRows());
const variable = (name: string, value: number, unit = 'm') => sampleVariable(name, value, unit);

const wall = measurement('wallArea', {
  id: 'wall',
  points: [p(0, 0), p(124, 0)],
  links: [{ articleId: 'article-1', formula: 'L × HSP − 2 × 0,90 × 2,10' }],
});
const slab = measurement('volume', {
  id: 'slab',
  sheetId: 'sheet-2',
  points: square(0, 0, 100),
  thickness: 0.2,
  links: [
    { articleId: 'article-2', formula: 'V' },
    { articleId: 'article-1', formula: 'S' },
  ],
});
const dots = measurement('count', { id: 'dots', points: [p(1, 1), p(2, 2), p(3, 3)] });

function engine(measurements: Measurement[] = [wall, slab, dots], variables = [variable('HSP', 2.5)]) {
  return new QuantityEngine({ measurements, sheets, variables, library });
}

describe('the quantities engine', () => {
  it('feeds articles through formulas with variables, prices them, totals per chapter, lot and VAT rate', () => {
    const panel = engine().panel();
    expect(panel.lots.map((l) => l.number)).toEqual(['02']);
    const [chapter] = panel.lots[0]?.chapters ?? [];
    expect(chapter?.number).toBe('02.01');
    expect(chapter?.articles.map((a) => [a.number, a.quantity, a.amountCents, a.linkCount])).toEqual([
      // 12,40 × 2,50 − 3,78 = 27,22 m², + the slab's 100 m²; priced 0 €.
      ['02.01.01', 127.22, 0, 2],
      // 10 m × 10 m × 0,20 m = 20 m³ at 180 € = 3 600 €.
      ['02.01.02', 20, 360_000, 1],
    ]);
    expect(panel.totalHtCents).toBe(360_000);
    expect(panel.vat).toEqual([
      { rate: 2000, baseCents: 0, vatCents: 0 },
      { rate: 1000, baseCents: 360_000, vatCents: 36_000 },
    ]);
    expect(panel.totalTtcCents).toBe(396_000);
    expect(panel.unlinked.map((m) => m.id)).toEqual(['dots']);
    expect(panel.problems).toEqual([]);
  });

  it('recomputes only the formulas that name an edited variable (the dependency index)', () => {
    const e = engine();
    expect(e.dependents('hsp').map((l) => l.measurementId)).toEqual(['wall']);
    expect(e.setVariables([variable('HSP', 2.7)])).toEqual(new Set(['article-1']));
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(12.4 * 2.7 - 3.78 + 100, 9);
    expect(e.articleTotal('article-2')?.quantity).toBeCloseTo(20, 9);
    // The same variables again: nothing to do.
    expect(e.setVariables([variable('HSP', 2.7)])).toEqual(new Set());
  });

  it('follows HSP in a wall whose height is bound to it, whatever its formula names', () => {
    const bound = { ...wall, height: 2.5, heightVariable: 'HSP', links: [{ articleId: 'article-1', formula: 'S' }] };
    const e = engine([bound], [variable('HSP', 2.5)]);
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(12.4 * 2.5, 9);
    expect(e.setVariables([variable('HSP', 2.7)])).toEqual(new Set(['article-1']));
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(12.4 * 2.7, 9);
    // 270 cm is the same height: nothing to redo.
    expect(e.setVariables([variable('HSP', 270, 'cm')])).toEqual(new Set());
    // HSP deleted: the wall keeps the height it was written with.
    e.setVariables([]);
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(12.4 * 2.5, 9);
    // The same wall not bound ignores HSP.
    const plain = engine([{ ...bound, heightVariable: undefined }], [variable('HSP', 3)]);
    expect(plain.articleTotal('article-1')?.quantity).toBeCloseTo(12.4 * 2.5, 9);
  });

  it('brings a formula to life when the variable it names is created, and flags it when deleted', () => {
    const withEp = { ...wall, links: [{ articleId: 'article-1', formula: 'L × EP' }] };
    const e = engine([withEp], []);
    expect(e.panel().problems).toMatchObject([
      { measurementId: 'wall', problem: { kind: 'formula', errors: [{ code: 'unknownName', name: 'EP' }] } },
    ]);
    expect(e.setVariables([variable('EP', 20, 'cm')])).toEqual(new Set(['article-1']));
    // L × EP is m², the article's unit: 12,40 × 0,20.
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(2.48, 9);
    // Declared again in metres: the formula is recompiled, the value read in its new unit.
    e.setVariables([variable('EP', 0.25, 'm')]);
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(3.1, 9);
    e.setVariables([]);
    expect(e.articleTotal('article-1')).toMatchObject({ quantity: 0, problemCount: 1 });
  });

  it('makes a unit mismatch an error that is not priced; an uncalibrated sheet gives no quantity, a forfait needs none', () => {
    const mismatch = { ...wall, links: [{ articleId: 'article-2', formula: 'S' }] };
    const uncalibrated = measurement('length', {
      id: 'line',
      sheetId: 'sheet-3',
      links: [
        { articleId: 'article-1', formula: 'L × HSP' },
        { articleId: 'article-2', formula: '1' },
      ],
    });
    const e = engine([mismatch, uncalibrated]);
    // S of the wall (12,40 × 2,50 = 31 m²) fed into an article in m³: kept in m², not added to the article.
    expect(e.linksOfMeasurement('wall')).toMatchObject([
      {
        value: null,
        problem: { kind: 'unit', value: 31, unit: 'm²', error: { code: 'unitMismatch', result: 'm²', expected: 'm³' } },
      },
    ]);
    expect(e.articleTotal('article-2')).toMatchObject({ quantity: 1, problemCount: 1, warningCount: 0 });
    expect(e.panel().problems.map((r) => r.problem?.kind)).toEqual(['unit', 'measurement']);
    expect(e.linksOfMeasurement('line')).toMatchObject([
      { value: null, problem: { kind: 'measurement', issue: { code: 'uncalibrated' } } },
      { value: 1, problem: null },
    ]);
  });

  it('follows measurements edited, deleted and scales changed; lists links to a deleted article', () => {
    const e = engine();
    e.putMeasurements([{ ...wall, points: [p(0, 0), p(100, 0)] }]);
    expect(e.articleTotal('article-1')?.quantity).toBeCloseTo(10 * 2.5 - 3.78 + 100, 9);
    e.removeMeasurements(['slab']);
    expect(e.articleTotal('article-2')).toBeUndefined();
    e.putSheets([{ ...(sheets[0] as SheetRow), scale: { default: null, regions: [] } }]);
    expect(e.articleTotal('article-1')).toMatchObject({ quantity: 0, problemCount: 1 });
    const orphan = { ...dots, links: [{ articleId: 'gone', formula: 'Q' }] };
    expect(engine([orphan]).panel().problems).toMatchObject([{ problem: { kind: 'missingArticle' } }]);
  });

  it('filters by sheet and by lot', () => {
    const e = engine();
    const first = e.panel({ sheetIds: new Set(['sheet-1']) });
    expect(first.lots[0]?.chapters[0]?.articles.map((a) => [a.number, a.quantity])).toEqual([['02.01.01', 27.22]]);
    expect(first.unlinked.map((m) => m.id)).toEqual(['dots']);
    expect(e.panel({ sheetIds: new Set(['sheet-2']) }).unlinked).toEqual([]);
    expect(e.panel({ lotIds: new Set(['other']) }).lots).toEqual([]);
  });

  it('gives the derivation of a link with the variables’ values', () => {
    const d = engine().derivation('wall', 'article-1');
    expect(d).toMatchObject({
      op: 'difference',
      minuend: {
        op: 'product',
        factors: [
          { op: 'term', unit: 'ml' },
          { name: 'HSP', value: 2.5, unit: 'm' },
        ],
      },
    });
    expect(engine().derivation('dots', 'article-1')).toBeNull();
  });

  it('reads a legacy articleId as a link with the formula Q', () => {
    expect(linksOf({ ...dots, articleId: 'a' })).toEqual([{ articleId: 'a', formula: 'Q' }]);
    expect(linksOf({ ...dots, articleId: 'a', links: [] })).toEqual([]);
  });

  it('after any edits of variables, equals an engine built from scratch (property)', () => {
    const names = ['HSP', 'EP', 'K'] as const;
    const many: Measurement[] = Array.from({ length: 12 }, (_, i) => ({
      ...wall,
      id: `w${i}`,
      points: [p(0, 0), p(10 + i * 7, 0)],
      links: [
        { articleId: 'article-1', formula: ['L × HSP', 'L × HSP × K', 'L × EP', 'S + L × EP'][i % 4] as string },
        { articleId: 'article-2', formula: i % 3 === 0 ? 'L × EP × HSP' : 'S × EP' },
      ],
    }));
    const edit = fc.record({
      name: fc.constantFrom(...names),
      value: fc.integer({ min: -100, max: 500 }).map((n) => n / 100),
      unit: fc.constantFrom('m', 'cm', ''),
      present: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        const current = new Map<string, VariableRow>([['HSP', variable('HSP', 2.5)]]);
        const e = engine(many, [...current.values()]);
        for (const { name, value, unit, present } of edits) {
          if (present) current.set(name, variable(name, value, unit));
          else current.delete(name);
          e.setVariables([...current.values()]);
        }
        const fresh = engine(many, [...current.values()]);
        expect(e.panel()).toEqual(fresh.panel());
        for (const id of ['article-1', 'article-2']) expect(e.articleTotal(id)).toEqual(fresh.articleTotal(id));
      }),
      { numRuns: 100 },
    );
  });
});
