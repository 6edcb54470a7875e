import { describe, expect, it } from 'vitest';
import { CAD_FLATTEN_RELATIVE, type CadPoint } from '../types';
import { flattenEllipse, flattenFitPoints, flattenNurbs, nurbsPoint } from './curves';

const length = (pts: readonly CadPoint[]) =>
  pts.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - (pts[i] as CadPoint).x, p.y - (pts[i] as CadPoint).y), 0);

describe('NURBS', () => {
  // A quarter circle of radius 10 as a rational quadratic: weights 1, √2/2, 1.
  const control = [
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  const knots = [0, 0, 0, 1, 1, 1];
  const weights = [1, Math.SQRT1_2, 1];

  it('evaluates a rational curve exactly (every point on the circle)', () => {
    for (const u of [0, 0.1, 0.37, 0.5, 0.9, 1]) {
      const p = nurbsPoint(2, control, knots, weights, u);
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(10, 12);
    }
  });

  it('flattens within the contract’s length tolerance', () => {
    const pts = flattenNurbs(2, control, knots, weights);
    expect(pts).not.toBeNull();
    const exact = (Math.PI * 10) / 2;
    expect(Math.abs(length(pts as CadPoint[]) - exact) / exact).toBeLessThan(CAD_FLATTEN_RELATIVE);
  });

  it('follows several knot spans (a clamped cubic with an inner knot) from end to end', () => {
    const ctrl = [
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 3, y: 2 },
      { x: 4, y: 0 },
      { x: 6, y: 1 },
    ];
    const pts = flattenNurbs(3, ctrl, [0, 0, 0, 0, 0.5, 1, 1, 1, 1], null) as CadPoint[];
    expect(pts[0]).toEqual({ x: 0, y: 0 });
    expect(pts[pts.length - 1]?.x).toBeCloseTo(6, 12);
    expect(pts[pts.length - 1]?.y).toBeCloseTo(1, 12);
  });

  it('refuses data that cannot make a curve', () => {
    expect(flattenNurbs(3, control, knots, null)).toBeNull();
    expect(flattenNurbs(2, control, [0, 0, 1, 1], null)).toBeNull();
  });
});

describe('flattenEllipse', () => {
  it('keeps a circle’s length within the tolerance, both ends included', () => {
    const pts = flattenEllipse({ x: 1, y: 2 }, { x: 5, y: 0 }, 1, 0, Math.PI);
    expect(pts[0]?.x).toBeCloseTo(6, 12);
    expect(pts[pts.length - 1]?.x).toBeCloseTo(-4, 12);
    expect(Math.abs(length(pts) - Math.PI * 5) / (Math.PI * 5)).toBeLessThan(CAD_FLATTEN_RELATIVE);
  });
});

describe('flattenFitPoints', () => {
  it('follows points taken on a circle closely, with the circle’s tangents at its ends', () => {
    const fit = Array.from({ length: 9 }, (_, i) => {
      const t = (i * Math.PI) / 8;
      return { x: 10 * Math.cos(t), y: 10 * Math.sin(t) };
    });
    const pts = flattenFitPoints(fit, { x: 0, y: 1 }, { x: 0, y: -1 });
    expect(pts[0]?.x).toBeCloseTo(10, 12);
    expect(pts[0]?.y).toBeCloseTo(0, 12);
    for (const p of pts) expect(Math.abs(Math.hypot(p.x, p.y) - 10)).toBeLessThan(0.01);
    const exact = Math.PI * 10;
    expect(Math.abs(length(pts) - exact) / exact).toBeLessThan(1e-3);
  });

  it('is the segment for two points without tangents', () => {
    expect(
      flattenFitPoints([
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
    ]);
  });
});
