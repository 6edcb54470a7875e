/**
 * The plan-element mode's state between clicks (issue 26), without React: the preview under the pointer (reused by a
 * click inside it, so that a click on a previewed room answers at once), and the rooms Shift+clicked, waiting to be
 * added together when Shift is released (or Entrée pressed). A second Shift+click in a waiting room takes it out
 * again. The page (routes/workspace/selection) and the tools' stories drive it.
 */
import { pointInPolygon } from '../takeoff/geometry';
import type { Point } from '../takeoff/types';
import type { FillResult } from './types';

export interface PickSession {
  /** The room under the pointer, for the gap and layers it was found with (`key`); null: none yet. */
  readonly preview: { readonly key: string; readonly room: FillResult } | null;
  /** Rooms Shift+clicked, in the order they were clicked. */
  readonly pending: readonly FillResult[];
}

export const EMPTY_SESSION: PickSession = { preview: null, pending: [] };

/** Whether `point` is inside `room` (its outline, out of its holes). */
export function roomCovers(room: FillResult, point: Point): boolean {
  return pointInPolygon(point, room.outer, room.holes) === 'inside';
}

/** The previewed room a click at `point` takes without asking the engine again, or null. */
export function previewAt(session: PickSession, key: string, point: Point): FillResult | null {
  const preview = session.preview;
  return preview && preview.key === key && roomCovers(preview.room, point) ? preview.room : null;
}

const sameRoom = (a: FillResult, b: FillResult) =>
  a.outer.length === b.outer.length && a.outer.every((p, i) => p.x === b.outer[i]?.x && p.y === b.outer[i]?.y);

/**
 * A room found for a click. With Shift it waits with the others (or, when it was waiting already, stops waiting);
 * without, it is taken at once, with every room waiting: `take` lists what to add, in one step.
 */
export function roomFound(
  session: PickSession,
  room: FillResult,
  shift: boolean,
): { session: PickSession; take: readonly FillResult[] } {
  if (shift) {
    const waiting = session.pending.some((r) => sameRoom(r, room));
    const pending = waiting ? session.pending.filter((r) => !sameRoom(r, room)) : [...session.pending, room];
    return { session: { ...session, pending }, take: [] };
  }
  const pending = session.pending.filter((r) => !sameRoom(r, room));
  return { session: { ...session, pending: [] }, take: [...pending, room] };
}

/** Shift released (or Entrée): the rooms waiting are taken together. */
export function releasePending(session: PickSession): { session: PickSession; take: readonly FillResult[] } {
  return { session: { ...session, pending: [] }, take: session.pending };
}
