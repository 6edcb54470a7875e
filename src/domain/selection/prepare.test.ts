import { describe, expect, it } from 'vitest';
import {
  MAX_RASTER_PIXELS,
  binarize,
  distanceTransform,
  eraseLoneLines,
  rasterScale,
  rasterizeSegments,
  removeSmallMarks,
  removeSpecks,
} from './prepare.ts';
import { greyPicture } from './testing.ts';

/** Whether a 4-connected flood from (x, y) reaches the raster's border. */
function floodReachesBorder(ink: Uint8Array, w: number, h: number, x: number, y: number): boolean {
  const seen = new Uint8Array(w * h);
  const stack = [y * w + x];
  seen[y * w + x] = 1;
  while (stack.length) {
    const p = stack.pop() as number;
    const px = p % w;
    const py = (p - px) / w;
    if (px === 0 || py === 0 || px === w - 1 || py === h - 1) return true;
    for (const q of [p - 1, p + 1, p - w, p + w]) {
      if (!ink[q] && !seen[q]) {
        seen[q] = 1;
        stack.push(q);
      }
    }
  }
  return false;
}

describe('rasterScale', () => {
  it('fits the raster in 12 Mpx, at most 4 px/pt', () => {
    const va = rasterScale(3024, 2160);
    expect(Math.ceil(3024 * va) * Math.ceil(2160 * va)).toBeLessThanOrEqual(MAX_RASTER_PIXELS * 1.001);
    expect(va).toBeGreaterThan(1);
    expect(rasterScale(100, 100)).toBe(4);
  });
});

describe('rasterizeSegments', () => {
  it('draws a line at least 1 px thick everywhere, and nothing else', () => {
    const ink = rasterizeSegments(new Float32Array([2, 10.3, 38, 12.9]), 40, 20, 1);
    for (let x = 2; x < 38; x++) {
      let column = 0;
      for (let y = 0; y < 20; y++) column += ink.data[y * 40 + x] as number;
      expect(column).toBeGreaterThanOrEqual(1);
      expect(column).toBeLessThanOrEqual(3);
    }
    expect(ink.data[0]).toBe(0);
  });

  it('closes a polygon of diagonal segments without a gap a 4-connected fill could pass', () => {
    // A diamond with slightly ragged joints.
    const s = new Float32Array([20, 3.2, 36.7, 20, 36.7, 20, 20.1, 36.9, 20.1, 36.9, 3.3, 20.2, 3.3, 20.2, 20, 3.2]);
    const ink = rasterizeSegments(s, 40, 40, 1);
    expect(floodReachesBorder(ink.data, 40, 40, 20, 20)).toBe(false);
  });
});

describe('distanceTransform', () => {
  it('gives the exact Euclidean distance to the nearest ink pixel', () => {
    const w = 23;
    const h = 17;
    const ink = new Uint8Array(w * h);
    let seed = 3;
    for (let i = 0; i < ink.length; i++) {
      seed = (seed * 16807) % 2147483647;
      ink[i] = seed % 29 === 0 ? 1 : 0;
    }
    const d = distanceTransform(ink, w, h);
    for (let p = 0; p < ink.length; p++) {
      let best = Infinity;
      for (let q = 0; q < ink.length; q++) {
        if (ink[q]) best = Math.min(best, Math.hypot((p % w) - (q % w), Math.floor(p / w) - Math.floor(q / w)));
      }
      expect(d[p]).toBeCloseTo(best, 4);
    }
  });

  it('leaves a raster without ink far from everything', () => {
    expect(distanceTransform(new Uint8Array(12), 4, 3)[5]).toBeGreaterThan(1e9);
  });
});

describe('binarize and removeSpecks', () => {
  it('splits ink from paper by Otsu’s threshold', () => {
    const grey = greyPicture(10, 10, 1, [[2, 2, 5, 5]]);
    grey.data[0] = 180; // light grey stays paper
    grey.data[1] = 60; // dark grey is ink
    const ink = binarize(grey);
    expect(ink[3 * 10 + 3]).toBe(1);
    expect(ink[0]).toBe(0);
    expect(ink[1]).toBe(1);
    expect(ink[9 * 10 + 9]).toBe(0);
  });

  it('removes components up to the speck size and counts them', () => {
    const ink = new Uint8Array(100);
    ink[11] = 1; // a lone pixel
    for (const p of [55, 56, 57, 65, 66, 67]) ink[p] = 1; // 6 pixels
    expect(removeSpecks(ink, 10, 10, 2)).toBe(1);
    expect(ink[11]).toBe(0);
    expect(ink[55]).toBe(1);
  });
});

describe('removeSmallMarks', () => {
  /** A 40 × 40 raster with one component per rectangle [x0, y0, x1, y1] (inclusive), or per outline when `hollow`. */
  function inkOf(rects: [number, number, number, number, boolean?][]) {
    const ink = new Uint8Array(40 * 40);
    for (const [x0, y0, x1, y1, hollow] of rects) {
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          if (!hollow || x === x0 || x === x1 || y === y0 || y === y1) ink[y * 40 + x] = 1;
        }
      }
    }
    return ink;
  }

  it('clears letters and dashes, keeps a long line and a solid column', () => {
    const ink = inkOf([
      [2, 2, 7, 9, true], // a letter-sized outline, 6 × 8 px
      [10, 2, 15, 2], // a dash
      [2, 20, 37, 21], // a wall's face, longer than the mark
      [20, 8, 26, 14], // a solid 7 × 7 px column
      [30, 8, 31, 14], // a solid but thin stroke (an « l »): cleared
    ]);
    const cleared = removeSmallMarks(ink, 40, 40, 10, 5);
    expect(ink[2 * 40 + 2]).toBe(0);
    expect(ink[2 * 40 + 12]).toBe(0);
    expect(ink[8 * 40 + 30]).toBe(0);
    expect(ink[20 * 40 + 20]).toBe(1);
    expect(ink[10 * 40 + 22]).toBe(1);
    expect(cleared).toBe(24 + 6 + 14);
  });

  it('keeps a mark joined to a wall (a door’s jamb, a tick on a face)', () => {
    const ink = inkOf([
      [2, 20, 37, 21],
      [10, 15, 10, 19], // a tick standing on the face
    ]);
    expect(removeSmallMarks(ink, 40, 40, 10, 5)).toBe(0);
    expect(ink[15 * 40 + 10]).toBe(1);
  });
});

describe('eraseLoneLines', () => {
  it('clears a line across open paper and keeps a wall’s two faces and a small box', () => {
    const w = 200;
    const h = 120;
    const segs = new Float32Array([
      // a wall: faces at y 40 and 46, closed by jambs
      10, 40, 190, 40, 10, 46, 190, 46, 10, 40, 10, 46, 190, 40, 190, 46,
      // a lone line in the open at y 90
      30, 90, 170, 90,
      // a 10 pt box
      20, 60, 30, 60, 30, 60, 30, 70, 30, 70, 20, 70, 20, 70, 20, 60,
    ]);
    const ink = rasterizeSegments(segs, w, h, 1);
    const cleared = eraseLoneLines(ink.data, w, h, 1, distanceTransform(ink.data, w, h));
    expect(cleared).toBeGreaterThan(100);
    expect(ink.data[90 * w + 100]).toBe(0);
    expect(ink.data[40 * w + 100]).toBe(1);
    expect(ink.data[46 * w + 100]).toBe(1);
    expect(ink.data[43 * w + 10]).toBe(1);
    expect(ink.data[60 * w + 25]).toBe(1);
  });
});
