import { describe, expect, it } from 'vitest';
import { quantityOnSheet } from '../quantity';
import { scaleFromCalibration } from '../scale';
import { measurement, p, sheet, snapshot, square, unwrap } from '../testing/fixtures';
import { click, down, key, move, undoAll, world, type World } from '../testing/tools';
import type { Measurement, SheetRow } from '../types';

/** 100 sheet units = 1 m. */
const calibrated = (): SheetRow =>
  sheet({ scale: { default: unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 1)), regions: [] } });

const only = (w: World): Measurement => {
  const list = [...w.state.measurements.values()];
  expect(list).toHaveLength(1);
  return list[0] as Measurement;
};

const quantity = (w: World, m: Measurement) => unwrap(quantityOnSheet(m, calibrated().scale));

describe('the length tool', () => {
  it('refuses to start on an uncalibrated sheet and says why', () => {
    const w = world({ tool: 'length' });
    const step = click(w, p(10, 10));
    expect(step.notice).toEqual({ code: 'uncalibrated' });
    expect(step.handled).toBe(true);
    expect(w.tool).toMatchObject({ tool: 'length', points: [] });
    expect(w.committed).toEqual([]);
  });

  it('places vertices and finishes on a double click with one createMeasurement', () => {
    const w = world({ tool: 'length', sheets: [calibrated()] });
    click(w, p(0, 0));
    click(w, p(300, 0));
    click(w, p(300, 400));
    expect(w.committed).toEqual([]);
    const step = click(w, p(300, 400));
    expect(w.committed).toHaveLength(1);
    expect(w.committed[0]?.type).toBe('createMeasurement');
    const m = only(w);
    expect(m).toMatchObject({
      kind: 'length',
      points: [p(0, 0), p(300, 0), p(300, 400)],
      closed: false,
      label: 'Longueur',
      color: 'blue',
      sheetId: 'sheet-1',
      projectId: 'project-1',
    });
    expect(step.selection).toEqual([m.id]);
    expect(quantity(w, m).value).toBeCloseTo(7, 12);
    expect(w.tool).toMatchObject({ points: [] });
  });

  it('finishes with Enter, drops the last vertex with Backspace and the draft with Escape', () => {
    const w = world({ tool: 'length', sheets: [calibrated()] });
    click(w, p(0, 0));
    click(w, p(100, 0));
    click(w, p(100, 100));
    key(w, 'Backspace');
    expect(w.tool).toMatchObject({ points: [p(0, 0), p(100, 0)] });
    key(w, 'Enter');
    expect(only(w)).toMatchObject({ points: [p(0, 0), p(100, 0)] });

    click(w, p(500, 500));
    key(w, 'Escape');
    expect(w.tool).toMatchObject({ tool: 'length', points: [] });
    expect(w.committed).toHaveLength(1);
    const back = key(w, 'Escape');
    expect(back.switchTo).toBe('select');
    expect(w.tool.tool).toBe('select');
  });

  it('refuses Enter with a single vertex', () => {
    const w = world({ tool: 'length', sheets: [calibrated()] });
    click(w, p(0, 0));
    expect(key(w, 'Enter').notice).toEqual({ code: 'tooFewVertices' });
    expect(w.committed).toEqual([]);
    expect(w.tool).toMatchObject({ points: [p(0, 0)] });
  });

  it('closes into a perimeter when the first vertex is pressed again', () => {
    const w = world({ tool: 'length', sheets: [calibrated()] });
    for (const q of square(0, 0, 100)) click(w, q);
    click(w, p(1, 1));
    expect(only(w)).toMatchObject({ kind: 'length', closed: true, points: square(0, 0, 100) });
    expect(quantity(w, only(w)).value).toBeCloseTo(4, 12);
  });

  it('constrains to 0/45/90° with Shift, before snapping', () => {
    const w = world({ tool: 'length', sheets: [calibrated()], segments: [100, 3, 100, 50] });
    click(w, p(0, 0));
    move(w, p(100, 3), { shift: true });
    expect(w.tool.cursor).toMatchObject({ point: p(100, 0), constrained: true, snap: null });
    down(w, p(100, 3), { shift: true });
    move(w, p(170, 68), { shift: true });
    down(w, p(170, 68), { shift: true });
    key(w, 'Enter');
    const m = only(w);
    expect(m.points[1]).toEqual(p(100, 0));
    // 45° from (100, 0): the projection of (70, 68) on the diagonal.
    const d = (70 + 68) / 2;
    expect(m.points[2]?.x).toBeCloseTo(100 + d, 9);
    expect(m.points[2]?.y).toBeCloseTo(d, 9);
  });

  it('snaps to the plan’s endpoints, and the snapping key turns it off and on', () => {
    const w = world({ tool: 'length', sheets: [calibrated()], segments: [0, 0, 100, 100], tolerance: 5 });
    move(w, p(98, 99));
    expect(w.tool.cursor).toMatchObject({ point: p(100, 100), snap: { kind: 'endpoint' } });
    expect(key(w, 'a').toggleSnapping).toBe(true);
    move(w, p(98, 99));
    expect(w.tool.cursor).toMatchObject({ point: p(98, 99), snap: null });
    key(w, 'a');
    click(w, p(98, 99));
    expect(w.tool).toMatchObject({ points: [p(100, 100)] });
  });

  it('is undone to the exact previous state', () => {
    const before = world({ tool: 'length', sheets: [calibrated()], measurements: [measurement('count')] });
    const initial = snapshot(before.state);
    click(before, p(0, 0));
    click(before, p(50, 50));
    key(before, 'Enter');
    expect(before.committed).toHaveLength(1);
    expect(snapshot(undoAll(before))).toEqual(initial);
  });
});

describe('the area tool', () => {
  it('closes on the first vertex into an area with no holes', () => {
    const w = world({ tool: 'area', sheets: [calibrated()] });
    for (const q of square(0, 0, 200)) click(w, q);
    const step = click(w, p(0, 0));
    const m = only(w);
    expect(m).toMatchObject({ kind: 'area', points: square(0, 0, 200), holes: [], label: 'Surface' });
    expect(step.selection).toEqual([m.id]);
    expect(quantity(w, m).value).toBeCloseTo(4, 12);
  });

  it('finishes closed on a double click or Enter too', () => {
    const w = world({ tool: 'area', sheets: [calibrated()] });
    click(w, p(0, 0));
    click(w, p(100, 0));
    click(w, p(100, 100));
    click(w, p(100, 100));
    expect(only(w)).toMatchObject({ kind: 'area', points: [p(0, 0), p(100, 0), p(100, 100)] });
  });

  it('refuses on an uncalibrated sheet', () => {
    const w = world({ tool: 'area' });
    expect(click(w, p(0, 0)).notice).toEqual({ code: 'uncalibrated' });
  });
});

describe('the deduction tool', () => {
  const room = () => measurement('area', { id: 'room', points: square(0, 0, 400), holes: [] });

  it('cuts a hole into the area that holds it, as one undoable update', () => {
    const w = world({ tool: 'deduction', sheets: [calibrated()], measurements: [room()] });
    const initial = snapshot(w.state);
    for (const q of square(100, 100, 100)) click(w, q);
    const step = click(w, p(100, 100));
    expect(w.committed.map((c) => c.type)).toEqual(['updateMeasurement']);
    expect(step.selection).toEqual(['room']);
    const m = only(w);
    expect(m).toMatchObject({ holes: [square(100, 100, 100)] });
    const q = quantity(w, m);
    expect(q.value).toBeCloseTo(15, 12);
    expect(q.derivation).toMatchObject({ op: 'difference' });
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('picks the smallest surface, or the selected one', () => {
    const slab = measurement('volume', { id: 'slab', points: square(0, 0, 1000), holes: [] });
    const w = world({ tool: 'deduction', sheets: [calibrated()], measurements: [slab, room()] });
    for (const q of square(100, 100, 100)) click(w, q);
    key(w, 'Enter');
    expect(w.state.measurements.get('room')).toMatchObject({ holes: [square(100, 100, 100)] });

    w.selection = ['slab'];
    for (const q of square(150, 250, 50)) click(w, q);
    key(w, 'Enter');
    expect(w.state.measurements.get('slab')).toMatchObject({ holes: [square(150, 250, 50)] });
  });

  it('says so when no surface holds it', () => {
    const w = world({ tool: 'deduction', sheets: [calibrated()], measurements: [room()] });
    for (const q of square(600, 600, 100)) click(w, q);
    expect(key(w, 'Enter').notice).toEqual({ code: 'noSurface' });
    expect(w.committed).toEqual([]);
  });
});

describe('the wall area tool', () => {
  it('makes a wall at the session height', () => {
    const w = world({ tool: 'wallArea', sheets: [calibrated()] });
    click(w, p(0, 0));
    click(w, p(300, 0));
    click(w, p(300, 200));
    key(w, 'Enter');
    const m = only(w);
    expect(m).toMatchObject({ kind: 'wallArea', height: 2.5, openings: [], closed: false, label: 'Mur' });
    expect(quantity(w, m).value).toBeCloseTo(12.5, 12);
    expect(m).not.toHaveProperty('heightVariable');
  });

  it('gives a new wall the height set before drawing, and the variable it follows', () => {
    const w = world({
      tool: 'wallArea',
      sheets: [calibrated()],
      defaults: { wallHeight: 2.7, wallHeightVariable: 'HSP' },
    });
    click(w, p(0, 0));
    click(w, p(300, 0));
    key(w, 'Enter');
    expect(only(w)).toMatchObject({ kind: 'wallArea', height: 2.7, heightVariable: 'HSP' });
  });
});

describe('the volume tool', () => {
  it('makes a slab at the default thickness', () => {
    const w = world({ tool: 'volume', sheets: [calibrated()] });
    for (const q of square(0, 0, 200)) click(w, q);
    key(w, 'Enter');
    const m = only(w);
    expect(m).toMatchObject({ kind: 'volume', thickness: 0.2, holes: [] });
    expect(quantity(w, m).value).toBeCloseTo(0.8, 12);
  });
});
