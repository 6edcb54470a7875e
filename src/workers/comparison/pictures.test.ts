import { describe, expect, it } from 'vitest';
import { grayRaster } from '../../domain/counting/raster.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import { darkest, paintPictures, pictureFactor } from './pictures.ts';
import { TEST_COLOURS } from './testing.ts';

function paint(r: GrayRaster, x0: number, y0: number, x1: number, y1: number, grey = 0) {
  for (let y = y0; y < y1; y++) r.data.fill(grey, y * r.width + x0, y * r.width + x1);
}

describe('paintPictures', () => {
  it('colours removed and added ink inside the regions, in both palettes, and leaves the rest neutral', () => {
    const old = grayRaster(40, 20);
    const neu = grayRaster(40, 20);
    paint(old, 0, 2, 40, 3); // on both
    paint(neu, 0, 2, 40, 3);
    paint(old, 4, 10, 8, 14); // removed, in a region
    paint(neu, 30, 10, 34, 14); // added, in a region
    paint(neu, 20, 16, 22, 18); // added, in no region: neutral
    const regions = [
      { box: { x: 2, y: 5, width: 2, height: 2 }, kind: 'removed' as const, added: 0, removed: 4 },
      { box: { x: 15, y: 5, width: 2, height: 2 }, kind: 'added' as const, added: 4, removed: 0 },
    ];
    const p = paintPictures(old, neu, regions, 2, 10_000, TEST_COLOURS);
    expect([p.width, p.height, p.scale]).toEqual([40, 20, 2]);
    const rgba = (px: Uint8ClampedArray, x: number, y: number) => [
      ...px.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4),
    ];
    expect(rgba(p.overlay.redGreen, 10, 2)).toEqual([...TEST_COLOURS.unchanged, 255]);
    expect(rgba(p.overlay.redGreen, 5, 11)).toEqual([...TEST_COLOURS.removed.redGreen, 255]);
    expect(rgba(p.overlay.orangeBlue, 5, 11)).toEqual([...TEST_COLOURS.removed.orangeBlue, 255]);
    expect(rgba(p.overlay.redGreen, 31, 11)).toEqual([...TEST_COLOURS.added.redGreen, 255]);
    expect(rgba(p.overlay.orangeBlue, 31, 11)).toEqual([...TEST_COLOURS.added.orangeBlue, 255]);
    expect(rgba(p.overlay.redGreen, 21, 17)).toEqual([...TEST_COLOURS.unchanged, 255]);
    // Paper is transparent; old and new are black ink, their darkness as alpha.
    expect(rgba(p.overlay.redGreen, 10, 6)[3]).toBe(0);
    expect(rgba(p.old, 5, 11)).toEqual([0, 0, 0, 255]);
    expect(rgba(p.new, 5, 11)).toEqual([0, 0, 0, 0]);
  });

  it('colours a line added over a light grey fill', () => {
    const old = grayRaster(20, 10, 223);
    const neu = grayRaster(20, 10, 223);
    paint(neu, 2, 4, 18, 5);
    const regions = [{ box: { x: 1, y: 1, width: 8, height: 2 }, kind: 'added' as const, added: 4, removed: 0 }];
    const p = paintPictures(old, neu, regions, 2, 10_000, TEST_COLOURS);
    expect([...p.overlay.redGreen.subarray((4 * 20 + 10) * 4, (4 * 20 + 10) * 4 + 3)]).toEqual([
      ...TEST_COLOURS.added.redGreen,
    ]);
  });

  it('shrinks to the pixel budget keeping the darkest pixel of each block', () => {
    expect(pictureFactor(4000, 3000, 4_000_000)).toBe(2);
    expect(pictureFactor(100, 100, 4_000_000)).toBe(1);
    const r = grayRaster(5, 3);
    r.data[4] = 10;
    r.data[7] = 200;
    const small = darkest(r, 2);
    expect([small.width, small.height]).toEqual([3, 2]);
    expect([...small.data]).toEqual([255, 200, 10, 255, 255, 255]);
  });
});
