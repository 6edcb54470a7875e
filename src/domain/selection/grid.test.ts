/**
 * Tile grids drawn over a floor (./grid.ts): recognised on the segments as a pattern and not drawn, so that neither
 * the grid's edge rows (partial tiles, slits beside the walls) nor its lines cut the room. At VA's 1/8" = 1'-0"
 * (29.53 pt per metre): 9 pt (1 ft) tiles, walls drawn as two faces 6 pt apart.
 */
import { describe, expect, it } from 'vitest';
import { fillRegion } from './fill.ts';
import { gridCrossings, tileGridSegments } from './grid.ts';
import { prepareFromVectors } from './prepare.ts';
import { rectSegments, toFloat, type Seg } from './testing.ts';

const PPM = 72 / 0.0254 / 96;
/** The room's inner faces: 100 × 70 pt; the walls' outer faces 6 pt out. */
const ROOM = { x0: 100, y0: 100, x1: 200, y1: 170 };
const walls: Seg[] = [
  ...rectSegments(ROOM.x0 - 6, ROOM.y0 - 6, ROOM.x1 + 6, ROOM.y1 + 6),
  ...rectSegments(ROOM.x0, ROOM.y0, ROOM.x1, ROOM.y1),
];

/** A 9 pt grid starting 3.5 pt in from the faces (partial tiles at the edges), its lines running 1.5 pt into the walls. */
function longLineGrid(): Seg[] {
  const out: Seg[] = [];
  for (let x = ROOM.x0 + 3.5; x < ROOM.x1; x += 9) out.push([x, ROOM.y0 - 1.5, x, ROOM.y1 + 1.5]);
  for (let y = ROOM.y0 + 3.5; y < ROOM.y1; y += 9) out.push([ROOM.x0 - 1.5, y, ROOM.x1 + 1.5, y]);
  return out;
}

/** The same grid drawn as the short segments between its crossings (and from the last crossings to the faces). */
function shortSegmentGrid(): Seg[] {
  const xs = [ROOM.x0];
  for (let x = ROOM.x0 + 3.5; x < ROOM.x1; x += 9) xs.push(x);
  xs.push(ROOM.x1);
  const ys = [ROOM.y0];
  for (let y = ROOM.y0 + 3.5; y < ROOM.y1; y += 9) ys.push(y);
  ys.push(ROOM.y1);
  const out: Seg[] = [];
  for (let i = 1; i < xs.length - 1; i++)
    for (let j = 0; j + 1 < ys.length; j++)
      out.push([xs[i] as number, ys[j] as number, xs[i] as number, ys[j + 1] as number]);
  for (let j = 1; j < ys.length - 1; j++)
    for (let i = 0; i + 1 < xs.length; i++)
      out.push([xs[i] as number, ys[j] as number, xs[i + 1] as number, ys[j] as number]);
  return out;
}

function fill(segments: Seg[]) {
  const sheet = prepareFromVectors({
    width: 300,
    height: 280,
    segments: toFloat(segments),
    segmentLayers: new Int32Array(segments.length).fill(-1),
    layerNames: [],
    text: [],
    pointsPerMetre: PPM,
  });
  return fillRegion(sheet, { point: { x: 150.3, y: 130.2 }, gap: 1.2 * PPM });
}

const trueArea = (ROOM.x1 - ROOM.x0) * (ROOM.y1 - ROOM.y0);

describe('tileGridSegments', () => {
  it('marks every line of a grid over a floor and none of the walls’ faces', () => {
    const grid = longLineGrid();
    const marks = tileGridSegments(toFloat([...walls, ...grid]), PPM);
    expect([...marks.slice(0, walls.length)].every((m) => m === 0)).toBe(true);
    expect([...marks.slice(walls.length)].every((m) => m === 1)).toBe(true);
  });

  it('marks a grid drawn as the short segments between its crossings', () => {
    const grid = shortSegmentGrid();
    const marks = tileGridSegments(toFloat([...walls, ...grid]), PPM);
    expect([...marks.slice(0, walls.length)].every((m) => m === 0)).toBe(true);
    // The stubs from the last crossings to the faces cross nothing beyond them; the lines between crossings go.
    const inner = grid.filter((s) =>
      s.every((v, k) => (k % 2 === 0 ? v > ROOM.x0 && v < ROOM.x1 : v > ROOM.y0 && v < ROOM.y1)),
    );
    const marked = grid.filter((_, k) => marks[walls.length + k] === 1);
    expect(marked.length).toBeGreaterThanOrEqual(inner.length);
  });

  it('leaves lines at a regular pitch that nothing crosses (a stair’s treads, a wall’s hatch)', () => {
    const treads: Seg[] = [];
    for (let y = 100; y < 160; y += 8) treads.push([100, y, 140, y]);
    const marks = tileGridSegments(toFloat(treads), PPM);
    expect([...marks].every((m) => m === 0)).toBe(true);
  });
});

describe('a room with a tile grid over its floor', () => {
  it('is filled to its walls’ faces, edge rows included (within 1 %)', () => {
    const res = fill([...walls, ...longLineGrid()]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - trueArea) / trueArea).toBeLessThan(0.01);
  });

  it('is filled to within 2 % when the grid is drawn as short segments (the stubs to the faces stay)', () => {
    const res = fill([...walls, ...shortSegmentGrid()]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - trueArea) / trueArea).toBeLessThan(0.02);
  });
});

describe('a grid beside walls drawn as three lines', () => {
  /** Walls of three lines (faces 3 pt apart): the inner face is at a « pitch » of 3 pt from the two others. */
  const threeLineWalls: Seg[] = [
    ...rectSegments(ROOM.x0 - 6, ROOM.y0 - 6, ROOM.x1 + 6, ROOM.y1 + 6),
    ...rectSegments(ROOM.x0 - 3, ROOM.y0 - 3, ROOM.x1 + 3, ROOM.y1 + 3),
    ...rectSegments(ROOM.x0, ROOM.y0, ROOM.x1, ROOM.y1),
  ];
  /** A tag's box drawn across the room, its two long sides running 3.5 pt into the walls on both sides. */
  const tagBox: Seg[] = [
    [ROOM.x0 - 3.5, 130, ROOM.x1 + 3.5, 130],
    [ROOM.x0 - 3.5, 141, ROOM.x1 + 3.5, 141],
    [ROOM.x0 - 3.5, 130, ROOM.x0 - 3.5, 141],
    [ROOM.x1 + 3.5, 130, ROOM.x1 + 3.5, 141],
  ];

  it('keeps a face that an annotation’s two lines cross, far from its ends', () => {
    const marks = tileGridSegments(toFloat([...threeLineWalls, ...longLineGrid(), ...tagBox]), PPM);
    expect([...marks.slice(0, threeLineWalls.length)].every((m) => m === 0)).toBe(true);
  });

  it('takes the grid’s last line when the partial tile beyond it is narrower than 0.1 m', () => {
    // Lines 1.2 pt in from the left and top faces, ending on the faces: nothing crosses the first ones by 0.1 m.
    const grid: Seg[] = [];
    for (let x = ROOM.x0 + 1.2; x < ROOM.x1; x += 9) grid.push([x, ROOM.y0, x, ROOM.y1]);
    for (let y = ROOM.y0 + 1.2; y < ROOM.y1; y += 9) grid.push([ROOM.x0, y, ROOM.x1, y]);
    const segments = [...threeLineWalls, ...grid];
    const marks = tileGridSegments(toFloat(segments), PPM);
    expect([...marks.slice(0, threeLineWalls.length)].every((m) => m === 0)).toBe(true);
    expect([...marks.slice(threeLineWalls.length)].every((m) => m === 1)).toBe(true);
    const res = fill(segments);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - trueArea) / trueArea).toBeLessThan(0.005);
  });
});

describe('gridCrossings', () => {
  const maxPitch = 0.6 * PPM;
  it('wants crossings spread along the line at their own pitch', () => {
    expect(gridCrossings([9, 18, 27, 36, 45, 54], 63, maxPitch, 0.6)).toBe(true);
    // Two crossings 11 pt apart in the middle of a 65 pt face: an annotation's box, not a grid.
    expect(gridCrossings([24.6, 35.9], 64.9, maxPitch, 0.6)).toBe(false);
  });

  it('takes a line crossed at its ends only when it is one tile’s side, no longer than the coarsest pitch', () => {
    expect(gridCrossings([0, 9], 9, maxPitch, 0.6)).toBe(true);
    // A wall's face crossed at its corners by the faces of the walls it meets.
    expect(gridCrossings([0, 26.9], 26.9, maxPitch, 0.6)).toBe(false);
  });
});
