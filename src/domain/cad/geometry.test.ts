import { describe, expect, it } from 'vitest';
import type { Matrix } from '../pdf/geometry';
import {
  addEntityToBox,
  arcLength,
  bulgeCircle,
  emptyBox,
  entityArea,
  entityLength,
  flattenEntity,
  hatchRegions,
  loopSignedArea,
  type CadLengthEntity,
} from './geometry';
import { arc, circle, ellipse, hatch, line, must, polyline, pt, solid, spline } from './testing';
import { CAD_FLATTEN_RELATIVE } from './types';

const I: Matrix = [1, 0, 0, 1, 0, 0];
const scale = (sx: number, sy: number, e = 0, f = 0): Matrix => [sx, 0, 0, sy, e, f];
const rotation = (t: number): Matrix => [Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0];

/** An ellipse's perimeter by the Gauss–Kummer series (independent of the integration under test). */
function perimeter(a: number, b: number): number {
  const h = ((a - b) / (a + b)) ** 2;
  let sum = 0;
  let coefficient = 1; // binom(1/2, n)
  let power = 1;
  for (let n = 0; n < 200; n++) {
    sum += coefficient * coefficient * power;
    coefficient *= (0.5 - n) / (n + 1);
    power *= h;
  }
  return Math.PI * (a + b) * sum;
}

const close = (actual: number, expected: number, relative = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));

function flatLength(e: CadLengthEntity, m: Matrix): number {
  const { points, closed } = flattenEntity(e, m);
  const ring = closed ? [...points, must(points[0])] : points;
  let total = 0;
  for (let i = 1; i < ring.length; i++)
    total += Math.hypot(must(ring[i]).x - must(ring[i - 1]).x, must(ring[i]).y - must(ring[i - 1]).y);
  return total;
}

describe('lengths', () => {
  it('measures lines through any matrix', () => {
    expect(entityLength(line(pt(0, 0), pt(3, 4)), I)).toBe(5);
    close(entityLength(line(pt(0, 0), pt(3, 4)), scale(2, 1)), Math.hypot(6, 4), 1e-15);
    close(entityLength(line(pt(0, 0), pt(3, 4)), scale(-1, 1)), 5, 1e-15);
  });

  it('takes a bulge as its arc: a semicircle, a quarter circle, clockwise or not', () => {
    close(
      entityLength(
        polyline([
          [0, 0, 1],
          [2, 0],
        ]),
        I,
      ),
      Math.PI,
      1e-15,
    );
    close(
      entityLength(
        polyline([
          [0, 0, -1],
          [2, 0],
        ]),
        I,
      ),
      Math.PI,
      1e-15,
    );
    // A quarter circle of radius 1 from (1, 0) to (0, 1): bulge tan(π/8).
    const quarter = polyline([
      [1, 0, Math.tan(Math.PI / 8)],
      [0, 1],
      [-1, 1],
    ]);
    close(entityLength(quarter, I), Math.PI / 2 + 1, 1e-14);
    const c = must(bulgeCircle({ x: 1, y: 0 }, { x: 0, y: 1 }, Math.tan(Math.PI / 8)));
    close(c.radius, 1, 1e-14);
    expect(Math.hypot(c.center.x, c.center.y)).toBeLessThan(1e-14);
    // The open polyline's last bulge draws nothing; a closed one's closes it with an arc.
    close(
      entityLength(
        polyline([
          [0, 0],
          [2, 0, 1],
        ]),
        I,
      ),
      2,
      1e-15,
    );
    close(
      entityLength(
        polyline(
          [
            [0, 0, 1],
            [2, 0, 1],
          ],
          true,
        ),
        I,
      ),
      2 * Math.PI,
      1e-15,
    );
  });

  it('measures arcs counter-clockwise from start to end, through zero', () => {
    close(entityLength(arc(pt(5, 5), 2, 0, Math.PI / 2), I), Math.PI, 1e-15);
    close(entityLength(arc(pt(5, 5), 2, (3 * Math.PI) / 2, Math.PI / 2), I), 2 * Math.PI, 1e-15);
    close(entityLength(circle(pt(0, 0), 3), rotation(0.3)), 6 * Math.PI, 1e-14);
  });

  it('integrates ellipses to 1e-9', () => {
    close(entityLength(ellipse(pt(0, 0), pt(2, 0), 0.5), I), perimeter(2, 1));
    close(entityLength(ellipse(pt(1, 1), pt(0, 10), 0.05), rotation(1)), perimeter(10, 0.5));
    close(entityLength(ellipse(pt(0, 0), pt(3, 0), 0.999), I), perimeter(3, 2.997));
    // A quarter of a symmetric ellipse is a quarter of its perimeter.
    close(entityLength(ellipse(pt(0, 0), pt(2, 0), 0.5, 0, Math.PI / 2), I), perimeter(2, 1) / 4);
    close(entityLength(ellipse(pt(0, 0), pt(2, 0), 0.5, Math.PI, Math.PI / 2), I), (3 * perimeter(2, 1)) / 4);
  });

  it('takes a circle drawn through a non-uniform scale as the ellipse it becomes', () => {
    close(entityLength(circle(pt(4, 4), 1), scale(2, 1)), perimeter(2, 1));
    close(entityLength(circle(pt(4, 4), 1), scale(-3, 1)), perimeter(3, 1));
    close(entityLength(arc(pt(0, 0), 1, 0, Math.PI), scale(2, 1)), perimeter(2, 1) / 2);
    // A semicircular bulge through a scale of 1 × 3 across its chord: half an ellipse of semi-axes 1 and 3.
    close(
      entityLength(
        polyline([
          [-1, 0, -1],
          [1, 0],
        ]),
        scale(1, 3),
      ),
      perimeter(3, 1) / 2,
    );
    // A shear: the circle (cos t, sin t) → (cos t + sin t, sin t), an ellipse of the matrix's singular values.
    const shear: Matrix = [1, 0, 1, 1, 0, 0];
    const s1 = (1 + Math.sqrt(5)) / 2;
    close(entityLength(circle(pt(0, 0), 1), shear), perimeter(s1, 1 / s1));
  });

  it('measures splines as their polyline', () => {
    expect(entityLength(spline([pt(0, 0), pt(3, 4), pt(3, 0)]), I)).toBe(9);
    expect(entityLength(spline([pt(0, 0), pt(3, 4), pt(3, 0)], true), I)).toBe(12);
  });

  it('keeps the circular fast path exact and the integrated one consistent with it', () => {
    const a = { cx: 0, cy: 0, ux: 2, uy: 0, vx: 0, vy: 2, t0: 0.1, sweep: 1 };
    expect(arcLength(a)).toBe(2);
    close(arcLength({ ...a, vy: 2 * (1 + 1e-9) }), 2, 1e-8);
  });
});

describe('flattening', () => {
  const cases: [string, CadLengthEntity, Matrix][] = [
    ['a circle', circle(pt(0, 0), 1000), I],
    ['a tiny arc', arc(pt(0, 0), 1e-3, 0, 0.01), I],
    [
      'a bulged polyline',
      polyline(
        [
          [0, 0, 0.4],
          [10, 0, -2],
          [10, 10, 1],
          [0, 10],
        ],
        true,
      ),
      I,
    ],
    ['a thin ellipse', ellipse(pt(0, 0), pt(100, 0), 0.01), I],
    ['an elliptical arc', ellipse(pt(0, 0), pt(0, 5), 0.3, 0.2, 2.5), rotation(0.7)],
    ['a circle through a non-uniform scale', circle(pt(0, 0), 1), scale(50, 0.5)],
    ['an arc mirrored', arc(pt(0, 0), 3, 1, 4), scale(-2, 5)],
  ];
  it.each(cases)('keeps %s within CAD_FLATTEN_RELATIVE of its exact length', (_, e, m) => {
    const exact = entityLength(e, m);
    const flat = flatLength(e, m);
    expect(flat).toBeLessThanOrEqual(exact * (1 + 1e-12));
    expect((exact - flat) / exact).toBeLessThanOrEqual(CAD_FLATTEN_RELATIVE);
  });

  it('does not waste points on a quarter turn', () => {
    expect(flattenEntity(arc(pt(0, 0), 1, 0, Math.PI / 2), I).points.length).toBeLessThan(120);
  });

  it('ends a bulged polyline exactly at its vertices, without repeating the first of a closed one', () => {
    const { points, closed } = flattenEntity(
      polyline(
        [
          [0, 0, 1],
          [2, 0],
          [2, 2],
        ],
        true,
      ),
      scale(1, 1, 10, 20),
    );
    expect(closed).toBe(true);
    expect(points[0]).toEqual({ x: 10, y: 20 });
    expect(points.at(-1)).toEqual({ x: 12, y: 22 });
    expect(points.some((p) => p.x === 12 && p.y === 20)).toBe(true);
    expect(points.filter((p) => p.x === 10 && p.y === 20)).toHaveLength(1);
  });
});

describe('areas', () => {
  const square = (b: number) =>
    polyline(
      [
        [0, 0],
        [2, 0],
        [2, 2, b],
        [0, 2],
      ],
      true,
    );
  it('adds or removes a bulge’s circular segment exactly', () => {
    close(entityArea(square(1), I), 4 + Math.PI / 2, 1e-15);
    close(entityArea(square(-1), I), 4 - Math.PI / 2, 1e-15);
    // A shallower bulge: segment (r²/2)(θ − sin θ).
    const b = 0.25;
    const theta = 4 * Math.atan(b);
    const r = 2 / (2 * Math.sin(theta / 2));
    close(entityArea(square(b), I), 4 + ((r * r) / 2) * (theta - Math.sin(theta)), 1e-14);
    // Drawn clockwise, the same surface.
    const cw = polyline(
      [
        [0, 2],
        [2, 2, -1],
        [2, 0],
        [0, 0],
      ],
      true,
    );
    close(entityArea(cw, I), 4 + Math.PI / 2, 1e-15);
    close(loopSignedArea(cw.vertices), -(4 + Math.PI / 2), 1e-15);
  });

  it('measures a circle drawn as two bulges', () => {
    close(
      entityArea(
        polyline(
          [
            [0, 0, 1],
            [2, 0, 1],
          ],
          true,
        ),
        I,
      ),
      Math.PI,
      1e-15,
    );
  });

  it('scales areas by |det| under any matrix, mirrors included', () => {
    close(entityArea(circle(pt(3, 3), 2), scale(2, 3)), Math.PI * 4 * 6, 1e-15);
    close(entityArea(circle(pt(3, 3), 2), scale(-2, 3)), Math.PI * 4 * 6, 1e-15);
    close(entityArea(ellipse(pt(0, 0), pt(3, 4), 0.5), rotation(2)), Math.PI * 5 * 2.5, 1e-15);
    close(entityArea(solid([pt(0, 0), pt(4, 0), pt(4, 3), pt(0, 3)]), scale(1, -2)), 24, 1e-15);
    close(entityArea(square(1), [1, 0, 1, 1, 0, 0]), 4 + Math.PI / 2, 1e-14);
  });

  it('deducts a hatch’s holes by even-odd nesting, islands counted again', () => {
    const outer = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const hole = [
      [3, 3],
      [7, 3],
      [7, 7],
      [3, 7],
    ];
    const island = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
    ];
    const other = [
      [20, 0],
      [21, 0],
      [21, 1],
      [20, 1],
    ];
    const regions = hatchRegions(hatch([island, hole, other, outer]), I);
    expect(regions.map((r) => r.area).sort((a, b) => a - b)).toEqual([1, 4, 84]);
    const main = must(regions.find((r) => r.area === 84));
    expect(main.holes).toHaveLength(1);
    expect(main.outer).toHaveLength(4);
    // A round hole (two bulges) and a scale of 2: (100 − π) × 4.
    const round = [
      [4, 5, 1],
      [6, 5, 1],
    ];
    const [r] = hatchRegions(hatch([outer, round]), scale(2, 2));
    close(must(r).area, (100 - Math.PI) * 4, 1e-14);
  });

  it('takes a hole touching its outer loop at a vertex as a hole', () => {
    const outer = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const notch = [
      [0, 0],
      [4, 2],
      [2, 4],
    ];
    const regions = hatchRegions(hatch([outer, notch]), I);
    expect(regions).toHaveLength(1);
    close(must(regions[0]).area, 100 - 6, 1e-14);
  });
});

describe('extents', () => {
  it('bounds arcs exactly, not by their ends alone', () => {
    const box = emptyBox();
    addEntityToBox(box, arc(pt(0, 0), 1, Math.PI / 4, (3 * Math.PI) / 4), I);
    expect(box.maxY).toBeCloseTo(1, 15);
    expect(box.minY).toBeCloseTo(Math.SQRT1_2, 15);
    const e = emptyBox();
    addEntityToBox(e, ellipse(pt(0, 0), pt(2, 0), 0.5), rotation(Math.PI / 2));
    expect([e.minX, e.maxX, e.minY, e.maxY].map((v) => Math.round(v * 1e12) / 1e12)).toEqual([-1, 1, -2, 2]);
  });

  it('ignores non-finite coordinates', () => {
    const box = emptyBox();
    addEntityToBox(box, line(pt(0, 0), pt(Number.NaN, 1)), I);
    addEntityToBox(box, line(pt(1, 1), pt(2, 2)), I);
    expect(box).toEqual({ minX: 0, minY: 0, maxX: 2, maxY: 2 });
  });
});
