/**
 * The tools' one entry point: a tool's first state, and what an event does to it. See ./types.ts for the contract.
 */
import { handleCountTool, initialCountTool } from './count';
import { handleEditKey } from './edit';
import { handlePathTool, initialPathTool } from './path';
import { handleRegionTool, initialRegionTool } from './region';
import { handleSelectTool, initialSelectTool } from './select';
import { handleTwoPointTool, initialTwoPointTool } from './twoPoint';
import type { ToolEnv, ToolEvent, ToolId, ToolState, ToolStep } from './types';

export * from './types';
export { resolveCursor } from './cursor';
export { deductionTarget, minimumVertices } from './path';
export { ringsOf, selectedEdgeAt, selectedVertexAt } from './select';
export { sheetMeasurementIds } from './edit';
export { MIN_REGION_SPAN } from './region';
export { draftOf, type Draft, type DraftShape } from './draft';
export { readoutOf, type Readout } from './readout';
export { afterExternalChange, type ExternalNotice, type ExternalOutcome } from './external';

export function initialTool(id: ToolId): ToolState {
  switch (id) {
    case 'select':
      return initialSelectTool();
    case 'count':
      return initialCountTool();
    case 'scale':
    case 'check':
      return initialTwoPointTool(id);
    case 'region':
      return initialRegionTool();
    default:
      return initialPathTool(id);
  }
}

function byTool(state: ToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  switch (state.tool) {
    case 'select':
      return handleSelectTool(state, event, env);
    case 'count':
      return handleCountTool(state, event, env);
    case 'scale':
    case 'check':
      return handleTwoPointTool(state, event, env);
    case 'region':
      return handleRegionTool(state, event, env);
    default:
      return handlePathTool(state, event, env);
  }
}

/** What `event` does to the tool in `state`; keys the tool leaves go to the shared editing keys (./edit.ts). */
export function handleToolEvent(state: ToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  const step = byTool(state, event, env);
  if (step.handled || event.type !== 'key') return step;
  return handleEditKey(step.tool, event, env) ?? step;
}

/** True while the tool holds work that a switch of tool or sheet would drop (a polyline half drawn). */
export function hasDraft(state: ToolState): boolean {
  switch (state.tool) {
    case 'select':
      return state.gesture.kind !== 'idle';
    case 'count':
      return (state.boxing?.from ?? null) !== null;
    case 'scale':
    case 'check':
    case 'region':
      return state.from !== null;
    default:
      return state.points.length > 0;
  }
}
