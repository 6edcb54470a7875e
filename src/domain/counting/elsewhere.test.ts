import { describe, expect, it } from 'vitest';
import { findSimilar } from './match.ts';
import { crop, grayRaster, shrink } from './raster.ts';
import { stamp, wc } from './testing.ts';
import { MAX_WORKING_PIXELS, elsewhereScale } from './working.ts';

describe('elsewhereScale', () => {
  it('renders the other sheet so that its symbols are as many pixels as the template', () => {
    expect(elsewhereScale(1, 1, 1000, 1000)).toEqual({ scale: 1, templateFactor: 1 });
    // Drawn at half the size (1:100 from 1:50): rendered twice as fine.
    expect(elsewhereScale(1, 0.5, 1000, 1000)).toEqual({ scale: 2, templateFactor: 1 });
    expect(elsewhereScale(2, 4, 1000, 1000)).toEqual({ scale: 0.5, templateFactor: 1 });
  });

  it('stays within the memory bound and shrinks the templates instead', () => {
    const fits = Math.sqrt(MAX_WORKING_PIXELS / (3000 * 2000));
    const { scale, templateFactor } = elsewhereScale(1, 0.25, 3000, 2000);
    expect(scale).toBeCloseTo(fits, 9);
    expect(templateFactor).toBeCloseTo(fits / 4, 9);
    expect(scale * 3000 * scale * 2000).toBeLessThanOrEqual(MAX_WORKING_PIXELS * (1 + 1e-9));
  });

  it('refuses a ratio that is not a positive number', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => elsewhereScale(1, bad, 10, 10)).toThrow();
  });
});

describe('shrink', () => {
  it('averages the pixels each output pixel covers, fractions included', () => {
    const r = grayRaster(4, 2, 255);
    r.data.set([0, 0, 255, 255, 0, 0, 255, 255]);
    expect(shrink(r, 0.5)).toEqual({ width: 2, height: 1, data: Uint8Array.from([0, 255]) });
    // 3 → 2 px: the middle pixel is shared half and half.
    const three = { width: 3, height: 1, data: Uint8Array.from([0, 100, 200]) };
    expect(Array.from(shrink(three, 2 / 3).data)).toEqual([33, 167]);
    expect(() => shrink(r, 1.5)).toThrow();
  });

  it('lets a template cut on a sheet drawn twice as large find the symbols of a smaller one', () => {
    // The template comes from a WC drawn at 2×, the sheet holds it at 1×.
    const big = grayRaster(60, 80);
    const large = wc();
    const twice = grayRaster(48, 64);
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 48; x++) twice.data[y * 48 + x] = large.data[(y >> 1) * 24 + (x >> 1)] as number;
    stamp(big, twice, { rotation: 0, mirrored: false }, 6, 8);
    const template = crop(big, { x: 6, y: 8, width: 48, height: 64 });
    const sheet = grayRaster(200, 160);
    stamp(sheet, wc(), { rotation: 90, mirrored: false }, 40, 50);
    stamp(sheet, wc(), { rotation: 0, mirrored: true }, 130, 60);
    const found = findSimilar(
      sheet,
      [{ id: 't', box: { x: 0, y: 0, width: 1, height: 1 }, raster: shrink(template, 0.5) }],
      {
        scale: 1,
      },
    ).filter((p) => p.score >= 0.5);
    expect(found.map((p) => [Math.round(p.center.x), Math.round(p.center.y), p.rotation, p.mirrored])).toEqual(
      expect.arrayContaining([
        [56, 62, 90, false],
        [142, 76, 0, true],
      ]),
    );
    expect(found).toHaveLength(2);
    // Without shrinking, the template is twice the symbols' size and finds nothing.
    const unshrunk = findSimilar(sheet, [{ id: 't', box: { x: 0, y: 0, width: 1, height: 1 }, raster: template }], {
      scale: 1,
    });
    expect(unshrunk.filter((p) => p.score >= 0.5)).toHaveLength(0);
  });
});
