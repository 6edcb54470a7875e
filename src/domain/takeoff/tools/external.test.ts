import { describe, expect, it } from 'vitest';
import { applyChanges, deleteMeasurements, stateFromRows, updateMeasurement } from '../commands';
import { measurement, project } from '../testing/fixtures';
import { testContext } from '../testing/arbitraries';
import { initialCountTool } from './count';
import { afterExternalChange } from './external';
import { initialSelectTool } from './select';
import type { SelectToolState } from './types';

const before = stateFromRows({
  projects: [project()],
  measurements: [measurement('count', { id: 'dots' }), measurement('count', { id: 'doors' })],
});
const deleted = (id: string) => applyChanges(before, deleteMeasurements(before, [id]).changes);
const relabelled = (id: string) =>
  applyChanges(before, updateMeasurement(before, id, { label: 'B' }, testContext()).changes);
const dragging: SelectToolState = {
  ...initialSelectTool(),
  gesture: { kind: 'move', ids: ['dots'], origin: { x: 0, y: 0 }, offset: { x: 5, y: 5 } },
  dragged: true,
};

describe('another tab’s change under this tab’s state', () => {
  it('drops from the selection what another tab deleted, and says how many', () => {
    const outcome = afterExternalChange(initialSelectTool(), ['dots', 'doors'], before, deleted('dots'), 'sheet-1');
    expect(outcome).toMatchObject({ selection: ['doors'], notice: 'selectionRemoved', removed: 1 });
  });

  it('keeps the same selection (the same array) when nothing of it went', () => {
    const selection = ['doors'];
    const outcome = afterExternalChange(initialSelectTool(), selection, before, deleted('dots'), 'sheet-1');
    expect(outcome.selection).toBe(selection);
    expect(outcome.notice).toBeNull();
  });

  it('drops a drag whose measurement another tab changed or deleted, never committing it', () => {
    expect(afterExternalChange(dragging, ['dots'], before, relabelled('dots'), 'sheet-1')).toMatchObject({
      tool: initialSelectTool(),
      notice: 'dragChanged',
    });
    expect(afterExternalChange(dragging, ['dots'], before, deleted('dots'), 'sheet-1')).toMatchObject({
      tool: initialSelectTool(),
      selection: [],
      notice: 'dragDeleted',
    });
    // Another measurement changed: the drag goes on.
    expect(afterExternalChange(dragging, ['dots'], before, relabelled('doors'), 'sheet-1').tool).toBe(dragging);
  });

  it('ends a count whose measurement another tab deleted; a rename leaves it counting', () => {
    const counting = initialCountTool('dots');
    expect(afterExternalChange(counting, [], before, deleted('dots'), 'sheet-1')).toMatchObject({
      tool: initialCountTool(),
      notice: 'countDeleted',
    });
    expect(afterExternalChange(counting, [], before, relabelled('dots'), 'sheet-1').tool).toBe(counting);
  });
});
