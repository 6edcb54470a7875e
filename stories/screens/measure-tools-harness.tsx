/**
 * A stand-in for the plan viewer, for the tools' stories: a static drawing (walls and a printed dimension, drawn with
 * theme colours) at one CSS pixel per point, the overlay drawn over it by the real drawOverlay, the tools' real
 * controllers, a local journal for Ctrl+Z / Ctrl+Y, the live readout and the measurements as a table. No PDF, no
 * database: what the stories check is the tools, the overlay and the readout.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  addScaleRegion,
  applyChanges,
  invert,
  stateFromRows,
  type Clipboard,
  type Command,
} from '../../src/domain/takeoff/commands';
import { rectToRing } from '../../src/domain/takeoff/geometry';
import { regionRing } from '../../src/domain/takeoff/scale';
import { regionsFr } from '../../src/i18n/regions.fr';
import { MeasurementIndex } from '../../src/domain/takeoff/hitTest';
import { quantityOnSheet } from '../../src/domain/takeoff/quantity';
import { SegmentIndex } from '../../src/domain/takeoff/snap';
import { draftOf, handleToolEvent, initialTool, readoutOf } from '../../src/domain/takeoff/tools';
import type { ToolEnv, ToolEvent, ToolId, ToolNoticeCode, ToolState } from '../../src/domain/takeoff/tools/types';
import type {
  IsoDateTime,
  Measurement,
  PaletteKey,
  Point,
  Rect,
  Scale,
  SheetRow,
  TakeoffState,
} from '../../src/domain/takeoff/types';
import { filledDraft, runDraft } from '../../src/domain/selection/drafts';
import { fillRegion } from '../../src/domain/selection/fill';
import { prepareFromVectors } from '../../src/domain/selection/prepare';
import { followRun } from '../../src/domain/selection/runs';
import {
  EMPTY_SESSION,
  releasePending,
  roomCovers,
  roomFound,
  type PickSession,
} from '../../src/domain/selection/session';
import type { PickStatus, PreparedSheet, RunFace } from '../../src/domain/selection/types';
import { takePlanElements } from '../../src/domain/takeoff/commands';
import { isPickTool, PICK_KIND } from '../../src/domain/takeoff/tools/pick';
import { formatQuantity } from '../../src/i18n/numbers';
import { drawPickMarks, PickControls, type PickShape } from '../../src/screens/Workspace/Selection';
import { toolsFr } from '../../src/i18n/tools.fr';
import { workspaceFr } from '../../src/i18n/workspace.fr';
import { computedStyleReader, drawOverlay, readOverlayTheme } from '../../src/screens/Workspace/Overlay';
import { ScaleDialog } from '../../src/screens/Workspace/Measure';
import { MeasureReadout } from '../../src/screens/Workspace/Readout';
import { nextRegionLabel, regionOverlayLabel } from '../../src/screens/Workspace/Regions';
import { vars } from '../../src/theme';

export const SHEET_WIDTH = 720;
export const SHEET_HEIGHT = 440;

type Line = readonly [x1: number, y1: number, x2: number, y2: number];

/** A closed rectangle from (left, top) to (right, bottom) as its four sides, clockwise from the top one. */
const rectangle = (left: number, top: number, right: number, bottom: number): Line[] => [
  [left, top, right, top],
  [right, top, right, bottom],
  [right, bottom, left, bottom],
  [left, bottom, left, top],
];

/** The drawing: x1, y1, x2, y2 per line, in points. Walls of two rooms, a door gap, a printed dimension of 6,40 m. */
export const PLAN_LINES: readonly Line[] = [
  // Outer walls.
  ...rectangle(40, 40, 680, 360),
  // Partition with a door gap between y = 180 and y = 240.
  [360, 40, 360, 180],
  [360, 240, 360, 360],
  // Stairwell in the right-hand room.
  ...rectangle(480, 120, 580, 220),
  // The printed dimension line and its ticks.
  [40, 400, 680, 400],
  [40, 390, 40, 410],
  [680, 390, 680, 410],
];

export const DIMENSION_TEXT = '6,40';

/**
 * The plan-element stories' drawing (issue 26): walls drawn as their two faces, 20 cm thick, as a CAD plan draws
 * them; two rooms of 3,00 × 3,00 m inside, a partition with a 90 cm door, a 1 × 1 m stairwell in the right-hand one.
 */
export const ROOM_LINES: readonly Line[] = [
  // Outer walls: their outer and inner faces.
  ...rectangle(30, 30, 690, 370),
  ...rectangle(50, 50, 670, 350),
  // The partition's two faces, from the inner face of the outer wall, cut by the door (y 170 to 260), its jambs.
  [350, 50, 350, 170],
  [370, 50, 370, 170],
  [350, 260, 350, 350],
  [370, 260, 370, 350],
  [350, 170, 370, 170],
  [350, 260, 370, 260],
  // The stairwell.
  ...rectangle(480, 120, 580, 220),
];

/** Which drawing a harness shows: the measuring tools' (walls as lines, a printed dimension) or the rooms'. */
export type HarnessDrawing = 'lines' | 'rooms';
const LINES_OF: Readonly<Record<HarnessDrawing, readonly Line[]>> = { lines: PLAN_LINES, rooms: ROOM_LINES };

const T0 = '2026-11-23T08:00:00.000Z';

export function harnessSheet(calibrated: boolean): SheetRow {
  return {
    id: 'sheet-rdc',
    projectId: 'project-ecole',
    fileId: 'file-plans',
    pageIndex: 0,
    name: 'RDC',
    width: SHEET_WIDTH,
    height: SHEET_HEIGHT,
    // 640 points for 6,40 m: one point is one centimetre.
    scale: calibrated
      ? {
          default: {
            metresPerUnit: 0.01,
            source: { kind: 'calibration', from: { x: 40, y: 400 }, to: { x: 680, y: 400 }, metres: 6.4 },
          },
          regions: [],
        }
      : { default: null, regions: [] },
    createdAt: T0,
    updatedAt: T0,
  };
}

/** What a measurement on the harness's sheet starts with: its ids, label and colour, made (and last changed) at `at`. */
export function onHarnessSheet(id: string, label: string, color: PaletteKey, at: IsoDateTime) {
  return { id, projectId: 'project-ecole', sheetId: 'sheet-rdc', label, color, createdAt: at, updatedAt: at };
}

export interface HarnessProps {
  tool: ToolId;
  isCalibrated: boolean;
  measurements?: readonly Measurement[];
  selection?: readonly string[];
  /** The tool starts in its plan-element mode (F, issue 26). */
  picking?: boolean;
  /** @default 'lines' */
  drawing?: HarnessDrawing;
}

let ids = 0;

interface Live {
  rows: TakeoffState;
  toolState: ToolState;
  selection: readonly string[];
  snapping: boolean;
  clipboard: Clipboard | null;
  notice: ToolNoticeCode | null;
  done: Command[];
  undone: Command[];
  /** A rectangle drawn with the region tool, waiting for its scale in the dialog. */
  pendingRegion: Rect | null;
  /** The plan-element mode (issue 26): rooms previewed and waiting, a refused click, its settings and status. */
  pick: {
    session: PickSession;
    run: PickShape | null;
    refused: Point | null;
    status: PickStatus;
    gap: number;
    face: RunFace;
  };
}

/** A drawing as the selection worker would read it: its lines, no layers, no text (built on first use). */
const preparedPlans = new Map<HarnessDrawing, PreparedSheet>();
function preparedPlan(drawing: HarnessDrawing): PreparedSheet {
  let prepared = preparedPlans.get(drawing);
  if (!prepared) {
    const lines = LINES_OF[drawing];
    prepared = prepareFromVectors({
      width: SHEET_WIDTH,
      height: SHEET_HEIGHT,
      segments: new Float32Array(lines.flat()),
      segmentLayers: new Int32Array(lines.length).fill(-1),
      layerNames: [],
      text: [],
      // One point a centimetre, as the calibrated sheet says.
      pointsPerMetre: 100,
    });
    preparedPlans.set(drawing, prepared);
  }
  return prepared;
}
const snapIndexes: Readonly<Record<HarnessDrawing, SegmentIndex>> = {
  lines: SegmentIndex.build(new Float32Array(PLAN_LINES.flat())),
  rooms: SegmentIndex.build(new Float32Array(ROOM_LINES.flat())),
};
/** The harness's sheet is small: its rooms are a larger share of it than a real plan's (default 25 %). */
const HARNESS_MAX_SHARE = 0.6;

class Harness {
  readonly live: Live;

  constructor(
    private readonly sheet: SheetRow,
    tool: ToolId,
    measurements: readonly Measurement[],
    selection: readonly string[],
    picking = false,
    private readonly drawing: HarnessDrawing = 'lines',
  ) {
    this.live = {
      rows: stateFromRows({
        projects: [{ id: 'project-ecole', name: 'Groupe scolaire', createdAt: T0 }],
        sheets: [sheet],
        measurements: [...measurements],
      }),
      toolState:
        picking && isPickTool(tool) ? { tool, points: [], cursor: null, pick: { probe: null } } : initialTool(tool),
      selection,
      snapping: true,
      clipboard: null,
      notice: null,
      done: [],
      undone: [],
      pendingRegion: null,
      pick: {
        session: EMPTY_SESSION,
        run: null,
        refused: null,
        status: { kind: 'idle' },
        gap: 1.2,
        face: 'axis',
      },
    };
  }

  /** The harness's sheet is one point a centimetre: metres × 100 are points. */
  private fill(point: Point) {
    return fillRegion(preparedPlan(this.drawing), {
      point,
      gap: this.live.pick.gap * 100,
      maxShare: HARNESS_MAX_SHARE,
    });
  }

  /** The pointer rests on the plan in the mode: the room or the run under it, previewed. */
  preview(point: Point) {
    const { pick, toolState } = this.live;
    if (!isPickTool(toolState.tool)) return;
    if (PICK_KIND[toolState.tool] === 'fill') {
      const found = this.fill(point);
      pick.session = { ...pick.session, preview: found.ok ? { key: 'harness', room: found.value } : null };
    } else {
      const found = followRun(preparedPlan(this.drawing), this.runOptions(point, false));
      pick.run = found.ok ? { kind: 'run', points: found.value.points, closed: found.value.closed } : null;
    }
  }

  private runOptions(point: Point, extend: boolean) {
    return { point, tolerance: 6, extend, face: this.live.pick.face, thickness: { min: 4, max: 60 } };
  }

  /** A pick (ToolRequest 'pick'): answered at once here, as the worker would, then taken as the page takes it. */
  private take(request: Extract<NonNullable<ReturnType<typeof handleToolEvent>['request']>, { kind: 'pick' }>) {
    const { pick } = this.live;
    const sheet = this.live.rows.sheets.get(this.sheet.id) ?? this.sheet;
    pick.refused = null;
    if (request.tool === 'area' || request.tool === 'volume') {
      const tool = request.tool;
      const found = this.fill(request.point);
      if (!found.ok) {
        pick.refused = request.point;
        pick.status = { kind: 'error', code: found.error };
        return;
      }
      const next = roomFound(pick.session, found.value, request.shift);
      pick.session = next.session;
      this.pendingDefaults = request.defaults;
      this.commitTaken(next.take.map((room) => filledDraft(tool, room, sheet, request.defaults, pick.gap)));
      pick.status =
        next.session.pending.length > 0 ? { kind: 'pending', count: next.session.pending.length } : { kind: 'idle' };
      return;
    }
    const found = followRun(preparedPlan(this.drawing), this.runOptions(request.point, request.shift));
    if (!found.ok) {
      pick.refused = request.point;
      pick.status = { kind: 'error', code: found.error };
      return;
    }
    this.commitTaken([runDraft(request.tool, found.value, sheet, request.defaults, 'vectors')]);
    pick.status = { kind: 'idle' };
  }

  /** « Remplissage » / « Élément du plan » pressed. */
  setPicking(active: boolean) {
    const tool = this.live.toolState;
    if (!('points' in tool)) return;
    const { pick: _pick, ...drawing } = tool;
    this.live.toolState = active ? { ...drawing, pick: { probe: null } } : drawing;
  }

  /** The gap or the face changed: a preview found with the old gap is dropped. */
  setPickSettings(settings: { gap?: number; face?: RunFace }) {
    const pick = this.live.pick;
    if (settings.gap !== undefined) {
      pick.gap = settings.gap;
      pick.session = EMPTY_SESSION;
    }
    if (settings.face !== undefined) pick.face = settings.face;
  }

  private pendingDefaults: Parameters<typeof filledDraft>[3] | null = null;

  /** Shift released: the rooms waiting are added together, in one step. */
  releaseShift() {
    const { pick, toolState } = this.live;
    const released = releasePending(pick.session);
    pick.session = released.session;
    const defaults = this.pendingDefaults;
    if (released.take.length === 0 || !defaults || (toolState.tool !== 'area' && toolState.tool !== 'volume')) return;
    const tool = toolState.tool;
    const sheet = this.live.rows.sheets.get(this.sheet.id) ?? this.sheet;
    this.commitTaken(released.take.map((room) => filledDraft(tool, room, sheet, defaults, pick.gap)));
    pick.status = { kind: 'idle' };
  }

  private commitTaken(drafts: Parameters<typeof takePlanElements>[0]) {
    if (drafts.length === 0) return;
    const command = takePlanElements(drafts, this.env().ctx);
    this.commit(command);
    this.live.selection = command.changes.map((c) => c.id);
  }

  env(): ToolEnv {
    const state = this.live;
    return {
      state: state.rows,
      sheet: state.rows.sheets.get(this.sheet.id) ?? this.sheet,
      index: MeasurementIndex.build(sheetMeasurementsOf(state.rows, this.sheet.id)),
      selection: state.selection,
      tolerance: 6,
      snap: (p) => (state.snapping ? snapIndexes[this.drawing].snap(p, 6) : null),
      defaults: { color: 'blue', wallHeight: 2.5, thickness: 0.2, labelFor: (kind) => toolsFr.labels[kind] },
      ctx: { now: T0, newId: () => `mesure-${++ids}` },
      clipboard: state.clipboard,
      // The whole drawing is in view: Enter with the region tool frames all of it.
      view: { minX: 0, minY: 0, maxX: SHEET_WIDTH, maxY: SHEET_HEIGHT },
    };
  }

  private commit(command: Command) {
    const state = this.live;
    state.rows = applyChanges(state.rows, command.changes);
    state.done = [...state.done, command];
    state.undone = [];
  }

  /** The dialog cancelled: nothing is created. */
  cancelRegion() {
    this.live.pendingRegion = null;
  }

  /** The region drawn, created with the scale chosen in the dialog: one command, one Ctrl+Z. */
  applyRegion(scale: Scale) {
    const state = this.live;
    const rect = state.pendingRegion;
    const sheet = state.rows.sheets.get(this.sheet.id) ?? this.sheet;
    if (!rect) return;
    const label = nextRegionLabel(sheet.scale.regions);
    this.commit(addScaleRegion(state.rows, sheet.id, { label, shape: { kind: 'rect', rect }, scale }, this.env().ctx));
    state.pendingRegion = null;
  }

  /** One event, with its effects: commands applied and kept in a local journal for Ctrl+Z / Ctrl+Y. */
  dispatch(event: ToolEvent) {
    const state = this.live;
    const step = handleToolEvent(state.toolState, event, this.env());
    for (const command of step.commands ?? []) this.commit(command);
    if (step.request?.kind === 'region') state.pendingRegion = step.request.rect;
    if (step.request?.kind === 'pick') this.take(step.request);
    const last = state.done[state.done.length - 1];
    if (step.history === 'undo' && last) {
      state.rows = applyChanges(state.rows, invert(last).changes);
      state.done = state.done.slice(0, -1);
      state.undone = [last, ...state.undone];
    }
    const first = state.undone[0];
    if (step.history === 'redo' && first) {
      state.rows = applyChanges(state.rows, first.changes);
      state.done = [...state.done, first];
      state.undone = state.undone.slice(1);
    }
    state.toolState = step.switchTo ? initialTool(step.switchTo) : step.tool;
    if (step.selection) state.selection = step.selection;
    if (step.clipboard) state.clipboard = step.clipboard;
    if (step.toggleSnapping) state.snapping = !state.snapping;
    if (event.type === 'down' || event.type === 'key') state.notice = step.notice?.code ?? null;
    const tool = state.toolState;
    if (event.type === 'move' && 'pick' in tool && tool.pick) this.preview(event.point);
    if (event.type === 'key' && 'pick' in tool && tool.pick?.probe) this.preview(tool.pick.probe);
    return step;
  }
}

/** The sheet's measurements in drawing order: the order they were made. */
function sheetMeasurementsOf(rows: TakeoffState, sheetId: string): Measurement[] {
  return [...rows.measurements.values()]
    .filter((m) => m.sheetId === sheetId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** The modifier keys of a pointer or key event, as the tools read them: Cmd counts as Ctrl. */
const modifiers = (event: { shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) => ({
  shiftKey: event.shiftKey,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey || event.metaKey,
});

/** One of the plan's two stacked canvases (the drawing, the overlay), the size of the sheet. */
function Layer({ canvasRef }: { canvasRef: RefObject<HTMLCanvasElement | null> }) {
  return (
    <canvas
      ref={canvasRef}
      width={SHEET_WIDTH}
      height={SHEET_HEIGHT}
      style={{ position: 'absolute', inset: 0 }}
      aria-hidden="true"
    />
  );
}

export function MeasureToolsHarness({
  tool,
  isCalibrated,
  measurements = [],
  selection: initialSelection = [],
  picking = false,
  drawing = 'lines',
}: HarnessProps) {
  const planRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const sheet = useMemo(() => harnessSheet(isCalibrated), [isCalibrated]);
  // The live state, read and written synchronously by every event (as the workspace does with its jotai store):
  // several events can arrive before React renders (a click is a move, a press and a release).
  const [harness] = useState(() => new Harness(sheet, tool, measurements, initialSelection, picking, drawing));
  const [, render] = useState(0);
  const dispatch = (event: ToolEvent) => {
    const step = harness.dispatch(event);
    render((n) => n + 1);
    return step;
  };
  const state = harness.live;
  const env = harness.env();
  const { rows, toolState, selection, snapping, notice } = state;
  const sheetMeasurements = sheetMeasurementsOf(rows, sheet.id);
  const activeSheet = rows.sheets.get(sheet.id) ?? sheet;

  // The static plan, drawn once with theme colours, once the font of its printed dimension has arrived: a canvas
  // keeps what it drew, and text drawn before Inter loads stays in the fallback face (the first story of a page drew
  // « 6,40 » in one face or the other, depending on the machine's load). The plan says when it is drawn through
  // data-render-state, as the viewer does, and the story tests wait for it.
  const [isPlanDrawn, setPlanDrawn] = useState(false);
  useEffect(() => {
    const canvas = planRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const read = computedStyleReader(canvas);
    const font = `${read(vars.font.size.sm)} ${read(vars.font.family.body)}`;
    let isMounted = true;
    void document.fonts.load(font, DIMENSION_TEXT).then(() => {
      if (!isMounted) return;
      ctx.fillStyle = read(vars.color.overlay.paper);
      ctx.fillRect(0, 0, SHEET_WIDTH, SHEET_HEIGHT);
      ctx.strokeStyle = read(vars.color.text.default);
      ctx.lineWidth = Number.parseFloat(read(vars.border.width.thin));
      ctx.beginPath();
      for (const [x1, y1, x2, y2] of LINES_OF[drawing]) {
        ctx.moveTo(x1, y1);
        ctx.lineTo(x2, y2);
      }
      ctx.stroke();
      ctx.fillStyle = read(vars.color.text.default);
      ctx.font = font;
      ctx.textAlign = 'center';
      if (drawing === 'lines') ctx.fillText(DIMENSION_TEXT, 360, 392);
      setPlanDrawn(true);
    });
    return () => {
      isMounted = false;
    };
  }, [drawing]);

  // The overlay, drawn again whenever what it shows changes.
  useEffect(() => {
    const canvas = overlayRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    ctx.clearRect(0, 0, SHEET_WIDTH, SHEET_HEIGHT);
    drawOverlay(
      ctx,
      { scale: 1, x: 0, y: 0 },
      null,
      {
        regions: [
          ...activeSheet.scale.regions.map((region) => ({
            id: region.id,
            ring: regionRing(region),
            label: regionOverlayLabel(region),
          })),
          ...(state.pendingRegion
            ? [{ id: 'pending', ring: rectToRing(state.pendingRegion), label: regionsFr.pendingLabel }]
            : []),
        ],
        measurements: sheetMeasurements,
        selection: new Set(selection),
        draft: draftOf(toolState, env),
        draftColor: 'blue',
      },
      readOverlayTheme(computedStyleReader(canvas)),
    );
    const { pick } = state;
    const cursor = 'cursor' in toolState ? (toolState.cursor?.raw ?? null) : null;
    const picking = 'pick' in toolState && toolState.pick !== undefined;
    const room = pick.session.preview?.room;
    drawPickMarks(
      ctx,
      { scale: 1, x: 0, y: 0 },
      {
        preview: !picking
          ? null
          : room && cursor && roomCovers(room, cursor)
            ? { kind: 'room', outer: room.outer, holes: room.holes, label: room.label }
            : pick.run,
        pending: pick.session.pending.map((r) => ({ kind: 'room', outer: r.outer, holes: r.holes, label: r.label })),
        refused: pick.refused,
        probe: picking ? (toolState.pick?.probe ?? null) : null,
        color: 'blue',
      },
      readOverlayTheme(computedStyleReader(canvas)),
    );
  });

  const pointer = (type: 'down' | 'move' | 'up' | 'leave') => (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (type === 'down') event.currentTarget.focus();
    dispatch({
      type,
      point: { x: event.clientX - rect.left, y: event.clientY - rect.top },
      button: type === 'move' || type === 'leave' ? -1 : event.button,
      ...modifiers(event),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = dispatch({ type: 'key', key: event.key, ...modifiers(event) });
    if (step.handled) event.preventDefault();
  };

  const readout = readoutOf(toolState, env);
  const draft = draftOf(toolState, env);

  return (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
      {/* An application takes pointer and keys itself, as the plan viewer does (with native listeners there). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        style={{ position: 'relative', width: SHEET_WIDTH, height: SHEET_HEIGHT, touchAction: 'none' }}
        role="application"
        aria-label={`Plan ${sheet.name}`}
        aria-roledescription="plan"
        // An application: it takes the tools' keys itself.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="plan"
        data-render-state={isPlanDrawn ? 'sharp' : 'rendering'}
        onPointerDown={pointer('down')}
        onPointerMove={pointer('move')}
        onPointerUp={pointer('up')}
        onPointerLeave={pointer('leave')}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (event.key !== 'Shift') return;
          harness.releaseShift();
          render((n) => n + 1);
        }}
      >
        <Layer canvasRef={planRef} />
        <Layer canvasRef={overlayRef} />
      </div>
      <div style={{ width: SHEET_WIDTH }}>
        <MeasureReadout
          readout={readout}
          isSheetCalibrated={activeSheet.scale.default !== null}
          isSnapping={snapping}
          snapKind={draft.snap?.kind ?? null}
          isConstrained={draft.constrained}
          notice={notice}
        />
        {isPickTool(toolState.tool) && 'points' in toolState && (
          <PickControls
            kind={PICK_KIND[toolState.tool]}
            isActive={toolState.pick !== undefined}
            onActiveChange={(active) => {
              harness.setPicking(active);
              render((n) => n + 1);
            }}
            gap={state.pick.gap}
            onGapChange={(gap) => {
              harness.setPickSettings({ gap });
              render((n) => n + 1);
            }}
            face={state.pick.face}
            onFaceChange={(face) => {
              harness.setPickSettings({ face });
              render((n) => n + 1);
            }}
            status={state.pick.status}
            onCancel={() => undefined}
          />
        )}
      </div>
      <table>
        <caption>Mesures du plan</caption>
        <thead>
          <tr>
            <th scope="col">Libellé</th>
            <th scope="col">Quantité</th>
            <th scope="col">Sélection</th>
          </tr>
        </thead>
        <tbody>
          {sheetMeasurements.map((m) => {
            const q = quantityOnSheet(m, activeSheet.scale);
            return (
              <tr key={m.id}>
                <td>{m.label}</td>
                <td>{q.ok ? formatQuantity(q.value.value, q.value.unit) : workspaceFr.quantity[q.error.code]}</td>
                <td>{selection.includes(m.id) ? 'sélectionnée' : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ScaleDialog
        isOpen={state.pendingRegion !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          harness.cancelRegion();
          render((n) => n + 1);
        }}
        target={{ kind: 'region', label: nextRegionLabel(activeSheet.scale.regions), isNew: true }}
        current={null}
        segment={null}
        onApply={(scale) => {
          harness.applyRegion(scale);
          render((n) => n + 1);
        }}
      />
    </div>
  );
}
