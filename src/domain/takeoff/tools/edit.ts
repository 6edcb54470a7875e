/**
 * The editing keys every tool shares once it has not used the key itself (a drawing tool's Backspace removes its
 * last vertex first): delete, duplicate, copy, cut, paste, select all, move, undo and redo, the tool shortcuts and
 * the snapping key. Modifiers are Ctrl or Cmd (`ctrlKey` carries either).
 *
 * Ctrl+arrows move the selection (the keyboard's way to what a drag does; the bare arrows pan the plan, and Alt+←
 * is the browser's « back »): one step is a handle's size on screen (the tolerance), ten with Shift, so a step looks
 * the same at every zoom. Each press is one undoable move.
 *
 * Pasting keeps the sheet coordinates: the same room on the floor above lands where it was drawn. It is refused onto
 * a sheet (or a region) at another scale, because the pasted geometry would then measure something else.
 */
import {
  copyMeasurements,
  deleteMeasurements,
  duplicateMeasurements,
  moveMeasurements,
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

/** The direction of each arrow key in sheet space (y down). */
const ARROWS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
/** Steps of one Shift+Ctrl+arrow press. */
export const LARGE_MOVE_STEPS = 10;

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
    const arrow = ARROWS[key];
    if (arrow) {
      if (selection.length === 0) return { tool, notice: { code: 'emptySelection' }, handled: true };
      const step = env.tolerance * (event.shiftKey ? LARGE_MOVE_STEPS : 1);
      return attempt(tool, () => ({
        tool,
        commands: [moveMeasurements(env.state, selection, arrow.x * step, arrow.y * step, env.ctx)],
        handled: true,
      }));
    }
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
