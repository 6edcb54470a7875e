/**
 * bench:compare's baseline: OpenCV.js 4.12 (@techstark/opencv-js) doing engine.md's Q5 pipeline on the same renders
 * as the engine: align, tolerant diff, regions. OpenCV.js has no `phaseCorrelate` (not in its JavaScript build), so the
 * alignment is the library's usual registration instead: ORB features, brute-force Hamming matches with cross-check,
 * and `estimateAffine2D` under RANSAC (with its Levenberg–Marquardt refinement), which also takes the re-plot's scale
 * and turn. Then the previous render is warped onto the new one (`warpAffine`, bilinear), both are binarised (< 160),
 * each is dilated by 2 px (5 × 5 ellipse) for tolerance, removed = old ∧ ¬dilate(new), added = new ∧ ¬dilate(old), the
 * change closed by a 13 × 13 ellipse (r = 6) and its outer contours' boxes kept when they hold ≥ 30 changed pixels.
 */
import { createRequire } from 'node:module';
import type { GrayRaster } from '../../src/domain/counting/types.ts';
import type { Matrix, Rect } from '../../src/domain/pdf/geometry.ts';

/* OpenCV.js's API as this file uses it (the package ships no usable types). */
interface CvMat {
  rows: number;
  cols: number;
  data64F: Float64Array;
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
  ms: { align: number; diff: number; regions: number };
}

const THRESHOLD = 160;
const RADIUS = 2;
const CLOSE = 6;
const MIN_PIXELS = 30;
const ORB_FEATURES = 10_000;

/** OpenCV's pipeline on two grey renders of the same `scale` (px per point). */
export function baselineCompare(cv: Cv, previous: GrayRaster, next: GrayRaster, scale: number): BaselineResult {
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
    const alignMs = performance.now() - t0;
    if (!pixelMatrix) {
      return {
        matrix: null,
        matches: from.length / 2,
        inliers: 0,
        regions: [],
        ms: { align: alignMs, diff: 0, regions: 0 },
      };
    }
    const [m11, m12, tx, m21, m22, ty] = pixelMatrix as [number, number, number, number, number, number];

    // Diff: warp the previous render onto the new one, binarise, dilate, removed / added.
    t0 = performance.now();
    const affine = mat(cv.matFromArray(2, 3, 6 /* CV_64F */, pixelMatrix));
    const warped = mat(new cv.Mat());
    cv.warpAffine(
      a,
      warped,
      affine,
      new cv.Size(b.cols, b.rows),
      cv.INTER_LINEAR,
      cv.BORDER_CONSTANT,
      new cv.Scalar(255),
    );
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
      // Pixels → points: the linear part is the same, the shift is divided by the scale.
      matrix: [m11, m21, m12, m22, tx / scale, ty / scale],
      matches: from.length / 2,
      inliers: inlierCount,
      regions,
      ms: { align: alignMs, diff: diffMs, regions: regionsMs },
    };
  } finally {
    for (const m of keep.reverse()) m.delete();
  }
}
