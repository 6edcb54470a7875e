/**
 * Curves the reader flattens to points: NURBS splines (SPLINE, hatch spline edges) and elliptical arcs (hatch ellipse
 * edges). The flattening keeps the chord's deviation under FLAT_DEVIATION of the chord's length, which bounds the
 * length error well under CAD_FLATTEN_RELATIVE (for a circular piece, deviation/chord = d gives a relative length error
 * of about 8d²/3: 1.1e-5 at d = 2e-3, under CAD_FLATTEN_RELATIVE's 2e-5).
 */
import type { CadPoint } from '../types';

const FLAT_DEVIATION = 2e-3;
const MAX_DEPTH = 14;

/** Evaluates a NURBS curve of `degree` at u (de Boor, rational when `weights` is given). */
export function nurbsPoint(
  degree: number,
  control: readonly CadPoint[],
  knots: readonly number[],
  weights: readonly number[] | null,
  u: number,
): CadPoint {
  const n = control.length;
  // The knot span: the k with knots[k] <= u < knots[k+1], clamped to the curve's domain.
  let k = degree;
  while (k < n - 1 && u >= (knots[k + 1] as number)) k++;
  const xs: number[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  for (let j = 0; j <= degree; j++) {
    const p = control[k - degree + j] as CadPoint;
    const w = weights ? (weights[k - degree + j] ?? 1) : 1;
    xs.push(p.x * w);
    ys.push(p.y * w);
    ws.push(w);
  }
  for (let r = 1; r <= degree; r++) {
    for (let j = degree; j >= r; j--) {
      const i = k - degree + j;
      const left = knots[i] as number;
      const right = knots[i + degree - r + 1] as number;
      const alpha = right === left ? 0 : (u - left) / (right - left);
      xs[j] = (1 - alpha) * (xs[j - 1] as number) + alpha * (xs[j] as number);
      ys[j] = (1 - alpha) * (ys[j - 1] as number) + alpha * (ys[j] as number);
      ws[j] = (1 - alpha) * (ws[j - 1] as number) + alpha * (ws[j] as number);
    }
  }
  const w = ws[degree] as number;
  return { x: (xs[degree] as number) / w, y: (ys[degree] as number) / w };
}

/** Adaptive flattening of a parametric curve on [t0, t1], starting from `segments` equal pieces; includes both ends. */
export function flattenCurve(f: (t: number) => CadPoint, t0: number, t1: number, segments: number): CadPoint[] {
  const out: CadPoint[] = [f(t0)];
  const refine = (ta: number, a: CadPoint, tb: number, b: CadPoint, depth: number): void => {
    const tm = (ta + tb) / 2;
    const m = f(tm);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const chord = Math.hypot(dx, dy);
    // Deviation of the middle point from the chord (its distance to a when the chord is degenerate).
    const deviation =
      chord > 0 ? Math.abs((m.x - a.x) * dy - (m.y - a.y) * dx) / chord : Math.hypot(m.x - a.x, m.y - a.y);
    if (depth < MAX_DEPTH && (deviation > FLAT_DEVIATION * Math.max(chord, 1e-12) || (chord === 0 && deviation > 0))) {
      refine(ta, a, tm, m, depth + 1);
      refine(tm, m, tb, b, depth + 1);
    } else {
      out.push(b);
    }
  };
  let ta = t0;
  let a = out[0] as CadPoint;
  for (let i = 1; i <= segments; i++) {
    const tb = i === segments ? t1 : t0 + ((t1 - t0) * i) / segments;
    const b = f(tb);
    refine(ta, a, tb, b, 0);
    ta = tb;
    a = b;
  }
  return out;
}

/** A NURBS curve flattened: each non-empty knot span sampled adaptively. Null when the data cannot make a curve. */
export function flattenNurbs(
  degree: number,
  control: readonly CadPoint[],
  knots: readonly number[],
  weights: readonly number[] | null,
): CadPoint[] | null {
  const n = control.length;
  if (degree < 1 || n < degree + 1 || knots.length !== n + degree + 1) return null;
  const out: CadPoint[] = [];
  const f = (u: number): CadPoint => nurbsPoint(degree, control, knots, weights, u);
  for (let k = degree; k < n; k++) {
    const a = knots[k] as number;
    const b = knots[k + 1] as number;
    if (!(b > a)) continue;
    const piece = flattenCurve(f, a, b, 4);
    if (out.length > 0) piece.shift();
    for (const p of piece) out.push(p);
  }
  return out.length >= 2 ? out : null;
}

/**
 * An elliptical arc from parameter `start` to `end` (radians, counter-clockwise), `major` from the centre, `ratio`
 * minor/major; both ends included.
 */
export function flattenEllipse(
  center: CadPoint,
  major: CadPoint,
  ratio: number,
  start: number,
  end: number,
): CadPoint[] {
  let sweep = end - start;
  while (sweep <= 0) sweep += 2 * Math.PI;
  const f = (t: number): CadPoint => {
    const c = Math.cos(t);
    const s = Math.sin(t);
    return { x: center.x + major.x * c - major.y * ratio * s, y: center.y + major.y * c + major.x * ratio * s };
  };
  return flattenCurve(f, start, start + sweep, Math.max(4, Math.ceil(sweep / (Math.PI / 8))));
}
