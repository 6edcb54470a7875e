/**
 * A radix-2 complex FFT, in place on separate real and imaginary arrays, and its 2D form on square tiles. Enough for
 * tiled cross-correlation (ncc.ts); sizes are powers of two.
 */
export class Fft {
  readonly size: number;
  readonly #cos: Float64Array;
  readonly #sin: Float64Array;
  readonly #rev: Uint32Array;

  constructor(size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two`);
    this.size = size;
    this.#cos = new Float64Array(size / 2);
    this.#sin = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i++) {
      this.#cos[i] = Math.cos((2 * Math.PI * i) / size);
      this.#sin[i] = -Math.sin((2 * Math.PI * i) / size);
    }
    const bits = Math.log2(size);
    this.#rev = new Uint32Array(size);
    for (let i = 0; i < size; i++) {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.#rev[i] = r;
    }
  }

  /** Forward (e^−iωt) transform of re/im[offset … offset + size·stride) by `stride`; `inverse` conjugates, unscaled. */
  transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
    const n = this.size;
    const rev = this.#rev;
    for (let i = 0; i < n; i++) {
      const j = rev[i] as number;
      if (j > i) {
        const tr = re[i] as number;
        re[i] = re[j] as number;
        re[j] = tr;
        const ti = im[i] as number;
        im[i] = im[j] as number;
        im[j] = ti;
      }
    }
    const cos = this.#cos;
    const sin = this.#sin;
    const sign = inverse ? -1 : 1;
    for (let len = 2; len <= n; len <<= 1) {
      const half = len >> 1;
      const step = n / len;
      for (let start = 0; start < n; start += len) {
        for (let k = 0; k < half; k++) {
          const wr = cos[k * step] as number;
          const wi = sign * (sin[k * step] as number);
          const a = start + k;
          const b = a + half;
          const xr = re[b] as number;
          const xi = im[b] as number;
          const tr = xr * wr - xi * wi;
          const ti = xr * wi + xi * wr;
          re[b] = (re[a] as number) - tr;
          im[b] = (im[a] as number) - ti;
          re[a] = (re[a] as number) + tr;
          im[a] = (im[a] as number) + ti;
        }
      }
    }
  }
}

/** 2D transform of a size × size tile stored row by row; the inverse is unscaled (divide by size²). */
export class Fft2d {
  readonly size: number;
  readonly #fft: Fft;
  readonly #re: Float64Array;
  readonly #im: Float64Array;

  constructor(size: number) {
    this.size = size;
    this.#fft = new Fft(size);
    this.#re = new Float64Array(size);
    this.#im = new Float64Array(size);
  }

  transform(re: Float64Array, im: Float64Array, inverse: boolean, rowsToDo = this.size): void {
    const n = this.size;
    const fft = this.#fft;
    const lr = this.#re;
    const li = this.#im;
    // Rows past `rowsToDo` are all zero in a forward transform of a padded tile: their transform is zero too.
    for (let y = 0; y < rowsToDo; y++) {
      lr.set(re.subarray(y * n, y * n + n));
      li.set(im.subarray(y * n, y * n + n));
      fft.transform(lr, li, inverse);
      re.set(lr, y * n);
      im.set(li, y * n);
    }
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        lr[y] = re[y * n + x] as number;
        li[y] = im[y * n + x] as number;
      }
      fft.transform(lr, li, inverse);
      for (let y = 0; y < n; y++) {
        re[y * n + x] = lr[y] as number;
        im[y * n + x] = li[y] as number;
      }
    }
  }
}
