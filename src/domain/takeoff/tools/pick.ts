/**
 * The path tools' plan-element mode (F, issue 26): instead of drawing vertex by vertex, a click takes an element the
 * plan already draws — the room around the point for the area and volume tools (« remplissage »), the run of the
 * line under it for the length and wall tools. The tool makes no command: it asks the page (ToolRequest 'pick'),
 * whose selection worker finds the element and commits it as one measurement (routes/workspace/selection).
 *
 * - The pointer leads: the cursor is the raw point (no snapping: a snapped click would land on the ink itself), which
 *   the page previews the element under.
 * - By keyboard: the arrows move a probe (from the view's centre), Shift+arrow ten times as far; Entrée takes what is
 *   under it; Maj+Entrée as Shift+click.
 * - F again or Échap goes back to drawing by hand; an uncalibrated spot is refused as a drawing would be.
 */
import { scaleFor } from '../scale';
import type { Point } from '../types';
import type { PathToolState, PickToolId, ToolEnv, ToolEvent, ToolState, ToolStep } from './types';

/** The key that starts (and leaves) the plan-element mode of a path tool: the same as the count tool's boxing. */
export const PICK_KEY = 'f';

/** The tools that have the mode, and what they take: a room's floor, or a line's run. */
export const PICK_KIND: Readonly<Record<PickToolId, 'fill' | 'run'>> = {
  area: 'fill',
  volume: 'fill',
  length: 'run',
  wallArea: 'run',
};

export function isPickTool(tool: string): tool is PickToolId {
  return tool in PICK_KIND;
}

/** The probe's step for an arrow key, in tolerances (a few screen pixels each); Shift goes ten times as far. */
const PROBE_STEP = 3;

const ARROWS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const rawCursor = (point: Point) => ({ raw: point, point, snap: null, constrained: false });

/** Where the keyboard's probe starts: where it is, else the pointer, else the middle of the view. */
function probeOf(state: PathToolState, env: ToolEnv): Point | null {
  if (state.pick?.probe) return state.pick.probe;
  if (state.cursor) return state.cursor.raw;
  const view = env.view;
  return view ? { x: (view.minX + view.maxX) / 2, y: (view.minY + view.maxY) / 2 } : null;
}

function take(state: PathToolState, env: ToolEnv, point: Point, shift: boolean): ToolStep {
  const tool = state.tool;
  if (!isPickTool(tool)) return { tool: state, handled: false };
  if (scaleFor([point], env.sheet.scale) === null) {
    return { tool: state, notice: { code: 'uncalibrated' }, handled: true };
  }
  const { labelFor, ...defaults } = env.defaults;
  return {
    tool: state,
    request: { kind: 'pick', tool, point, shift, defaults: { ...defaults, label: labelFor(tool) } },
    handled: true,
  };
}

/** The path tool `state`, in its plan-element mode (`state.pick` set), given `event`. */
export function handlePick(state: PathToolState, event: ToolEvent, env: ToolEnv): ToolStep {
  switch (event.type) {
    case 'move':
      // The pointer takes over from the keyboard's probe.
      return { tool: { ...state, cursor: rawCursor(event.point), pick: { probe: null } }, handled: false };
    case 'leave':
      return { tool: { ...state, cursor: state.pick?.probe ? state.cursor : null }, handled: false };
    case 'up':
    case 'cancel':
      return { tool: state, handled: false };
    case 'down': {
      if (event.button !== 0) return { tool: state, handled: false };
      const next = { ...state, cursor: rawCursor(event.point), pick: { probe: null } };
      return take(next, env, event.point, event.shiftKey);
    }
    case 'key': {
      if (event.ctrlKey || event.altKey) return { tool: state, handled: false };
      const arrow = ARROWS[event.key];
      if (arrow) {
        const from = probeOf(state, env);
        if (!from) return { tool: state, handled: false };
        const step = env.tolerance * PROBE_STEP * (event.shiftKey ? 10 : 1);
        const probe = { x: from.x + arrow.x * step, y: from.y + arrow.y * step };
        return { tool: { ...state, cursor: rawCursor(probe), pick: { probe } }, handled: true };
      }
      if (event.key === 'Enter') {
        const at = probeOf(state, env);
        if (!at) return { tool: state, handled: false };
        return take({ ...state, cursor: rawCursor(at), pick: { probe: at } }, env, at, event.shiftKey);
      }
      if (event.key === 'Escape' || (event.key.toLowerCase() === PICK_KEY && !event.shiftKey)) {
        const { pick: _pick, ...drawing } = state;
        return { tool: drawing, handled: true };
      }
      return { tool: state, handled: false };
    }
  }
}

/** The path tool `tool` in its plan-element mode. */
export function pickingPathTool(tool: PickToolId): PathToolState {
  return { tool, points: [], cursor: null, pick: { probe: null } };
}

/** The keys that move the keyboard's probe. */
const PROBE_KEYS: ReadonlySet<string> = new Set(Object.keys(ARROWS));

/**
 * Whether `key` goes to the tool before the viewer: the arrows while a path tool is in its plan-element mode with
 * nothing drawn (they move the probe; otherwise the viewer pans with them).
 */
export function takesKey(state: ToolState, key: string): boolean {
  return PROBE_KEYS.has(key) && 'pick' in state && state.pick !== undefined && state.points.length === 0;
}
