import { describe, expect, it } from 'vitest';
import { applyChanges, invert, setLabelOffset, stateFromRows, updateMeasurement } from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import { testContext } from '../takeoff/testing/arbitraries';
import { libraryRows, measurement, p } from '../takeoff/testing/fixtures';
import { updateArticles } from '../library/commands';

const rows = () =>
  stateFromRows({
    measurements: [measurement('count', { id: 'sockets' }), measurement('area', { id: 'room', labelOffset: p(5, 5) })],
  });

describe('the labels’ commands', () => {
  it('sets a count’s symbol as an edit of the measurement, and refuses it on another kind', () => {
    const state = rows();
    const command = updateMeasurement(state, 'sockets', { symbol: 'star' }, testContext());
    expect(command.type).toBe('updateMeasurement');
    const after = applyChanges(state, command.changes);
    expect(after.measurements.get('sockets')).toMatchObject({ symbol: 'star' });
    expect(() => updateMeasurement(state, 'room', { symbol: 'star' }, testContext())).toThrow(CommandError);
  });

  it('moves a label and puts it back to automatic placement, each undoable', () => {
    const state = rows();
    const moved = setLabelOffset(state, 'room', p(40, -10), testContext());
    expect(moved.type).toBe('moveLabel');
    const after = applyChanges(state, moved.changes);
    expect(after.measurements.get('room')?.labelOffset).toEqual(p(40, -10));
    const reset = setLabelOffset(after, 'room', null, testContext());
    expect(reset.type).toBe('resetLabel');
    const automatic = applyChanges(after, reset.changes);
    expect(automatic.measurements.get('room')).not.toHaveProperty('labelOffset');
    expect(applyChanges(automatic, invert(reset).changes).measurements.get('room')?.labelOffset).toEqual(p(40, -10));
    expect(() => setLabelOffset(state, 'room', p(Number.NaN, 0), testContext())).toThrow(CommandError);
  });
});

describe('an article’s look on the plan', () => {
  it('sets an article’s colour and symbol, and removes them with null', () => {
    const state = stateFromRows(libraryRows());
    const id = [...state.libraryItems.keys()][0] as string;
    const set = applyChanges(
      state,
      updateArticles(state, id, { color: 'orange', symbol: 'star' }, testContext()).changes,
    );
    expect(set.libraryItems.get(id)).toMatchObject({ color: 'orange', symbol: 'star' });
    const kept = applyChanges(set, updateArticles(set, id, { prix_unitaire: 12 }, testContext()).changes);
    expect(kept.libraryItems.get(id)).toMatchObject({ color: 'orange', symbol: 'star', prix_unitaire: 12 });
    const cleared = applyChanges(kept, updateArticles(kept, id, { color: null }, testContext()).changes);
    expect(cleared.libraryItems.get(id)).not.toHaveProperty('color');
    expect(cleared.libraryItems.get(id)).toMatchObject({ symbol: 'star' });
  });
});
