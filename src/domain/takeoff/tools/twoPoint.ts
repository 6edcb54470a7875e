/**
 * Calibration and its check, both by two points on a printed dimension (snapping to the dimension's ticks helps).
 * The second press does not make a command: it asks the user (ToolRequest) for the real length — calibration — or
 * the printed value — check —, and the caller turns the answer into a scale (../scale.ts scaleFromCalibration, then a
 * setSheetScale command) or a deviation (checkScale). The check needs a scale; calibrating never does.
 */
import { distance } from '../geometry';
import { MIN_CALIBRATION_SPAN } from '../scale';
import { followPointer, resolveCursor, scaleAt } from './cursor';
import type { ToolEnv, ToolEvent, ToolStep, TwoPointToolState } from './types';

export function initialTwoPointTool(tool: 'scale' | 'check'): TwoPointToolState {
  return { tool, from: null, cursor: null };
}

export function handleTwoPointTool(state: TwoPointToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  switch (event.type) {
    case 'move':
    case 'leave':
    case 'up':
    case 'cancel':
      return followPointer(state, event, env, state.from);
    case 'down': {
      if (event.button !== 0) return followPointer(state, event, env, state.from);
      const cursor = resolveCursor(event, env, state.from);
      const at = cursor.point;
      if (state.from === null) {
        if (state.tool === 'check' && scaleAt([at], env) === null) {
          return { tool: { ...state, cursor }, notice: { code: 'uncalibrated' }, handled: true };
        }
        return { tool: { ...state, cursor, from: at }, handled: true };
      }
      if (distance(state.from, at) < MIN_CALIBRATION_SPAN) {
        return { tool: { ...state, cursor }, notice: { code: 'pointsTooClose' }, handled: true };
      }
      return {
        tool: { ...state, cursor, from: null },
        request: { kind: state.tool === 'scale' ? 'calibrate' : 'check', from: state.from, to: at },
        handled: true,
      };
    }
    case 'key': {
      if (event.ctrlKey || event.altKey || event.key !== 'Escape') return { tool: state, handled: false };
      if (state.from !== null) return { tool: { ...state, from: null }, handled: true };
      return { tool: state, switchTo: 'select', handled: true };
    }
  }
}
