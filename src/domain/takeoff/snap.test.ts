import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_INTERSECTION_SEGMENTS, SNAP_PRIORITY, SegmentIndex, constrainAngle } from './snap';
import { p } from './testing/fixtures';

const quads = (...segments: [number, number, number, number][]) => new Float32Array(segments.flat());

// A wall from (100, 100) to (320, 100), a perpendicular wall crossing it at x = 200, and a lone segment far away.
const plan = SegmentIndex.build(quads([100, 100, 320, 100], [200, 20, 200, 150], [1000, 1000, 1100, 1000]));

describe('SegmentIndex', () => {
  it('counts its segments and reads one back', () => {
    expect(plan.count).toBe(3);
    expect(plan.segment(1)).toEqual({ a: p(200, 20), b: p(200, 150) });
  });

  it('finds segments near a point, nearest first', () => {
    expect(plan.near(p(201, 103), 5)).toEqual([1, 0]);
    expect(plan.near(p(500, 500), 5)).toEqual([]);
  });

  it('round-trips through its transferable bytes', () => {
    const copy = SegmentIndex.fromData(structuredClone(plan.data), plan.segments);
    expect(copy.snap(p(102, 101), 5)).toEqual(plan.snap(p(102, 101), 5));
    expect(() => SegmentIndex.fromData(plan.data, new Float32Array(8))).toThrow(RangeError);
  });

  it('handles a sheet without vectors (a scan)', () => {
    const scan = SegmentIndex.build(new Float32Array(0));
    expect(scan.data).toBeNull();
    expect(scan.snap(p(1, 1), 10)).toBeNull();
    expect(SegmentIndex.fromData(null, new Float32Array(0)).near(p(0, 0), 5)).toEqual([]);
    expect(() => SegmentIndex.build(new Float32Array(3))).toThrow(RangeError);
  });
});

describe('snap', () => {
  it('orders the kinds endpoint, intersection, midpoint, nearest', () => {
    expect(SNAP_PRIORITY).toEqual(['endpoint', 'intersection', 'midpoint', 'nearest']);
  });

  it('snaps to an endpoint', () => {
    expect(plan.snap(p(103, 102), 5)).toEqual({
      kind: 'endpoint',
      point: p(100, 100),
      distance: Math.hypot(3, 2),
      segments: [0],
    });
  });

  it('snaps to an intersection with both segments', () => {
    expect(plan.snap(p(202, 98), 5)).toEqual({
      kind: 'intersection',
      point: p(200, 100),
      distance: Math.hypot(2, 2),
      segments: [0, 1],
    });
  });

  it('snaps to a midpoint', () => {
    expect(plan.snap(p(1052, 1001), 5)).toMatchObject({ kind: 'midpoint', point: p(1050, 1000), segments: [2] });
  });

  it('snaps to the nearest point on a segment', () => {
    expect(plan.snap(p(260, 103), 5)).toEqual({ kind: 'nearest', point: p(260, 100), distance: 3, segments: [0] });
  });

  it('prefers an endpoint to a nearer intersection, and an intersection to a nearer midpoint', () => {
    const index = SegmentIndex.build(quads([0, 0, 10, 0], [3, -5, 3, 5], [0, 10, 6, 10], [3, 6, 3, 20]));
    // Cursor at (2, 0.5): the crossing at (3, 0) is nearer than the endpoint (0, 0), but the endpoint wins.
    expect(index.snap(p(2, 0.5), 3)).toMatchObject({ kind: 'endpoint', point: p(0, 0) });
    // The fourth segment crosses the third at its midpoint (3, 10): the intersection wins.
    expect(index.snap(p(3.5, 10.2), 1)).toMatchObject({ kind: 'intersection', point: p(3, 10) });
  });

  it('finds nothing outside the radius, and nothing when snapping is off', () => {
    expect(plan.snap(p(260, 110), 5)).toBeNull();
    expect(plan.snap(p(103, 102), 5, { enabled: false })).toBeNull();
    expect(plan.snap(p(103, 102), 0)).toBeNull();
  });

  it('lets the user switch single kinds off', () => {
    expect(plan.snap(p(103, 102), 5, { kinds: { endpoint: false } })).toMatchObject({ kind: 'nearest' });
    expect(plan.snap(p(202, 98), 5, { kinds: { intersection: false } })).toMatchObject({ kind: 'nearest' });
    expect(plan.snap(p(1052, 1001), 5, { kinds: { midpoint: false, nearest: false } })).toBeNull();
  });

  it('ignores segments of hidden layers', () => {
    expect(plan.snap(p(202, 98), 5, { isSegmentVisible: (i) => i !== 1 })).toMatchObject({
      kind: 'nearest',
      point: p(202, 100),
    });
  });

  it('pairs only the nearest segments for intersections in a dense hatch', () => {
    // A fan of 100 segments through (0, 0), plus one crossing line: still answers, and the endpoint wins.
    const fan: [number, number, number, number][] = Array.from({ length: 100 }, (_, i) => [
      0,
      0,
      10 * Math.cos(i / 50),
      10 * Math.sin(i / 50),
    ]);
    const index = SegmentIndex.build(quads(...fan, [-5, 2, 15, 2]));
    expect(index.near(p(1, 1), 5).length).toBeGreaterThan(MAX_INTERSECTION_SEGMENTS);
    expect(index.snap(p(1, 1), 5)).toMatchObject({ kind: 'endpoint', point: p(0, 0) });
    expect(index.snap(p(4, 2.3), 1, { kinds: { endpoint: false } })?.kind).toBe('intersection');
  });

  it('never answers farther than the radius (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(500), fc.nat(500), fc.nat(500), fc.nat(500)), { minLength: 1, maxLength: 40 }),
        fc.nat(500),
        fc.nat(500),
        fc.integer({ min: 1, max: 40 }),
        (segments, x, y, radius) => {
          const result = SegmentIndex.build(quads(...segments)).snap(p(x, y), radius);
          if (result) expect(Math.hypot(result.point.x - x, result.point.y - y)).toBeLessThanOrEqual(radius + 1e-9);
        },
      ),
    );
  });
});

describe('constrainAngle', () => {
  const prev = p(100, 100);
  it('levels a nearly horizontal or vertical stroke exactly', () => {
    expect(constrainAngle(prev, p(200, 103))).toEqual(p(200, 100));
    expect(constrainAngle(prev, p(97, 20))).toEqual(p(100, 20));
    expect(constrainAngle(prev, p(0, 104))).toEqual(p(0, 100));
  });

  it('snaps to 45° keeping the projected length', () => {
    const q = constrainAngle(prev, p(150, 160));
    expect(q.x - prev.x).toBeCloseTo(55, 12);
    expect(q.y - prev.y).toBeCloseTo(55, 12);
    const r = constrainAngle(prev, p(50, 40));
    expect(r.x - prev.x).toBeCloseTo(-55, 12);
    expect(r.y - prev.y).toBeCloseTo(-55, 12);
  });

  it('leaves a zero-length stroke alone', () => {
    expect(constrainAngle(prev, p(100, 100))).toBe(prev);
  });
});
