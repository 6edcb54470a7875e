/**
 * Normalised cross-correlation (Pearson's r between the template and each window of the picture, as OpenCV's
 * TM_CCOEFF_NORMED): a tiled FFT search over a whole raster for several oriented templates at once, and an exact
 * search in a small window for refining.
 *
 * The FFT search packs two tiles into one complex transform (the picture is real), transforms each pair once and
 * reuses it for every orientation, and skips tiles of blank paper; window means and variances come from the tile's
 * integral images.
 */
import { Fft2d } from './fft.ts';
import type { GrayRaster } from './types.ts';

/** A template ready for correlation: its pixels as ink (255 − grey), minus their mean, and the norm of that. */
export interface Kernel {
  width: number;
  height: number;
  /** Zero-mean ink values, row by row. */
  values: Float64Array;
  norm: number;
  /** The template's ink standard deviation (a window much flatter than this is not scored). */
  std: number;
}

export function kernelOf(raster: GrayRaster): Kernel {
  const n = raster.data.length;
  let sum = 0;
  for (const v of raster.data) sum += 255 - v;
  const mean = n ? sum / n : 0;
  const values = new Float64Array(n);
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const d = 255 - (raster.data[i] as number) - mean;
    values[i] = d;
    sq += d * d;
  }
  return { width: raster.width, height: raster.height, values, norm: Math.sqrt(sq), std: n ? Math.sqrt(sq / n) : 0 };
}

/** A window flatter than this share of the template's standard deviation scores 0 (blank paper, a plain fill). */
const MIN_STD_RATIO = 0.2;

/** A tile with no pixel darker than this ink level (255 − grey) is blank paper and is skipped. */
const BLANK_INK = 32;

export interface ScoreMap {
  width: number;
  height: number;
  /** Per pixel, the best score of any kernel whose centre falls on it (0 where none was computed). */
  score: Float32Array;
  /** Which kernel gave it. */
  kernel: Uint8Array;
}

export interface SearchHooks {
  /** Called after each pair of tiles; throwing stops the search. */
  onTiles?(done: number, total: number): void;
  /**
   * Only this part of the tiles that hold drawing (the `index`-th of `count` runs of them in reading order: bands of
   * the picture with as much drawing each); the other parts' positions score 0.
   */
  part?: { index: number; count: number };
}

/**
 * Every kernel at every position of `image` where it fits. The score of a kernel placed with its top-left corner at
 * (x, y) is stored at its centre (x + ⌊w/2⌋, y + ⌊h/2⌋), keeping the best kernel per pixel.
 */
export function searchFft(image: GrayRaster, kernels: readonly Kernel[], hooks: SearchHooks = {}): ScoreMap {
  const { width: W, height: H } = image;
  const score = new Float32Array(W * H);
  const which = new Uint8Array(W * H);
  const map = { width: W, height: H, score, kernel: which };
  if (!kernels.length) return map;
  const maxSide = Math.max(...kernels.map((k) => Math.max(k.width, k.height)));
  let T = 64;
  while (T < 6 * maxSide && T < 512) T <<= 1;
  while (T <= maxSide) T <<= 1;
  const step = T - maxSide + 1;
  const n2 = T * T;
  const fft = new Fft2d(T);

  // Each kernel's conjugated spectrum, scaled by 1 / T² for the unscaled inverse.
  const spectra = kernels.map((k) => {
    const re = new Float64Array(n2);
    const im = new Float64Array(n2);
    for (let y = 0; y < k.height; y++) {
      for (let x = 0; x < k.width; x++) re[y * T + x] = k.values[y * k.width + x] as number;
    }
    fft.transform(re, im, false, k.height);
    for (let i = 0; i < n2; i++) {
      re[i] = (re[i] as number) / n2;
      im[i] = -(im[i] as number) / n2;
    }
    return { re, im };
  });

  let origins: [number, number][] = [];
  for (let ty = 0; ty < H; ty += step) {
    for (let tx = 0; tx < W; tx += step) if (!isBlank(image, tx, ty, T)) origins.push([tx, ty]);
  }
  if (hooks.part) {
    const { index, count } = hooks.part;
    const n = origins.length;
    origins = origins.slice(Math.floor((n * index) / count), Math.floor((n * (index + 1)) / count));
  }
  const total = Math.ceil(origins.length / 2);
  const re = new Float64Array(n2);
  const im = new Float64Array(n2);
  const pr = new Float64Array(n2);
  const pi = new Float64Array(n2);
  const sums = [new Float64Array((T + 1) * (T + 1)), new Float64Array((T + 1) * (T + 1))];
  const squares = [new Float64Array((T + 1) * (T + 1)), new Float64Array((T + 1) * (T + 1))];

  for (let p = 0; p < total; p++) {
    const pair = origins.slice(2 * p, 2 * p + 2);
    re.fill(0);
    im.fill(0);
    pair.forEach(([tx, ty], slot) => {
      loadTile(image, tx, ty, T, slot === 0 ? re : im);
      integrals(slot === 0 ? re : im, T, sums[slot] as Float64Array, squares[slot] as Float64Array);
    });
    fft.transform(re, im, false);
    kernels.forEach((k, ki) => {
      const g = spectra[ki] as { re: Float64Array; im: Float64Array };
      for (let i = 0; i < n2; i++) {
        const ar = re[i] as number;
        const ai = im[i] as number;
        const br = g.re[i] as number;
        const bi = g.im[i] as number;
        pr[i] = ar * br - ai * bi;
        pi[i] = ar * bi + ai * br;
      }
      fft.transform(pr, pi, true);
      const count = k.width * k.height;
      const minVar = (MIN_STD_RATIO * k.std) ** 2 * count;
      const cx = k.width >> 1;
      const cy = k.height >> 1;
      pair.forEach(([tx, ty], slot) => {
        const corr = slot === 0 ? pr : pi;
        const s1 = sums[slot] as Float64Array;
        const s2 = squares[slot] as Float64Array;
        const xEnd = Math.min(step, W - k.width - tx + 1);
        const yEnd = Math.min(step, H - k.height - ty + 1);
        const stride = T + 1;
        for (let y = 0; y < yEnd; y++) {
          for (let x = 0; x < xEnd; x++) {
            const a = y * stride + x;
            const b = a + k.width;
            const c = a + k.height * stride;
            const d = c + k.width;
            const sum = (s1[d] as number) - (s1[b] as number) - (s1[c] as number) + (s1[a] as number);
            const sq = (s2[d] as number) - (s2[b] as number) - (s2[c] as number) + (s2[a] as number);
            const variance = sq - (sum * sum) / count;
            if (variance <= minVar) continue;
            const r = (corr[y * T + x] as number) / (k.norm * Math.sqrt(variance));
            const at = (ty + y + cy) * W + tx + x + cx;
            if (r > (score[at] as number)) {
              score[at] = r;
              which[at] = ki;
            }
          }
        }
      });
    });
    hooks.onTiles?.(p + 1, total);
  }
  return map;
}

function isBlank(image: GrayRaster, tx: number, ty: number, T: number): boolean {
  const x1 = Math.min(image.width, tx + T);
  const y1 = Math.min(image.height, ty + T);
  const limit = 255 - BLANK_INK;
  for (let y = ty; y < y1; y++) {
    const row = y * image.width;
    for (let x = tx; x < x1; x++) if ((image.data[row + x] as number) < limit) return false;
  }
  return true;
}

/** The tile's ink (255 − grey) into `out` (T × T, zero past the picture's edges). */
function loadTile(image: GrayRaster, tx: number, ty: number, T: number, out: Float64Array): void {
  const x1 = Math.min(image.width, tx + T);
  const y1 = Math.min(image.height, ty + T);
  for (let y = ty; y < y1; y++) {
    const row = y * image.width;
    const o = (y - ty) * T - tx;
    for (let x = tx; x < x1; x++) out[o + x] = 255 - (image.data[row + x] as number);
  }
}

/** Integral images of a T × T tile and of its squares, (T + 1)² with a zero first row and column. */
function integrals(tile: Float64Array, T: number, sum: Float64Array, square: Float64Array): void {
  const stride = T + 1;
  for (let y = 0; y < T; y++) {
    let rs = 0;
    let rq = 0;
    for (let x = 0; x < T; x++) {
      const v = tile[y * T + x] as number;
      rs += v;
      rq += v * v;
      const at = (y + 1) * stride + x + 1;
      sum[at] = (sum[at - stride] as number) + rs;
      square[at] = (square[at - stride] as number) + rq;
    }
  }
}

/** The score of `k` with its top-left corner at (x, y) of `image` (−1 where it does not fit or the window is flat). */
export function scoreAt(image: GrayRaster, k: Kernel, x: number, y: number): number {
  if (x < 0 || y < 0 || x + k.width > image.width || y + k.height > image.height) return -1;
  let dot = 0;
  let sum = 0;
  let sq = 0;
  const W = image.width;
  for (let v = 0; v < k.height; v++) {
    const row = (y + v) * W + x;
    const kr = v * k.width;
    for (let u = 0; u < k.width; u++) {
      const ink = 255 - (image.data[row + u] as number);
      dot += (k.values[kr + u] as number) * ink;
      sum += ink;
      sq += ink * ink;
    }
  }
  const count = k.width * k.height;
  const variance = sq - (sum * sum) / count;
  if (variance <= (MIN_STD_RATIO * k.std) ** 2 * count) return -1;
  return dot / (k.norm * Math.sqrt(variance));
}

/** The naive score of `k` at every position (tests compare the FFT search with it). */
export function searchNaive(image: GrayRaster, k: Kernel): Float32Array {
  const out = new Float32Array(image.width * image.height);
  for (let y = 0; y + k.height <= image.height; y++) {
    for (let x = 0; x + k.width <= image.width; x++) {
      out[(y + (k.height >> 1)) * image.width + x + (k.width >> 1)] = Math.max(0, scoreAt(image, k, x, y));
    }
  }
  return out;
}
