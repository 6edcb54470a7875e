import { describe, expect, it } from 'vitest';
import { applyChanges, invert, setLabelOffset, stateFromRows, updateMeasurement } from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import { testContext } from '../takeoff/testing/arbitraries';
import { measurement, p } from '../takeoff/testing/fixtures';

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
