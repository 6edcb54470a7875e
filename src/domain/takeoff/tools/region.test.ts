import { describe, expect, it } from 'vitest';
import { addScaleRegion, applyChanges, invert, setRegionScale, setSheetScale } from '../commands';
import { quantityOnSheet } from '../quantity';
import { measurementsUnderRegion, scaleFromRatio } from '../scale';
import { measurement, p, snapshot, unwrap } from '../testing/fixtures';
import { click, down, envOf, key, move, must, send, up, world, type World } from '../testing/tools';
import { handleToolEvent } from '../tools';
import { draftOf } from './draft';
import { MIN_REGION_SPAN } from './region';

const regionRequest = (minX: number, minY: number, maxX: number, maxY: number) => ({
  kind: 'region',
  rect: { minX, minY, maxX, maxY },
});

describe('the scale region tool', () => {
  it('asks for the scale of a rectangle dragged on the plan, and commits nothing by itself', () => {
    const w = world({ tool: 'region' });
    move(w, p(500, 400));
    down(w, p(500, 400));
    move(w, p(650, 520));
    expect(draftOf(w.tool, envOf(w)).region).toEqual({ minX: 500, minY: 400, maxX: 650, maxY: 520 });
    const step = up(w, p(700, 300));
    // Corners in any order give the same rectangle.
    expect(step.request).toEqual(regionRequest(500, 300, 700, 400));
    expect(step.commands).toBeUndefined();
    expect(w.committed).toEqual([]);
    expect(w.tool).toMatchObject({ tool: 'region', from: null, dragging: false });
  });

  it('takes two clicks on opposite corners as well', () => {
    const w = world({ tool: 'region' });
    expect(click(w, p(100, 100)).request).toBeUndefined();
    expect(w.tool).toMatchObject({ from: p(100, 100), dragging: false });
    expect(click(w, p(40, 260)).request).toEqual(regionRequest(40, 100, 100, 260));
  });

  it('snaps its corners to the plan’s geometry', () => {
    const w = world({ tool: 'region', segments: [100, 100, 400, 100, 400, 100, 400, 300] });
    click(w, p(102, 101));
    expect(click(w, p(398, 302)).request).toEqual(regionRequest(100, 100, 400, 300));
  });

  it('refuses a rectangle thinner than the minimum span, and starts again', () => {
    const w = world({ tool: 'region', tolerance: 1 });
    click(w, p(100, 100));
    const step = click(w, p(300, 100 + MIN_REGION_SPAN / 2));
    expect(step.notice).toEqual({ code: 'regionTooSmall' });
    expect(step.request).toBeUndefined();
    expect(w.tool).toMatchObject({ from: null });
  });

  it('keyboard: Enter takes the part of the sheet in view, or the cursor as the second corner', () => {
    const w = world({ tool: 'region' });
    const view = { minX: 1000, minY: 800, maxX: 1400, maxY: 1100 };
    const enter = (from: World) =>
      handleToolEvent(
        from.tool,
        { type: 'key', key: 'Enter', shiftKey: false, altKey: false, ctrlKey: false },
        {
          ...envOf(from),
          view,
        },
      );
    expect(enter(w).request).toEqual({ kind: 'region', rect: view });
    // Without a view (nothing shown), Enter is left to others.
    expect(key(w, 'Enter').handled).toBe(false);
    click(w, p(10, 10));
    move(w, p(210, 110));
    expect(key(w, 'Enter').request).toEqual(regionRequest(10, 10, 210, 110));
  });

  it('Escape drops the first corner, then goes back to selecting', () => {
    const w = world({ tool: 'region' });
    click(w, p(10, 10));
    expect(key(w, 'Escape').handled).toBe(true);
    expect(w.tool).toMatchObject({ tool: 'region', from: null });
    expect(key(w, 'Escape').switchTo).toBe('select');
  });

  it('drops the rectangle when a pan takes the pointer', () => {
    const w = world({ tool: 'region' });
    down(w, p(10, 10));
    send(w, { type: 'cancel', point: p(10, 10), button: 0, shiftKey: false, altKey: false, ctrlKey: false });
    expect(w.tool).toMatchObject({ from: null, dragging: false });
  });

  it('keeps the first corner of a click-click rectangle when a pan comes between the clicks', () => {
    const w = world({ tool: 'region' });
    click(w, p(10, 10));
    send(w, { type: 'cancel', point: p(50, 50), button: 0, shiftKey: false, altKey: false, ctrlKey: false });
    expect(w.tool).toMatchObject({ from: p(10, 10), dragging: false });
    expect(click(w, p(100, 100)).request).toEqual({
      kind: 'region',
      rect: { minX: 10, minY: 10, maxX: 100, maxY: 100 },
    });
  });

  it('needs no scale: it works on an uncalibrated sheet', () => {
    const w = world({ tool: 'region' });
    click(w, p(0, 0));
    expect(click(w, p(100, 100)).notice).toBeUndefined();
  });
});

describe('a region created from the tool’s rectangle', () => {
  const inside = measurement('length', { id: 'm-inside', points: [p(520, 420), p(520 + 72, 420)] });
  const outside = measurement('length', { id: 'm-outside', points: [p(100, 100), p(100 + 72, 100)] });
  const straddling = measurement('length', { id: 'm-straddling', points: [p(520, 420), p(900, 420)] });

  it('gives its own scale to what lies inside, in one undoable command, and recomputes on a scale change', () => {
    const w = world({ tool: 'region', measurements: [inside, outside, straddling] });
    w.state = applyChanges(w.state, setSheetScale(w.state, 'sheet-1', unwrap(scaleFromRatio(100)), w.ctx).changes);
    const before = snapshot(w.state);
    const rect = must(click(w, p(500, 400)).request ?? click(w, p(700, 600)).request);
    if (rect.kind !== 'region') throw new Error('A region request was expected');
    const command = addScaleRegion(
      w.state,
      'sheet-1',
      { label: 'Zone 1', shape: { kind: 'rect', rect: rect.rect }, scale: unwrap(scaleFromRatio(20)) },
      w.ctx,
    );
    expect(command.changes).toHaveLength(1);
    w.state = applyChanges(w.state, command.changes);
    const scales = () => must(w.state.sheets.get('sheet-1')).scale;
    const metres = (id: string) => unwrap(quantityOnSheet(must(w.state.measurements.get(id)), scales())).value;
    // 72 pt is 1 inch on paper: 0.508 m at 1:20, 2.54 m at 1:100.
    expect(metres('m-inside')).toBeCloseTo(0.508, 9);
    expect(metres('m-outside')).toBeCloseTo(2.54, 9);
    const regionId = must(scales().regions[0]).id;
    expect(measurementsUnderRegion([inside, outside, straddling], scales(), regionId).map((m) => m.id)).toEqual([
      'm-inside',
      'm-straddling',
    ]);

    const rescaled = setRegionScale(w.state, 'sheet-1', regionId, unwrap(scaleFromRatio(50)), w.ctx);
    const afterAdd = w.state;
    w.state = applyChanges(w.state, rescaled.changes);
    expect(metres('m-inside')).toBeCloseTo(1.27, 9);
    expect(metres('m-outside')).toBeCloseTo(2.54, 9);

    w.state = applyChanges(w.state, invert(rescaled).changes);
    expect(w.state).toEqual(afterAdd);
    w.state = applyChanges(w.state, invert(command).changes);
    expect(snapshot(w.state)).toEqual(before);
    expect(metres('m-inside')).toBeCloseTo(2.54, 9);
  });
});
