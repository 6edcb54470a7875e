/**
 * Counting: each press adds a point. The first press makes a new count measurement; the next ones add their point to
 * it, each as its own command, so Ctrl+Z takes back the last point only. Enter or Escape closes the count: the next
 * press starts another one (the doors, then the windows). Counting needs no scale: it stays allowed on an
 * uncalibrated sheet.
 *
 * « Chercher les similaires » (F, issue 25): the next rectangle boxes a symbol — press, drag, release; or click, then
 * click the opposite corner; or, by keyboard, frame the symbol with the viewer's keys and press Enter (the part of the
 * sheet in view). The box makes no command: it asks the page to search (ToolRequest 'countBox'), whose proposals go
 * to the count under way (a variant's template) or to a new one. F again or Escape goes back to counting.
 */
import { createMeasurement, insertVertex } from '../commands';
import { CommandError } from '../errors';
import { rectFromCorners } from '../geometry';
import type { Point } from '../types';
import { followPointer, resolveCursor } from './cursor';
import { refusal } from './notices';
import type { CountToolState, ToolEnv, ToolEvent, ToolStep } from './types';

/** The key that starts (and leaves) boxing a symbol. */
export const COUNT_BOX_KEY = 'f';

/** Sheet units (PDF points, 1.4 mm on paper): a box narrower or lower than this is a slip, not a symbol. */
export const MIN_COUNT_BOX_SPAN = 4;

/** The count tool, boxing a symbol for the next search. */
export function boxingCountTool(targetId: string | null = null): CountToolState {
  return { tool: 'count', targetId, cursor: null, boxing: { from: null, dragging: false } };
}

function finishBox(state: CountToolState, from: Point, to: Point): ToolStep {
  const rect = rectFromCorners(from, to);
  const counting: CountToolState = { tool: 'count', targetId: state.targetId, cursor: state.cursor };
  if (rect.maxX - rect.minX < MIN_COUNT_BOX_SPAN || rect.maxY - rect.minY < MIN_COUNT_BOX_SPAN) {
    return {
      tool: { ...counting, boxing: { from: null, dragging: false } },
      notice: { code: 'countBoxTooSmall' },
      handled: true,
    };
  }
  return { tool: counting, request: { kind: 'countBox', rect, targetId: state.targetId }, handled: true };
}

/** A box's corner where the pointer is: a symbol's box is drawn on paper, not snapped to its lines. */
const rawCursor = (event: { readonly point: Point }) => ({
  raw: event.point,
  point: event.point,
  snap: null,
  constrained: false,
});

function handleBoxing(
  state: CountToolState,
  boxing: NonNullable<CountToolState['boxing']>,
  event: ToolEvent,
  env: ToolEnv,
): ToolStep {
  switch (event.type) {
    case 'move':
      // No Shift constraint and no snapping: a box's sides are horizontal and vertical, its corners on paper.
      return { tool: { ...state, cursor: rawCursor(event) }, handled: false };
    case 'leave':
      return { tool: { ...state, cursor: null }, handled: false };
    case 'cancel':
      return { tool: boxing.dragging ? { ...state, boxing: { from: null, dragging: false } } : state, handled: false };
    case 'down': {
      if (event.button !== 0) return { tool: state, handled: false };
      const cursor = rawCursor(event);
      if (boxing.from === null) {
        return { tool: { ...state, cursor, boxing: { from: cursor.point, dragging: true } }, handled: true };
      }
      return finishBox({ ...state, cursor }, boxing.from, cursor.point);
    }
    case 'up': {
      if (event.button !== 0 || boxing.from === null || !boxing.dragging) return { tool: state, handled: false };
      const cursor = rawCursor(event);
      const to = cursor.point;
      // A release within the click tolerance is a click: the first corner stays for a second click.
      const moved = Math.max(Math.abs(to.x - boxing.from.x), Math.abs(to.y - boxing.from.y)) > env.tolerance;
      if (!moved) return { tool: { ...state, cursor, boxing: { from: boxing.from, dragging: false } }, handled: true };
      return finishBox({ ...state, cursor }, boxing.from, to);
    }
    case 'key': {
      if (event.ctrlKey || event.altKey) return { tool: state, handled: false };
      if (event.key === 'Escape') {
        if (boxing.from !== null) return { tool: { ...state, boxing: { from: null, dragging: false } }, handled: true };
        return { tool: { tool: 'count', targetId: state.targetId, cursor: state.cursor }, handled: true };
      }
      if (event.key.toLowerCase() === COUNT_BOX_KEY && !event.shiftKey) {
        return { tool: { tool: 'count', targetId: state.targetId, cursor: state.cursor }, handled: true };
      }
      if (event.key === 'Enter') {
        if (boxing.from !== null && state.cursor) return finishBox(state, boxing.from, state.cursor.point);
        if (boxing.from === null && env.view) {
          return finishBox(state, { x: env.view.minX, y: env.view.minY }, { x: env.view.maxX, y: env.view.maxY });
        }
        return { tool: state, handled: true };
      }
      return { tool: state, handled: false };
    }
  }
}

export function initialCountTool(targetId: string | null = null): CountToolState {
  return { tool: 'count', targetId, cursor: null };
}

export function handleCountTool(state: CountToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  if (state.boxing) return handleBoxing(state, state.boxing, event, env);
  switch (event.type) {
    case 'move':
    case 'leave':
    case 'up':
    case 'cancel':
      return followPointer(state, event, env, null);
    case 'down': {
      if (event.button !== 0) return followPointer(state, event, env, null);
      const cursor = resolveCursor(event, env, null);
      const target = state.targetId === null ? undefined : env.state.measurements.get(state.targetId);
      try {
        if (target && target.kind === 'count' && target.sheetId === env.sheet.id) {
          const command = insertVertex(env.state, target.id, { index: target.points.length }, cursor.point, env.ctx);
          return { tool: { ...state, cursor }, commands: [command], selection: [target.id], handled: true };
        }
        const command = createMeasurement(
          {
            kind: 'count',
            projectId: env.sheet.projectId,
            sheetId: env.sheet.id,
            label: env.defaults.labelFor('count'),
            color: env.defaults.color,
            ...(env.defaults.localisation ? { localisation: env.defaults.localisation } : {}),
            points: [cursor.point],
          },
          env.ctx,
        );
        const id = command.changes[0]?.id ?? null;
        return {
          tool: { ...state, cursor, targetId: id },
          commands: [command],
          selection: id ? [id] : [],
          handled: true,
        };
      } catch (error) {
        if (error instanceof CommandError) return { tool: { ...state, cursor }, notice: refusal(error), handled: true };
        throw error;
      }
    }
    case 'key': {
      if (event.ctrlKey || event.altKey) return { tool: state, handled: false };
      if (event.key.toLowerCase() === COUNT_BOX_KEY && !event.shiftKey) {
        return { tool: { ...state, boxing: { from: null, dragging: false } }, handled: true };
      }
      if (event.key === 'Enter' && state.targetId !== null) {
        return { tool: { ...state, targetId: null }, handled: true };
      }
      if (event.key === 'Escape') {
        if (state.targetId !== null) return { tool: { ...state, targetId: null }, handled: true };
        return { tool: state, switchTo: 'select', handled: true };
      }
      return { tool: state, handled: false };
    }
  }
}
