/** Grey rasters: made from RGBA renders, cut, turned, halved, and blanked where the person hides things. */
import type { Rect } from '../pdf/geometry.ts';
import type { GrayRaster, Orientation } from './types.ts';

export function grayRaster(width: number, height: number, fill = 255): GrayRaster {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

/** Luma of an RGBA picture drawn on white (transparent pixels are paper). */
export function fromRgba(width: number, height: number, rgba: Uint8ClampedArray | Uint8Array): GrayRaster {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    const a = (rgba[j + 3] as number) / 255;
    const luma = 0.299 * (rgba[j] as number) + 0.587 * (rgba[j + 1] as number) + 0.114 * (rgba[j + 2] as number);
    data[i] = Math.round(luma * a + 255 * (1 - a));
  }
  return { width, height, data };
}

/** The pixels of `r` (whole pixels, clamped to the raster). */
export function crop(raster: GrayRaster, r: { x: number; y: number; width: number; height: number }): GrayRaster {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const x1 = Math.min(raster.width, Math.ceil(r.x + r.width));
  const y1 = Math.min(raster.height, Math.ceil(r.y + r.height));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y0 + y) * raster.width + x0;
    data.set(raster.data.subarray(from, from + width), y * width);
  }
  return { width, height, data };
}

/** `raster` mirrored left–right (when asked), then turned clockwise. */
export function orient(raster: GrayRaster, { rotation, mirrored }: Orientation): GrayRaster {
  const { width: w, height: h, data } = raster;
  const turned = rotation === 90 || rotation === 270;
  const ow = turned ? h : w;
  const oh = turned ? w : h;
  const out = new Uint8Array(ow * oh);
  for (let Y = 0; Y < oh; Y++) {
    for (let X = 0; X < ow; X++) {
      let sx: number;
      let sy: number;
      if (rotation === 0) [sx, sy] = [X, Y];
      else if (rotation === 90) [sx, sy] = [Y, h - 1 - X];
      else if (rotation === 180) [sx, sy] = [w - 1 - X, h - 1 - Y];
      else [sx, sy] = [w - 1 - Y, X];
      if (mirrored) sx = w - 1 - sx;
      out[Y * ow + X] = data[sy * w + sx] as number;
    }
  }
  return { width: ow, height: oh, data: out };
}

/** Half the size, each pixel the mean of a 2 × 2 block (the last odd row or column is dropped). */
export function halve(raster: GrayRaster): GrayRaster {
  const width = raster.width >> 1;
  const height = raster.height >> 1;
  const data = new Uint8Array(width * height);
  const src = raster.data;
  const sw = raster.width;
  for (let y = 0; y < height; y++) {
    const r0 = 2 * y * sw;
    const r1 = r0 + sw;
    for (let x = 0; x < width; x++) {
      const c = 2 * x;
      data[y * width + x] =
        ((src[r0 + c] as number) +
          (src[r0 + c + 1] as number) +
          (src[r1 + c] as number) +
          (src[r1 + c + 1] as number) +
          2) >>
        2;
    }
  }
  return { width, height, data };
}

/** Paints `rects` (in pixels) white: what the person hid is paper to the matcher. Changes `raster`. */
export function blank(raster: GrayRaster, rects: readonly Rect[]): void {
  for (const r of rects) {
    const x0 = Math.max(0, Math.floor(r.x));
    const y0 = Math.max(0, Math.floor(r.y));
    const x1 = Math.min(raster.width, Math.ceil(r.x + r.width));
    const y1 = Math.min(raster.height, Math.ceil(r.y + r.height));
    for (let y = y0; y < y1; y++) raster.data.fill(255, y * raster.width + x0, y * raster.width + Math.max(x0, x1));
  }
}

/** The share of pixels darker than mid-grey. */
export function inkShare(raster: GrayRaster): number {
  let ink = 0;
  for (const v of raster.data) if (v < 128) ink++;
  return raster.data.length ? ink / raster.data.length : 0;
}

/** Gradient magnitude (|∂x| + |∂y|, central differences, one-sided at the borders), as a grey raster of edges in ink. */
export function edges(raster: GrayRaster): GrayRaster {
  const { width: w, height: h, data } = raster;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = data[y * w + Math.max(0, x - 1)] as number;
      const r = data[y * w + Math.min(w - 1, x + 1)] as number;
      const u = data[Math.max(0, y - 1) * w + x] as number;
      const d = data[Math.min(h - 1, y + 1) * w + x] as number;
      out[y * w + x] = 255 - Math.min(255, (Math.abs(r - l) + Math.abs(d - u)) >> 1);
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * `raster` shrunk by `factor` (0 < factor ≤ 1), each pixel the mean of the source pixels its footprint covers, weighted
 * by the share covered: a template cut on a sheet drawn larger than the one searched (working.ts, elsewhereScale).
 */
export function shrink(raster: GrayRaster, factor: number): GrayRaster {
  if (!(factor > 0 && factor <= 1)) throw new RangeError(`bad factor ${factor}`);
  if (factor === 1) return { ...raster, data: raster.data.slice() };
  const width = Math.max(1, Math.round(raster.width * factor));
  const height = Math.max(1, Math.round(raster.height * factor));
  const fx = raster.width / width;
  const fy = raster.height / height;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = y * fy;
    const y1 = y0 + fy;
    for (let x = 0; x < width; x++) {
      const x0 = x * fx;
      const x1 = x0 + fx;
      let sum = 0;
      let area = 0;
      for (let v = Math.floor(y0); v < Math.min(raster.height, Math.ceil(y1)); v++) {
        const wy = Math.min(y1, v + 1) - Math.max(y0, v);
        for (let u = Math.floor(x0); u < Math.min(raster.width, Math.ceil(x1)); u++) {
          const w = wy * (Math.min(x1, u + 1) - Math.max(x0, u));
          sum += w * (raster.data[v * raster.width + u] as number);
          area += w;
        }
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, data };
}
