/**
 * The sheet page's comparison session, as pure steps (the route, routes/workspace/comparison, only wires them): the
 * manual alignment's four picks (the changes list steps through the regions itself: screens/Workspace/Comparison).
 *
 * The manual alignment asks for two pairs of points, each first on the previous indice, then on the new one. The
 * previous indice is shown under the new sheet through the alignment it currently has (the estimate, or none: the
 * identity), so a click there is in the NEW sheet's space and is brought back to the previous sheet's through that
 * alignment's inverse.
 */
import { applyToPoint, invert, type Matrix } from '../pdf/geometry.ts';
import type { Point } from '../takeoff/types.ts';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** The four picks, in order: pair 1 on the previous indice, pair 1 on the new one, then pair 2. */
export interface ManualPicks {
  /** Sheet points: previous sheet's space for even indices, new sheet's for odd ones. */
  readonly points: readonly Point[];
}

export const NO_PICKS: ManualPicks = { points: [] };

export interface PickStep {
  /** Which indice the next point is picked on (the view shows that one). */
  readonly on: 'old' | 'new';
  /** 1 or 2. */
  readonly pair: 1 | 2;
}

/** The next pick, or null once the four are there. */
export function nextPick(picks: ManualPicks): PickStep | null {
  const n = picks.points.length;
  if (n >= 4) return null;
  return { on: n % 2 === 0 ? 'old' : 'new', pair: n < 2 ? 1 : 2 };
}

/**
 * Adds a click at `shown` (new sheet space, where the view shows it). On the previous indice, the picture is drawn
 * through `shownThrough`: the point is taken back through its inverse. Null when that matrix cannot be inverted or
 * the four points are already there.
 */
export function addPick(picks: ManualPicks, shown: Point, shownThrough: Matrix): ManualPicks | null {
  const step = nextPick(picks);
  if (!step) return null;
  if (step.on === 'new') return { points: [...picks.points, shown] };
  const back = invert(shownThrough);
  if (!back) return null;
  const [x, y] = applyToPoint(back, shown.x, shown.y);
  return { points: [...picks.points, { x, y }] };
}

/** The last pick taken back (« Annuler le dernier point »). */
export function undoPick(picks: ManualPicks): ManualPicks {
  return { points: picks.points.slice(0, -1) };
}

/** The two pairs (previous point, new point), once the four picks are there. */
export function pairsOf(picks: ManualPicks): [[Point, Point], [Point, Point]] | null {
  const [a1, b1, a2, b2] = picks.points;
  return a1 && b1 && a2 && b2
    ? [
        [a1, b1],
        [a2, b2],
      ]
    : null;
}
