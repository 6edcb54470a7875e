/**
 * Synthetic plans for the comparison's unit tests: walls, partitions, hatching and "text" strokes drawn anti-aliased
 * (coverage from the distance to each stroke) through any matrix, so that a known shift, rotation or scale is exact
 * to a fraction of a pixel. Not part of the app bundle: only *.test.ts files and the bench import it.
 */
import type { GrayRaster } from '../counting/types.ts';
import { applyToPoint, type Matrix } from '../pdf/geometry.ts';

/** A stroke from (x1, y1) to (x2, y2), `width` points wide, in sheet points. */
export type Stroke = readonly [x1: number, y1: number, x2: number, y2: number, width: number];

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A plan-like drawing on a `width` × `height` pt sheet: a frame, rooms on an irregular grid, hatch, labels. */
export function syntheticPlan(seed: number, width: number, height: number): Stroke[] {
  const rnd = random(seed);
  const strokes: Stroke[] = [];
  const m = 20;
  strokes.push([m, m, width - m, m, 2], [width - m, m, width - m, height - m, 2]);
  strokes.push([width - m, height - m, m, height - m, 2], [m, height - m, m, m, 2]);
  // Rooms: irregular columns and rows of walls, with door gaps.
  const xs = [m + 30];
  while ((xs[xs.length - 1] as number) < width - 120) xs.push((xs[xs.length - 1] as number) + 60 + rnd() * 90);
  const ys = [m + 30];
  while ((ys[ys.length - 1] as number) < height - 110) ys.push((ys[ys.length - 1] as number) + 50 + rnd() * 80);
  for (const x of xs) {
    for (let i = 0; i + 1 < ys.length; i++) {
      const y0 = ys[i] as number;
      const y1 = ys[i + 1] as number;
      const gap = rnd() < 0.4 ? 14 : 0;
      strokes.push([x, y0, x, y1 - gap, rnd() < 0.3 ? 4 : 1.5]);
    }
  }
  for (const y of ys) {
    for (let i = 0; i + 1 < xs.length; i++) {
      const x0 = xs[i] as number;
      const x1 = xs[i + 1] as number;
      const gap = rnd() < 0.4 ? 14 : 0;
      strokes.push([x0 + gap, y, x1, y, rnd() < 0.3 ? 4 : 1.5]);
    }
  }
  // In each room: a hatch or a few "letters" (short strokes), or furniture boxes.
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const x0 = (xs[i] as number) + 6;
      const x1 = (xs[i + 1] as number) - 6;
      const y0 = (ys[j] as number) + 6;
      const y1 = (ys[j + 1] as number) - 6;
      const what = rnd();
      if (what < 0.25) {
        for (let t = x0; t < x1 + (y1 - y0); t += 5) {
          const ax = Math.min(t, x1);
          const ay = y0 + (t - ax);
          const by = Math.min(y1, y0 + t - x0);
          const bx = t - (by - y0);
          if (ay <= y1 && bx >= x0) strokes.push([ax, ay, Math.max(bx, x0), by, 0.3]);
        }
      } else if (what < 0.7) {
        let x = x0 + 4 + rnd() * 10;
        const y = y0 + 8 + rnd() * Math.max(1, y1 - y0 - 20);
        while (x < x1 - 8) {
          const h = 5 + rnd() * 3;
          strokes.push([x, y, x + rnd() * 4, y - h, 0.6], [x, y - h / 2, x + 3, y - h / 2, 0.6]);
          x += 5 + rnd() * 2;
        }
      } else {
        const bx = x0 + rnd() * Math.max(1, x1 - x0 - 30);
        const by = y0 + rnd() * Math.max(1, y1 - y0 - 20);
        const bw = 12 + rnd() * 16;
        const bh = 8 + rnd() * 10;
        strokes.push([bx, by, bx + bw, by, 0.8], [bx + bw, by, bx + bw, by + bh, 0.8]);
        strokes.push([bx + bw, by + bh, bx, by + bh, 0.8], [bx, by + bh, bx, by, 0.8], [bx, by, bx + bw, by + bh, 0.5]);
      }
    }
  }
  return strokes;
}

/**
 * The strokes drawn through `matrix` (sheet points → sheet points) on a `width` × `height` pt sheet at `scale` px
 * per point: each pixel's ink is the coverage of the nearest stroke (distance from the pixel's centre), as an
 * anti-aliasing renderer gives.
 */
export function drawPlan(
  strokes: readonly Stroke[],
  matrix: Matrix,
  width: number,
  height: number,
  scale: number,
): GrayRaster {
  const w = Math.ceil(width * scale - 1e-6);
  const h = Math.ceil(height * scale - 1e-6);
  const ink = new Float32Array(w * h);
  const s = Math.hypot(matrix[0], matrix[1]);
  for (const [x1, y1, x2, y2, sw] of strokes) {
    const [ax, ay] = applyToPoint(matrix, x1, y1).map((v) => v * scale) as [number, number];
    const [bx, by] = applyToPoint(matrix, x2, y2).map((v) => v * scale) as [number, number];
    const half = Math.max(0.5, (sw * s * scale) / 2);
    const reach = half + 1;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const px0 = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
    const px1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + reach));
    const py0 = Math.max(0, Math.floor(Math.min(ay, by) - reach));
    const py1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + reach));
    // Thin strokes keep their darkness in proportion (a 0.3 px line is faint, as in a real render).
    const strength = Math.min(1, (sw * s * scale) / 1);
    for (let y = py0; y <= py1; y++) {
      const cy = y + 0.5;
      for (let x = px0; x <= px1; x++) {
        const cx = x + 0.5;
        const t = len2 > 0 ? Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / len2)) : 0;
        const d = Math.hypot(cx - (ax + t * dx), cy - (ay + t * dy));
        const cover = Math.max(0, Math.min(1, half + 0.5 - d)) * strength;
        const i = y * w + x;
        if (cover > (ink[i] as number)) ink[i] = cover;
      }
    }
  }
  const data = new Uint8Array(w * h);
  for (let i = 0; i < data.length; i++) data[i] = Math.round(255 * (1 - (ink[i] as number)));
  return { width: w, height: h, data };
}
