import { describe, expect, it } from 'vitest';
import { measurement, p, square } from '../takeoff/testing/fixtures';
import { M, SCALE_100 } from '../takeoff/testing/samples';
import { sheetLegend, type LegendArticleLine } from './legend';

const scales = { default: SCALE_100, regions: [] };
const tilesLine: LegendArticleLine = {
  articleId: 'tiles',
  number: '09.02.01',
  designation: 'Carrelage 30 × 30',
  unit: 'm²',
  quantity: 25,
  problemCount: 0,
};

describe('sheetLegend', () => {
  it('lists the sheet’s articles in the lines’ order with their colour, then the groups without article', () => {
    const legend = sheetLegend({
      measurements: [
        measurement('area', { id: 'r1', color: 'blue', articleId: 'tiles', points: square(0, 0, 5 * M), holes: [] }),
        measurement('area', { id: 'r2', color: 'green', points: square(0, 0, 2 * M), holes: [] }),
        measurement('area', { id: 'r3', color: 'green', points: square(0, 0, 3 * M), holes: [] }),
        measurement('count', { id: 'c1', color: 'red', symbol: 'star', points: [p(1, 1), p(2, 2)] }),
        measurement('length', { id: 'l1', color: 'green', points: [p(0, 0), p(4 * M, 0)], closed: false }),
      ],
      lines: [tilesLine, { ...tilesLine, articleId: 'unused', number: '09.03.01' }],
      articles: new Map([['tiles', { color: 'orange' }]]),
      scales,
    });
    expect(legend.articles).toHaveLength(1);
    expect(legend.articles[0]).toMatchObject({ number: '09.02.01', color: 'orange', total: 25, measurementCount: 1 });
    expect(legend.groups.map((g) => [g.kind, g.color, g.measurementCount, g.unit])).toEqual([
      ['count', 'red', 1, 'U'],
      ['length', 'green', 1, 'ml'],
      ['area', 'green', 2, 'm²'],
    ]);
    expect(legend.groups[0]?.symbol).toBe('star');
    expect(legend.groups[2]?.total).toBeCloseTo(13);
  });

  it('says a total is unknown when no measurement gives one (an uncalibrated sheet)', () => {
    const legend = sheetLegend({
      measurements: [measurement('area', { id: 'r', points: square(0, 0, 10), holes: [] })],
      lines: [],
      articles: new Map(),
      scales: { default: null, regions: [] },
    });
    expect(legend.groups[0]).toMatchObject({ total: null, missing: 1 });
  });

  it('is empty for a sheet without measurements', () => {
    expect(sheetLegend({ measurements: [], lines: [tilesLine], articles: new Map(), scales })).toEqual({
      articles: [],
      groups: [],
    });
  });
});
