/**
 * Where a click lands. Shift constrains the new point to 0/45/90° from the previous vertex (CAD's ortho mode), and
 * then the plan's geometry does not pull it sideways: the constraint wins over snapping, because the user holding
 * Shift asked for a straight wall. Without Shift, the snap within the tolerance applies (endpoint > intersection >
 * midpoint > nearest, see ../snap.ts); otherwise the raw cursor.
 */
import { scaleFor } from '../scale';
import { constrainAngle } from '../snap';
import type { Point, Scale } from '../types';
import type { Cursor, ToolEnv, ToolPointerEvent } from './types';

export function resolveCursor(event: ToolPointerEvent, env: ToolEnv, previous: Point | null): Cursor {
  const raw = event.point;
  if (event.shiftKey && previous) {
    return { raw, point: constrainAngle(previous, raw), snap: null, constrained: true };
  }
  const snap = env.snap(raw);
  return { raw, point: snap ? snap.point : raw, snap, constrained: false };
}

/**
 * A drawing tool's answer to a pointer event it does not act on: the cursor follows a move (from `previous`, as
 * resolveCursor places it) and goes when the pointer leaves; a release, a cancel or another button's press is not
 * the tool's.
 */
export function followPointer<S extends { readonly cursor: Cursor | null }>(
  state: S,
  event: ToolPointerEvent,
  env: ToolEnv,
  previous: Point | null,
): { tool: S; handled: false } {
  if (event.type === 'move') return { tool: { ...state, cursor: resolveCursor(event, env, previous) }, handled: false };
  if (event.type === 'leave') return { tool: { ...state, cursor: null }, handled: false };
  return { tool: state, handled: false };
}

/** The scale a drawing in progress falls under (its first point decides, as ../scale.ts rules). */
export function scaleAt(points: readonly Point[], env: ToolEnv): Scale | null {
  return points.length === 0 ? null : scaleFor(points, env.sheet.scale);
}

/** Within the tolerance of `target`: a click there means "this vertex". */
export function isNear(a: Point, b: Point, env: ToolEnv): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= env.tolerance;
}
