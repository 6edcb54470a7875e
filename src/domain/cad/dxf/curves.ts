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

/**
 * A curve through fit points (a SPLINE written with fit points only): the C² cubic through them on chord-length
 * parameters — the space of AutoCAD's cubic fit splines — with the given end tangents (unit vectors), else natural
 * ends; flattened. Two points: the segment.
 */
export function flattenFitPoints(
  fit: readonly CadPoint[],
  startTangent: CadPoint | null = null,
  endTangent: CadPoint | null = null,
): CadPoint[] {
  const pts = fit.filter((p, i) => i === 0 || p.x !== (fit[i - 1] as CadPoint).x || p.y !== (fit[i - 1] as CadPoint).y);
  const n = pts.length - 1;
  if (n < 2 && !(n === 1 && (startTangent || endTangent))) return pts.map((p) => ({ x: p.x, y: p.y }));
  const h: number[] = [];
  for (let i = 0; i < n; i++) {
    h.push(
      Math.hypot(
        (pts[i + 1] as CadPoint).x - (pts[i] as CadPoint).x,
        (pts[i + 1] as CadPoint).y - (pts[i] as CadPoint).y,
      ),
    );
  }
  const second = (coord: (p: CadPoint) => number, d0: number | null, dn: number | null): number[] => {
    // The tridiagonal system for the second derivatives M (Thomas algorithm).
    const a = new Array<number>(n + 1).fill(0);
    const b = new Array<number>(n + 1).fill(0);
    const c = new Array<number>(n + 1).fill(0);
    const r = new Array<number>(n + 1).fill(0);
    const y = pts.map(coord);
    const slope = (i: number) => ((y[i + 1] as number) - (y[i] as number)) / (h[i] as number);
    if (d0 === null) b[0] = 1;
    else {
      b[0] = 2 * (h[0] as number);
      c[0] = h[0] as number;
      r[0] = 6 * (slope(0) - d0);
    }
    for (let i = 1; i < n; i++) {
      a[i] = h[i - 1] as number;
      b[i] = 2 * ((h[i - 1] as number) + (h[i] as number));
      c[i] = h[i] as number;
      r[i] = 6 * (slope(i) - slope(i - 1));
    }
    if (dn === null) b[n] = 1;
    else {
      a[n] = h[n - 1] as number;
      b[n] = 2 * (h[n - 1] as number);
      r[n] = 6 * (dn - slope(n - 1));
    }
    for (let i = 1; i <= n; i++) {
      const m = (a[i] as number) / (b[i - 1] as number);
      b[i] = (b[i] as number) - m * (c[i - 1] as number);
      r[i] = (r[i] as number) - m * (r[i - 1] as number);
    }
    const out = new Array<number>(n + 1).fill(0);
    out[n] = (r[n] as number) / (b[n] as number);
    for (let i = n - 1; i >= 0; i--)
      out[i] = ((r[i] as number) - (c[i] as number) * (out[i + 1] as number)) / (b[i] as number);
    return out;
  };
  const mx = second((p) => p.x, startTangent?.x ?? null, endTangent?.x ?? null);
  const my = second((p) => p.y, startTangent?.y ?? null, endTangent?.y ?? null);
  const out: CadPoint[] = [];
  for (let i = 0; i < n; i++) {
    const hi = h[i] as number;
    const p0 = pts[i] as CadPoint;
    const p1 = pts[i + 1] as CadPoint;
    const at = (t: number): CadPoint => {
      const u = hi - t;
      const eval1 = (y0: number, y1: number, m0: number, m1: number) =>
        (m0 * u * u * u) / (6 * hi) +
        (m1 * t * t * t) / (6 * hi) +
        (y0 / hi - (m0 * hi) / 6) * u +
        (y1 / hi - (m1 * hi) / 6) * t;
      return {
        x: eval1(p0.x, p1.x, mx[i] as number, mx[i + 1] as number),
        y: eval1(p0.y, p1.y, my[i] as number, my[i + 1] as number),
      };
    };
    const piece = flattenCurve(at, 0, hi, 2);
    if (out.length > 0) piece.shift();
    for (const p of piece) out.push(p);
  }
  return out;
}
