import { describe, expect, it } from 'vitest';
import { grayRaster } from '../counting/raster.ts';
import type { GrayRaster } from '../counting/types.ts';
import type { Rect } from '../pdf/geometry.ts';
import { IDENTITY } from './align.ts';
import { DEFAULT_DIFF, diffRasters, type DiffGrid } from './diff.ts';
import { DEFAULT_REGIONS, changeRegions, kindOf } from './regions.ts';
import { drawPlan, syntheticPlan, type Stroke } from './testing.ts';

function paint(r: GrayRaster, x0: number, y0: number, x1: number, y1: number, grey = 0) {
  for (let y = y0; y < y1; y++) r.data.fill(grey, y * r.width + x0, y * r.width + x1);
}

describe('diffRasters', () => {
  it('counts removed and added ink per block, tolerating a shift within the radius and pale anti-aliasing', () => {
    const old = grayRaster(40, 32);
    const neu = grayRaster(40, 32);
    paint(old, 4, 4, 30, 5); // a line…
    paint(neu, 4, 6, 30, 7); // …drawn 2 px lower: within the radius
    paint(old, 4, 10, 30, 11, 90); // a dark line…
    paint(neu, 4, 10, 30, 11, 170); // …half as dark on the other render (its ink split by a shift): still there
    paint(old, 32, 20, 36, 24); // removed
    paint(neu, 4, 20, 8, 28); // added
    const grid = diffRasters(old, neu);
    expect([grid.cols, grid.rows]).toEqual([10, 8]);
    const sum = (a: Uint16Array) => a.reduce((s, v) => s + v, 0);
    expect(sum(grid.removed)).toBe(16);
    expect(sum(grid.added)).toBe(32);
    expect(grid.removed[5 * 10 + 8]).toBe(16);
    expect(grid.added[5 * 10 + 1]).toBe(16);
    expect(grid.added[6 * 10 + 1]).toBe(16);
    // With no tolerance, the shifted line is a change.
    expect(sum(diffRasters(old, neu, { ...DEFAULT_DIFF, radius: 1 }).removed)).toBeGreaterThan(16);
  });

  it('sees a line drawn over a light grey fill (a filled room), and over a darker one', () => {
    const old = grayRaster(40, 32, 223);
    const neu = grayRaster(40, 32, 223);
    paint(old, 0, 20, 40, 32, 160);
    paint(neu, 0, 20, 40, 32, 160);
    paint(neu, 4, 8, 36, 9); // a black line on the light fill
    paint(neu, 4, 26, 36, 27); // and on the darker one
    const grid = diffRasters(old, neu);
    const sum = (a: Uint16Array) => a.reduce((s, v) => s + v, 0);
    expect(sum(grid.added)).toBe(64);
    expect(sum(grid.removed)).toBe(0);
  });

  it('refuses rasters of different sizes', () => {
    expect(() => diffRasters(grayRaster(4, 4), grayRaster(4, 5))).toThrow(RangeError);
  });
});

/** A grid with `count` changed pixels in each listed block. */
function grid(
  cols: number,
  rows: number,
  cells: { x: number; y: number; added?: number; removed?: number }[],
): DiffGrid {
  const g: DiffGrid = {
    width: cols * 4,
    height: rows * 4,
    cell: 4,
    cols,
    rows,
    added: new Uint16Array(cols * rows),
    removed: new Uint16Array(cols * rows),
  };
  for (const c of cells) {
    g.added[c.y * cols + c.x] = c.added ?? 0;
    g.removed[c.y * cols + c.x] = c.removed ?? 0;
  }
  return g;
}

describe('changeRegions', () => {
  const options = { ...DEFAULT_REGIONS, scale: 2 };

  it('groups close blocks, keeps far ones apart, largest first, with their kinds and ink in pt²', () => {
    const cells = [
      // A wall split by an existing line: two runs 2 blocks (4 pt) apart, one region.
      ...Array.from({ length: 10 }, (_, i) => ({ x: 10 + i, y: 10, added: 8 })),
      ...Array.from({ length: 10 }, (_, i) => ({ x: 22 + i, y: 10, added: 8 })),
      // An erased area far away.
      ...Array.from({ length: 6 }, (_, i) => ({ x: 60 + i, y: 60, removed: 10 })),
      // A moved symbol: removed and added side by side.
      { x: 10, y: 70, removed: 12 },
      { x: 13, y: 70, added: 12 },
    ];
    const regions = changeRegions(grid(100, 100, cells), options);
    expect(regions.map((r) => r.kind)).toEqual(['added', 'removed', 'modified']);
    expect(regions[0]).toMatchObject({ box: { x: 20, y: 20, width: 44, height: 2 }, added: 40, removed: 0 });
    expect(regions[1]?.removed).toBe(15);
    expect(regions[2]).toMatchObject({ added: 3, removed: 3 });
  });

  it('drops specks and the thin strips along the page edges or the previous sheet’s outline', () => {
    const cells = [
      { x: 40, y: 40, added: 6 }, // 1.5 pt²: a speck
      ...Array.from({ length: 30 }, (_, i) => ({ x: 20 + i, y: 0, removed: 4 })), // along the top edge
      ...Array.from({ length: 30 }, (_, i) => ({ x: 99, y: 30 + i, added: 4 })), // along the right edge
      ...Array.from({ length: 30 }, (_, i) => ({ x: 70, y: 10 + i, added: 4 })), // along the outline below
      ...Array.from({ length: 30 }, (_, i) => ({ x: 50, y: 40 + i, added: 4 })), // a real thin line inside
    ];
    const regions = changeRegions(grid(100, 100, cells), {
      ...options,
      oldOutline: [
        { x: -10, y: -10 },
        { x: 141, y: -10 },
        { x: 141, y: 190 },
        { x: -10, y: 190 },
      ],
    });
    expect(regions.map((r) => r.box)).toEqual([{ x: 100, y: 80, width: 2, height: 60 }]);
  });

  it('merges more widely until the list is short', () => {
    const cells = Array.from({ length: 100 }, (_, i) => ({
      x: (i % 10) * 20 + 5,
      y: Math.floor(i / 10) * 20 + 5,
      added: 16,
    }));
    expect(changeRegions(grid(200, 200, cells), { ...options, maxRegions: 100 })).toHaveLength(100);
    const few = changeRegions(grid(200, 200, cells), { ...options, maxRegions: 8 });
    expect(few.length).toBeLessThanOrEqual(8);
    expect(few.reduce((s, r) => s + r.added, 0)).toBe(400);
  });

  it('names kinds by the share of each ink', () => {
    expect(kindOf(10, 0.5)).toBe('added');
    expect(kindOf(0.5, 10)).toBe('removed');
    expect(kindOf(5, 4)).toBe('modified');
  });
});

describe('diff and regions on a synthetic plan', () => {
  const W = 800;
  const H = 560;
  const plan = syntheticPlan(7, W, H);
  const inside = (r: Rect, x: number, y: number) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;

  it('finds the erased room, the added wall and the added label, nothing else, even a tenth of a pixel off', () => {
    const erased = (s: Stroke) => s[0] > 300 && s[0] < 450 && s[1] > 200 && s[1] < 310;
    const edited: Stroke[] = plan.filter((s) => !erased(s));
    edited.push([100, 470, 420, 470, 3]);
    for (let i = 0; i < 8; i++) edited.push([560 + i * 6, 515, 563 + i * 6, 507, 0.6]);
    // The previous render drawn as through an alignment a twentieth of a point off.
    const old = drawPlan(plan, [1, 0, 0, 1, 0.05, -0.04], W, H, 2);
    const neu = drawPlan(edited, IDENTITY, W, H, 2);
    const regions = changeRegions(diffRasters(old, neu), { ...DEFAULT_REGIONS, scale: 2 });
    expect(regions.map((r) => r.kind).sort()).toEqual(['added', 'added', 'removed']);
    const at = (x: number, y: number) => regions.find((r) => inside(r.box, x, y));
    expect(at(380, 250)?.kind).toBe('removed');
    expect(at(260, 470)?.kind).toBe('added');
    expect(at(580, 511)?.kind).toBe('added');
    expect(
      changeRegions(diffRasters(old, drawPlan(plan, IDENTITY, W, H, 2)), { ...DEFAULT_REGIONS, scale: 2 }),
    ).toEqual([]);
  });
});
