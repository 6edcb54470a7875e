/**
 * The measuring and editing tools as pure logic: pointer and key events in sheet coordinates go in, with the rows and
 * the settings they act on (the environment); the tool's next state and its effects come out — commands to journal, a
 * new selection, a request for the user (the real distance of a calibration), a refusal to explain. No React, no
 * database, no clock: the same events on the same rows give the same commands, which is what the tests replay.
 *
 * What the user sees while drawing (the draft, the snap marker, the live readout) is derived from the tool's state by
 * ./draft.ts and ./readout.ts, so the overlay and the readout never disagree with what a click will commit.
 */
import type { Clipboard, Command, CommandContext, VertexRef } from '../commands';
import type { MeasurementIndex } from '../hitTest';
import type { SnapResult } from '../snap';
import type { Localisation, MeasurementKind, PaletteKey, Point, Rect, SheetRow, TakeoffState } from '../types';

/** Every tool, with the shortcut the workspace gives it (see TOOL_SHORTCUTS). */
export const TOOL_IDS = [
  'select',
  'count',
  'length',
  'area',
  'deduction',
  'wallArea',
  'volume',
  'scale',
  'check',
  'region',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** The tools that draw a polyline or a polygon vertex by vertex. */
export type PathToolId = 'length' | 'area' | 'deduction' | 'wallArea' | 'volume';

/** A key without Ctrl or Alt: `key` lower-cased, with or without Shift. */
export interface ToolChord {
  readonly key: string;
  readonly shift?: boolean;
}

/**
 * The tools' keys, as the workspace's shortcut table lists them (domain/takeoff/shortcuts.ts on the panels' side):
 * letters by `key`, so they follow the letter printed on an AZERTY key.
 */
export const TOOL_SHORTCUTS: Readonly<Record<ToolId, ToolChord>> = {
  select: { key: 'v' },
  count: { key: 'c' },
  length: { key: 'l' },
  area: { key: 's' },
  deduction: { key: 'd' },
  wallArea: { key: 'm' },
  volume: { key: 'e' },
  scale: { key: 'k' },
  check: { key: 'k', shift: true },
  region: { key: 'z' },
};

/** The keys that turn snapping off and on again. */
export const SNAP_TOGGLE_KEYS: readonly string[] = ['a', 'F3'];

/** Tools that need a scale where they are used: all but counting, selecting and calibrating itself. */
export const NEEDS_SCALE: ReadonlySet<ToolId> = new Set(['length', 'area', 'deduction', 'wallArea', 'volume', 'check']);

/** The kind of measurement each drawing tool creates. */
export const KIND_OF_TOOL: Readonly<Partial<Record<ToolId, MeasurementKind>>> = {
  count: 'count',
  length: 'length',
  area: 'area',
  wallArea: 'wallArea',
  volume: 'volume',
};

export interface ToolPointerEvent {
  readonly type: 'down' | 'move' | 'up' | 'cancel' | 'leave';
  /** The cursor in sheet space (PDF points, y down), before snapping. */
  readonly point: Point;
  /** 0 main, 1 middle, 2 secondary; -1 for a move. */
  readonly button: number;
  /** Constrains to 0/45/90° while drawing or moving. */
  readonly shiftKey: boolean;
  /** With the select tool: adds or removes a vertex. */
  readonly altKey: boolean;
  /** Ctrl or Cmd: adds to / removes from the selection. */
  readonly ctrlKey: boolean;
}

export interface ToolKeyEvent {
  readonly type: 'key';
  /** `KeyboardEvent.key`. */
  readonly key: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** Ctrl or Cmd. */
  readonly ctrlKey: boolean;
}

export type ToolEvent = ToolPointerEvent | ToolKeyEvent;

/** What a new measurement gets when it is created. */
export interface ToolDefaults {
  readonly color: PaletteKey;
  /** Metres: the measurement session's height (hauteur sous plafond), 2.5 m unless the user changed it. */
  readonly wallHeight: number;
  /** The variable a new wall's height follows (HSP); `wallHeight` is then that variable's value now. */
  readonly wallHeightVariable?: string | undefined;
  /** Metres, for volumes. */
  readonly thickness: number;
  /** The label of a new measurement of a kind (« Longueur 3 »): words are the caller's, not the model's. */
  readonly labelFor: (kind: MeasurementKind) => string;
  /** The sheet's current localisation (issue 24), given to every new measurement; absent: none. */
  readonly localisation?: Localisation;
}

/** Everything a tool reads besides its own state. */
export interface ToolEnv {
  /** The project's rows (the command builders read them). */
  readonly state: TakeoffState;
  /** The sheet being worked on (its scales are in `sheet.scale`). */
  readonly sheet: SheetRow;
  /** The sheet's measurements, indexed for picking. */
  readonly index: MeasurementIndex;
  /** Ids of the selected measurements. */
  readonly selection: readonly string[];
  /**
   * Sheet units within which a click hits a vertex, a stroke or the first point of a polygon: a few screen pixels
   * divided by the zoom. Also the drag threshold (half of it) and the duplicate offset (twice it).
   */
  readonly tolerance: number;
  /** The snap for a cursor position, or null (snapping off, a scan, nothing near). */
  readonly snap: (point: Point) => SnapResult | null;
  readonly defaults: ToolDefaults;
  readonly ctx: CommandContext;
  /** What Ctrl+C copied last (from this or another sheet). */
  readonly clipboard: Clipboard | null;
  /**
   * The part of the sheet in view (sheet units), clipped to the page: the region tool's keyboard path frames a
   * detail by zooming and panning, then Enter takes what is shown. Absent where there is no view (tests, the readout).
   */
  readonly view?: Rect | null;
  /**
   * The measurement label shown under a point of the sheet, if any (the overlay knows where it placed them at this
   * zoom). Absent where no label is drawn (tests, labels hidden): the select tool then picks shapes only.
   */
  readonly labelAt?: (point: Point) => LabelHit | null;
}

/** A label on the plan, found under the pointer: whose, where it hangs from, and where its box's centre is now. */
export interface LabelHit {
  readonly id: string;
  readonly anchor: Point;
  readonly center: Point;
}

/** Where the cursor is once snapping and the Shift constraint are applied, and how it got there. */
export interface Cursor {
  readonly raw: Point;
  readonly point: Point;
  readonly snap: SnapResult | null;
  readonly constrained: boolean;
}

export interface PathToolState {
  readonly tool: PathToolId;
  /** Vertices placed so far. */
  readonly points: readonly Point[];
  readonly cursor: Cursor | null;
  /**
   * The plan's own elements (F, issue 26; ./pick.ts): the area and volume tools take a room's floor in one click
   * (« remplissage »), the length and wall tools a drawn line's run. `probe` is the keyboard's point (the arrows move
   * it, Entrée takes it); null while the pointer leads. Absent: the tool draws vertex by vertex.
   */
  readonly pick?: { readonly probe: Point | null };
}

/** The path tools that can take a plan element (not the deduction, which cuts into a surface). */
export type PickToolId = Exclude<PathToolId, 'deduction'>;

export interface CountToolState {
  readonly tool: 'count';
  /** The count measurement the next click adds a point to; null: the next click starts a new one. */
  readonly targetId: string | null;
  readonly cursor: Cursor | null;
  /**
   * « Chercher les similaires » (F, issue 25): the next rectangle boxes a symbol instead of counting a point. `from`
   * is its first corner (a press, or a click of a click-click rectangle); absent: the tool counts.
   */
  readonly boxing?: { readonly from: Point | null; readonly dragging: boolean };
}

export interface TwoPointToolState {
  readonly tool: 'scale' | 'check';
  readonly from: Point | null;
  readonly cursor: Cursor | null;
}

export type SelectGesture =
  | { readonly kind: 'idle' }
  /** The pointer is down on a measurement: a drag moves the selection, a release without a drag only selects. */
  | { readonly kind: 'move'; readonly ids: readonly string[]; readonly origin: Point; readonly offset: Point }
  | {
      readonly kind: 'vertex';
      readonly id: string;
      readonly ref: VertexRef;
      readonly origin: Point;
      readonly to: Point;
    }
  | { readonly kind: 'box'; readonly from: Point; readonly to: Point; readonly additive: boolean }
  /**
   * The pointer went down on a measurement's label (./label.ts): `start` is the label's offset from its anchor when
   * pressed, `offset` where the drag has it now.
   */
  | {
      readonly kind: 'label';
      readonly id: string;
      readonly origin: Point;
      readonly start: Point;
      readonly offset: Point;
    };

export interface SelectToolState {
  readonly tool: 'select';
  readonly gesture: SelectGesture;
  /** Whether the pointer went further than the drag threshold since it went down. */
  readonly dragged: boolean;
  readonly cursor: Cursor | null;
}

/**
 * A scale region under way: a rectangle from `from` to the cursor. `dragging` while the main button is held since
 * the first corner: a release far enough away finishes the rectangle (press-drag-release); a release in place leaves
 * the first corner set for a second click (click-click).
 */
export interface RegionToolState {
  readonly tool: 'region';
  readonly from: Point | null;
  readonly dragging: boolean;
  readonly cursor: Cursor | null;
}

export type ToolState = PathToolState | CountToolState | TwoPointToolState | SelectToolState | RegionToolState;

/** Something the tool needs the user to answer before it can make a command. */
export type ToolRequest =
  /** Two points picked on a printed dimension: ask its real length, then set the scale. */
  | { readonly kind: 'calibrate'; readonly from: Point; readonly to: Point }
  /** Two points picked on a printed dimension with a scale set: ask the printed value, show the deviation. */
  | { readonly kind: 'check'; readonly from: Point; readonly to: Point }
  /** A rectangle drawn with the region tool: ask for its scale, then create the region with it (one command). */
  | { readonly kind: 'region'; readonly rect: Rect }
  /**
   * A symbol boxed with the count tool (issue 25): search the sheet for similar ones, their proposals going to the
   * count `targetId` (a variant's template), or to a new count when null.
   */
  | { readonly kind: 'countBox'; readonly rect: Rect; readonly targetId: string | null }
  /**
   * A click (or Entrée on the probe) in a path tool's plan-element mode (issue 26): take the room around `point`
   * (area, volume) or the run of the line under it (length, wall area). `shift`: with a fill, add to the rooms taken
   * together; with a run, carry on across junctions.
   */
  | {
      readonly kind: 'pick';
      readonly tool: PickToolId;
      readonly point: Point;
      readonly shift: boolean;
      /** What the new measurement gets (the tool's defaults now: label, colour, height, thickness, localisation). */
      readonly defaults: PickDefaults;
    };

/** A tool's defaults as a picked element takes them (ToolDefaults, its label for the tool's kind resolved). */
export type PickDefaults = Omit<ToolDefaults, 'labelFor'> & { readonly label: string };

/** Why an event did nothing, for the UI to say in French (codes of ./../errors.ts and the tools' own). */
export type ToolNoticeCode =
  /** A length, area or volume tool used where the sheet has no scale. */
  | 'uncalibrated'
  /** A calibration's two points are too close together. */
  | 'pointsTooClose'
  /** A shape finished with too few vertices. */
  | 'tooFewVertices'
  /** A deduction drawn outside every area and volume. */
  | 'noSurface'
  /** Paste with an empty clipboard. */
  | 'emptyClipboard'
  /** A scale region narrower or lower than MIN_REGION_SPAN: a slip of the mouse, not a detail. */
  | 'regionTooSmall'
  /** A symbol's box a few points wide (a click-click box on one spot). */
  | 'countBoxTooSmall'
  /** A refusal of the command builders (CommandError codes). */
  | 'scaleMismatch'
  | 'invalidPatch'
  | 'vertexOutOfRange'
  | 'emptySelection'
  | 'missingRow'
  | 'nothingToDo';

export interface ToolNotice {
  readonly code: ToolNoticeCode;
}

/** What one event did. Fields other than `tool` are present only when the event produced them. */
export interface ToolStep {
  readonly tool: ToolState;
  /** To commit in order, each as one journal entry (one undo step). */
  readonly commands?: readonly Command[];
  /** The selection after the commands (the new measurement, the pasted copies, nothing after a deletion). */
  readonly selection?: readonly string[];
  readonly request?: ToolRequest;
  readonly notice?: ToolNotice;
  /** Ctrl+C: what to keep for a paste. */
  readonly clipboard?: Clipboard;
  /** Ctrl+Z / Ctrl+Y and their variants: the journal's, not a tool's. */
  readonly history?: 'undo' | 'redo';
  /** The tool asked for another one (Escape on an empty draft goes back to selecting). */
  readonly switchTo?: ToolId;
  /** Snapping key. */
  readonly toggleSnapping?: true;
  /** The event was used: the caller stops its default action (the browser's Ctrl+D bookmark…). */
  readonly handled: boolean;
}
