import { describe, expect, it } from 'vitest';
import { closedInk, fillRegion } from './fill.ts';
import { warmFill } from './warmup.ts';
import { prepareFromGrey, prepareFromVectors } from './prepare.ts';
import { greyPicture, rectSegments, ringSegments, textItem, toFloat, type Seg } from './testing.ts';
import { signedArea } from './trace.ts';
import type { FillOptions, PreparedSheet } from './types.ts';
import type { Point } from '../takeoff/types.ts';
import type { SheetTextItem } from '../pdf/text.ts';

const W = 300;
const H = 200;

function sheetOf(segments: readonly Seg[], text: SheetTextItem[] = [], layers?: number[]): PreparedSheet {
  const f = toFloat(segments);
  return prepareFromVectors({
    width: W,
    height: H,
    segments: f,
    segmentLayers: new Int32Array(layers ?? segments.map(() => 0)),
    layerNames: ['A-WALL'],
    text,
    scale: 2,
  });
}

function fill(sheet: PreparedSheet, options: Partial<FillOptions> & { point: Point }) {
  return fillRegion(sheet, { gap: 20, ...options });
}

/** Room A's inner faces [20,20]–[120,100] and the building's outer face 6 pt outside. */
const roomA = rectSegments(20, 20, 120, 100);
const outerA = rectSegments(14, 14, 126, 106);

/** Rooms A and B side by side, a 6 pt wall between with a 12 pt door at y 50–62 (both faces cut, two jambs). */
function twoRooms(): Seg[] {
  return [
    // A: top, bottom, left, and its right face cut by the door.
    [20, 20, 120, 20],
    [20, 100, 120, 100],
    [20, 20, 20, 100],
    [120, 20, 120, 50],
    [120, 62, 120, 100],
    // B
    [126, 20, 226, 20],
    [126, 100, 226, 100],
    [226, 20, 226, 100],
    [126, 20, 126, 50],
    [126, 62, 126, 100],
    // jambs
    [120, 50, 126, 50],
    [120, 62, 126, 62],
    ...rectSegments(14, 14, 232, 106),
  ];
}

/** Whether p lies on the line of one of the segments (within `tol`). */
function onSomeLine(p: Point, segments: readonly Seg[], tol = 1e-3): boolean {
  return segments.some(([x1, y1, x2, y2]) => {
    const len = Math.hypot(x2 - x1, y2 - y1);
    return Math.abs((p.x - x1) * (y2 - y1) - (p.y - y1) * (x2 - x1)) / len < tol;
  });
}

describe('fillRegion on vector sheets', () => {
  it('takes a rectangular room on its inner faces, snapped, clockwise, with its layer', () => {
    const res = fill(sheetOf([...roomA, ...outerA]), { point: { x: 70, y: 60 } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const v = res.value;
    expect(v.area).toBeCloseTo(8000, 3);
    expect(v.outer).toHaveLength(4);
    expect(signedArea(v.outer)).toBeGreaterThan(0);
    expect(v.holes).toEqual([]);
    expect(v.snapped).toBe(true);
    expect(v.source).toBe('vectors');
    expect(v.layers).toEqual(['A-WALL']);
    for (const p of v.outer) expect(onSomeLine(p, roomA)).toBe(true);
  });

  it('takes an L-shaped room', () => {
    const l = ringSegments([
      [20, 20],
      [120, 20],
      [120, 60],
      [70, 60],
      [70, 100],
      [20, 100],
    ]);
    const outer = ringSegments([
      [14, 14],
      [126, 14],
      [126, 66],
      [76, 66],
      [76, 106],
      [14, 106],
    ]);
    const res = fill(sheetOf([...l, ...outer]), { point: { x: 40, y: 80 } });
    expect(res.ok && res.value.area).toBeCloseTo(6000, 3);
    expect(res.ok && res.value.outer).toHaveLength(6);
  });

  it('closes a door narrower than the gap on the room’s face line, and reports it as an opening', () => {
    const res = fill(sheetOf(twoRooms()), { point: { x: 70, y: 60 }, gap: 20 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.area).toBeCloseTo(8000, 3);
    expect(res.value.outer).toHaveLength(4);
    expect(res.value.openings).toHaveLength(1);
    const [span] = res.value.openings;
    expect(span?.from.x).toBeCloseTo(120, 3);
    expect(span?.to.x).toBeCloseTo(120, 3);
    expect(Math.abs((span?.to.y ?? 0) - (span?.from.y ?? 0))).toBeCloseTo(12, 3);
  });

  it('leaves a door wider than the gap open: both rooms and the doorway', () => {
    const res = fill(sheetOf(twoRooms()), { point: { x: 70, y: 60 }, gap: 6, maxShare: 0.5 });
    expect(res.ok && res.value.area).toBeCloseTo(8000 + 8000 + 6 * 12, 3);
  });

  it('cuts a column out as a hole, snapped to its outline', () => {
    const column = rectSegments(60, 55, 70, 65);
    const res = fill(sheetOf([...roomA, ...outerA, ...column]), { point: { x: 40, y: 40 } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.holes).toHaveLength(1);
    expect(res.value.area).toBeCloseTo(8000 - 100, 3);
    expect(signedArea(res.value.holes[0] ?? [])).toBeCloseTo(-100, 3);
  });

  it('fills small holes in (under minHoleArea)', () => {
    const column = rectSegments(60, 55, 70, 65);
    const res = fill(sheetOf([...roomA, ...outerA, ...column]), { point: { x: 40, y: 40 }, minHoleArea: 150 });
    expect(res.ok && res.value.holes).toEqual([]);
    expect(res.ok && res.value.area).toBeCloseTo(8000, 3);
  });

  it('takes the lines that are not walls into the room: a door swing, a line across a corner', () => {
    const swing: Seg[] = [];
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * (Math.PI / 2);
      const b = ((k + 1) / 12) * (Math.PI / 2);
      swing.push([60 + 30 * Math.sin(a), 100 - 30 * Math.cos(a), 60 + 30 * Math.sin(b), 100 - 30 * Math.cos(b)]);
    }
    const res = fill(sheetOf([...roomA, ...outerA, ...swing, [60, 100, 60, 70]]), { point: { x: 100, y: 40 } });
    expect(res.ok && res.value.area).toBeCloseTo(8000, 3);
  });

  it('takes a room narrower than the gap (a closet), not the pocket inside a wall', () => {
    const closet = [...rectSegments(20, 20, 34, 100), ...rectSegments(14, 14, 40, 106)];
    const res = fill(sheetOf(closet), { point: { x: 27, y: 60 }, gap: 30 });
    expect(res.ok && res.value.area).toBeCloseTo(14 * 80, 3);
    expect(fill(sheetOf(closet), { point: { x: 17, y: 60 }, gap: 30 })).toEqual({ ok: false, error: 'onInk' });
  });

  it('gives the room the strips a wall-finish tag draws along its walls (VA’s trapezoids)', () => {
    const tag: Seg[] = [
      ...rectSegments(30, 30, 110, 90),
      [20, 20, 30, 30],
      [120, 20, 110, 30],
      [120, 100, 110, 90],
      [20, 100, 30, 90],
    ];
    const res = fill(sheetOf([...roomA, ...outerA, ...tag]), { point: { x: 70, y: 60 } });
    expect(res.ok && res.value.area).toBeCloseTo(8000, 3);
    expect(res.ok && res.value.outer).toHaveLength(4);
  });

  it('refuses a leak through an opening wider than the gap', () => {
    const open: Seg[] = [
      [20, 20, 50, 20],
      [80, 20, 120, 20],
      [14, 14, 50, 14],
      [80, 14, 126, 14],
      [50, 14, 50, 20],
      [80, 14, 80, 20],
      [20, 100, 120, 100],
      [20, 20, 20, 100],
      [120, 20, 120, 100],
      [14, 106, 126, 106],
      [14, 14, 14, 106],
      [126, 14, 126, 106],
    ];
    expect(fill(sheetOf(open), { point: { x: 70, y: 60 }, gap: 20 })).toEqual({ ok: false, error: 'leak' });
    // Closed by a gap wider than the 30 pt opening.
    expect(fill(sheetOf(open), { point: { x: 70, y: 60 }, gap: 40 }).ok).toBe(true);
  });

  it('refuses a region larger than the stated share of the sheet', () => {
    const sheet = sheetOf([...roomA, ...outerA]);
    // The room is 8000 / 60 000 pt² of the sheet.
    expect(fill(sheet, { point: { x: 70, y: 60 }, maxShare: 0.1 })).toEqual({ ok: false, error: 'tooLarge' });
    expect(fill(sheet, { point: { x: 70, y: 60 }, maxShare: 0.2 }).ok).toBe(true);
  });

  it('refuses a click on a line or inside a wall', () => {
    const sheet = sheetOf([...roomA, ...outerA]);
    expect(fill(sheet, { point: { x: 20.1, y: 60 } })).toEqual({ ok: false, error: 'onInk' });
    expect(fill(sheet, { point: { x: 17, y: 60 } })).toEqual({ ok: false, error: 'onInk' });
  });

  it('refuses a click inside a little closed box', () => {
    const sheet = sheetOf([...roomA, ...outerA, ...rectSegments(60, 55, 64, 59)]);
    expect(fill(sheet, { point: { x: 62, y: 57 } })).toEqual({ ok: false, error: 'tooSmall' });
  });

  it('refuses a sheet without ink', () => {
    expect(fill(sheetOf([]), { point: { x: 70, y: 60 } })).toEqual({ ok: false, error: 'blank' });
  });

  it('snaps a tilted room’s vertices onto its segments’ lines', () => {
    const angle = (17 * Math.PI) / 180;
    const turn = (x: number, y: number): [number, number] => [
      150 + (x - 150) * Math.cos(angle) - (y - 100) * Math.sin(angle),
      100 + (x - 150) * Math.sin(angle) + (y - 100) * Math.cos(angle),
    ];
    const inner = ringSegments([turn(100, 60), turn(200, 60), turn(200, 140), turn(100, 140)]);
    const outer = ringSegments([turn(94, 54), turn(206, 54), turn(206, 146), turn(94, 146)]);
    const res = fill(sheetOf([...inner, ...outer]), { point: { x: 150, y: 100 } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.outer).toHaveLength(4);
    // Float32 segment coordinates: exact to their precision.
    for (const p of res.value.outer) expect(onSomeLine(p, inner, 1e-3)).toBe(true);
    expect(res.value.area).toBeCloseTo(8000, 1);
  });

  it('names the room from the text printed inside it', () => {
    const text = [textItem('BUREAU', 50, 55), textItem('101', 58, 66), textItem('CPT-1', 30, 90)];
    const res = fill(sheetOf([...roomA, ...outerA], text), { point: { x: 70, y: 80 } });
    expect(res.ok && res.value.label).toBe('101 BUREAU');
  });
});

describe('fillRegion on scans', () => {
  /** Room A's walls as two 1.5 pt faces, painted. */
  const walls: [number, number, number, number][] = [
    [18.5, 18.5, 121.5, 20],
    [18.5, 100, 121.5, 101.5],
    [18.5, 18.5, 20, 101.5],
    [120, 18.5, 121.5, 101.5],
    [12.5, 12.5, 127.5, 14],
    [12.5, 106, 127.5, 107.5],
    [12.5, 12.5, 14, 107.5],
    [126, 12.5, 127.5, 107.5],
  ];

  it('takes a room from a clean scan, unsnapped', () => {
    const sheet = prepareFromGrey({ width: W, height: H, grey: greyPicture(W, H, 2, walls), scale: 2 });
    const res = fill(sheet, { point: { x: 70, y: 60 } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.source).toBe('raster');
    expect(res.value.snapped).toBe(false);
    expect(res.value.label).toBeNull();
    expect(Math.abs(res.value.area - 8000) / 8000).toBeLessThan(0.005);
  });

  /** A line of annotation across the room at `y`: letters 4 pt wide and 6 pt high drawn in 0.8 pt strokes, 2 pt apart. */
  function annotationLine(y: number): [number, number, number, number][] {
    const strokes: [number, number, number, number][] = [];
    for (let x = 24; x + 4 <= 117; x += 6) {
      strokes.push([x, y, x + 0.8, y + 6]); // the letter's stem
      strokes.push([x, y + 5.2, x + 4, y + 6]); // its foot: an « L »
    }
    return strokes;
  }

  it('takes a scanned room whose annotations would wall its click in: the letters are not walls', () => {
    // Two lines of notes across the room, 20 pt apart (under the gap): closing openings between their letters and the
    // walls left the click a 10 pt strip. A filled 6 pt column stands in the room and stays a hole.
    const column: [number, number, number, number] = [60, 30, 66, 36];
    const grey = greyPicture(W, H, 2, [...walls, ...annotationLine(60), ...annotationLine(80), column]);
    const sheet = prepareFromGrey({ width: W, height: H, grey, scale: 2 });
    const res = fill(sheet, { point: { x: 70, y: 93 } });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.holes).toHaveLength(1);
    expect(Math.abs(res.value.area - (8000 - 36)) / 8000).toBeLessThan(0.01);
  });

  it('refuses a scan too noisy to find walls in', () => {
    const grey = greyPicture(W, H, 2, walls);
    // Salt: one pixel in 50, a fixed pattern.
    let seed = 7;
    for (let i = 0; i < grey.data.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (seed % 50 === 0) grey.data[i] = 0;
    }
    const sheet = prepareFromGrey({ width: W, height: H, grey, scale: 2 });
    expect(fill(sheet, { point: { x: 70, y: 60 } })).toEqual({ ok: false, error: 'noisy' });
  });
});

describe('warmFill', () => {
  it('readies the closed ink for the gap the clicks will use: the first fill finds it built', () => {
    const sheet = sheetOf(twoRooms());
    warmFill(sheet, 20);
    const ready = closedInk(sheet, 20);
    expect(ready).not.toBe(sheet.ink.data);
    expect(fill(sheet, { point: { x: 70, y: 60 } }).ok).toBe(true);
    expect(closedInk(sheet, 20)).toBe(ready);
  });
});
