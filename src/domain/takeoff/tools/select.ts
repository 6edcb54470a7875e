/**
 * The select tool: pick, box, move, and edit vertices.
 *
 * - Press on a measurement: selects it (Ctrl/Cmd: adds or removes it instead); dragging then moves the whole
 *   selection, Shift keeping the move horizontal, vertical or diagonal. A press on an already selected measurement
 *   keeps the selection, so several can be moved together.
 * - Press on a vertex of a selected measurement and drag: moves that vertex, snapping to the plan.
 * - Alt + press on a vertex of a selected measurement removes it; on one of its edges, adds a vertex there.
 * - Press on nothing and drag: a selection box. Left to right selects what lies entirely inside (window), right to
 *   left what the box touches (crossing), as in CAD tools. A press on nothing without a drag clears the selection.
 * - Press on a measurement's label and drag: moves the label alone (./label.ts); its shape stays.
 * - Escape drops a gesture under way, else the selection.
 *
 * A press and release that stays within half the tolerance is a click: it never moves anything, so a shaky click
 * does not journal a move of 0.2 pt.
 */
import { after, at } from '../arrays';
import { insertVertex, moveMeasurements, moveVertex, removeVertex, type VertexRef } from '../commands';
import { CommandError } from '../errors';
import { closestPointOnSegment, distance, rectFromCorners } from '../geometry';
import { constrainAngle } from '../snap';
import type { Measurement, Point } from '../types';
import { resolveCursor } from './cursor';
import { dragLabel, pressLabel, releaseLabel } from './label';
import { refusal } from './notices';
import type { SelectToolState, ToolEnv, ToolEvent, ToolPointerEvent, ToolStep } from './types';

export function initialSelectTool(): SelectToolState {
  return { tool: 'select', gesture: { kind: 'idle' }, dragged: false, cursor: null };
}

/** The rings a measurement draws, each with whether its closing edge exists. */
export function ringsOf(m: Measurement): { ring: readonly Point[]; hole?: number; closed: boolean }[] {
  switch (m.kind) {
    case 'count':
      return [{ ring: m.points, closed: false }];
    case 'length':
    case 'wallArea':
      return [{ ring: m.points, closed: m.closed }];
    case 'area':
    case 'volume':
      return [{ ring: m.points, closed: true }, ...m.holes.map((ring, hole) => ({ ring, hole, closed: true }))];
  }
}

const refOf = (index: number, hole: number | undefined): VertexRef =>
  hole === undefined ? { index } : { index, hole };

/** A place on a selected measurement: one of its vertices, or the vertex an insertion on an edge would become. */
interface SelectedPlace {
  readonly id: string;
  readonly ref: VertexRef;
  readonly point: Point;
}

/**
 * The nearest, within the tolerance, of the places `visit` offers on each of `ids`' measurements (the first offered
 * wins a tie).
 */
function nearestSelected(
  env: ToolEnv,
  ids: readonly string[],
  visit: (m: Measurement, offer: (ref: VertexRef, point: Point, d: number) => void) => void,
): SelectedPlace | null {
  let best: (SelectedPlace & { d: number }) | null = null;
  for (const id of ids) {
    const m = env.state.measurements.get(id);
    if (!m) continue;
    visit(m, (ref, point, d) => {
      if (d <= env.tolerance && (!best || d < best.d)) best = { id, ref, point, d };
    });
  }
  if (!best) return null;
  const { id, ref, point } = best;
  return { id, ref, point };
}

/** The vertex of one of `ids` nearest to `p` within the tolerance. */
export function selectedVertexAt(p: Point, env: ToolEnv, ids: readonly string[]): SelectedPlace | null {
  return nearestSelected(env, ids, (m, offer) => {
    for (const { ring, hole } of ringsOf(m)) {
      ring.forEach((q, index) => offer(refOf(index, hole), q, distance(p, q)));
    }
  });
}

/** The edge of one of `ids` nearest to `p` within the tolerance, as the vertex an insertion there would become. */
export function selectedEdgeAt(p: Point, env: ToolEnv, ids: readonly string[]): SelectedPlace | null {
  return nearestSelected(env, ids, (m, offer) => {
    if (m.kind === 'count') return;
    for (const { ring, hole, closed } of ringsOf(m)) {
      const edges = closed && ring.length > 2 ? ring.length : ring.length - 1;
      for (let i = 0; i < edges; i++) {
        const hit = closestPointOnSegment(p, at(ring, i), after(ring, i));
        offer(refOf(i + 1, hole), hit.point, hit.distance);
      }
    }
  });
}

const idle = (state: SelectToolState): SelectToolState => ({ ...state, gesture: { kind: 'idle' }, dragged: false });

function attempt(state: SelectToolState, build: () => ToolStep): ToolStep {
  try {
    return build();
  } catch (error) {
    if (error instanceof CommandError) return { tool: idle(state), notice: refusal(error), handled: true };
    throw error;
  }
}

function press(state: SelectToolState, p: Point, ctrlKey: boolean, altKey: boolean, env: ToolEnv): ToolStep {
  const base = { ...idle(state), cursor: { raw: p, point: p, snap: null, constrained: false } };
  if (altKey) {
    const vertex = selectedVertexAt(p, env, env.selection);
    if (vertex) {
      return attempt(state, () => ({
        tool: base,
        commands: [removeVertex(env.state, vertex.id, vertex.ref, env.ctx)],
        handled: true,
      }));
    }
    const edge = selectedEdgeAt(p, env, env.selection);
    if (edge) {
      return attempt(state, () => ({
        tool: base,
        commands: [insertVertex(env.state, edge.id, edge.ref, edge.point, env.ctx)],
        handled: true,
      }));
    }
    return { tool: base, handled: true };
  }
  const vertex = ctrlKey ? null : selectedVertexAt(p, env, env.selection);
  if (vertex) {
    return {
      tool: {
        ...base,
        gesture: { kind: 'vertex', id: vertex.id, ref: vertex.ref, origin: vertex.point, to: vertex.point },
      },
      handled: true,
    };
  }
  // A label lies over its shape and the plan: a press on it takes the label (and selects its measurement).
  const label = ctrlKey ? null : (env.labelAt?.(p) ?? null);
  if (label) {
    const isSelected = env.selection.includes(label.id);
    return {
      tool: { ...base, gesture: pressLabel(label, p) },
      ...(isSelected && env.selection.length === 1 ? {} : { selection: [label.id] }),
      handled: true,
    };
  }
  const hit = env.index.hitTest(p, env.tolerance);
  if (hit !== null) {
    const isSelected = env.selection.includes(hit);
    if (ctrlKey) {
      const selection = isSelected ? env.selection.filter((id) => id !== hit) : [...env.selection, hit];
      return { tool: base, selection, handled: true };
    }
    const ids = isSelected ? env.selection : [hit];
    return {
      tool: { ...base, gesture: { kind: 'move', ids, origin: p, offset: { x: 0, y: 0 } } },
      ...(isSelected ? {} : { selection: ids }),
      handled: true,
    };
  }
  return { tool: { ...base, gesture: { kind: 'box', from: p, to: p, additive: ctrlKey } }, handled: true };
}

function drag(state: SelectToolState, event: ToolPointerEvent, env: ToolEnv): ToolStep {
  const { gesture } = state;
  const p = event.point;
  const cursor = { raw: p, point: p, snap: null, constrained: false };
  const threshold = env.tolerance / 2;
  switch (gesture.kind) {
    case 'idle':
      return { tool: { ...state, cursor }, handled: false };
    case 'move': {
      const target = event.shiftKey ? constrainAngle(gesture.origin, p) : p;
      const offset = { x: target.x - gesture.origin.x, y: target.y - gesture.origin.y };
      const dragged = state.dragged || distance(gesture.origin, p) > threshold;
      return { tool: { ...state, cursor, dragged, gesture: { ...gesture, offset } }, handled: true };
    }
    case 'vertex': {
      const resolved = resolveCursor(event, env, gesture.origin);
      const dragged = state.dragged || distance(gesture.origin, p) > threshold;
      return {
        tool: { ...state, cursor: resolved, dragged, gesture: { ...gesture, to: resolved.point } },
        handled: true,
      };
    }
    case 'label':
      return { tool: { ...dragLabel(state, gesture, p, env), cursor }, handled: true };
    case 'box': {
      const dragged = state.dragged || distance(gesture.from, p) > threshold;
      return { tool: { ...state, cursor, dragged, gesture: { ...gesture, to: p } }, handled: true };
    }
  }
}

function release(state: SelectToolState, env: ToolEnv): ToolStep {
  const { gesture, dragged } = state;
  const done = idle(state);
  switch (gesture.kind) {
    case 'idle':
      return { tool: done, handled: false };
    case 'move': {
      const { x, y } = gesture.offset;
      if (!dragged || (x === 0 && y === 0)) return { tool: done, handled: true };
      return attempt(state, () => ({
        tool: done,
        commands: [moveMeasurements(env.state, gesture.ids, x, y, env.ctx)],
        handled: true,
      }));
    }
    case 'vertex':
      if (!dragged || distance(gesture.origin, gesture.to) === 0) return { tool: done, handled: true };
      return attempt(state, () => ({
        tool: done,
        commands: [moveVertex(env.state, gesture.id, gesture.ref, gesture.to, env.ctx)],
        handled: true,
      }));
    case 'label':
      return attempt(state, () => releaseLabel(state, gesture, env, done));
    case 'box': {
      if (!dragged) return { tool: done, selection: gesture.additive ? env.selection : [], handled: true };
      const mode = gesture.to.x >= gesture.from.x ? 'window' : 'crossing';
      const found = env.index.inBox(rectFromCorners(gesture.from, gesture.to), mode);
      const selection = gesture.additive ? [...new Set([...env.selection, ...found])] : found;
      return { tool: done, selection, handled: true };
    }
  }
}

export function handleSelectTool(state: SelectToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  switch (event.type) {
    case 'down':
      if (event.button !== 0) return { tool: state, handled: false };
      return press(state, event.point, event.ctrlKey, event.altKey, env);
    case 'move':
      return drag(state, event, env);
    case 'up':
      if (event.button !== 0) return { tool: state, handled: false };
      return release(state, env);
    case 'cancel':
      return { tool: idle(state), handled: state.gesture.kind !== 'idle' };
    case 'leave':
      return { tool: state.gesture.kind === 'idle' ? { ...state, cursor: null } : state, handled: false };
    case 'key':
      if (event.key !== 'Escape' || event.ctrlKey || event.altKey) return { tool: state, handled: false };
      if (state.gesture.kind !== 'idle') return { tool: idle(state), handled: true };
      if (env.selection.length > 0) return { tool: state, selection: [], handled: true };
      return { tool: state, handled: false };
  }
}
