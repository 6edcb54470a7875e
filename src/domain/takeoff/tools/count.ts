/**
 * Counting: each press adds a point. The first press makes a new count measurement; the next ones add their point to
 * it, each as its own command, so Ctrl+Z takes back the last point only. Enter or Escape closes the count: the next
 * press starts another one (the doors, then the windows). Counting needs no scale: it stays allowed on an
 * uncalibrated sheet.
 */
import { createMeasurement, insertVertex } from '../commands';
import { CommandError } from '../errors';
import { followPointer, resolveCursor } from './cursor';
import { refusal } from './notices';
import type { CountToolState, ToolEnv, ToolEvent, ToolStep } from './types';

export function initialCountTool(targetId: string | null = null): CountToolState {
  return { tool: 'count', targetId, cursor: null };
}

export function handleCountTool(state: CountToolState, event: ToolEvent, env: ToolEnv): ToolStep {
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
