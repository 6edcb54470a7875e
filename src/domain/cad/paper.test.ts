import { describe, expect, it } from 'vitest';
import { namedPaper, paperOf } from './paper';

/**
 * LibreDWG's `gh44` DWG (tests/fixtures/cad/libredwg-gh44-layout.dwg), its layout's plot settings as LibreDWG reads
 * them: an A1 (594 × 841 mm) turned a quarter, its extents plotted « ajusté au papier » (142/143: 0.9915 mm a unit),
 * centred — AutoCAD stored the centring offset in 47. Its limits, which AutoCAD sets to the paper, are the check.
 */
const GH44 = new Map<number, number>([
  [40, 3.174999952316284],
  [41, 3.174999952316284],
  [42, 3.17498779296875],
  [43, 3.17498779296875],
  [44, 594.0636596679688],
  [45, 841.0363159179688],
  [46, 0],
  [47, 1.0953713512536183],
  [48, 29.39219641577347],
  [49, 33.79967914712056],
  [70, 692],
  [72, 1],
  [73, 1],
  [74, 1],
  [140, 603.425299387202],
  [141, 439.0423403614062],
  [142, 1],
  [143, 1.0085686752994234],
]);
const GH44_AREA = {
  extents: { minX: 29.381793887348067, minY: 33.75460666585468, maxX: 869.004532857002, maxY: 626.5455192582599 },
  limits: { minX: 25.07171988515922, minY: 30.57306242961779, maxX: 873.3146029092524, maxY: 629.7270607044685 },
};
const with_ = (changes: [number, number][]) => new Map([...GH44, ...changes]);

function expectBox(actual: { minX: number; minY: number; maxX: number; maxY: number } | undefined, within: number) {
  const limits = GH44_AREA.limits;
  expect(actual).toBeDefined();
  for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const) {
    expect(Math.abs((actual?.[key] ?? NaN) - limits[key])).toBeLessThan(within);
  }
}

describe('a layout’s paper from its plot settings', () => {
  it('an extents plot scaled to fit and centred: the paper in paper-space units is the layout’s limits', () => {
    const paper = paperOf(GH44, GH44_AREA);
    expect(paper?.widthMm).toBeCloseTo(841.036, 3);
    expect(paper?.heightMm).toBeCloseTo(594.064, 3);
    expect(paper?.rotation).toBe(90);
    expectBox(paper?.box, 0.001);
  });

  it('the same plot placed by its origin instead of centred lands on the same paper: the offset turns with it', () => {
    // Without « centré », the extents' corner sits at the printable corner plus 46/47, read along the turned paper.
    expectBox(paperOf(with_([[70, 692 & ~4]]), GH44_AREA)?.box, 0.05);
    // Read along the sheet instead (47 as a height), the paper would be 1.1 mm off.
    const unturned = paperOf(
      with_([
        [70, 692 & ~4],
        [46, 1.0953713512536183],
        [47, 0],
      ]),
      GH44_AREA,
    )?.box;
    expect(Math.abs((unturned?.minY ?? 0) - GH44_AREA.limits.minY)).toBeGreaterThan(1);
  });

  it('a window plot places the window; a limits plot the limits', () => {
    const window = paperOf(with_([[74, 4]]), GH44_AREA)?.box;
    // The window's centre is the paper's, as it is centred.
    expect(((window?.minX ?? 0) + (window?.maxX ?? 0)) / 2).toBeCloseTo((29.39219641577347 + 603.425299387202) / 2, 4);
    const limits = paperOf(with_([[74, 2]]), GH44_AREA)?.box;
    expect(((limits?.minY ?? 0) + (limits?.maxY ?? 0)) / 2).toBeCloseTo((30.57306242961779 + 629.7270607044685) / 2, 4);
  });

  it('a plot of the layout (74 = 5), or an area the file does not give, keeps the paper at 1:1 from its corner', () => {
    for (const [plot, area] of [
      [with_([[74, 5]]), GH44_AREA],
      [GH44, {}],
      [GH44, { extents: { minX: 1e20, minY: 1e20, maxX: -1e20, maxY: -1e20 } }],
      [with_([[142, 0]]), GH44_AREA],
    ] as const) {
      const paper = paperOf(plot, area);
      expect(paper?.box).toBeUndefined();
      // Margins and offset turned with the paper: its bottom margin (41) and 47 before x, its right margin (42) before y.
      expect(paper?.cornerMm.x).toBeCloseTo(-(3.174999952316284 + 1.0953713512536183), 9);
      expect(paper?.cornerMm.y).toBeCloseTo(-3.17498779296875, 9);
    }
  });

  it('a paper unit in inches: 142 inches of paper for 143 units', () => {
    const inches = paperOf(
      with_([
        [72, 0],
        [142, 1],
        [143, 25.4],
      ]),
      GH44_AREA,
    )?.box;
    // 1 inch of paper a 25.4 units: 1 mm a unit, so the paper is 841 units wide.
    expect((inches?.maxX ?? 0) - (inches?.minX ?? 0)).toBeCloseTo(841.036, 3);
  });

  it('no size, no paper', () => {
    expect(paperOf(with_([[44, 0]]), GH44_AREA)).toBeUndefined();
    expect(paperOf(with_([[45, Number.NaN]]), GH44_AREA)).toBeUndefined();
  });
});

describe('a standard paper named', () => {
  it('names an ISO paper from a plotter’s rounded size, in either orientation', () => {
    // gh44's A1 turned a quarter: the plotter stores 841.04 × 594.06.
    expect(namedPaper(841.04, 594.06)).toEqual({ name: 'A1', orientation: 'landscape', widthMm: 841, heightMm: 594 });
    expect(namedPaper(297, 420)).toEqual({ name: 'A3', orientation: 'portrait', widthMm: 297, heightMm: 420 });
    expect(namedPaper(1189.5, 840.6)).toMatchObject({ name: 'A0', orientation: 'landscape' });
  });

  it('names ANSI and ARCH sheets, and no custom, square or nonsense size', () => {
    expect(namedPaper(863.6, 558.8)).toMatchObject({ name: 'ANSI D' });
    expect(namedPaper(914.4, 609.6)).toMatchObject({ name: 'ARCH D' });
    // 2 mm off an A1 is another paper (a long format cut by hand, a plotter's roll).
    expect(namedPaper(843.1, 594)).toBeNull();
    expect(namedPaper(891, 420)).toBeNull();
    expect(namedPaper(594, 594)).toBeNull();
    expect(namedPaper(0, 594)).toBeNull();
    expect(namedPaper(Number.NaN, 594)).toBeNull();
  });
});
