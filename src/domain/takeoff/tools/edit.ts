/**
 * The editing keys every tool shares once it has not used the key itself (a drawing tool's Backspace removes its
 * last vertex first): delete, duplicate, copy, cut, paste, select all, undo and redo, the tool shortcuts and the
 * snapping key. Modifiers are Ctrl or Cmd (`ctrlKey` carries either).
 *
 * Pasting keeps the sheet coordinates: the same room on the floor above lands where it was drawn. It is refused onto
 * a sheet (or a region) at another scale, because the pasted geometry would then measure something else.
 */
import {
  copyMeasurements,
  deleteMeasurements,
  duplicateMeasurements,
  pasteMeasurements,
  type Command,
} from '../commands';
import { CommandError } from '../errors';
import { refusal } from './notices';
import {
  SNAP_TOGGLE_KEYS,
  TOOL_IDS,
  TOOL_SHORTCUTS,
  type ToolKeyEvent,
  type ToolEnv,
  type ToolState,
  type ToolStep,
} from './types';

const createdIds = (command: Command) => command.changes.filter((c) => c.before === null).map((c) => c.id);

function attempt(tool: ToolState, build: () => ToolStep): ToolStep {
  try {
    return build();
  } catch (error) {
    if (error instanceof CommandError) return { tool, notice: refusal(error), handled: true };
    throw error;
  }
}

/** The sheet's measurements, in the order they were created (the canvas's drawing order). */
export function sheetMeasurementIds(env: ToolEnv): string[] {
  return [...env.state.measurements.values()]
    .filter((m) => m.sheetId === env.sheet.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((m) => m.id);
}

export function handleEditKey(tool: ToolState, event: ToolKeyEvent, env: ToolEnv): ToolStep | null {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const selection = env.selection;
  if (event.ctrlKey && !event.altKey) {
    switch (key) {
      case 'z':
        return { tool, history: event.shiftKey ? 'redo' : 'undo', handled: true };
      case 'y':
        return { tool, history: 'redo', handled: true };
      case 'a':
        return { tool, selection: sheetMeasurementIds(env), handled: true };
      case 'c':
      case 'x':
        if (selection.length === 0) return { tool, notice: { code: 'emptySelection' }, handled: true };
        return attempt(tool, () => {
          const clipboard = copyMeasurements(env.state, selection);
          if (key === 'c') return { tool, clipboard, handled: true };
          return {
            tool,
            clipboard,
            commands: [deleteMeasurements(env.state, selection)],
            selection: [],
            handled: true,
          };
        });
      case 'v':
        if (!env.clipboard || env.clipboard.measurements.length === 0) {
          return { tool, notice: { code: 'emptyClipboard' }, handled: true };
        }
        return attempt(tool, () => {
          const command = pasteMeasurements(
            env.state,
            env.clipboard as NonNullable<ToolEnv['clipboard']>,
            env.sheet.id,
            env.ctx,
          );
          return { tool, commands: [command], selection: createdIds(command), handled: true };
        });
      case 'd':
        if (selection.length === 0) return { tool, notice: { code: 'emptySelection' }, handled: true };
        return attempt(tool, () => {
          const offset = env.tolerance * 2;
          const command = duplicateMeasurements(env.state, selection, { x: offset, y: offset }, env.ctx);
          return { tool, commands: [command], selection: createdIds(command), handled: true };
        });
      default:
        return null;
    }
  }
  if (event.ctrlKey || event.altKey) return null;
  if (key === 'Delete' || key === 'Backspace') {
    if (selection.length === 0) return null;
    return attempt(tool, () => ({
      tool,
      commands: [deleteMeasurements(env.state, selection)],
      selection: [],
      handled: true,
    }));
  }
  if (SNAP_TOGGLE_KEYS.includes(key)) return { tool, toggleSnapping: true, handled: true };
  // Shift is compared, not the letter's case: Caps Lock types upper-case letters without it.
  const target = TOOL_IDS.find(
    (id) => TOOL_SHORTCUTS[id].key === key.toLowerCase() && Boolean(TOOL_SHORTCUTS[id].shift) === event.shiftKey,
  );
  return target ? { tool, switchTo: target, handled: true } : null;
}
