/**
 * The tolerant diff of two renders of one sheet (the new indice, and the previous one drawn through the alignment
 * on the same pixels): removed = old ink with no new ink near it, added = new ink with no old ink near it.
 *
 * Two thresholds keep anti-aliasing from turning into changes: a pixel counts as ink to be explained when it is
 * clearly dark (< `strong`), and a pixel of the other render explains it when it is at least part as dark: under
 * g + `explain`·(255 − g), g the grey to explain (and under `weak`). A line drawn half a pixel away spreads its ink
 * over two pixels, each at least half as dark: still explained. A light fill is not ink that explains: the VA rooms
 * are filled grey 223, and a wall or a label drawn over one must show. `radius` (pixels, a square window) absorbs
 * what the alignment leaves.
 *
 * Nothing full-size is allocated: each dark pixel looks up its window in the other raster in place (most find ink
 * at the same pixel at once), and the changes are counted per `cell` × `cell` block (the regions work on those
 * counts). One pass over both rasters, in bands of cell rows so that the caller can report progress.
 */
import type { GrayRaster } from '../counting/types.ts';

export interface DiffOptions {
  /** Grey under which a pixel is ink that must be explained. */
  strong: number;
  /** Grey under which a pixel may explain ink at all. */
  weak: number;
  /** Share of the way from the grey to explain to paper under which the other render's pixel explains it. */
  explain: number;
  /** Pixels: ink within this square window counts as "near". */
  radius: number;
  /** Side of the blocks changes are counted in, pixels (≤ 16). */
  cell: number;
}

export const DEFAULT_DIFF: DiffOptions = { strong: 128, weak: 232, explain: 0.6, radius: 2, cell: 4 };

/** Changed pixels per block. */
export interface DiffGrid {
  /** The rasters' size, pixels. */
  width: number;
  height: number;
  cell: number;
  cols: number;
  rows: number;
  /** New ink with no previous ink near, per block (row by row). */
  added: Uint16Array;
  /** Previous ink with no new ink near, per block. */
  removed: Uint16Array;
}

/**
 * Diffs `old` (already aligned on `neu`, same size) against `neu`. `onBand(done, total)` is called after each band of
 * block rows.
 */
export function diffRasters(
  old: GrayRaster,
  neu: GrayRaster,
  options: DiffOptions = DEFAULT_DIFF,
  onBand?: (done: number, total: number) => void,
): DiffGrid {
  if (old.width !== neu.width || old.height !== neu.height) throw new RangeError('the rasters differ in size');
  const { width: w, height: h } = neu;
  const { strong, weak, explain, radius: r, cell } = options;
  if (!(cell >= 1 && cell <= 16)) throw new RangeError(`bad cell ${cell}`);
  const cols = Math.ceil(w / cell);
  const rows = Math.ceil(h / cell);
  const added = new Uint16Array(cols * rows);
  const removed = new Uint16Array(cols * rows);
  const a = old.data;
  const b = neu.data;

  /** Whether `data` has a pixel darker than `limit` in the window around (x, y). */
  const near = (data: Uint8Array, x: number, y: number, limit: number): boolean => {
    const x0 = Math.max(0, x - r);
    const x1 = Math.min(w - 1, x + r);
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h - 1, y + r);
    for (let v = y0; v <= y1; v++) {
      const row = v * w;
      for (let u = x0; u <= x1; u++) if ((data[row + u] as number) < limit) return true;
    }
    return false;
  };

  const bandRows = 64;
  const total = Math.ceil(rows / bandRows);
  for (let band = 0; band < total; band++) {
    const yStart = band * bandRows * cell;
    const yEnd = Math.min(h, (band + 1) * bandRows * cell);
    for (let y = yStart; y < yEnd; y++) {
      const row = y * w;
      const cellRow = Math.floor(y / cell) * cols;
      for (let x = 0; x < w; x++) {
        const i = row + x;
        const o = a[i] as number;
        const n = b[i] as number;
        // Paper on both, or ink explained at the very pixel: the common cases, decided at once.
        if (o >= strong && n >= strong) continue;
        if (o < strong) {
          const limit = Math.min(weak, o + explain * (255 - o));
          if (n >= limit && !near(b, x, y, limit)) {
            const c = cellRow + Math.floor(x / cell);
            removed[c] = (removed[c] as number) + 1;
          }
        }
        if (n < strong) {
          const limit = Math.min(weak, n + explain * (255 - n));
          if (o < limit || near(a, x, y, limit)) continue;
          const c = cellRow + Math.floor(x / cell);
          added[c] = (added[c] as number) + 1;
        }
      }
    }
    onBand?.(band + 1, total);
  }
  return { width: w, height: h, cell, cols, rows, added, removed };
}
