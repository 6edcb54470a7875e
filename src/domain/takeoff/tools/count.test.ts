import { describe, expect, it } from 'vitest';
import { applyChanges, invert } from '../commands';
import { quantityOnSheet } from '../quantity';
import { p, sheet, snapshot, unwrap } from '../testing/fixtures';
import { click, drag, key, must, undoAll, world } from '../testing/tools';
import { boxingCountTool } from './count';

describe('the count tool', () => {
  it('counts on an uncalibrated sheet: the first press creates, the next ones add a point each', () => {
    const w = world({ tool: 'count' });
    const initial = snapshot(w.state);
    const first = click(w, p(10, 10));
    click(w, p(20, 10));
    click(w, p(30, 10));
    expect(w.committed.map((c) => c.type)).toEqual(['createMeasurement', 'insertVertex', 'insertVertex']);
    const [m, ...others] = [...w.state.measurements.values()];
    expect(others).toEqual([]);
    expect(m).toMatchObject({ kind: 'count', points: [p(10, 10), p(20, 10), p(30, 10)], label: 'Comptage' });
    expect(first.selection).toEqual([m?.id]);
    expect(unwrap(quantityOnSheet(must(m), sheet().scale))).toMatchObject({ value: 3, unit: 'U' });
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('undoes the last point only', () => {
    const w = world({ tool: 'count' });
    click(w, p(10, 10));
    click(w, p(20, 10));
    const afterFirst = applyChanges(w.state, invert(must(w.committed[1])).changes);
    expect([...afterFirst.measurements.values()][0]).toMatchObject({ points: [p(10, 10)] });
  });

  it('starts a new count after Enter or Escape, and Escape again goes back to selecting', () => {
    const w = world({ tool: 'count' });
    click(w, p(10, 10));
    key(w, 'Enter');
    click(w, p(50, 50));
    key(w, 'Escape');
    click(w, p(90, 90));
    expect(w.committed.map((c) => c.type)).toEqual(['createMeasurement', 'createMeasurement', 'createMeasurement']);
    expect(w.state.measurements.size).toBe(3);
    key(w, 'Escape');
    expect(key(w, 'Escape')).toMatchObject({ handled: true });
    expect(w.tool.tool).toBe('select');
  });

  it('starts again when the count it was adding to is gone (undone, deleted)', () => {
    const w = world({ tool: 'count' });
    click(w, p(10, 10));
    w.state = undoAll(w);
    w.committed = [];
    click(w, p(20, 20));
    expect(w.committed.map((c) => c.type)).toEqual(['createMeasurement']);
  });

  it('snaps its points', () => {
    const w = world({ tool: 'count', segments: [0, 0, 100, 0], tolerance: 5 });
    click(w, p(49, 3));
    expect([...w.state.measurements.values()][0]).toMatchObject({ points: [p(50, 0)] });
  });

  describe('« Chercher les similaires » (F)', () => {
    it('boxes a symbol with a drag: a request, no command, then counts again', () => {
      const w = world({ tool: 'count' });
      expect(key(w, 'f')).toMatchObject({ handled: true });
      drag(w, p(10, 20), p(40, 60));
      const step = must(w.steps.at(-1));
      expect(step.request).toEqual({
        kind: 'countBox',
        rect: { minX: 10, minY: 20, maxX: 40, maxY: 60 },
        targetId: null,
      });
      expect(w.committed).toEqual([]);
      expect(w.tool).toMatchObject({ tool: 'count' });
      expect('boxing' in w.tool && w.tool.boxing).toBeFalsy();
      click(w, p(90, 90));
      expect(w.committed.map((c) => c.type)).toEqual(['createMeasurement']);
    });

    it('boxes with two clicks, and a variant goes to the count under way', () => {
      const w = world({ tool: 'count' });
      click(w, p(5, 5));
      const id = must([...w.state.measurements.keys()][0]);
      key(w, 'F');
      click(w, p(40, 60));
      expect(w.steps.at(-1)?.request).toBeUndefined();
      const second = click(w, p(10, 20));
      expect(second.request).toEqual({
        kind: 'countBox',
        rect: { minX: 10, minY: 20, maxX: 40, maxY: 60 },
        targetId: id,
      });
      expect(w.committed.map((c) => c.type)).toEqual(['createMeasurement']);
    });

    it('takes the view with Enter (the keyboard path), refuses a slip, and Escape or F leaves', () => {
      const w = world({ tool: 'count' });
      w.view = { minX: 100, minY: 100, maxX: 160, maxY: 150 };
      key(w, 'f');
      expect(key(w, 'Enter').request).toEqual({
        kind: 'countBox',
        rect: { minX: 100, minY: 100, maxX: 160, maxY: 150 },
        targetId: null,
      });
      w.tool = boxingCountTool();
      click(w, p(10, 10));
      const slip = click(w, p(11, 12));
      expect(slip.notice).toEqual({ code: 'countBoxTooSmall' });
      expect(w.tool).toMatchObject({ boxing: { from: null } });
      click(w, p(10, 10));
      key(w, 'Escape');
      expect(w.tool).toMatchObject({ boxing: { from: null } });
      key(w, 'Escape');
      expect(w.tool).toEqual({ tool: 'count', targetId: null, cursor: expect.anything() });
      key(w, 'f');
      key(w, 'f');
      expect('boxing' in w.tool && w.tool.boxing).toBeFalsy();
      expect(w.committed).toEqual([]);
    });
  });
});
