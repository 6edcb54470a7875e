import { describe, expect, it } from 'vitest';
import type { Point } from '../takeoff/types';
import { skirtingOf } from './skirting';
import { inkSegments, testSheet, type TestSegment } from './testing';
import type { SkirtingOptions, SkirtingResult } from './types';

/** The room: 300 × 200 points, clockwise on the sheet (y down). */
const RING: Point[] = [
  { x: 100, y: 100 },
  { x: 400, y: 100 },
  { x: 400, y: 300 },
  { x: 100, y: 300 },
];
const OPTIONS: Omit<SkirtingOptions, 'ring'> = { minOpening: 20, maxOpening: 100, tolerance: 2 };

/**
 * The room's walls as their inner faces on the ring (split where `gaps` say, as [edge, from, to] along the edge from
 * its start), their outer faces 10 points out, jamb lines across the wall at each gap, and a door leaf standing open.
 */
function walls(gaps: readonly (readonly [number, number, number])[] = [], dashed = false): TestSegment[] {
  const out: TestSegment[] = [];
  RING.forEach((a, k) => {
    const b = RING[(k + 1) % RING.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const at = (t: number, off = 0): Point => ({ x: a.x + u.x * t - u.y * off, y: a.y + u.y * t + u.x * off });
    const cuts = gaps.filter((g) => g[0] === k).sort((p, q) => p[1] - q[1]);
    let from = 0;
    const face = (lo: number, hi: number) => {
      if (!dashed || k !== 0) {
        const p = at(lo);
        const q = at(hi);
        out.push([p.x, p.y, q.x, q.y]);
        return;
      }
      // A dashed face: 10 drawn, 3 blank.
      for (let t = lo; t < hi; t += 13) {
        const p = at(t);
        const q = at(Math.min(hi, t + 10));
        out.push([p.x, p.y, q.x, q.y]);
      }
    };
    for (const [, lo, hi] of cuts) {
      face(from, lo);
      for (const t of [lo, hi]) {
        const p = at(t);
        const q = at(t, -10);
        out.push([p.x, p.y, q.x, q.y]);
      }
      from = hi;
    }
    face(from, length);
    const p = at(-10, -10);
    const q = at(length + 10, -10);
    out.push([p.x, p.y, q.x, q.y]);
  });
  return out;
}

const rounded = (points: readonly Point[]) => points.map((p) => [Math.round(p.x), Math.round(p.y)]);
const shape = (r: SkirtingResult) => ({
  closed: r.closed,
  pieces: r.pieces.map(rounded),
  openings: r.openings.map((o) => rounded([o.from, o.to])),
});

describe('skirtingOf on a vector sheet', () => {
  it('gives the whole ring, closed, when no opening is found', () => {
    const result = skirtingOf(testSheet({ segments: walls() }), { ...OPTIONS, ring: RING });
    expect(shape(result)).toEqual({ closed: true, pieces: [rounded(RING)], openings: [] });
  });

  it('cuts the ring at one door', () => {
    // The bottom edge runs from (400, 300) to (100, 300): the door from x = 240 to x = 200.
    const result = skirtingOf(testSheet({ segments: walls([[2, 160, 200]]) }), { ...OPTIONS, ring: RING });
    expect(shape(result)).toEqual({
      closed: false,
      pieces: [
        [
          [200, 300],
          [100, 300],
          [100, 100],
          [400, 100],
          [400, 300],
          [240, 300],
        ],
      ],
      openings: [
        [
          [240, 300],
          [200, 300],
        ],
      ],
    });
  });

  it('cuts the ring at two doors, pieces in ring order, jamb to jamb', () => {
    const result = skirtingOf(
      testSheet({
        segments: walls([
          [1, 50, 90],
          [2, 160, 200],
        ]),
      }),
      {
        ...OPTIONS,
        ring: RING,
      },
    );
    expect(shape(result)).toEqual({
      closed: false,
      pieces: [
        [
          [200, 300],
          [100, 300],
          [100, 100],
          [400, 100],
          [400, 150],
        ],
        [
          [400, 190],
          [400, 300],
          [240, 300],
        ],
      ],
      openings: [
        [
          [400, 150],
          [400, 190],
        ],
        [
          [240, 300],
          [200, 300],
        ],
      ],
    });
  });

  it('joins the piece that runs across the ring’s start', () => {
    const start: Point[] = [
      { x: 220, y: 300 },
      { x: 100, y: 300 },
      { x: 100, y: 100 },
      { x: 400, y: 100 },
      { x: 400, y: 300 },
    ];
    const result = skirtingOf(testSheet({ segments: walls([[2, 160, 200]]) }), { ...OPTIONS, ring: start });
    expect(shape(result)).toEqual({
      closed: false,
      pieces: [
        [
          [200, 300],
          [100, 300],
          [100, 100],
          [400, 100],
          [400, 300],
          [240, 300],
        ],
      ],
      openings: [
        [
          [240, 300],
          [200, 300],
        ],
      ],
    });
  });

  it('bridges a dashed line’s gaps and a joint, and a side open wider than the largest opening', () => {
    const dashed = skirtingOf(testSheet({ segments: walls([[2, 160, 200]], true) }), { ...OPTIONS, ring: RING });
    expect(dashed.openings).toHaveLength(1);
    expect(dashed.pieces).toHaveLength(1);
    const joint = skirtingOf(testSheet({ segments: walls([[0, 100, 110]]) }), { ...OPTIONS, ring: RING });
    expect(joint.closed).toBe(true);
    const open = skirtingOf(testSheet({ segments: walls([[0, 50, 250]]) }), { ...OPTIONS, ring: RING });
    expect(open.closed).toBe(true);
  });

  it('finds a door by its swing where the wall’s face is drawn across the opening', () => {
    // The face runs on unbroken; the leaf stands open from the hinge (240, 300), its swing ending at (200, 300).
    const swing: TestSegment[] = [];
    for (let k = 0; k < 8; k++) {
      const [p, q] = [k, k + 1].map((j) => -Math.PI + (j / 8) * (Math.PI / 2));
      swing.push([
        240 + 40 * Math.cos(p ?? 0),
        300 + 40 * Math.sin(p ?? 0),
        240 + 40 * Math.cos(q ?? 0),
        300 + 40 * Math.sin(q ?? 0),
      ]);
    }
    const segments = [...walls(), ...swing, [240, 300, 240, 260] as TestSegment];
    const result = skirtingOf(testSheet({ segments }), { ...OPTIONS, ring: RING });
    expect(shape(result).openings).toEqual([
      [
        [240, 300],
        [200, 300],
      ],
    ]);
    // Without the swing, the face hides the door.
    expect(skirtingOf(testSheet({ segments: walls() }), { ...OPTIONS, ring: RING }).closed).toBe(true);
  });

  it('does not count lines farther than the tolerance or across the edge', () => {
    // Only the outer faces and the jambs: nothing runs along the ring within 2 points.
    const outerOnly = walls([[2, 160, 200]]).filter(([x1, y1, x2, y2]) => {
      const onRing = (x: number, y: number) =>
        (x >= 100 && x <= 400 && (y === 100 || y === 300)) || ((x === 100 || x === 400) && y >= 100 && y <= 300);
      return !(onRing(x1, y1) && onRing(x2, y2));
    });
    const result = skirtingOf(testSheet({ segments: outerOnly }), { ...OPTIONS, ring: RING });
    expect(result).toEqual({ pieces: [RING], closed: true, openings: [] });
  });
});

describe('skirtingOf on a scan', () => {
  it('finds the same doors in the ink raster, to a pixel', () => {
    const scale = 2;
    const ink = inkSegments(
      500,
      400,
      scale,
      walls([
        [1, 50, 90],
        [2, 160, 200],
      ]),
    );
    const result = skirtingOf(testSheet({ ink, width: 500, height: 400 }), { ...OPTIONS, ring: RING });
    expect(result.closed).toBe(false);
    expect(result.pieces).toHaveLength(2);
    const ends = result.openings.flatMap((o) => [o.from, o.to]);
    const expected = [
      { x: 400, y: 150 },
      { x: 400, y: 190 },
      { x: 240, y: 300 },
      { x: 200, y: 300 },
    ];
    ends.forEach((p, k) => {
      const e = expected[k] as Point;
      expect(Math.hypot(p.x - e.x, p.y - e.y)).toBeLessThanOrEqual(1.5);
    });
  });

  it('gives the closed ring when the ink runs all around', () => {
    const ink = inkSegments(500, 400, 2, walls());
    const result = skirtingOf(testSheet({ ink, width: 500, height: 400 }), { ...OPTIONS, ring: RING });
    expect(result.closed).toBe(true);
  });
});
