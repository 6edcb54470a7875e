import { describe, expect, it } from 'vitest';
import { findCandidates, findSimilar } from './match.ts';
import { mergeProposals } from './nms.ts';
import { crop, grayRaster } from './raster.ts';
import { addNoise, stamp, wc } from './testing.ts';
import { ORIENTATIONS } from './types.ts';

describe('findCandidates in parts', () => {
  it('two parts, merged, propose what the whole search does, and neither alone does', () => {
    const sheet = grayRaster(420, 320);
    ORIENTATIONS.forEach((o, i) => stamp(sheet, wc(), o, 10 + (i % 4) * 100, 20 + Math.floor(i / 4) * 150));
    addNoise(sheet, 12);
    const template = {
      id: 'wc',
      box: { x: 10, y: 20, width: 24, height: 32 },
      raster: crop(sheet, { x: 10, y: 20, width: 24, height: 32 }),
    };
    const options = { scale: 1 };
    const whole = findSimilar(sheet, [template], options);
    const parts = [0, 1].map((index) => findCandidates(sheet, [template], { ...options, part: { index, count: 2 } }));
    const shown = (ps: readonly { score: number }[]) => ps.filter((p) => p.score >= 0.5);
    expect(shown(whole)).toHaveLength(8);
    expect(mergeProposals(parts.flat())).toEqual(whole);
    for (const p of parts) expect(shown(mergeProposals(p)).length).toBeLessThan(8);
  });
});
