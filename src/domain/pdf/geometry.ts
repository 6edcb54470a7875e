/**
 * Affine maths in the PDF convention: a matrix [a, b, c, d, e, f] maps (x, y) to (a·x + c·y + e, b·x + d·y + f).
 *
 * "Sheet space" is where every coordinate of this module ends up: the page viewed at scale 1 with its /Rotate and
 * /UserUnit applied, in points (1/72 in), origin at the top-left corner, y pointing down — pdf.js's
 * `page.getViewport({ scale: 1 }).transform` maps PDF user space to it.
 */
export type Matrix = readonly [number, number, number, number, number, number];

/** An axis-aligned rectangle in sheet space. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `outer ∘ inner`: applies `inner` first, then `outer` (pdf.js's `Util.transform(outer, inner)`). */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

export function applyToPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The matrix that undoes `m`, or null when `m` flattens the plane (its determinant is 0). */
export function invert(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** Reads a pdf.js matrix argument (a plain array or a typed array); anything else is not a matrix. */
export function asMatrix(value: unknown): Matrix | null {
  if (!value || typeof value !== 'object' || !('length' in value) || value.length !== 6) return null;
  const m = value as ArrayLike<unknown>;
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const n = m[i];
    if (typeof n !== 'number' || !Number.isFinite(n)) return null;
    out.push(n);
  }
  return out as unknown as Matrix;
}

/** The bounding box of `rect` (x0, y0, x1, y1 in the source space) after `m`. */
export function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Rect {
  const corners = [applyToPoint(m, x0, y0), applyToPoint(m, x1, y0), applyToPoint(m, x1, y1), applyToPoint(m, x0, y1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}

/** The overlap of two rectangles, or null when they do not overlap with a positive area. */
export function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}
