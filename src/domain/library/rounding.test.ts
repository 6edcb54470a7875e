import { describe, expect, it } from 'vitest';
import { stateFromRows } from '../takeoff/commands';
import { libraryRows, measurement, p, sheet } from '../takeoff/testing/fixtures';
import type { SheetRow } from '../takeoff/types';
import { QuantityEngine } from './quantities';
import { LineSum, lineQuantity, sumLines } from './rounding';

/** 1 point = 10 cm. */
const SCALED = { default: { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } }, regions: [] };
const sheets: SheetRow[] = [sheet({ id: 'sheet-1', scale: SCALED })];
const library = stateFromRows(libraryRows());

/** A room of 1 m × 1,004 m = 1,004 m², feeding article-1 (m²). */
const room = (id: string, pse?: string) =>
  measurement('area', {
    id,
    points: [p(0, 0), p(10, 0), p(10, 10.04), p(0, 10.04)],
    links: [{ articleId: 'article-1', formula: 'S', ...(pse ? { pse } : {}) }],
  });

describe('the one rounding rule', () => {
  it('rounds each line to its unit and sums the rounded lines exactly', () => {
    expect(lineQuantity(1.004, 'm²')).toBe(1);
    expect(lineQuantity(2.675, 'm²')).toBe(2.68);
    expect(lineQuantity(1.0045, 'm³')).toBe(1.005);
    expect(sumLines([1.004, 1.004, 1.004], 'm²')).toBe(3);
    // Ten lines of 0,1 sum to 1 exactly, not 0.9999999999999999.
    expect(
      sumLines(
        Array.from({ length: 10 }, () => 0.1),
        'ml',
      ),
    ).toBe(1);
    const sum = new LineSum('t');
    sum.add(0.0004);
    sum.add(0.0006);
    expect(sum.quantity).toBe(0.001);
  });

  it('gives the article the sum of its detail lines: three rooms of 1,004 m² make 3,00 m², not 3,01', () => {
    const engine = new QuantityEngine({
      measurements: [room('a'), room('b'), room('c')],
      sheets,
      variables: [],
      library,
    });
    const lines = ['a', 'b', 'c'].map((id) => engine.linksOfMeasurement(id)[0]?.value ?? Number.NaN);
    for (const value of lines) expect(value).toBeCloseTo(1.004, 9);
    const detail = lines.map((value) => lineQuantity(value, 'm²'));
    expect(detail).toEqual([1, 1, 1]);
    const article = engine.panel().lots[0]?.chapters[0]?.articles[0];
    expect(article?.quantity).toBe(3);
    expect(article?.quantity).toBe(detail.reduce((a, b) => a + b, 0));
    // The sheet filter sums the same way.
    expect(engine.panel({ sheetIds: new Set(['sheet-1']) }).lots[0]?.chapters[0]?.articles[0]?.quantity).toBe(3);
    expect(engine.articleTotal('article-1')?.quantity).toBe(3);
  });

  it('leaves a link priced in a PSE out of the base', () => {
    const engine = new QuantityEngine({
      measurements: [room('a'), room('b', 'PSE 1 – Faïence'), room('c')],
      sheets,
      variables: [],
      library,
    });
    const article = engine.panel().lots[0]?.chapters[0]?.articles[0];
    expect(article?.quantity).toBe(2);
    expect(article?.linkCount).toBe(2);
    const onlyPse = new QuantityEngine({ measurements: [room('b', 'PSE 1')], sheets, variables: [], library });
    expect(onlyPse.panel().lots).toEqual([]);
  });
});
