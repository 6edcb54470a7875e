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

/** The scale a drawing in progress falls under (its first point decides, as ../scale.ts rules). */
export function scaleAt(points: readonly Point[], env: ToolEnv): Scale | null {
  return points.length === 0 ? null : scaleFor(points, env.sheet.scale);
}

/** Within the tolerance of `target`: a click there means "this vertex". */
export function isNear(a: Point, b: Point, env: ToolEnv): boolean {
  return Math.hypot(a.x - b.x, a.y - b.y) <= env.tolerance;
}
