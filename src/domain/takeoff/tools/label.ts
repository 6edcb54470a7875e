/**
 * Moving a measurement's label by hand, a gesture of the select tool: press on a label, drag, release. The label
 * follows the pointer (the draft's `label`), and the release commits one command setting the measurement's
 * `labelOffset` (its box's centre from its anchor, in sheet units), undoable. A press and release in place only
 * selects the measurement, like a click on its shape.
 *
 * Where labels are is the overlay's business (their placement depends on the zoom and the text's width): the
 * environment's `labelAt` says which label is under a point, with its anchor and its centre.
 */
import { setLabelOffset } from '../commands';
import { distance } from '../geometry';
import type { Point } from '../types';
import type { LabelHit, SelectToolState, ToolEnv, ToolStep } from './types';

export type LabelGesture = Extract<SelectToolState['gesture'], { kind: 'label' }>;

/** The gesture a press on `hit` starts. */
export function pressLabel(hit: LabelHit, at: Point): LabelGesture {
  return {
    kind: 'label',
    id: hit.id,
    origin: at,
    start: { x: hit.center.x - hit.anchor.x, y: hit.center.y - hit.anchor.y },
    offset: { x: hit.center.x - hit.anchor.x, y: hit.center.y - hit.anchor.y },
  };
}

/** The gesture as the pointer moves to `to`, and whether it went past the drag threshold. */
export function dragLabel(state: SelectToolState, gesture: LabelGesture, to: Point, env: ToolEnv): SelectToolState {
  const offset = { x: gesture.start.x + to.x - gesture.origin.x, y: gesture.start.y + to.y - gesture.origin.y };
  const dragged = state.dragged || distance(gesture.origin, to) > env.tolerance / 2;
  return { ...state, dragged, gesture: { ...gesture, offset } };
}

/** The release: one command when the label moved, nothing for a click. */
export function releaseLabel(
  state: SelectToolState,
  gesture: LabelGesture,
  env: ToolEnv,
  done: SelectToolState,
): ToolStep {
  const moved = gesture.offset.x !== gesture.start.x || gesture.offset.y !== gesture.start.y;
  if (!state.dragged || !moved) return { tool: done, handled: true };
  return {
    tool: done,
    commands: [setLabelOffset(env.state, gesture.id, gesture.offset, env.ctx)],
    handled: true,
  };
}
