/** A small world to replay tool events in: rows, a sheet, the measurements' index, snapping, the clock. Tests only. */
import { applyChanges, invert, stateFromRows, type Clipboard, type Command } from '../commands';
import { MeasurementIndex } from '../hitTest';
import { SegmentIndex } from '../snap';
import { handleToolEvent, initialTool } from '../tools';
import type { ToolDefaults, ToolEnv, ToolEvent, ToolId, ToolState, ToolStep } from '../tools/types';
import type { Localisation, Measurement, Point, SheetRow, TakeoffState } from '../types';
import { testContext } from './arbitraries';
import { project, sheet as sheetRow } from './fixtures';

export interface World {
  state: TakeoffState;
  sheetId: string;
  selection: readonly string[];
  clipboard: Clipboard | null;
  tool: ToolState;
  snapping: boolean;
  /** Every command committed, in order. */
  committed: Command[];
  steps: ToolStep[];
  segments: SegmentIndex | null;
  tolerance: number;
  ctx: ReturnType<typeof testContext>;
  /** The sheet's current localisation, given to new measurements (issue 24); undefined: none. */
  localisation?: Localisation;
  /** What new measurements get, over the defaults below (a session height, a bound variable). */
  defaults?: Partial<ToolDefaults>;
  /** Where the overlay would have drawn labels (the select tool drags them); absent: no labels. */
  labelAt?: ToolEnv['labelAt'];
  /** The part of the sheet in view (the keyboard's rectangles); absent: none. */
  view?: ToolEnv['view'];
}

export function world(
  options: {
    sheets?: SheetRow[];
    measurements?: Measurement[];
    tool?: ToolId;
    segments?: number[];
    tolerance?: number;
    defaults?: Partial<ToolDefaults>;
  } = {},
): World {
  const sheets = options.sheets ?? [sheetRow()];
  return {
    state: stateFromRows({
      projects: [project()],
      sheets,
      measurements: options.measurements ?? [],
      files: [],
    }),
    sheetId: sheets[0]?.id ?? 'sheet-1',
    selection: [],
    clipboard: null,
    tool: initialTool(options.tool ?? 'select'),
    snapping: true,
    committed: [],
    steps: [],
    segments: options.segments ? SegmentIndex.build(new Float32Array(options.segments)) : null,
    tolerance: options.tolerance ?? 4,
    ctx: testContext(),
    ...(options.defaults && { defaults: options.defaults }),
  };
}

const LABELS = { count: 'Comptage', length: 'Longueur', area: 'Surface', wallArea: 'Mur', volume: 'Volume' };

export function envOf(w: World): ToolEnv {
  const sheet = w.state.sheets.get(w.sheetId);
  if (!sheet) throw new Error(`No sheet ${w.sheetId}`);
  const measurements = [...w.state.measurements.values()].filter((m) => m.sheetId === sheet.id);
  return {
    state: w.state,
    sheet,
    index: MeasurementIndex.build(measurements),
    selection: w.selection,
    tolerance: w.tolerance,
    snap: (p) => (w.snapping && w.segments ? w.segments.snap(p, w.tolerance) : null),
    defaults: {
      color: 'blue',
      wallHeight: 2.5,
      thickness: 0.2,
      labelFor: (kind) => LABELS[kind],
      ...(w.localisation ? { localisation: w.localisation } : {}),
      ...w.defaults,
    },
    ctx: w.ctx,
    clipboard: w.clipboard,
    ...(w.labelAt ? { labelAt: w.labelAt } : {}),
    ...(w.view ? { view: w.view } : {}),
  };
}

/** Applies one event as the workspace does: commits the commands, takes the selection and the clipboard. */
export function send(w: World, event: ToolEvent): ToolStep {
  const step = handleToolEvent(w.tool, event, envOf(w));
  w.steps.push(step);
  w.tool = step.tool;
  for (const command of step.commands ?? []) {
    w.state = applyChanges(w.state, command.changes);
    w.committed.push(command);
  }
  if (step.selection) w.selection = step.selection;
  if (step.clipboard) w.clipboard = step.clipboard;
  if (step.toggleSnapping) w.snapping = !w.snapping;
  if (step.switchTo) w.tool = initialTool(step.switchTo);
  return step;
}

type Mods = { shift?: boolean; alt?: boolean; ctrl?: boolean };

const pointer = (type: 'down' | 'move' | 'up', point: Point, mods: Mods = {}): ToolEvent => ({
  type,
  point,
  button: type === 'move' ? -1 : 0,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
  ctrlKey: mods.ctrl ?? false,
});

export const move = (w: World, point: Point, mods?: Mods) => send(w, pointer('move', point, mods));
export const down = (w: World, point: Point, mods?: Mods) => send(w, pointer('down', point, mods));
export const up = (w: World, point: Point, mods?: Mods) => send(w, pointer('up', point, mods));

/** A click as a browser sends it: move there, press, release. Returns the press's step. */
export function click(w: World, point: Point, mods?: Mods): ToolStep {
  move(w, point, mods);
  const step = down(w, point, mods);
  up(w, point, mods);
  return step;
}

export function drag(w: World, from: Point, to: Point, mods?: Mods): void {
  move(w, from, mods);
  down(w, from, mods);
  move(w, { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }, mods);
  move(w, to, mods);
  up(w, to, mods);
}

export function key(w: World, k: string, mods: Mods = {}): ToolStep {
  return send(w, {
    type: 'key',
    key: k,
    shiftKey: mods.shift ?? false,
    altKey: mods.alt ?? false,
    ctrlKey: mods.ctrl ?? false,
  });
}

/** Undoes every committed command, last first, as the journal would. */
export function undoAll(w: World): TakeoffState {
  return [...w.committed].reverse().reduce((state, command) => applyChanges(state, invert(command).changes), w.state);
}

/** A value the test expects to be there. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}
