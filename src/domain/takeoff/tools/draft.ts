/**
 * What the overlay draws for a tool: the shape under way with its rubber band to the cursor, the measurements a drag
 * is moving (at their new place, before the command exists), the selection box and the snap marker. Derived from the
 * tool's state only, so what is shown is what a release or a click would commit.
 */
import { rectFromCorners } from '../geometry';
import type { SnapResult } from '../snap';
import type { Measurement, Point, Rect } from '../types';
import type { ToolEnv, ToolId, ToolState } from './types';

export interface DraftShape {
  readonly tool: ToolId;
  /** Placed vertices, then the cursor's position as the last one when it is on the sheet. */
  readonly points: readonly Point[];
  /** How many of `points` are placed (the rest is the rubber band). */
  readonly placed: number;
  /** Draw the closing edge (a polygon under way). */
  readonly closed: boolean;
}

export interface Draft {
  readonly shape: DraftShape | null;
  /** Stored measurements shown as a drag would leave them; drawn instead of the stored ones with these ids. */
  readonly previews: readonly Measurement[];
  readonly box: { readonly rect: Rect; readonly mode: 'window' | 'crossing' } | null;
  /** A scale region under way: its first corner to the cursor. */
  readonly region: Rect | null;
  readonly snap: SnapResult | null;
  /** The resolved cursor (after snapping and the Shift constraint), or null off the sheet. */
  readonly cursor: Point | null;
  readonly constrained: boolean;
  /** A label being dragged by hand: its measurement and its offset from its anchor now. Absent otherwise. */
  readonly label?: { readonly id: string; readonly offset: Point };
}

const translate = (ring: readonly Point[], dx: number, dy: number) => ring.map((p) => ({ x: p.x + dx, y: p.y + dy }));

function moved(m: Measurement, dx: number, dy: number): Measurement {
  return 'holes' in m
    ? { ...m, points: translate(m.points, dx, dy), holes: m.holes.map((h) => translate(h, dx, dy)) }
    : ({ ...m, points: translate(m.points, dx, dy) } as Measurement);
}

function withVertex(m: Measurement, ref: { index: number; hole?: number }, to: Point): Measurement {
  const edit = (ring: readonly Point[]) => ring.map((p, i) => (i === ref.index ? to : p));
  if (ref.hole === undefined) return { ...m, points: edit(m.points) } as Measurement;
  if (!('holes' in m)) return m;
  return { ...m, holes: m.holes.map((h, i) => (i === ref.hole ? edit(h) : h)) };
}

const CLOSED_TOOLS: ReadonlySet<ToolId> = new Set(['area', 'volume', 'deduction']);

export function draftOf(state: ToolState, env: ToolEnv): Draft {
  const cursor = state.cursor;
  const base: Draft = {
    shape: null,
    previews: [],
    box: null,
    region: null,
    snap: cursor?.snap ?? null,
    cursor: cursor?.point ?? null,
    constrained: cursor?.constrained ?? false,
  };
  switch (state.tool) {
    case 'select': {
      const { gesture, dragged } = state;
      if (gesture.kind === 'move' && dragged) {
        const previews = gesture.ids.flatMap((id) => {
          const m = env.state.measurements.get(id);
          return m ? [moved(m, gesture.offset.x, gesture.offset.y)] : [];
        });
        return { ...base, previews };
      }
      if (gesture.kind === 'vertex' && dragged) {
        const m = env.state.measurements.get(gesture.id);
        return { ...base, previews: m ? [withVertex(m, gesture.ref, gesture.to)] : [] };
      }
      if (gesture.kind === 'label' && dragged) return { ...base, label: { id: gesture.id, offset: gesture.offset } };
      if (gesture.kind === 'box' && dragged) {
        const mode = gesture.to.x >= gesture.from.x ? 'window' : 'crossing';
        return { ...base, box: { rect: rectFromCorners(gesture.from, gesture.to), mode } };
      }
      // No snap marker while selecting: picking uses the raw cursor.
      return { ...base, snap: null };
    }
    case 'count':
      // A symbol being boxed (« Chercher les similaires »): shown as a selection box is.
      return state.boxing?.from && cursor
        ? { ...base, box: { rect: rectFromCorners(state.boxing.from, cursor.point), mode: 'window' } }
        : base;
    case 'region':
      return state.from === null || !cursor ? base : { ...base, region: rectFromCorners(state.from, cursor.point) };
    case 'scale':
    case 'check': {
      if (state.from === null) return base;
      const points = cursor ? [state.from, cursor.point] : [state.from];
      return { ...base, shape: { tool: state.tool, points, placed: 1, closed: false } };
    }
    default: {
      if (state.points.length === 0) return base;
      const points = cursor ? [...state.points, cursor.point] : state.points;
      return {
        ...base,
        shape: { tool: state.tool, points, placed: state.points.length, closed: CLOSED_TOOLS.has(state.tool) },
      };
    }
  }
}
