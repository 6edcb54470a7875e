/**
 * What a tab keeps of its own state when the rows change under it (another tab's step, the rows read again): the
 * selection loses the measurements that are gone from the sheet, and a gesture working on a measurement that another
 * tab changed or deleted meanwhile is dropped — committing it would overwrite or resurrect the other tab's work, or
 * be refused. Nothing of it is silent: the outcome says what happened, the page says it in French.
 */
import type { Measurement, TakeoffState } from '../types';
import { initialCountTool } from './count';
import { initialSelectTool } from './select';
import type { ToolState } from './types';

export type ExternalNotice =
  /** Selected measurements were deleted (`removed` of them). */
  | 'selectionRemoved'
  /** A drag (move, vertex) was dropped: its measurement changed. */
  | 'dragChanged'
  /** A drag was dropped: its measurement was deleted. */
  | 'dragDeleted'
  /** The count under way was deleted: the next click starts a new one. */
  | 'countDeleted';

export interface ExternalOutcome {
  /** The selection to keep: the same array when nothing of it went. */
  readonly selection: readonly string[];
  /** The tool's state: the same, or its first state when its gesture was dropped. */
  readonly tool: ToolState;
  readonly notice: ExternalNotice | null;
  /** Selected measurements that went. */
  readonly removed: number;
}

/** The measurements a tool's state is working on now. */
function heldIds(tool: ToolState): readonly string[] {
  if (tool.tool === 'select') {
    const { gesture } = tool;
    if (gesture.kind === 'move') return gesture.ids;
    if (gesture.kind === 'vertex') return [gesture.id];
    return [];
  }
  if (tool.tool === 'count') return tool.targetId === null ? [] : [tool.targetId];
  return [];
}

export function afterExternalChange(
  tool: ToolState,
  selection: readonly string[],
  before: TakeoffState,
  after: TakeoffState,
  sheetId: string,
): ExternalOutcome {
  const onSheet = (m: Measurement | undefined) => m !== undefined && m.sheetId === sheetId;
  const kept = selection.filter((id) => onSheet(after.measurements.get(id)));
  const removed = selection.length - kept.length;

  let nextTool = tool;
  let notice: ExternalNotice | null = null;
  const held = heldIds(tool);
  const deleted = held.some((id) => !onSheet(after.measurements.get(id)));
  const changed = held.some((id) => before.measurements.get(id) !== after.measurements.get(id));
  if (tool.tool === 'count') {
    // Another tab's edit of the count under way (a label) leaves it countable; only its deletion ends it.
    if (deleted) {
      nextTool = initialCountTool();
      notice = 'countDeleted';
    }
  } else if (tool.tool === 'select' && (deleted || changed)) {
    nextTool = initialSelectTool();
    notice = deleted ? 'dragDeleted' : 'dragChanged';
  }
  if (notice === null && removed > 0) notice = 'selectionRemoved';
  return { selection: removed > 0 ? kept : selection, tool: nextTool, notice, removed };
}
