/** Small synthetic sheets for the matcher's tests: symbols drawn in black on white, in any orientation. */
import { grayRaster, orient } from './raster.ts';
import type { GrayRaster, Orientation } from './types.ts';

export function fillRect(r: GrayRaster, x: number, y: number, w: number, h: number, value = 0): void {
  for (let v = Math.max(0, y); v < Math.min(r.height, y + h); v++) {
    for (let u = Math.max(0, x); u < Math.min(r.width, x + w); u++) r.data[v * r.width + u] = value;
  }
}

/** A ring of thickness 2 centred on (cx, cy). */
export function ring(r: GrayRaster, cx: number, cy: number, rx: number, ry: number): void {
  for (let v = 0; v < r.height; v++) {
    for (let u = 0; u < r.width; u++) {
      const d = Math.hypot((u - cx) / rx, (v - cy) / ry);
      if (Math.abs(d - 1) * Math.min(rx, ry) < 1) r.data[v * r.width + u] = 0;
    }
  }
}

/** A WC seen from above, 24 × 32 px, not symmetric left–right (its flush button is on the left). */
export function wc(): GrayRaster {
  const r = grayRaster(24, 32);
  fillRect(r, 1, 1, 22, 2);
  fillRect(r, 1, 8, 22, 2);
  fillRect(r, 1, 1, 2, 9);
  fillRect(r, 21, 1, 2, 9);
  fillRect(r, 4, 4, 4, 2);
  ring(r, 12, 20, 9, 10);
  return r;
}

/** Near the WC but a washbasin: the same tank and size, a rectangular bowl with a tap. */
export function basin(): GrayRaster {
  const r = grayRaster(24, 32);
  fillRect(r, 1, 1, 22, 2);
  fillRect(r, 1, 8, 22, 2);
  fillRect(r, 1, 1, 2, 9);
  fillRect(r, 21, 1, 2, 9);
  fillRect(r, 3, 12, 18, 2);
  fillRect(r, 3, 28, 18, 2);
  fillRect(r, 3, 12, 2, 18);
  fillRect(r, 19, 12, 2, 18);
  fillRect(r, 11, 15, 2, 5);
  return r;
}

/** Draws `symbol` in orientation `o` with its top-left corner at (x, y) (dark pixels only). */
export function stamp(sheet: GrayRaster, symbol: GrayRaster, o: Orientation, x: number, y: number): void {
  const s = orient(symbol, o);
  for (let v = 0; v < s.height; v++) {
    for (let u = 0; u < s.width; u++) {
      const value = s.data[v * s.width + u] as number;
      const at = (y + v) * sheet.width + x + u;
      if (value < (sheet.data[at] as number)) sheet.data[at] = value;
    }
  }
}

/** Gaussian-ish noise of ± `amplitude` grey levels, seeded. */
export function addNoise(r: GrayRaster, amplitude: number, seed = 1): void {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = 0; i < r.data.length; i++) {
    const n = (next() + next() + next() - 1.5) * 2 * amplitude;
    r.data[i] = Math.max(0, Math.min(255, Math.round((r.data[i] as number) + n)));
  }
}

/** Diagonal hatch lines every `period` px over a region. */
export function hatch(r: GrayRaster, x: number, y: number, w: number, h: number, period: number): void {
  for (let v = y; v < y + h; v++) {
    for (let u = x; u < x + w; u++) if ((u + v) % period < 2) r.data[v * r.width + u] = 0;
  }
}

/** Near the WC but a bidet: the same bowl without the tank, a tap at its back. */
export function bidet(): GrayRaster {
  const r = grayRaster(24, 32);
  ring(r, 12, 20, 9, 10);
  fillRect(r, 10, 5, 4, 4);
  return r;
}
