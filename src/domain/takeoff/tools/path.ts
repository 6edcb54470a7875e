/**
 * The tools that draw vertex by vertex: length (polyline), area (polygon), wall area (polyline × height), volume
 * (polygon × thickness) and deduction (a hole cut into an existing area or volume).
 *
 * - A main-button press places a vertex where the cursor resolves (snap, Shift constraint: ./cursor.ts).
 * - A press on the first vertex closes the shape (a polygon; a closed length or wall, such as a room's perimeter),
 *   once there are three vertices.
 * - A press on the last vertex finishes the shape: the second press of a double click lands there, so a double click
 *   ends a polyline without any timing rule.
 * - Enter finishes, Backspace removes the last vertex, Escape drops the draft (on an empty draft: back to selecting).
 * - Length, area, wall area and volume need a scale where the first vertex goes: on an uncalibrated sheet the press
 *   is refused with the reason, and nothing is drawn that could not be measured.
 */
import { last } from '../arrays';
import { createMeasurement, updateMeasurement, type Command, type MeasurementDraft } from '../commands';
import { CommandError } from '../errors';
import { pointInPolygon, pointInRing, withoutRepeatedVertices } from '../geometry';
import { MIN_VERTICES, type Measurement, type Point, type Ring } from '../types';
import { followPointer, isNear, resolveCursor, scaleAt } from './cursor';
import { refusal } from './notices';
import { handlePick, isPickTool, PICK_KEY } from './pick';
import type { PathToolId, PathToolState, ToolEnv, ToolEvent, ToolStep } from './types';

export function initialPathTool(tool: PathToolId): PathToolState {
  return { tool, points: [], cursor: null };
}

const CLOSES: Readonly<Record<PathToolId, 'always' | 'optional'>> = {
  area: 'always',
  volume: 'always',
  deduction: 'always',
  length: 'optional',
  wallArea: 'optional',
};

/** Vertices a shape of this tool needs before it can be finished. */
export function minimumVertices(tool: PathToolId): number {
  return tool === 'deduction' ? 3 : MIN_VERTICES[tool];
}

function draftOf(tool: Exclude<PathToolId, 'deduction'>, points: readonly Point[], closed: boolean, env: ToolEnv) {
  const base = {
    projectId: env.sheet.projectId,
    sheetId: env.sheet.id,
    label: env.defaults.labelFor(tool),
    color: env.defaults.color,
    ...(env.defaults.localisation ? { localisation: env.defaults.localisation } : {}),
  };
  const ring = withoutRepeatedVertices(points);
  switch (tool) {
    case 'length':
      return { ...base, kind: 'length', points: ring, closed } satisfies MeasurementDraft;
    case 'wallArea':
      return {
        ...base,
        kind: 'wallArea',
        points: ring,
        closed,
        height: env.defaults.wallHeight,
        ...(env.defaults.wallHeightVariable !== undefined && { heightVariable: env.defaults.wallHeightVariable }),
        openings: [],
      } satisfies MeasurementDraft;
    case 'area':
      return { ...base, kind: 'area', points: ring, holes: [] } satisfies MeasurementDraft;
    case 'volume':
      return {
        ...base,
        kind: 'volume',
        points: ring,
        holes: [],
        thickness: env.defaults.thickness,
      } satisfies MeasurementDraft;
  }
}

type Surface = Extract<Measurement, { holes: readonly Ring[] }>;

/**
 * The surface a deduction is cut from: an area or volume of this sheet that holds every vertex of the hole (its edge
 * counts), the selected ones first, then the smallest — a void drawn inside a room is the room's, not the storey's.
 */
export function deductionTarget(hole: Ring, env: ToolEnv): Surface | null {
  const first = hole[0];
  if (!first) return null;
  const selected = new Set(env.selection);
  const candidates = env.index
    .hitTestAll(first, env.tolerance)
    .map((id) => env.state.measurements.get(id))
    .filter((m): m is Surface => m !== undefined && (m.kind === 'area' || m.kind === 'volume'))
    .filter((m) => m.sheetId === env.sheet.id)
    .filter((m) => hole.every((p) => pointInPolygon(p, m.points) !== 'outside'))
    // A hole inside an existing hole would be a deduction of nothing.
    .filter((m) => !m.holes.some((h) => pointInRing(first, h) === 'inside'));
  return candidates.find((m) => selected.has(m.id)) ?? candidates[0] ?? null;
}

function finish(state: PathToolState, env: ToolEnv, closed: boolean): ToolStep {
  const empty: PathToolState = { ...state, points: [] };
  const ring = withoutRepeatedVertices(state.points);
  if (ring.length < minimumVertices(state.tool)) {
    return { tool: state, notice: { code: 'tooFewVertices' }, handled: true };
  }
  try {
    if (state.tool === 'deduction') {
      const target = deductionTarget(ring, env);
      if (!target) return { tool: empty, notice: { code: 'noSurface' }, handled: true };
      const command = updateMeasurement(env.state, target.id, { holes: [...target.holes, ring] }, env.ctx);
      return { tool: empty, commands: [command], selection: [target.id], handled: true };
    }
    const command: Command = createMeasurement(draftOf(state.tool, ring, closed, env), env.ctx);
    const created = command.changes[0]?.id;
    return { tool: empty, commands: [command], selection: created ? [created] : [], handled: true };
  } catch (error) {
    if (error instanceof CommandError) return { tool: empty, notice: refusal(error), handled: true };
    throw error;
  }
}

export function handlePathTool(state: PathToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  const { points } = state;
  if (state.pick && points.length === 0) return handlePick(state, event, env);
  const previous = points.length > 0 ? last(points) : null;
  switch (event.type) {
    case 'move':
    case 'leave':
    case 'cancel':
    case 'up':
      return followPointer(state, event, env, previous);
    case 'down': {
      if (event.button !== 0) return followPointer(state, event, env, previous);
      const cursor = resolveCursor(event, env, previous);
      const at = cursor.point;
      const withCursor = { ...state, cursor };
      if (points.length === 0) {
        if (scaleAt([at], env) === null) return { tool: withCursor, notice: { code: 'uncalibrated' }, handled: true };
        return { tool: { ...withCursor, points: [at] }, handled: true };
      }
      const first = points[0] as Point;
      if (points.length >= 3 && isNear(at, first, env)) {
        return finish(withCursor, env, true);
      }
      if (previous && isNear(at, previous, env)) {
        // The second press of a double click, or a press on the vertex just placed.
        if (points.length >= minimumVertices(state.tool)) {
          return finish(withCursor, env, CLOSES[state.tool] === 'always');
        }
        return { tool: withCursor, handled: true };
      }
      return { tool: { ...withCursor, points: [...points, at] }, handled: true };
    }
    case 'key': {
      if (event.ctrlKey || event.altKey) return { tool: state, handled: false };
      switch (event.key) {
        case 'Enter':
          if (points.length === 0) return { tool: state, handled: false };
          return finish(state, env, CLOSES[state.tool] === 'always');
        case 'Escape':
          if (points.length === 0) return { tool: state, switchTo: 'select', handled: true };
          return { tool: { ...state, points: [] }, handled: true };
        case 'Backspace':
        case 'Delete':
          if (points.length === 0) return { tool: state, handled: false };
          return { tool: { ...state, points: points.slice(0, -1) }, handled: true };
        default:
          // F: the plan's own elements (./pick.ts), from an empty draft.
          if (
            event.key.toLowerCase() === PICK_KEY &&
            !event.shiftKey &&
            points.length === 0 &&
            isPickTool(state.tool)
          ) {
            return { tool: { ...state, pick: { probe: null } }, handled: true };
          }
          return { tool: state, handled: false };
      }
    }
  }
}
