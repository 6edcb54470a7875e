/**
 * The comparison's pictures (protocol.ts, ComparisonPictures), painted as RGBA from the two aligned renders at a
 * display resolution: each display pixel is a k × k block of the renders, keeping its darkest pixel (a hairline
 * does not fade away when shrunk). Paper is transparent; the viewer draws them under or over the new sheet.
 *
 * - old / new: black ink, its darkness as alpha.
 * - overlay, one per palette: ink on both neutral (`colours.unchanged`); inside a change region, the previous
 *   indice's ink with no new ink near it in the palette's "removed" colour, and the reverse in its "added" colour.
 *   Outside the regions every ink is neutral: what the regions left out (specks, edge strips) is not coloured.
 */
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { ChangeRegionDraft, OverlayPalette } from '../../domain/comparison/types.ts';
import type { PictureColours } from './protocol.ts';

export interface PaintedPictures {
  /** Pixels per point. */
  scale: number;
  width: number;
  height: number;
  old: Uint8ClampedArray;
  new: Uint8ClampedArray;
  overlay: Record<OverlayPalette, Uint8ClampedArray>;
}

/** Ink darker than this (grey) is coloured as a change; ink paler than `WEAK` explains the other's. */
const STRONG = 128;
const WEAK = 232;

/** The block factor for a picture of at most `maxPixels` of a `width` × `height` px render. */
export function pictureFactor(width: number, height: number, maxPixels: number): number {
  return Math.max(1, Math.ceil(Math.sqrt((width * height) / maxPixels)));
}

/** `raster` shrunk k times, each pixel the darkest of its block. */
export function darkest(raster: GrayRaster, k: number): GrayRaster {
  const width = Math.ceil(raster.width / k);
  const height = Math.ceil(raster.height / k);
  const data = new Uint8Array(width * height).fill(255);
  const src = raster.data;
  const sw = raster.width;
  for (let y = 0; y < raster.height; y++) {
    const row = Math.floor(y / k) * width;
    const base = y * sw;
    for (let x = 0; x < sw; x++) {
      const v = src[base + x] as number;
      if (v === 255) continue;
      const i = row + Math.floor(x / k);
      if (v < (data[i] as number)) data[i] = v;
    }
  }
  return { width, height, data };
}

export function paintPictures(
  old: GrayRaster,
  neu: GrayRaster,
  regions: readonly ChangeRegionDraft[],
  scale: number,
  maxPixels: number,
  colours: PictureColours,
): PaintedPictures {
  const k = pictureFactor(neu.width, neu.height, maxPixels);
  const o = k === 1 ? old : darkest(old, k);
  const n = k === 1 ? neu : darkest(neu, k);
  const { width: w, height: h } = n;
  const ds = scale / k;
  // Which display pixels lie in a region (its box widened by a pixel).
  const inRegion = new Uint8Array(w * h);
  for (const r of regions) {
    const x0 = Math.max(0, Math.floor(r.box.x * ds) - 1);
    const y0 = Math.max(0, Math.floor(r.box.y * ds) - 1);
    const x1 = Math.min(w, Math.ceil((r.box.x + r.box.width) * ds) + 1);
    const y1 = Math.min(h, Math.ceil((r.box.y + r.box.height) * ds) + 1);
    for (let y = y0; y < y1; y++) inRegion.fill(1, y * w + x0, y * w + Math.max(x0, x1));
  }
  const near = (data: Uint8Array, x: number, y: number) => {
    for (let v = Math.max(0, y - 1); v <= Math.min(h - 1, y + 1); v++) {
      for (let u = Math.max(0, x - 1); u <= Math.min(w - 1, x + 1); u++)
        if ((data[v * w + u] as number) < WEAK) return true;
    }
    return false;
  };
  const oldPx = new Uint8ClampedArray(w * h * 4);
  const newPx = new Uint8ClampedArray(w * h * 4);
  const red = new Uint8ClampedArray(w * h * 4);
  const blue = new Uint8ClampedArray(w * h * 4);
  const put = (px: Uint8ClampedArray, j: number, rgb: readonly number[], alpha: number) => {
    px[j] = rgb[0] as number;
    px[j + 1] = rgb[1] as number;
    px[j + 2] = rgb[2] as number;
    px[j + 3] = alpha;
  };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const j = i * 4;
      const og = o.data[i] as number;
      const ng = n.data[i] as number;
      if (og === 255 && ng === 255) continue;
      oldPx[j + 3] = 255 - og;
      newPx[j + 3] = 255 - ng;
      let kind: 'unchanged' | 'removed' | 'added' = 'unchanged';
      if (inRegion[i]) {
        if (og < STRONG && ng >= WEAK && !near(n.data, x, y)) kind = 'removed';
        else if (ng < STRONG && og >= WEAK && !near(o.data, x, y)) kind = 'added';
      }
      const alpha = 255 - Math.min(og, ng);
      if (kind === 'unchanged') {
        put(red, j, colours.unchanged, alpha);
        put(blue, j, colours.unchanged, alpha);
      } else {
        put(red, j, colours[kind].redGreen, alpha);
        put(blue, j, colours[kind].orangeBlue, alpha);
      }
    }
  }
  return { scale: ds, width: w, height: h, old: oldPx, new: newPx, overlay: { redGreen: red, orangeBlue: blue } };
}
