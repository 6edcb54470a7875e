import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  areaWithHoles,
  boundingBox,
  centroid,
  closestPointOnSegment,
  distance,
  distanceToPolyline,
  distanceToSegment,
  findSelfIntersection,
  pointInPolygon,
  pointInRing,
  polylineLength,
  preciseSum,
  prismVolume,
  rectContainsPoint,
  rectFromCorners,
  rectsIntersect,
  rectToRing,
  ringArea,
  segmentIntersection,
  signedArea,
  wallArea,
  withoutRepeatedVertices,
} from './geometry';
import type { Point, Ring } from './types';

const p = (x: number, y: number): Point => ({ x, y });
const square = (x: number, y: number, size: number): Ring => [
  p(x, y),
  p(x + size, y),
  p(x + size, y + size),
  p(x, y + size),
];
const translate = (ring: Ring, dx: number, dy: number): Ring => ring.map((q) => p(q.x + dx, q.y + dy));

describe('preciseSum', () => {
  it('keeps what naive addition loses', () => {
    const values = [1e16, 1, -1e16];
    expect(values.reduce((a, b) => a + b, 0)).toBe(0);
    expect(preciseSum(values)).toBe(1);
    expect(preciseSum(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(preciseSum([])).toBe(0);
  });
});

describe('distance and polyline length', () => {
  it('measures a 3-4-5 triangle and a polyline, open and closed', () => {
    expect(distance(p(0, 0), p(3, 4))).toBe(5);
    expect(polylineLength([p(0, 0), p(3, 4), p(3, 10)])).toBe(11);
    expect(polylineLength([p(0, 0), p(3, 4), p(3, 10)], true)).toBeCloseTo(11 + Math.hypot(3, 10), 12);
  });

  it('is 0 for fewer than two points, and closing two points adds nothing', () => {
    expect(polylineLength([])).toBe(0);
    expect(polylineLength([p(5, 5)])).toBe(0);
    expect(polylineLength([p(0, 0), p(1, 0)], true)).toBe(1);
  });

  it('adds tiny segments far from the origin without drift', () => {
    // 10,000 steps of 0.001 pt at x ≈ 3,000 pt: each step is exact in binary only approximately.
    const points = Array.from({ length: 10_001 }, (_, i) => p(3000 + i * 0.001, 2000));
    expect(polylineLength(points)).toBeCloseTo(10, 9);
  });
});

describe('shoelace area', () => {
  it('is positive for a ring running clockwise on screen (y down) and negative the other way', () => {
    const ring = square(0, 0, 10);
    expect(signedArea(ring)).toBe(100);
    expect(signedArea([...ring].reverse())).toBe(-100);
    expect(ringArea([...ring].reverse())).toBe(100);
  });

  it('measures an L-shaped room', () => {
    const l = [p(0, 0), p(10, 0), p(10, 4), p(4, 4), p(4, 10), p(0, 10)];
    expect(ringArea(l)).toBe(64);
  });

  it('is exact for a small shape at 3,000 pt from the origin', () => {
    const ring = translate(square(0, 0, 0.01), 2999.99, 2999.99);
    expect(ringArea(ring)).toBeCloseTo(0.0001, 12);
  });

  it('does not depend on where the shape is (translation invariance, property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) }), {
          minLength: 3,
          maxLength: 12,
        }),
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -3000, max: 3000 }),
        (ring, dx, dy) => {
          const area = signedArea(ring);
          expect(signedArea(translate(ring, dx, dy))).toBeCloseTo(area, 6);
        },
      ),
    );
  });

  it('is 0 for fewer than three vertices', () => {
    expect(signedArea([p(0, 0), p(1, 1)])).toBe(0);
  });
});

describe('bounding boxes and rectangles', () => {
  it('bounds points, or says there is nothing to bound', () => {
    expect(boundingBox([p(3, -1), p(-2, 4), p(0, 0)])).toEqual({ minX: -2, minY: -1, maxX: 3, maxY: 4 });
    expect(boundingBox([])).toBeNull();
  });

  it('builds, compares and tests rectangles', () => {
    const r = rectFromCorners(p(10, 0), p(0, 5));
    expect(r).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 5 });
    expect(rectToRing(r)).toEqual([p(0, 0), p(10, 0), p(10, 5), p(0, 5)]);
    expect(rectsIntersect(r, { minX: 10, minY: 5, maxX: 20, maxY: 20 })).toBe(true);
    expect(rectsIntersect(r, { minX: 10.1, minY: 0, maxX: 20, maxY: 20 })).toBe(false);
    expect(rectContainsPoint(r, p(10, 5))).toBe(true);
    expect(rectContainsPoint(r, p(10, 5.1))).toBe(false);
  });
});

describe('centroid', () => {
  it('is the area centroid, not the vertex mean', () => {
    // An L: the vertex mean is (4.67, 4.67); the area centroid is pulled into the long arm.
    const l = [p(0, 0), p(10, 0), p(10, 2), p(2, 2), p(2, 10), p(0, 10)];
    const c = centroid(l);
    const expected = (10 * 2 * 5 + 2 * 8 * 1) / 36;
    expect(c.x).toBeCloseTo(expected, 12);
    expect(c.y).toBeCloseTo(expected, 12);
  });

  it('accounts for holes, whichever way the rings run', () => {
    const c = centroid(square(0, 0, 10), [[...square(5, 0, 5)].reverse()]);
    // Left half 10×5 at x=2.5 (area 50) plus lower-right 5×5 at (7.5, 7.5) (area 25).
    expect(c.x).toBeCloseTo((50 * 2.5 + 25 * 7.5) / 75, 12);
    expect(c.y).toBeCloseTo((50 * 5 + 25 * 7.5) / 75, 12);
  });

  it('falls back to the vertex mean for a flat ring and to the origin for none', () => {
    expect(centroid([p(0, 0), p(2, 0), p(4, 0)])).toEqual(p(2, 0));
    expect(centroid([])).toEqual(p(0, 0));
  });

  it('stays exact far from the origin', () => {
    const c = centroid(square(3000, 2000, 1));
    expect(c.x).toBeCloseTo(3000.5, 10);
    expect(c.y).toBeCloseTo(2000.5, 10);
  });
});

describe('point to segment', () => {
  it('projects inside the segment, and clamps to its ends', () => {
    expect(closestPointOnSegment(p(5, 3), p(0, 0), p(10, 0))).toEqual({ point: p(5, 0), t: 0.5, distance: 3 });
    expect(closestPointOnSegment(p(-3, 4), p(0, 0), p(10, 0))).toEqual({ point: p(0, 0), t: 0, distance: 5 });
    expect(closestPointOnSegment(p(13, 4), p(0, 0), p(10, 0))).toEqual({ point: p(10, 0), t: 1, distance: 5 });
  });

  it('treats a zero-length segment as a point', () => {
    expect(distanceToSegment(p(3, 4), p(0, 0), p(0, 0))).toBe(5);
  });

  it('measures the distance to a polyline, open, closed and single-point', () => {
    const line = [p(0, 0), p(10, 0), p(10, 10)];
    expect(distanceToPolyline(p(0, 5), line)).toBe(5);
    expect(distanceToPolyline(p(0, 5), line, true)).toBeCloseTo(Math.SQRT2 * 2.5, 12);
    expect(distanceToPolyline(p(3, 4), [p(0, 0)])).toBe(5);
  });
});

describe('segment intersection', () => {
  it('finds a proper crossing with its parameters', () => {
    const hit = segmentIntersection(p(0, 0), p(10, 10), p(0, 10), p(10, 0));
    expect(hit).toEqual({ kind: 'point', point: p(5, 5), t: 0.5, u: 0.5, proper: true });
  });

  it('returns an endpoint exactly when one segment touches the other (T junction)', () => {
    const hit = segmentIntersection(p(0, 0), p(10, 0), p(3.3, 0), p(3.3, 7));
    expect(hit).toMatchObject({ kind: 'point', point: p(3.3, 0), u: 0, proper: false });
  });

  it('says none for parallel, apart and near-miss segments', () => {
    expect(segmentIntersection(p(0, 0), p(10, 0), p(0, 1), p(10, 1))).toEqual({ kind: 'none' });
    expect(segmentIntersection(p(0, 0), p(1, 1), p(2, 0), p(3, -5))).toEqual({ kind: 'none' });
    expect(segmentIntersection(p(0, 0), p(10, 0), p(11, -1), p(11, 1))).toEqual({ kind: 'none' });
  });

  it('reports collinear overlaps and collinear touching ends', () => {
    expect(segmentIntersection(p(0, 0), p(10, 0), p(5, 0), p(15, 0))).toEqual({
      kind: 'overlap',
      from: p(5, 0),
      to: p(10, 0),
    });
    expect(segmentIntersection(p(0, 0), p(10, 0), p(10, 0), p(15, 0))).toMatchObject({
      kind: 'point',
      point: p(10, 0),
    });
    expect(segmentIntersection(p(0, 0), p(10, 0), p(11, 0), p(15, 0))).toEqual({ kind: 'none' });
  });

  it('handles a degenerate segment lying on the other', () => {
    expect(segmentIntersection(p(4, 0), p(4, 0), p(0, 0), p(10, 0))).toMatchObject({ kind: 'point', point: p(4, 0) });
    expect(segmentIntersection(p(0, 0), p(10, 0), p(4, 0), p(4, 0))).toMatchObject({ point: p(4, 0), t: 0.4, u: 0 });
    expect(segmentIntersection(p(4, 1), p(4, 1), p(0, 0), p(10, 0))).toEqual({ kind: 'none' });
  });

  it('is exact enough at sheet scale for nearly parallel long lines', () => {
    const hit = segmentIntersection(p(0, 2000), p(3000, 2000.001), p(0, 2000.001), p(3000, 2000));
    expect(hit.kind).toBe('point');
    if (hit.kind === 'point') {
      expect(hit.point.x).toBeCloseTo(1500, 6);
      expect(hit.point.y).toBeCloseTo(2000.0005, 9);
    }
  });
});

describe('point in polygon', () => {
  const ring = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
  it('tells inside, outside and boundary apart', () => {
    expect(pointInRing(p(5, 5), ring)).toBe('inside');
    expect(pointInRing(p(15, 5), ring)).toBe('outside');
    expect(pointInRing(p(10, 5), ring)).toBe('boundary');
    expect(pointInRing(p(0, 0), ring)).toBe('boundary');
    expect(pointInRing(p(5, 5), [])).toBe('outside');
    expect(pointInRing(p(5, 5), [p(0, 0), p(10, 10)])).toBe('boundary');
    expect(pointInRing(p(5, 6), [p(0, 0), p(10, 10)])).toBe('outside');
  });

  it('handles a ray through a vertex of a concave ring', () => {
    const arrow = [p(0, 0), p(10, 5), p(0, 10), p(5, 5)];
    expect(pointInRing(p(7, 5), arrow)).toBe('inside');
    expect(pointInRing(p(2, 5), arrow)).toBe('outside');
  });

  it('puts a point inside a hole outside the polygon', () => {
    const hole = square(4, 4, 2);
    expect(pointInPolygon(p(5, 5), ring, [hole])).toBe('outside');
    expect(pointInPolygon(p(4, 5), ring, [hole])).toBe('boundary');
    expect(pointInPolygon(p(2, 2), ring, [hole])).toBe('inside');
    expect(pointInPolygon(p(20, 2), ring, [hole])).toBe('outside');
  });
});

describe('self-intersection', () => {
  it('finds the crossing of a bow tie', () => {
    expect(findSelfIntersection([p(0, 0), p(10, 10), p(10, 0), p(0, 10)])).toEqual(p(5, 5));
  });

  it('accepts simple rings, convex or not, and ignores a repeated vertex', () => {
    expect(findSelfIntersection(square(0, 0, 10))).toBeNull();
    expect(findSelfIntersection([p(0, 0), p(10, 0), p(10, 4), p(4, 4), p(4, 10), p(0, 10)])).toBeNull();
    expect(findSelfIntersection([p(0, 0), p(10, 0), p(10, 0), p(10, 10), p(0, 10), p(0, 0)])).toBeNull();
    expect(findSelfIntersection([p(0, 0), p(1, 0), p(0, 1)])).toBeNull();
    expect(findSelfIntersection([p(0, 0), p(1, 0)])).toBeNull();
  });

  it('finds a ring touching itself at a vertex and a spike folding back', () => {
    // Two squares joined at one corner: the ring passes twice through (10, 10).
    const figureEight = [p(0, 0), p(10, 0), p(10, 10), p(20, 10), p(20, 20), p(10, 20), p(10, 10), p(0, 10)];
    expect(findSelfIntersection(figureEight)).toEqual(p(10, 10));
    const spike = [p(0, 0), p(10, 0), p(10, 10), p(10, 5), p(0, 10)];
    expect(findSelfIntersection(spike)).not.toBeNull();
    expect(findSelfIntersection([p(0, 0), p(5, 0), p(10, 0)])).not.toBeNull();
  });

  it('drops repeated consecutive vertices, including a closing repeat', () => {
    expect(withoutRepeatedVertices([p(0, 0), p(0, 0), p(1, 0), p(1, 1), p(0, 0)])).toEqual([p(0, 0), p(1, 0), p(1, 1)]);
  });
});

describe('area with holes', () => {
  const outer = square(0, 0, 10);

  it('subtracts holes, whichever way they run', () => {
    const result = areaWithHoles(outer, [square(1, 1, 2), [...square(5, 5, 3)].reverse()]);
    expect(result).toEqual({ ok: true, value: { gross: 100, holes: [4, 9], net: 87 } });
  });

  it('accepts holes touching the outer boundary and each other', () => {
    const result = areaWithHoles(outer, [square(0, 0, 5), square(5, 0, 5)]);
    expect(result).toEqual({ ok: true, value: { gross: 100, holes: [25, 25], net: 50 } });
    expect(areaWithHoles(outer, [outer])).toEqual({ ok: true, value: { gross: 100, holes: [100], net: 0 } });
  });

  it('rejects a hole outside or straddling the outline', () => {
    expect(areaWithHoles(outer, [square(20, 20, 2)])).toEqual({ ok: false, error: { code: 'holeOutside', hole: 0 } });
    expect(areaWithHoles(outer, [square(1, 1, 1), square(8, 8, 4)])).toEqual({
      ok: false,
      error: { code: 'holeOutside', hole: 1 },
    });
    const a = [p(0, 0), p(10, 0), p(10, 4), p(4, 4), p(4, 10), p(0, 10)];
    // Every vertex of this hole is on the L, but its edge cuts across the missing corner.
    expect(areaWithHoles(a, [[p(10, 4), p(4, 10), p(4, 4)]])).toEqual({
      ok: false,
      error: { code: 'holeOutside', hole: 0 },
    });
  });

  it('rejects overlapping holes, nested holes and a hole drawn twice', () => {
    const overlap = areaWithHoles(outer, [square(1, 1, 4), square(3, 3, 4)]);
    expect(overlap).toEqual({ ok: false, error: { code: 'holesOverlap', holes: [0, 1] } });
    const nested = areaWithHoles(outer, [square(1, 1, 1), square(4, 4, 1), square(3, 3, 4)]);
    expect(nested).toEqual({ ok: false, error: { code: 'holesOverlap', holes: [1, 2] } });
    const twice = areaWithHoles(outer, [square(1, 1, 2), [...square(1, 1, 2)].reverse()]);
    expect(twice).toEqual({ ok: false, error: { code: 'holesOverlap', holes: [0, 1] } });
  });

  it('rejects a self-intersecting outline or hole, and too few vertices', () => {
    expect(areaWithHoles([p(0, 0), p(10, 10), p(10, 0), p(0, 10)])).toEqual({
      ok: false,
      error: { code: 'selfIntersecting', at: p(5, 5) },
    });
    expect(areaWithHoles(outer, [[p(1, 1), p(3, 3), p(3, 1), p(1, 3)]])).toEqual({
      ok: false,
      error: { code: 'selfIntersecting', at: p(2, 2), hole: 0 },
    });
    expect(areaWithHoles([p(0, 0), p(1, 1), p(1, 1)])).toEqual({ ok: false, error: { code: 'tooFewVertices' } });
    expect(areaWithHoles(outer, [[p(1, 1), p(2, 2)]])).toEqual({
      ok: false,
      error: { code: 'tooFewVertices', hole: 0 },
    });
  });
});

describe('wall area', () => {
  it('is length × height − Σ count × width × height', () => {
    const result = wallArea(12.4, 2.5, [{ width: 0.9, height: 2.1, count: 2 }]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.gross).toBeCloseTo(31, 12);
      expect(result.value.openings).toBeCloseTo(3.78, 12);
      expect(result.value.net).toBeCloseTo(27.22, 12);
    }
  });

  it('is zero, not an error, when openings fill the wall exactly', () => {
    expect(wallArea(0.9, 2.1, [{ width: 0.3, height: 2.1, count: 3 }])).toMatchObject({ ok: true, value: { net: 0 } });
  });

  it('refuses openings larger than the wall instead of a negative area', () => {
    expect(wallArea(1, 2.5, [{ width: 1, height: 2, count: 2 }])).toEqual({
      ok: false,
      error: { code: 'openingsExceedWall', gross: 2.5, openings: 4 },
    });
  });

  it('refuses a height or opening that is not a positive dimension', () => {
    expect(wallArea(10, 0)).toEqual({ ok: false, error: { code: 'invalidDimension', field: 'height' } });
    expect(wallArea(10, Number.NaN)).toEqual({ ok: false, error: { code: 'invalidDimension', field: 'height' } });
    expect(wallArea(10, 2.5, [{ width: -1, height: 2, count: 1 }])).toEqual({
      ok: false,
      error: { code: 'invalidDimension', field: 'openingWidth', opening: 0 },
    });
    expect(wallArea(10, 2.5, [{ width: 1, height: Infinity, count: 1 }])).toMatchObject({
      error: { field: 'openingHeight' },
    });
    expect(wallArea(10, 2.5, [{ width: 1, height: 2, count: 1.5 }])).toMatchObject({
      error: { field: 'openingCount' },
    });
    expect(wallArea(10, 2.5, [{ width: 1, height: 2, count: 0 }])).toMatchObject({ ok: true, value: { net: 25 } });
  });
});

describe('volume', () => {
  it('is net area × thickness, and needs a positive thickness', () => {
    expect(prismVolume(87, 0.2)).toEqual({ ok: true, value: 87 * 0.2 });
    expect(prismVolume(87, 0)).toEqual({ ok: false, error: { code: 'invalidDimension', field: 'thickness' } });
  });
});
