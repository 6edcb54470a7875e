/**
 * bench:compare's baseline: OpenCV.js 4.12 (@techstark/opencv-js) doing engine.md's Q5 pipeline on the same renders
 * as the engine: align, tolerant diff, regions. OpenCV.js has no `phaseCorrelate` (not in its JavaScript build), so the
 * alignment is the library's usual registration instead: ORB features, brute-force Hamming matches with cross-check,
 * `estimateAffine2D` under RANSAC (which also takes the re-plot's scale and turn), then `findTransformECC` on the
 * renders halved for the sub-pixel part. Then the previous sheet is drawn again through that alignment by pdf.js (the
 * caller's `redraw`: Q5 found that warping a render by a fraction of a pixel blurs hairlines into false changes; a
 * bilinear `warpAffine` is the fallback), both are binarised (< 160), each is dilated by 2 px (5 × 5 ellipse) for
 * tolerance, removed = old ∧ ¬dilate(new), added = new ∧ ¬dilate(old), the change closed by a 13 × 13 ellipse (r = 6)
 * and its outer contours' boxes kept when they hold ≥ 30 changed pixels.
 */
import { createRequire } from 'node:module';
import type { GrayRaster } from '../../src/domain/counting/types.ts';
import type { Matrix, Rect } from '../../src/domain/pdf/geometry.ts';

/* OpenCV.js's API as this file uses it (the package ships no usable types). */
interface CvMat {
  rows: number;
  cols: number;
  data64F: Float64Array;
  data32F: Float32Array;
  convertTo(dst: CvMat, type: number): void;
  delete(): void;
  roi(rect: CvRect): CvMat;
}
interface CvRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface CvVector<T> {
  size(): number;
  get(i: number): T;
  delete(): void;
}
interface CvKeyPoint {
  pt: { x: number; y: number };
}
interface CvDMatch {
  queryIdx: number;
  trainIdx: number;
}
interface CvOrb {
  detectAndCompute(image: CvMat, mask: CvMat, keypoints: CvVector<CvKeyPoint>, descriptors: CvMat): void;
  delete(): void;
}
interface CvMatcher {
  match(query: CvMat, train: CvMat, matches: CvVector<CvDMatch>): void;
  delete(): void;
}
export interface Cv {
  Mat: (new () => CvMat) & { ones(rows: number, cols: number, type: number): CvMat };
  Size: new (w: number, h: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  Scalar: new (...v: number[]) => unknown;
  KeyPointVector: new () => CvVector<CvKeyPoint>;
  DMatchVector: new () => CvVector<CvDMatch>;
  MatVector: new () => CvVector<CvMat>;
  ORB: new (nfeatures: number) => CvOrb;
  BFMatcher: new (normType: number, crossCheck: boolean) => CvMatcher;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  estimateAffine2D(
    from: CvMat,
    to: CvMat,
    inliers: CvMat,
    method: number,
    threshold: number,
    maxIters: number,
    confidence: number,
    refineIters: number,
  ): CvMat;
  warpAffine(
    src: CvMat,
    dst: CvMat,
    m: CvMat,
    size: unknown,
    flags: number,
    borderMode: number,
    borderValue: unknown,
  ): void;
  threshold(src: CvMat, dst: CvMat, thresh: number, max: number, type: number): number;
  getStructuringElement(shape: number, size: unknown): CvMat;
  dilate(src: CvMat, dst: CvMat, kernel: CvMat): void;
  bitwise_not(src: CvMat, dst: CvMat): void;
  bitwise_and(a: CvMat, b: CvMat, dst: CvMat): void;
  bitwise_or(a: CvMat, b: CvMat, dst: CvMat): void;
  morphologyEx(src: CvMat, dst: CvMat, op: number, kernel: CvMat): void;
  findContours(src: CvMat, contours: CvVector<CvMat>, hierarchy: CvMat, mode: number, method: number): void;
  boundingRect(contour: CvMat): CvRect;
  countNonZero(src: CvMat): number;
  pyrDown(src: CvMat, dst: CvMat): void;
  TermCriteria: new (type: number, maxCount: number, epsilon: number) => unknown;
  findTransformECC(
    template: CvMat,
    input: CvMat,
    warp: CvMat,
    motion: number,
    criteria: unknown,
    mask: CvMat,
    gaussFiltSize: number,
  ): number;
  TermCriteria_COUNT: number;
  TermCriteria_EPS: number;
  MOTION_AFFINE: number;
  CV_32F: number;
  CV_8UC1: number;
  CV_32FC2: number;
  NORM_HAMMING: number;
  RANSAC: number;
  INTER_LINEAR: number;
  BORDER_CONSTANT: number;
  THRESH_BINARY_INV: number;
  MORPH_ELLIPSE: number;
  MORPH_CLOSE: number;
  RETR_EXTERNAL: number;
  CHAIN_APPROX_SIMPLE: number;
}

/**
 * OpenCV.js once its runtime is up. Wrapped in an object: the Emscripten module is a thenable whose `then` hands back
 * the module itself, so resolving a promise with it directly never settles (as bench-count.ts).
 */
export async function loadOpenCv(): Promise<{ cv: Cv }> {
  const loaded = createRequire(import.meta.url)('@techstark/opencv-js') as Cv & { onRuntimeInitialized?: () => void };
  if ((loaded as Partial<Cv>).Mat) return { cv: loaded };
  return new Promise((resolve) => {
    loaded.onRuntimeInitialized = () => resolve({ cv: loaded });
  });
}

export interface BaselineResult {
  /** Previous sheet → new sheet, in points; null when too few matches held. */
  matrix: Matrix | null;
  matches: number;
  inliers: number;
  /** In the new sheet's points. */
  regions: Rect[];
  /** `redraw`: the previous sheet drawn again through the alignment (pdf.js), when the caller did it. */
  ms: { align: number; diff: number; regions: number; redraw: number };
}

const THRESHOLD = 160;
const RADIUS = 2;
const CLOSE = 6;
const MIN_PIXELS = 30;
const ORB_FEATURES = 10_000;

/** The inverse of a 2 × 3 affine [m11, m12, tx, m21, m22, ty] (OpenCV's row order). */
function invertAffine(m: readonly number[]): number[] {
  const [a, b, tx, c, d, ty] = m as [number, number, number, number, number, number];
  const det = a * d - b * c;
  return [d / det, -b / det, (b * ty - d * tx) / det, -c / det, a / det, (c * tx - a * ty) / det];
}

/**
 * Sub-pixel refinement of the features' estimate by OpenCV's ECC (`findTransformECC`, affine motion) on both renders
 * halved once (`pyrDown`: full-size ECC iterations take seconds each). ECC's warp maps the new render's pixels to the
 * previous one's, the inverse of ours. Kept as it was when ECC does not converge.
 */
function eccRefine(
  cv: Cv,
  a: CvMat,
  b: CvMat,
  oldToNew: number[],
  mat: <T extends { delete(): void }>(m: T) => T,
): number[] {
  const half = (src: CvMat) => {
    const small = mat(new cv.Mat());
    cv.pyrDown(src, small);
    const f = mat(new cv.Mat());
    small.convertTo(f, cv.CV_32F);
    return f;
  };
  const [m11, m12, tx, m21, m22, ty] = invertAffine(oldToNew) as [number, number, number, number, number, number];
  // pyrDown's pixel X is centred on the full render's pixel 2X: x = 2X, so the shift halves and the rest stays.
  const toHalf = ([p, q, t, r, s, u]: number[]) => [p, q, (t ?? 0) / 2, r, s, (u ?? 0) / 2] as number[];
  const toFull = ([p, q, t, r, s, u]: number[]) => [p, q, 2 * (t ?? 0), r, s, 2 * (u ?? 0)] as number[];
  const warp = mat(cv.matFromArray(2, 3, cv.CV_32F, toHalf([m11, m12, tx, m21, m22, ty])));
  try {
    const criteria = new cv.TermCriteria(cv.TermCriteria_COUNT + cv.TermCriteria_EPS, 50, 1e-6);
    cv.findTransformECC(half(b), half(a), warp, cv.MOTION_AFFINE, criteria, mat(new cv.Mat()), 5);
  } catch {
    return oldToNew;
  }
  return invertAffine(toFull(Array.from(warp.data32F)));
}

/**
 * OpenCV's pipeline on two grey renders of the same `scale` (px per point); `redraw` draws the previous sheet again
 * through a matrix on the new sheet's pixels (Q5's sub-pixel re-render); `refine` adds the ECC sub-pixel step after
 * the features' estimate.
 */
export async function baselineCompare(
  cv: Cv,
  previous: GrayRaster,
  next: GrayRaster,
  scale: number,
  redraw?: (matrix: Matrix) => Promise<{ raster: GrayRaster; ms: number } | null>,
  refine = true,
): Promise<BaselineResult> {
  const keep: { delete(): void }[] = [];
  const mat = <T extends { delete(): void }>(m: T): T => {
    keep.push(m);
    return m;
  };
  try {
    const a = mat(cv.matFromArray(previous.height, previous.width, cv.CV_8UC1, previous.data));
    const b = mat(cv.matFromArray(next.height, next.width, cv.CV_8UC1, next.data));

    // Align: ORB + cross-checked matches + RANSAC affine.
    let t0 = performance.now();
    const orb = mat(new cv.ORB(ORB_FEATURES));
    const none = mat(new cv.Mat());
    const ka = mat(new cv.KeyPointVector());
    const kb = mat(new cv.KeyPointVector());
    const da = mat(new cv.Mat());
    const db = mat(new cv.Mat());
    orb.detectAndCompute(a, none, ka, da);
    orb.detectAndCompute(b, none, kb, db);
    const matcher = mat(new cv.BFMatcher(cv.NORM_HAMMING, true));
    const matches = mat(new cv.DMatchVector());
    matcher.match(da, db, matches);
    const from: number[] = [];
    const to: number[] = [];
    for (let i = 0; i < matches.size(); i++) {
      const m = matches.get(i);
      const p = ka.get(m.queryIdx).pt;
      const q = kb.get(m.trainIdx).pt;
      from.push(p.x, p.y);
      to.push(q.x, q.y);
    }
    let pixelMatrix: number[] | null = null;
    let inlierCount = 0;
    if (from.length >= 6) {
      const fromMat = mat(cv.matFromArray(from.length / 2, 1, cv.CV_32FC2, from));
      const toMat = mat(cv.matFromArray(to.length / 2, 1, cv.CV_32FC2, to));
      const inliers = mat(new cv.Mat());
      const affine = mat(cv.estimateAffine2D(fromMat, toMat, inliers, cv.RANSAC, 1, 4000, 0.999, 20));
      if (affine.rows === 2) {
        pixelMatrix = Array.from(affine.data64F);
        inlierCount = cv.countNonZero(inliers);
      }
    }
    if (pixelMatrix && refine) pixelMatrix = eccRefine(cv, a, b, pixelMatrix, mat);
    const alignMs = performance.now() - t0;
    if (!pixelMatrix) {
      return {
        matrix: null,
        matches: from.length / 2,
        inliers: 0,
        regions: [],
        ms: { align: alignMs, diff: 0, regions: 0, redraw: 0 },
      };
    }
    const [m11, m12, tx, m21, m22, ty] = pixelMatrix as [number, number, number, number, number, number];

    // Pixels → points: the linear part is the same, the shift is divided by the scale.
    const matrix: Matrix = [m11, m21, m12, m22, tx / scale, ty / scale];

    // The previous sheet on the new one's pixels: drawn again through the alignment by pdf.js when the caller can (Q5:
    // a render at the sub-pixel offset, what OpenCV cannot do), else warped by OpenCV (bilinear).
    const redrawn = redraw ? await redraw(matrix) : null;
    const redrawMs = redrawn?.ms ?? 0;
    // Diff: binarise, dilate, removed / added.
    t0 = performance.now();
    const warped = mat(
      redrawn
        ? cv.matFromArray(redrawn.raster.height, redrawn.raster.width, cv.CV_8UC1, redrawn.raster.data)
        : new cv.Mat(),
    );
    if (!redrawn) {
      const affine = mat(cv.matFromArray(2, 3, 6 /* CV_64F */, pixelMatrix));
      cv.warpAffine(
        a,
        warped,
        affine,
        new cv.Size(b.cols, b.rows),
        cv.INTER_LINEAR,
        cv.BORDER_CONSTANT,
        new cv.Scalar(255),
      );
    }
    const inkA = mat(new cv.Mat());
    const inkB = mat(new cv.Mat());
    cv.threshold(warped, inkA, THRESHOLD - 1, 255, cv.THRESH_BINARY_INV);
    cv.threshold(b, inkB, THRESHOLD - 1, 255, cv.THRESH_BINARY_INV);
    const kernel = mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * RADIUS + 1, 2 * RADIUS + 1)));
    const grownA = mat(new cv.Mat());
    const grownB = mat(new cv.Mat());
    cv.dilate(inkA, grownA, kernel);
    cv.dilate(inkB, grownB, kernel);
    cv.bitwise_not(grownA, grownA);
    cv.bitwise_not(grownB, grownB);
    const removed = mat(new cv.Mat());
    const added = mat(new cv.Mat());
    cv.bitwise_and(inkA, grownB, removed);
    cv.bitwise_and(inkB, grownA, added);
    const changed = mat(new cv.Mat());
    cv.bitwise_or(removed, added, changed);
    const diffMs = performance.now() - t0;

    // Regions: close, outer contours, boxes with enough changed pixels.
    t0 = performance.now();
    const closeKernel = mat(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * CLOSE + 1, 2 * CLOSE + 1)));
    const closed = mat(new cv.Mat());
    cv.morphologyEx(changed, closed, cv.MORPH_CLOSE, closeKernel);
    const contours = mat(new cv.MatVector());
    const hierarchy = mat(new cv.Mat());
    cv.findContours(closed, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const regions: Rect[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const r = cv.boundingRect(contour);
      contour.delete();
      const inside = changed.roi(r);
      const count = cv.countNonZero(inside);
      inside.delete();
      if (count >= MIN_PIXELS) {
        regions.push({ x: r.x / scale, y: r.y / scale, width: r.width / scale, height: r.height / scale });
      }
    }
    const regionsMs = performance.now() - t0;
    return {
      matrix,
      matches: from.length / 2,
      inliers: inlierCount,
      regions,
      ms: { align: alignMs, diff: diffMs, regions: regionsMs, redraw: redrawMs },
    };
  } finally {
    for (const m of keep.reverse()) m.delete();
  }
}
