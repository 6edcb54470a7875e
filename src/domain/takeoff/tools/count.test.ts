import { describe, expect, it } from 'vitest';
import { applyChanges, invert } from '../commands';
import { quantityOnSheet } from '../quantity';
import { p, sheet, snapshot, unwrap } from '../testing/fixtures';
import { click, key, must, undoAll, world } from '../testing/tools';

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
});
