/**
 * The fill on CAD drawings with walls drawn as their two faces (issue 26): openings closed on the faces' lines by the
 * closures found at prepare, rooms not cut where they narrow (a column, a stairwell near a wall), and the paper
 * between a wall's faces never given to a room. 1 pt = 1 cm (100 pt per metre).
 */
import { describe, expect, it } from 'vitest';
import { fillRegion } from './fill.ts';
import { findClosures, prepareFromVectors, rasterizeSegments } from './prepare.ts';
import { rectSegments, toFloat, type Seg } from './testing.ts';
import { signedArea } from './trace.ts';
import type { PreparedSheet } from './types.ts';
import type { Point } from '../takeoff/types.ts';

function sheetOf(segments: readonly Seg[]): PreparedSheet {
  return prepareFromVectors({
    width: 720,
    height: 440,
    segments: toFloat(segments),
    segmentLayers: new Int32Array(segments.length).fill(-1),
    layerNames: [],
    text: [],
    pointsPerMetre: 100,
  });
}

/** The outer wall (faces 20 cm apart), a partition with a 90 cm door and its jambs, a 1 × 1 m stairwell. */
const plan: Seg[] = [
  ...rectSegments(30, 30, 690, 370),
  ...rectSegments(50, 50, 670, 350),
  [350, 50, 350, 170],
  [370, 50, 370, 170],
  [350, 260, 350, 350],
  [370, 260, 370, 350],
  [350, 170, 370, 170],
  [350, 260, 370, 260],
  ...rectSegments(480, 120, 580, 220),
];

const onLines = (p: Point, xs: number[], ys: number[]) =>
  xs.some((x) => Math.abs(p.x - x) < 1e-3) || ys.some((y) => Math.abs(p.y - y) < 1e-3);

describe('fillRegion with closures (walls as two faces)', () => {
  it('takes the left room exactly, its door closed on the face line x = 350, not the partition’s pocket', () => {
    const res = fillRegion(sheetOf(plan), { point: { x: 200, y: 200 }, gap: 120, maxShare: 0.6 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - 90_000) / 90_000).toBeLessThan(0.001);
    expect(res.value.outer).toHaveLength(4);
    for (const p of res.value.outer) expect(onLines(p, [50, 350], [50, 350])).toBe(true);
    expect(res.value.holes).toEqual([]);
    expect(res.value.openings).toHaveLength(1);
    const [span] = res.value.openings;
    expect(span?.from.x).toBeCloseTo(350, 3);
    expect(span?.to.x).toBeCloseTo(350, 3);
    expect(Math.abs((span?.to.y ?? 0) - (span?.from.y ?? 0))).toBeCloseTo(90, 3);
  });

  it('takes the right room whole around its stairwell, a hole, the door closed on x = 370', () => {
    const res = fillRegion(sheetOf(plan), { point: { x: 430, y: 300 }, gap: 120, maxShare: 0.6 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - 80_000) / 80_000).toBeLessThan(0.001);
    expect(res.value.outer).toHaveLength(4);
    for (const p of res.value.outer) expect(onLines(p, [370, 670], [50, 350])).toBe(true);
    expect(res.value.holes).toHaveLength(1);
    expect(signedArea(res.value.holes[0] ?? [])).toBeCloseTo(-10_000, 1);
    for (const p of res.value.holes[0] ?? []) expect(onLines(p, [480, 580], [120, 220])).toBe(true);
    expect(res.value.openings.map((o) => o.from.x)).toEqual([370]);
  });

  it('does not split a room at a column 80 cm from its walls', () => {
    // A room 6.2 × 2 m, a 40 × 40 cm column in its middle: 80 cm from either long face, narrower than the gap.
    const segments: Seg[] = [
      ...rectSegments(30, 30, 690, 270),
      ...rectSegments(50, 50, 670, 250),
      ...rectSegments(340, 130, 380, 170),
    ];
    const res = fillRegion(sheetOf(segments), { point: { x: 150, y: 150 }, gap: 120, maxShare: 0.8 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - (620 * 200 - 1600)) / (620 * 200)).toBeLessThan(0.001);
    expect(res.value.outer).toHaveLength(4);
    expect(res.value.holes).toHaveLength(1);
  });

  it('closes a door whose faces are interrupted without jamb lines, on the face line, not the pocket', () => {
    const segments: Seg[] = [
      ...rectSegments(30, 30, 690, 370),
      ...rectSegments(50, 50, 670, 350),
      [350, 50, 350, 170],
      [370, 50, 370, 170],
      [350, 260, 350, 350],
      [370, 260, 370, 350],
    ];
    const res = fillRegion(sheetOf(segments), { point: { x: 200, y: 200 }, gap: 120, maxShare: 0.6 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - 90_000) / 90_000).toBeLessThan(0.001);
    expect(res.value.outer).toHaveLength(4);
    expect(res.value.openings).toHaveLength(1);
  });

  it('leaves a bay wider than the gap open (a 2 m opening in the outer wall leaks), closes it with a wider gap', () => {
    const segments: Seg[] = [
      ...rectSegments(30, 30, 690, 370),
      [50, 50, 670, 50],
      [50, 350, 670, 350],
      [50, 50, 50, 350],
      // The right wall's two faces cut by a 2 m bay, its jambs.
      [670, 50, 670, 100],
      [670, 300, 670, 350],
      [690, 30, 690, 100],
      [690, 300, 690, 370],
      [670, 100, 690, 100],
      [670, 300, 690, 300],
    ].filter(([x1, y1, x2, y2]) => !(x1 === 690 && x2 === 690 && y1 === 30 && y2 === 370)) as Seg[];
    const sheet = sheetOf(segments);
    expect(fillRegion(sheet, { point: { x: 200, y: 200 }, gap: 120, maxShare: 0.8 })).toEqual({
      ok: false,
      error: 'leak',
    });
    // A gap of 2.5 m closes it, on the inner face's line x = 670.
    const res = fillRegion(sheet, { point: { x: 200, y: 200 }, gap: 250, maxShare: 0.8 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - 620 * 300) / (620 * 300)).toBeLessThan(0.001);
    expect(res.value.outer).toHaveLength(4);
    expect(res.value.openings).toHaveLength(1);
  });

  it('finds the closures across doors, not across a corridor between two facing doors’ jambs', () => {
    // A corridor 50..150 wide between two walls (faces 30/50 and 150/170), a 90 cm door in each, facing each other.
    const segments: Seg[] = [30, 50, 150, 170].flatMap((y): Seg[] => [
      [0, y, 300, y],
      [390, y, 700, y],
    ]);
    segments.push([300, 30, 300, 50], [390, 30, 390, 50], [300, 150, 300, 170], [390, 150, 390, 170]);
    const f = toFloat(segments);
    const ink = rasterizeSegments(f, 720, 440, 2);
    const closures = Array.from(findClosures(f, ink, 500, 45));
    const spans: number[][] = [];
    for (let c = 0; c < closures.length; c += 4) spans.push(closures.slice(c, c + 4));
    // The four faces across the two doors, 90 long each; none across the corridor (the jambs' line, 100 long).
    expect(spans).toHaveLength(4);
    for (const [x1, y1, x2, y2] of spans) {
      expect(Math.abs((x2 ?? 0) - (x1 ?? 0))).toBeCloseTo(90, 3);
      expect(y1).toBe(y2);
    }
  });
});
