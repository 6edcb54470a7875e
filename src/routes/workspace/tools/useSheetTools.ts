/**
 * The measuring tools on a sheet, wired: the viewer's sheet-space pointer events and the workspace's keys go to the
 * tools' controllers (domain/takeoff/tools), their commands to the project's journal (JournalRunner: applied at once,
 * journalled in order, undone and redone with Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, kept across a reload), their drafts to the
 * plan's overlay. Frames never go through React: the tool's state lives in the jotai store, read with `store.get`
 * when an event or a frame needs it; only the readout subscribes to it.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MetrDatabase } from '../../../db/schema';
import { journalRepository, type Author, type UndoStatus } from '../../../db/workspace/journal';
import { PROJECTS_SCOPE } from '../../../db/workspace/scopes';
import { planName, type ArticlesById } from '../../../domain/labels';
import { setSheetScale, type Command } from '../../../domain/takeoff/commands';
import { rectToRing } from '../../../domain/takeoff/geometry';
import { MeasurementIndex } from '../../../domain/takeoff/hitTest';
import {
  checkScale,
  regionRing,
  scaleFor,
  scaleFromCalibration,
  type ScaleCheck,
  type ScaleIssue,
} from '../../../domain/takeoff/scale';
import type { JournalEntry } from '../../../domain/takeoff/journal';
import type { SegmentIndex } from '../../../domain/takeoff/snap';
import { draftOf, handleToolEvent, initialTool } from '../../../domain/takeoff/tools';
import type { ToolEnv, ToolEvent, ToolRequest } from '../../../domain/takeoff/tools/types';
import { quantityOnSheet } from '../../../domain/takeoff/quantity';
import type {
  Localisation,
  Measurement,
  Rect,
  Result,
  SheetRow,
  SheetScales,
  TakeoffState,
} from '../../../domain/takeoff/types';
import { formatQuantity } from '../../../i18n/numbers';
import { regionsFr } from '../../../i18n/regions.fr';
import { regionOverlayLabel } from '../../../screens/Workspace/Regions';
import { watchTheme, type SheetPointerEvent } from '../../../screens/Workspace/Viewer';
import { toolsFr } from '../../../i18n/tools.fr';
import { unwrittenRefusedMessage } from '../../../i18n/unwritten.fr';
import { workspaceErrorMessage } from '../../../i18n/workspaceErrors';
import {
  computedStyleReader,
  drawOverlay,
  LabelLayout,
  labelText,
  MeasurementLayer,
  readOverlayTheme,
  type OverlayRegion,
  type OverlayTheme,
  type OverlayTransform,
} from '../../../screens/Workspace/Overlay';
import {
  clipboardAtom,
  drawColorAtom,
  resetSheetToolsAtom,
  selectionAtom,
  snappingAtom,
  thicknessAtom,
  toolNoticeAtom,
  toolStateAtom,
  wallHeightAtom,
  wallHeightVariableAtom,
} from '../../../state/workspace/tools';
import { currentLocalisationKey, currentLocalisationsAtom } from '../../../state/workspace/localisation';
import { showLabelsAtom, showQuantitiesAtom } from '../../../state/workspace/labels';
import { whenIdle } from '../idle';
import { useArticlesById } from '../useArticlesById';
import { JournalRunner, projectJournalStore, replayUnwritten } from '../journalRunner';
import { pageStorage, unwrittenKey } from '../../../db/workspace/unwritten';
import { sharedJournalStore } from '../sharing/sharedJournal';
import { followExternalChange } from './external';
import { createSheetRowsStore, sheetMeasurements, type SheetRowsStore } from './sheetRows';
import { holdsEveryKey } from './keys';

/** The tools' `localisation` default, absent when the sheet has none (exactOptionalPropertyTypes). */
const localisationDefault = (localisation: Localisation | undefined) => (localisation ? { localisation } : {});

/** What the tools read of the viewer's pointer event; `consumed`: a pan or pinch owns the pointer, the tools leave it. */
export type SheetPointer = Pick<
  SheetPointerEvent,
  'type' | 'point' | 'button' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'consumed'
>;

/** What the viewer's overlay drawer receives each frame: the part of sheet space in view (the viewer's Rect). */
export interface OverlayFrameLike {
  readonly visible: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

export interface SheetToolsOptions {
  readonly db: MetrDatabase;
  readonly author: Author | null;
  readonly projectId: string;
  readonly sheet: SheetRow;
  /** The sheet's snapping index (null while it loads, or for a scan). */
  readonly snapIndex: SegmentIndex | null;
  /** The viewer's zoom now (CSS px per point), to turn screen tolerances into sheet units. */
  readonly zoom: () => number;
  /** Ask the viewer to draw the overlay again. */
  readonly requestRedraw: () => void;
  /** The part of sheet space in view (the viewer's visible rect), for the region tool's keyboard path. */
  readonly visible?: () => OverlayFrameLike['visible'] | null;
  /**
   * A region drawn and waiting for its scale (the user went to pick two points inside it): the overlay shows it with
   * the other regions until it is created or dropped.
   */
  readonly pendingRegion?: Rect | null;
  /** An element under the theme, to read its variables (the plan's stage). */
  readonly themeElement: () => Element | null;
  /** A French message for a failure (a toast). */
  readonly onError: (message: string) => void;
  /** A French message for news that is no failure (another tab deleted the selection). */
  readonly onNotice?: (message: string) => void;
  /** After Ctrl+Z or Ctrl+Y: the step made (null: there was none), and the project's rows after it. */
  readonly onStep?: (kind: 'undo' | 'redo', entry: JournalEntry | null, rows: TakeoffState | null) => void;
  /**
   * Suppr (or Backspace) deleted the selection: how many measurements, and the undo of that deletion only — while it
   * is still the newest step; after another one it says so instead (the « Supprimé · Annuler » notification).
   */
  readonly onDeleted?: (deletion: SheetDeletion) => void;
  /** A symbol boxed with the count tool (issue 25): the assisted count searches for it (never a pending request). */
  readonly onCountBox?: (request: Extract<ToolRequest, { kind: 'countBox' }>) => void;
  /** A plan element picked with a path tool in its F mode (issue 26): routes/workspace/selection takes it. */
  readonly onPick?: (request: Extract<ToolRequest, { kind: 'pick' }>) => void;
  /** Drawn under the measurements each frame (the comparison's pictures and changed regions, issue 27). */
  readonly drawBelow?: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
  /** Drawn over the measurements each frame (the assisted count's proposals, routes/workspace/counting). */
  readonly drawAbove?: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
  /**
   * False in a read-only workspace: the tools still select and show, but nothing they ask for is committed, undone
   * or redone (a drag of the selection springs back). @default true
   */
  readonly canEdit?: boolean;
}

export interface SheetDeletion {
  readonly count: number;
  /** Undoes the deletion if it is still the newest step; else says it is not (onError). */
  readonly undo: () => void;
}

export interface SheetTools {
  /**
   * The project's rows as the tools see them, outside React: the table, the properties panel and the readout
   * subscribe to the slice they show (see sheetRows.ts).
   */
  readonly store: SheetRowsStore;
  /** The rows now (the store's). */
  readonly rows: TakeoffState | null;
  /** What undo and redo would do now (the store's). */
  readonly status: UndoStatus | null;
  /** A calibration or check waiting for the user's number. */
  readonly request: ToolRequest | null;
  readonly onSheetPointer: (event: SheetPointer) => void;
  /** Keys pressed in the workspace (not in a text field or a dialog); returns true when used. */
  readonly onKey: (event: KeyboardEvent) => boolean;
  readonly drawOverlay: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, frame: OverlayFrameLike) => void;
  readonly commit: (command: Command) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  /** The calibration's real length, in metres: sets the sheet's scale (an undoable command). */
  readonly confirmCalibration: (metres: number) => Result<null, ScaleIssue>;
  /** The printed value of the checked dimension, in metres: how far the scale reads off. */
  readonly confirmCheck: (printedMetres: number) => Result<ScaleCheck, ScaleIssue | { code: 'uncalibrated' }>;
  readonly dismissRequest: () => void;
}

export { sheetMeasurements };

/** A measurement's quantity in French (« 15,24 m² »), kept per row and scales: labels ask for it on every layout. */
const quantityTexts = new WeakMap<Measurement, { scales: SheetScales; text: string | null }>();
function quantityText(m: Measurement, scales: SheetScales): string | null {
  const cached = quantityTexts.get(m);
  if (cached && cached.scales === scales) return cached.text;
  const quantity = quantityOnSheet(m, scales);
  const text = quantity.ok ? formatQuantity(quantity.value.value, quantity.value.unit) : null;
  quantityTexts.set(m, { scales, text });
  return text;
}

const NO_ARTICLES: ArticlesById = new Map();

/** The hit-test index of a sheet's measurements, built when a pick first needs it after they change. */
const indexes = new WeakMap<readonly Measurement[], MeasurementIndex>();
function indexOf(measurements: readonly Measurement[]): MeasurementIndex {
  let index = indexes.get(measurements);
  if (!index) {
    index = MeasurementIndex.build(measurements);
    indexes.set(measurements, index);
  }
  return index;
}

export function useSheetTools(options: SheetToolsOptions): SheetTools {
  const { db, author, projectId, sheet } = options;
  const store = useStore();
  // The rows live outside React (see sheetRows.ts): a commit never renders the page that holds the tools.
  const [rowsStore] = useState(createSheetRowsStore);
  // Where the labels are, kept between frames (see LabelLayout); the select tool picks labels through it.
  const [labelLayout] = useState(() => new LabelLayout());
  // A request belongs to the sheet it was made on: another sheet opened, it is gone.
  const [pending, setPending] = useState<{ sheetId: string; request: ToolRequest } | null>(null);
  const request = pending?.sheetId === sheet.id ? pending.request : null;
  const runnerRef = useRef<JournalRunner | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
    latest.current.requestRedraw();
  }, [request]);

  // The project's rows and its journal, for as long as the project is open; the other tabs' steps follow in it.
  useEffect(() => {
    let isCurrent = true;
    // A shared project's undo is the document's, per person (sharing/sharedJournal.ts).
    const journalStore = sharedJournalStore(projectJournalStore(db, projectId, author?.by ?? ''), projectId);
    void journalStore.load().then(
      (loaded) => {
        if (!isCurrent) return;
        const runner = new JournalRunner(
          loaded,
          journalStore,
          {
            onRows: rowsStore.set,
            onStatus: rowsStore.setStatus,
            onError: (error) => latest.current.onError(workspaceErrorMessage(error)),
            onStep: (kind, entry) => {
              // The selection keeps what the step left on this sheet: an undo of a colour change does not drop the
              // shape it was made on; an undo of its creation does.
              const after = runnerRef.current?.rows;
              if (entry && after) {
                const sheetId = latest.current.sheet.id;
                const selected = store.get(selectionAtom);
                const kept = selected.filter((id) => after.measurements.get(id)?.sheetId === sheetId);
                if (kept.length !== selected.length) store.set(selectionAtom, kept);
              }
              latest.current.onStep?.(kind, entry, runnerRef.current?.rows ?? null);
            },
            onExternal: (change) => {
              const notice = followExternalChange(store, change, latest.current.sheet.id);
              if (notice) latest.current.onNotice?.(notice);
            },
          },
          { unwritten: { storage: pageStorage(), key: unwrittenKey(projectId, crypto.randomUUID()) } },
        );
        runnerRef.current = runner;
        // Steps written by the replay below while the rows were being read: read again.
        if (replayWrote.current) {
          replayWrote.current = false;
          void runner.check();
        }
        rowsStore.set(loaded.rows);
        void journalStore.status(new Set()).then((s) => isCurrent && rowsStore.setStatus(s));
      },
      (error: unknown) => isCurrent && latest.current.onError(workspaceErrorMessage(error)),
    );
    // The project's own row lives in the project list's history: a rename or a deletion there, in any tab, is read
    // again here. And a page back from the background checks that it heard every step.
    const stopProjects = journalRepository(db).subscribe(PROJECTS_SCOPE, () => void runnerRef.current?.refresh(), {
      otherTabs: true,
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void runnerRef.current?.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCurrent = false;
      stopProjects();
      document.removeEventListener('visibilitychange', onVisible);
      runnerRef.current?.close();
      runnerRef.current = null;
    };
  }, [db, projectId, author?.by, store, rowsStore]);

  // The steps a page of this project showed but could not write before it was left (db/workspace/unwritten.ts). The
  // shell has written an unshared project's already; a shared project's wait until its session is open (canEdit),
  // so that they go into the project's document.
  const replayWrote = useRef(false);
  const canEdit = options.canEdit !== false;
  useEffect(() => {
    if (!canEdit || !author) return undefined;
    let isCurrent = true;
    const journalStore = sharedJournalStore(projectJournalStore(db, projectId, author.by), projectId);
    void replayUnwritten(journalStore, pageStorage(), projectId).then((replayed) => {
      if (replayed.written > 0) {
        if (runnerRef.current) void runnerRef.current.check();
        else replayWrote.current = true;
      }
      if (!isCurrent) return;
      if (replayed.error !== null) latest.current.onError(workspaceErrorMessage(replayed.error));
      else if (replayed.refused > 0) latest.current.onError(unwrittenRefusedMessage(replayed.refused));
    });
    return () => {
      isCurrent = false;
    };
  }, [canEdit, db, projectId, author]);

  // A new sheet: no draft, no selection of the previous one.
  useEffect(() => {
    store.set(resetSheetToolsAtom);
  }, [sheet.id, store]);

  // Theme values for the overlay and the tolerances, read again when the theme changes.
  const themeRef = useRef<OverlayTheme | null>(null);
  const theme = useCallback((): OverlayTheme | null => {
    if (themeRef.current) return themeRef.current;
    const element = latest.current.themeElement();
    if (!element) return null;
    themeRef.current = readOverlayTheme(computedStyleReader(element));
    return themeRef.current;
  }, []);
  useEffect(
    () =>
      watchTheme(() => {
        themeRef.current = null;
        latest.current.requestRedraw();
      }),
    [],
  );

  const env = useCallback((): ToolEnv | null => {
    const runner = runnerRef.current;
    if (!runner) return null;
    const state = runner.rows;
    const current = state.sheets.get(sheet.id) ?? sheet;
    // A handle's size, in sheet units at this zoom: what a click must come within.
    const tolerance = (theme()?.handleSize ?? 0) / Math.max(latest.current.zoom(), Number.MIN_VALUE);
    const snapping = store.get(snappingAtom);
    const snapIndex = latest.current.snapIndex;
    const visible = latest.current.visible?.() ?? null;
    // The view may reach past the page's edges (zoomed out): a region stops at the page.
    const view = visible && {
      minX: Math.max(0, visible.x),
      minY: Math.max(0, visible.y),
      maxX: Math.min(current.width, visible.x + visible.width),
      maxY: Math.min(current.height, visible.y + visible.height),
    };
    return {
      state,
      sheet: current,
      // Built when a tool picks (select, a deduction): a count's click does not pay for 5,000 measurements' index.
      get index() {
        return indexOf(sheetMeasurements(state, current.id));
      },
      selection: store.get(selectionAtom),
      tolerance,
      snap: (p) => (snapping && snapIndex ? snapIndex.snap(p, tolerance) : null),
      defaults: {
        color: store.get(drawColorAtom),
        wallHeight: store.get(wallHeightAtom),
        wallHeightVariable: store.get(wallHeightVariableAtom) ?? undefined,
        thickness: store.get(thicknessAtom),
        labelFor: (kind) => toolsFr.labels[kind],
        // Issue 24: the sheet's current localisation goes to every new measurement.
        ...localisationDefault(
          store.get(currentLocalisationsAtom).get(currentLocalisationKey(current.projectId, current.id)),
        ),
      },
      ctx: { now: new Date().toISOString(), newId: () => crypto.randomUUID() },
      clipboard: store.get(clipboardAtom),
      view: view && view.maxX > view.minX && view.maxY > view.minY ? view : null,
      labelAt: (p) => labelLayout.at(p),
    };
  }, [sheet, store, theme, labelLayout]);

  const commit = useCallback((command: Command) => {
    const runner = runnerRef.current;
    if (!runner) return;
    try {
      void runner.commit(command);
    } catch (error) {
      latest.current.onError(workspaceErrorMessage(error));
    }
  }, []);
  const undo = useCallback(() => void runnerRef.current?.undo(), []);

  // A deletion by key: journalled like any command, then announced with its own undo (see onDeleted).
  const commitDeletion = useCallback((command: Command) => {
    const runner = runnerRef.current;
    if (!runner) return;
    let written: Promise<JournalEntry | null>;
    try {
      written = runner.commit(command);
    } catch (error) {
      latest.current.onError(workspaceErrorMessage(error));
      return;
    }
    // Checked in the runner's queue, after every step queued before it is written: a count clicked just before
    // « Annuler » is never the step taken back in the deletion's place.
    const undoThis = () =>
      void written
        .then((entry) => (entry && runnerRef.current === runner ? runner.undoIfLatest(entry.id) : null))
        .then((outcome) => {
          if (outcome === 'notLatest') latest.current.onError(toolsFr.history.notLatest);
        });
    latest.current.onDeleted?.({ count: command.changes.length, undo: undoThis });
  }, []);
  const redo = useCallback(() => void runnerRef.current?.redo(), []);

  const dispatch = useCallback(
    (event: ToolEvent): boolean => {
      const context = env();
      if (!context) return false;
      const step = handleToolEvent(store.get(toolStateAtom), event, context);
      const canEdit = latest.current.canEdit !== false;
      store.set(toolStateAtom, step.switchTo ? initialTool(step.switchTo) : step.tool);
      if (canEdit) {
        for (const command of step.commands ?? []) {
          if (event.type === 'key' && command.type === 'deleteMeasurements') commitDeletion(command);
          else commit(command);
        }
      }
      if (step.selection) store.set(selectionAtom, step.selection);
      if (step.clipboard) store.set(clipboardAtom, step.clipboard);
      if (step.toggleSnapping) store.set(snappingAtom, !store.get(snappingAtom));
      if (step.request?.kind === 'countBox') latest.current.onCountBox?.(step.request);
      else if (step.request?.kind === 'pick') latest.current.onPick?.(step.request);
      else if (step.request) setPending({ sheetId: sheet.id, request: step.request });
      if (canEdit && step.history === 'undo') undo();
      if (canEdit && step.history === 'redo') redo();
      if (event.type === 'down' || event.type === 'key') store.set(toolNoticeAtom, step.notice?.code ?? null);
      latest.current.requestRedraw();
      return step.handled;
    },
    [env, store, commit, commitDeletion, undo, redo, sheet.id],
  );

  const onSheetPointer = useCallback(
    (event: SheetPointer) => {
      if (event.consumed) {
        // A pan or a pinch took the pointer: a tool's gesture under way is dropped, never committed.
        if (event.type !== 'move') dispatch({ ...event, type: 'cancel', ctrlKey: event.ctrlKey || event.metaKey });
        return;
      }
      dispatch({
        type: event.type,
        point: event.point,
        button: event.button,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey || event.metaKey,
      });
    },
    [dispatch],
  );

  const onKey = useCallback(
    (event: KeyboardEvent): boolean => {
      if (event.defaultPrevented || holdsEveryKey(event.target)) return false;
      const handled = dispatch({
        type: 'key',
        key: event.key,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey || event.metaKey,
      });
      if (handled) event.preventDefault();
      return handled;
    },
    [dispatch],
  );

  // The overlay follows the tool's state, the selection and the rows: a redraw request, never a render.
  useEffect(() => {
    const redraw = () => latest.current.requestRedraw();
    const unsubscribe = [
      store.sub(toolStateAtom, redraw),
      store.sub(selectionAtom, redraw),
      store.sub(showLabelsAtom, redraw),
      store.sub(showQuantitiesAtom, redraw),
      rowsStore.subscribe(redraw),
    ];
    return () => unsubscribe.forEach((u) => u());
  }, [store, rowsStore]);
  useEffect(() => {
    latest.current.requestRedraw();
  }, [sheet.id, options.pendingRegion]);

  // The articles' colours and symbols: a measurement linked to one that has them is drawn so. Read live, so that a
  // colour changed in the library shows on an open sheet.
  const liveArticles = useArticlesById(db);
  const articlesRef = useRef<ArticlesById>(NO_ARTICLES);
  useEffect(() => {
    articlesRef.current = liveArticles ?? NO_ARTICLES;
    latest.current.requestRedraw();
  }, [liveArticles]);
  // The hit-test index, built while the browser is idle after a change: the next pick (a click of the selection
  // tool) finds it ready instead of building it for 5,000 measurements between the press and its answer.
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const prepare = () => {
      cancel?.();
      cancel = whenIdle(() => {
        cancel = null;
        const rows = rowsStore.get();
        if (rows) indexOf(sheetMeasurements(rows, sheet.id));
      }, 1000);
    };
    prepare();
    const unsubscribe = rowsStore.subscribe(prepare);
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [rowsStore, sheet.id]);

  // The measurements' picture, kept between frames (see MeasurementLayer): a selection redraws the selected only.
  const [layer] = useState(() => new MeasurementLayer());
  const draw = useCallback(
    (ctx: CanvasRenderingContext2D, transform: OverlayTransform, frame: OverlayFrameLike) => {
      const resolved = theme();
      const context = env();
      if (!resolved || !context) return;
      const regions: OverlayRegion[] = context.sheet.scale.regions.map((region) => ({
        id: region.id,
        ring: regionRing(region),
        label: regionOverlayLabel(region),
      }));
      // A region waits for its scale in the dialog, or while two points are picked inside it: shown as it will be.
      const pending =
        latest.current.pendingRegion ?? (requestRef.current?.kind === 'region' ? requestRef.current.rect : null);
      if (pending) {
        regions.push({ id: 'pending', ring: rectToRing(pending), label: regionsFr.pendingLabel });
      }
      latest.current.drawBelow?.(ctx, transform, resolved);
      const articles = articlesRef.current;
      const showLabels = store.get(showLabelsAtom);
      const showQuantities = store.get(showQuantitiesAtom);
      const scales = context.sheet.scale;
      const labelOptions = { showLabels, showQuantities };
      drawOverlay(
        ctx,
        transform,
        {
          minX: frame.visible.x,
          minY: frame.visible.y,
          maxX: frame.visible.x + frame.visible.width,
          maxY: frame.visible.y + frame.visible.height,
        },
        {
          regions,
          measurements: sheetMeasurements(context.state, sheet.id),
          selection: new Set(store.get(selectionAtom)),
          draft: draftOf(store.get(toolStateAtom), context),
          draftColor: store.get(drawColorAtom),
          articles,
          labels: {
            layout: labelLayout,
            textOf: (m) =>
              labelText(
                planName(m),
                showQuantities || planName(m) === '' ? quantityText(m, scales) : null,
                labelOptions,
              ),
            revision: [showLabels, showQuantities, scales, articles],
            bounds: { minX: 0, minY: 0, maxX: context.sheet.width, maxY: context.sheet.height },
            articles,
          },
        },
        resolved,
        layer,
      );
      latest.current.drawAbove?.(ctx, transform, resolved);
    },
    [theme, env, store, sheet.id, layer, labelLayout],
  );

  const confirmCalibration = useCallback(
    (metres: number): Result<null, ScaleIssue> => {
      const runner = runnerRef.current;
      if (!request || request.kind !== 'calibrate' || !runner) return { ok: false, error: { code: 'invalidDistance' } };
      const scale = scaleFromCalibration(request.from, request.to, metres);
      if (!scale.ok) return scale;
      commit(
        setSheetScale(runner.rows, sheet.id, scale.value, {
          now: new Date().toISOString(),
          newId: () => crypto.randomUUID(),
        }),
      );
      setPending(null);
      return { ok: true, value: null };
    },
    [request, sheet.id, commit],
  );

  const confirmCheck = useCallback(
    (printedMetres: number) => {
      const runner = runnerRef.current;
      const current = runner?.rows.sheets.get(sheet.id) ?? sheet;
      if (!request || request.kind !== 'check')
        return { ok: false as const, error: { code: 'invalidDistance' as const } };
      const scale = scaleFor([request.from, request.to], current.scale);
      if (!scale) return { ok: false as const, error: { code: 'uncalibrated' as const } };
      return checkScale(request.from, request.to, printedMetres, scale);
    },
    [request, sheet],
  );

  const dismissRequest = useCallback(() => setPending(null), []);

  return {
    store: rowsStore,
    get rows() {
      return rowsStore.get();
    },
    get status() {
      return rowsStore.status();
    },
    request,
    onSheetPointer,
    onKey,
    drawOverlay: draw,
    commit,
    undo,
    redo,
    confirmCalibration,
    confirmCheck,
    dismissRequest,
  };
}
