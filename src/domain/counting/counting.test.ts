import { describe, expect, it } from 'vitest';
import { Fft2d } from './fft.ts';
import { CountingInputError, distinctOrientations, findSimilar, templateFrom } from './match.ts';
import { kernelOf, searchFft, searchNaive } from './ncc.ts';
import { mergeProposals } from './nms.ts';
import { crop, grayRaster, halve, orient } from './raster.ts';
import { addNoise, bidet, fillRect, hatch, stamp, wc } from './testing.ts';
import { classify } from './thresholds.ts';
import { DEFAULT_THRESHOLDS, ORIENTATIONS, type GrayRaster, type Proposal } from './types.ts';

function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) & 0x7fffffff;
    return a / 0x7fffffff;
  };
}

/** A sheet with the WC in all 8 orientations on a 4 × 2 grid, 60 px apart, and `extra` drawn after. */
function sheetOfAll(extra?: (s: GrayRaster) => void) {
  const sheet = grayRaster(300, 160);
  const places = ORIENTATIONS.map((o, i) => ({ o, x: 10 + (i % 4) * 70, y: 10 + Math.floor(i / 4) * 75 }));
  for (const p of places) stamp(sheet, wc(), p.o, p.x, p.y);
  extra?.(sheet);
  return { sheet, places };
}

const UPRIGHT = { rotation: 0, mirrored: false } as const;
const seedBox = { x: 10, y: 10, width: 24, height: 32 };

describe('FFT and NCC', () => {
  it('transforms and back again', () => {
    const fft = new Fft2d(8);
    const rand = seeded(3);
    const re = Float64Array.from({ length: 64 }, rand);
    const im = new Float64Array(64);
    const copy = re.slice();
    fft.transform(re, im, false);
    fft.transform(re, im, true);
    re.forEach((v, i) => expect(v / 64).toBeCloseTo(copy[i] as number, 9));
  });

  it('scores every position as the naive sum does, for several kernels and pairs of tiles', () => {
    const rand = seeded(7);
    const image: GrayRaster = {
      width: 150,
      height: 97,
      data: Uint8Array.from({ length: 150 * 97 }, () => rand() * 255),
    };
    const tpl = crop(image, { x: 20, y: 30, width: 9, height: 13 });
    const kernels = [kernelOf(tpl), kernelOf(orient(tpl, { rotation: 90, mirrored: false }))];
    const map = searchFft(image, kernels);
    for (let ki = 0; ki < kernels.length; ki++) {
      const naive = searchNaive(image, kernels[ki] as ReturnType<typeof kernelOf>);
      for (let i = 0; i < naive.length; i++) {
        if (map.kernel[i] === ki && (map.score[i] as number) > 0) {
          expect(map.score[i]).toBeCloseTo(naive[i] as number, 4);
        }
      }
    }
    // The template's own place scores 1.
    expect(map.score[(30 + 6) * 150 + 20 + 4]).toBeCloseTo(1, 5);
  });
});

describe('orientations', () => {
  it('turns clockwise and mirrors left–right', () => {
    const r = grayRaster(3, 2);
    r.data[0] = 0; // top-left
    const turned = orient(r, { rotation: 90, mirrored: false });
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect(turned.data[1]).toBe(0); // top-right
    const mirrored = orient(r, { rotation: 0, mirrored: true });
    expect(mirrored.data[2]).toBe(0);
    const both = orient(r, { rotation: 90, mirrored: true });
    expect(both.data[2 * 2 + 1]).toBe(0); // the mirrored top-right corner, turned: bottom-right
  });

  it('searches each distinct picture once: 8 for the WC, 4 for a symbol symmetric left–right, 1 for a ring', () => {
    expect(distinctOrientations(wc())).toHaveLength(8);
    const symmetric = grayRaster(20, 30);
    fillRect(symmetric, 0, 0, 20, 3);
    fillRect(symmetric, 8, 0, 4, 30);
    expect(distinctOrientations(symmetric)).toHaveLength(4);
    const square = grayRaster(20, 20);
    fillRect(square, 0, 0, 20, 2);
    fillRect(square, 0, 18, 20, 2);
    fillRect(square, 0, 0, 2, 20);
    fillRect(square, 18, 0, 2, 20);
    expect(distinctOrientations(square)).toHaveLength(1);
  });
});

describe('findSimilar', () => {
  it('finds the symbol in all 8 orientations, each with its orientation, and nothing else', () => {
    const { sheet, places } = sheetOfAll();
    const template = templateFrom(sheet, seedBox, 1, 'wc');
    const found = findSimilar(sheet, [template], { scale: 1 });
    expect(found).toHaveLength(8);
    for (const p of places) {
      const hit = found.find((f) => Math.abs(f.box.x - p.x) <= 1 && Math.abs(f.box.y - p.y) <= 1);
      expect(hit, `${p.o.rotation}${p.o.mirrored ? ' mirrored' : ''}`).toMatchObject({
        rotation: p.o.rotation,
        mirrored: p.o.mirrored,
      });
      expect(hit?.score).toBeGreaterThan(0.95);
    }
  });

  it('gives sheet points: a raster at 2 px per point halves every coordinate', () => {
    const { sheet } = sheetOfAll();
    const template = templateFrom(sheet, { x: 5, y: 5, width: 12, height: 16 }, 2, 'wc');
    const found = findSimilar(sheet, [template], { scale: 2 });
    expect(found).toHaveLength(8);
    expect(found.some((f) => Math.abs(f.center.x - 11) < 1 && Math.abs(f.center.y - 13) < 1)).toBe(true);
  });

  it('still finds all 8 in noise', () => {
    const { sheet } = sheetOfAll((s) => addNoise(s, 40));
    const found = findSimilar(sheet, [templateFrom(sheet, seedBox, 1, 'wc')], { scale: 1 });
    expect(found).toHaveLength(8);
    expect(Math.min(...found.map((f) => f.score))).toBeGreaterThan(0.7);
  });

  it('does not propose near-duplicates (a bidet: the same bowl, no tank) above the display threshold', () => {
    const sheet = grayRaster(200, 100);
    stamp(sheet, wc(), UPRIGHT, 10, 10);
    stamp(sheet, bidet(), UPRIGHT, 60, 10);
    stamp(sheet, bidet(), { rotation: 90, mirrored: true }, 110, 40);
    const found = findSimilar(sheet, [templateFrom(sheet, seedBox, 1, 'wc')], { scale: 1, minScore: 0 });
    const shown = found.filter((f) => f.score >= DEFAULT_THRESHOLDS.show);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.box.x).toBe(10);
  });

  it('rejects hatch: a hatched floor proposes nothing, the WC on it is still found', () => {
    const sheet = grayRaster(240, 200);
    hatch(sheet, 60, 0, 180, 200, 6);
    stamp(sheet, wc(), UPRIGHT, 10, 10);
    const found = findSimilar(sheet, [templateFrom(sheet, seedBox, 1, 'wc')], { scale: 1, minScore: 0.2 });
    expect(found.map((f) => f.box.x)).toEqual([10]);
  });

  it('ignores what the person hid', () => {
    const { sheet } = sheetOfAll();
    const template = templateFrom(sheet, seedBox, 1, 'wc');
    const found = findSimilar(sheet, [template], { scale: 1, mask: [{ x: 75, y: 5, width: 40, height: 45 }] });
    expect(found).toHaveLength(7);
    expect(found.some((f) => f.center.x > 75 && f.center.x < 115 && f.center.y < 50)).toBe(false);
  });

  it('merges two templates: a larger variant is found by its own template, no place is counted twice', () => {
    const sheet = grayRaster(260, 120);
    stamp(sheet, wc(), UPRIGHT, 10, 10);
    stamp(sheet, wc(), { rotation: 180, mirrored: false } as const, 60, 10);
    // The variant: the WC drawn at double size.
    const big = grayRaster(48, 64);
    const small = wc();
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 48; x++) big.data[y * 48 + x] = small.data[(y >> 1) * 24 + (x >> 1)] as number;
    stamp(sheet, big, UPRIGHT, 110, 10);
    stamp(sheet, big, { rotation: 90, mirrored: true } as const, 180, 20);
    const first = templateFrom(sheet, seedBox, 1, 'a');
    const second = templateFrom(sheet, { x: 110, y: 10, width: 48, height: 64 }, 1, 'b');
    const one = findSimilar(sheet, [first], { scale: 1 }).filter((f) => f.score >= 0.5);
    expect(one).toHaveLength(2);
    const both = findSimilar(sheet, [first, second], { scale: 1 }).filter((f) => f.score >= 0.5);
    expect(both).toHaveLength(4);
    expect(
      both
        .filter((f) => f.templateId === 'b')
        .map((f) => Math.round(f.box.x))
        .sort(),
    ).toEqual([110, 180]);
  });

  it('refuses a box on empty paper, a tiny box and one over a quarter of the sheet', () => {
    const { sheet } = sheetOfAll();
    const run = (box: { x: number; y: number; width: number; height: number }) => () =>
      findSimilar(sheet, [templateFrom(sheet, box, 1, 't')], { scale: 1 });
    expect(run({ x: 200, y: 140, width: 30, height: 15 })).toThrow(CountingInputError);
    expect(run({ x: 10, y: 10, width: 4, height: 30 })).toThrowError(/px/);
    expect(run({ x: 0, y: 0, width: 200, height: 100 })).toThrowError(/quarter/);
  });

  it('reports progress and stops when the progress hook throws', () => {
    const { sheet } = sheetOfAll();
    const stages = new Set<string>();
    findSimilar(sheet, [templateFrom(sheet, seedBox, 1, 'wc')], { scale: 1, onProgress: (p) => stages.add(p.stage) });
    expect([...stages]).toEqual(['coarse', 'refine']);
    expect(() =>
      findSimilar(sheet, [templateFrom(sheet, seedBox, 1, 'wc')], {
        scale: 1,
        onProgress: () => {
          throw new Error('cancelled');
        },
      }),
    ).toThrow('cancelled');
  });
});

const proposal = (x: number, score: number, templateId = 'a', size = 10): Proposal => ({
  center: { x: x + size / 2, y: size / 2 },
  box: { x, y: 0, width: size, height: size },
  rotation: 0,
  mirrored: false,
  score,
  templateId,
});

describe('mergeProposals', () => {
  it('keeps the best of overlapping boxes and every separate one, best first', () => {
    const merged = mergeProposals([proposal(0, 0.6), proposal(3, 0.9, 'b'), proposal(30, 0.7), proposal(12, 0.8)]);
    expect(merged.map((p) => [p.box.x, p.templateId])).toEqual([
      [3, 'b'],
      [12, 'a'],
      [30, 'a'],
    ]);
  });

  it('treats a larger box around the same centre as the same place', () => {
    const inner = proposal(10, 0.7, 'a', 10);
    const outer = { ...proposal(5, 0.6, 'b', 20), box: { x: 5, y: -5, width: 20, height: 20 } };
    expect(mergeProposals([inner, outer])).toEqual([inner]);
  });
});

describe('classify', () => {
  it('splits proposals into auto-accepted, shown and near misses, best first', () => {
    const ps = [0.95, 0.3, 0.55, 0.45, 0.81, 0.39].map((s, i) => proposal(i * 20, s));
    const bands = classify(ps, { show: 0.5, autoAccept: 0.8, nearMissBand: 0.1 });
    expect(bands.autoAccepted.map((p) => p.score)).toEqual([0.95, 0.81]);
    expect(bands.shown.map((p) => p.score)).toEqual([0.55]);
    expect(bands.nearMisses.map((p) => p.score)).toEqual([0.45]);
    // An auto-accept threshold under the display one accepts only what is shown.
    const low = classify(ps, { show: 0.5, autoAccept: 0.2, nearMissBand: 0.1 });
    expect(low.autoAccepted.map((p) => p.score)).toEqual([0.95, 0.81, 0.55]);
  });

  it('keeps halving consistent with the pyramid', () => {
    const r = grayRaster(5, 3, 100);
    expect(halve(r)).toEqual({ width: 2, height: 1, data: new Uint8Array([100, 100]) });
  });
});
