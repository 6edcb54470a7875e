/**
 * The floor under what stands in front of a wall (./fixtures.ts), the outline snapped to a wall's face rather than to a
 * line drawn a fraction of a point inside it, and the pockets given to a room across one line only (./fill.ts), on
 * synthetic segment sets. 1 pt = 1 cm (100 pt per metre); the room's inner faces are x 50–350, y 50–350 (9 m²).
 */
import { describe, expect, it } from 'vitest';
import { SegmentIndex } from '../takeoff/snap.ts';
import type { Point } from '../takeoff/types.ts';
import { fillRegion } from './fill.ts';
import { drawnShare, fillFixtures, type FaceLine } from './fixtures.ts';
import { prepareFromVectors } from './prepare.ts';
import { rectSegments, toFloat, type Seg } from './testing.ts';
import { signedArea } from './trace.ts';

function fill(segments: readonly Seg[], scale?: number) {
  const sheet = prepareFromVectors({
    width: 400,
    height: 400,
    segments: toFloat(segments),
    segmentLayers: new Int32Array(segments.length).fill(-1),
    layerNames: [],
    text: [],
    pointsPerMetre: 100,
    ...(scale === undefined ? {} : { scale }),
  });
  const res = fillRegion(sheet, { point: { x: 200, y: 200 }, gap: 120, maxShare: 0.9 });
  expect(res.ok).toBe(true);
  if (!res.ok) throw new Error(res.error);
  return res.value;
}

/** The outer wall's outer face (20 cm out) and the inner faces, the top one given as pieces. */
function room(top: readonly Seg[] = [[50, 50, 350, 50]]): Seg[] {
  return [...rectSegments(30, 30, 370, 370), ...top, [350, 50, 350, 350], [350, 350, 50, 350], [50, 350, 50, 50]];
}

const ROOM_AREA = 300 * 300;

describe('the floor under fixtures against a wall', () => {
  it('counts the floor under a sink standing against a drawn face (60 × 50 cm): the outline stays on the face', () => {
    // Its outline against the face and its basin 3 pt inside: no pocket of it is wide enough to be floor.
    const sink: Seg[] = [
      [150, 50, 150, 100],
      [150, 100, 210, 100],
      [210, 100, 210, 50],
      ...rectSegments(153, 53, 207, 97),
    ];
    const v = fill([...room(), ...sink]);
    expect(Math.abs(v.area - ROOM_AREA) / ROOM_AREA).toBeLessThan(0.001);
    expect(v.outer).toHaveLength(4);
  });

  it('counts a door stop in a corner, both faces drawn on to the corner', () => {
    // Drawn as a box with its diagonals (a solid symbol): no pocket of it is wide enough to be floor.
    const stop: Seg[] = [...rectSegments(50, 50, 56, 56), [50, 50, 56, 56], [56, 50, 50, 56]];
    const v = fill([...room(), ...stop]);
    expect(Math.abs(v.area - ROOM_AREA) / ROOM_AREA).toBeLessThan(0.001);
    expect(v.outer).toHaveLength(4);
  });

  it('keeps a pilaster out: the wall jogs into the room and no face runs behind it', () => {
    // 1.3 m wide, wider than the gap: not taken for a door either.
    const top: Seg[] = [
      [50, 50, 100, 50],
      [100, 50, 100, 60],
      [100, 60, 230, 60],
      [230, 60, 230, 50],
      [230, 50, 350, 50],
    ];
    const v = fill(room(top));
    expect(Math.abs(v.area - (ROOM_AREA - 130 * 10)) / ROOM_AREA).toBeLessThan(0.001);
    expect(v.outer).toHaveLength(8);
  });

  it('keeps out a partition’s end standing 1.2 m out of a face drawn across it', () => {
    const partition: Seg[] = [
      [150, 50, 150, 170],
      [150, 170, 170, 170],
      [170, 170, 170, 50],
    ];
    const v = fill([...room(), ...partition]);
    expect(Math.abs(v.area - (ROOM_AREA - 20 * 120)) / ROOM_AREA).toBeLessThan(0.001);
  });

  it('keeps out a wall’s lining running 2 m along its face', () => {
    const lining: Seg[] = [
      [100, 50, 100, 53],
      [100, 53, 300, 53],
      [300, 53, 300, 50],
    ];
    const v = fill([...room(), ...lining]);
    expect(Math.abs(v.area - (ROOM_AREA - 200 * 3)) / ROOM_AREA).toBeLessThan(0.001);
  });
});

describe('snapping to the wall’s face', () => {
  it('puts an edge stopped by a line half a pixel inside the face back on the face', () => {
    // At 1.5 px/pt a line 0.6 pt inside the bottom face is one band of ink with it: the fill stops on its inner side.
    const v = fill([...room(), [50, 349.4, 350, 349.4]], 1.5);
    expect(Math.abs(v.area - ROOM_AREA) / ROOM_AREA).toBeLessThan(0.0005);
    expect(Math.max(...v.outer.map((p) => p.y))).toBeCloseTo(350, 2);
  });

  it('keeps an edge on a line with paper between it and the face (another line, not the face)', () => {
    const v = fill([...room(), [50, 346, 350, 346]], 1.5);
    expect(Math.abs(v.area - 300 * 296) / ROOM_AREA).toBeLessThan(0.0005);
    expect(Math.max(...v.outer.map((p) => p.y))).toBeCloseTo(346, 2);
  });
});

describe('pockets given to the room', () => {
  it('gives back a finish tag’s strip along a wall but not a column’s box behind the face', () => {
    // A tag's frame 6.5 pt inside the left face, closed by diagonals at its ends: its strip is floor. A column drawn as
    // a box 1 pt behind the top face, in the wall's thickness: across two lines, the wall's.
    const frame: Seg[] = [
      [56.5, 120, 56.5, 280],
      [56.5, 120, 50, 113.5],
      [56.5, 280, 50, 286.5],
    ];
    const column: Seg[] = [...rectSegments(200, 34, 215, 49), [215, 30, 215, 34], [200, 30, 200, 34]];
    const v = fill([...room(), ...frame, ...column], 1.355);
    expect(Math.abs(v.area - ROOM_AREA) / ROOM_AREA).toBeLessThan(0.002);
    expect(Math.min(...v.outer.map((p) => p.y))).toBeCloseTo(50, 1);
    expect(Math.min(...v.outer.map((p) => p.x))).toBeCloseTo(50, 1);
  });
});

describe('fillFixtures', () => {
  const segments: Seg[] = [
    [0, 0, 100, 0],
    [100, 0, 100, 100],
  ];
  const context = {
    segments: toFloat(segments),
    index: SegmentIndex.build(toFloat(segments)),
    tolerance: 0.5,
    maxArea: 500,
    maxSpan: 50,
    maxDepth: 30,
  };
  const east: FaceLine = { px: 0, py: 0, ux: 1, uy: 0 };
  const south: FaceLine = { px: 100, py: 0, ux: 0, uy: 1 };

  it('takes a notch back to its face when the face is drawn across it, not when it is not', () => {
    // Clockwise (y down): along the top face eastward, round a 10 × 10 box, on along the face, down the right side.
    const ring: Point[] = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 40, y: 10 },
      { x: 50, y: 10 },
      { x: 50, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ];
    const lines = [east, null, null, null, east, south, null, null];
    const out = fillFixtures(ring, lines, context);
    expect(out.points).toHaveLength(4);
    expect(signedArea(out.points)).toBeCloseTo(10_000, 6);
    const gapped = { ...context, segments: toFloat([[0, 0, 40, 0], [50, 0, 100, 0], segments[1] as Seg]) };
    gapped.index = SegmentIndex.build(gapped.segments);
    expect(fillFixtures(ring, lines, gapped).points).toHaveLength(8);
    // Larger than the largest fixture: kept.
    expect(fillFixtures(ring, lines, { ...context, maxArea: 50 }).points).toHaveLength(8);
  });

  it('measures how much of a span the sheet draws, closures included', () => {
    const part = { ...context, segments: toFloat([[0, 0, 30, 0]]) };
    part.index = SegmentIndex.build(part.segments);
    expect(drawnShare({ x: 0, y: 0 }, { x: 60, y: 0 }, east, part)).toBeCloseTo(0.5, 6);
    expect(drawnShare({ x: 0, y: 0 }, { x: 60, y: 0 }, east, { ...part, closures: [[30, 0, 60, 0]] })).toBeCloseTo(
      1,
      6,
    );
  });
});
