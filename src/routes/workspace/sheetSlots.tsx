/**
 * THE SHEET PAGE'S SLOTS, filled by the plan viewer and the measuring tools: what /dashboard/projets/:id/plans/:sheetId
 * shows in each region of the workspace layout. Each slot gets the same context (the project, the sheet, the
 * project's sheets, whether changes are allowed). The main area is the plan viewer (its toolbar above the plan), the
 * panel the sheet's layers, the sidebar the project's sheets.
 *
 * The measuring tools (tools/useSheetTools) take the viewer's pointer events and the page's keys, draw on the
 * viewer's overlay and write through the project's journal. The toolbar holds the tool palette, the scale state and
 * the shortcuts' button; the panel is three tabs: the sheet's measurements, the selection's properties, the layers.
 *
 * The sheet's file is read from the files repository and opened in the PDF worker (sheetDocument.ts); the view (zoom,
 * centre) and the hidden layers are saved per sheet with sheetRepository().putView — view state, never journalled,
 * never undone. A file that cannot be opened (its bytes purged, unreadable, a corrupt PDF) is said in French in the
 * viewer's place, with « Réessayer »; nothing is deleted or changed.
 */
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Box } from '../../components/Layout';
import { Heading } from '../../components/Typography';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';
import type { MetrDatabase } from '../../db/schema';
import { sheetRepository } from '../../db/workspace/sheets';
import { describeScale } from '../../domain/takeoff/scale';
import { SHORTCUTS, type MeasureTool } from '../../domain/takeoff/shortcuts';
import { takesKey } from '../../domain/takeoff/tools/pick';
import type { JournalEntry } from '../../domain/takeoff/journal';
import type { Measurement, Point, ProjectRow, Rect, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { indiceProvenanceOf } from '../../domain/comparison/indices';
import { cadProvenanceText, indiceProvenanceText } from '../../i18n/provenance';
import { workspacePaths } from '../../config/workspacePaths';
import { interpolate, pluralForm } from '../../i18n/format';
import { formatNumber } from '../../i18n/numbers';
import { toolsFr } from '../../i18n/tools.fr';
import { CalibrationStatus, SheetPanel, ShortcutsOverlay, type SheetPanelTab } from '../../screens/Workspace/Measure';
import {
  LayersPanel,
  savedLayerVisibility,
  type LayerVisibility,
  type PlanLayer,
} from '../../screens/Workspace/Layers';
import {
  PlanViewer,
  type PlanViewerHandle,
  type SheetSource,
  type ViewerMoreItem,
  type ViewState,
} from '../../screens/Workspace/Viewer';
import { activeToolAtom, selectionAtom, toolStateAtom } from '../../state/workspace/tools';
import { currentLocalisationKey, currentLocalisationsAtom } from '../../state/workspace/localisation';
import { localisationControlText } from '../../screens/Workspace/Localisation';
import { reperageActionFr } from '../../i18n/reperageAction.fr';
import { pdfClient } from '../../workers/pdf/client';
import { boundsOf, fitViewTo, useAddressHighlight } from './addressHighlight';
import { useWorkspace } from './context';
import { SheetMeasurementsTab, SheetPropertiesTab } from './sheetPanelTabs';
import type { SheetViewRow } from '../../db/types';
import { cachedSource, purgeUnusedPicturesOnce, renderCache } from './renderCache';
import { sheetDocuments, type OpenedSheet } from './sheetDocument';
import { readPlanBlob } from './sharing/planBlob';
import { ProjectSheetStrip } from './ProjectPlans';
import { SheetLocalisation } from './tools/SheetLocalisation';
import { SheetPalette } from './tools/SheetPalette';
import { SheetToolsReadout } from './tools/SheetToolsReadout';
import { rememberViewerWindow, sheetOpened } from './prerenderSignals';
import { SheetWallHeight } from './tools/SheetWallHeight';
import { readoutRow } from './sheetSlots.css';
import { useLiveQuery } from './useLiveQuery';
import { heightLookup, lengthVariables } from '../../domain/library/variables';
import type { VariableRow } from '../../domain/library/types';
import { sheetKeyGoesToTools } from './tools/keys';
import { stepNotice } from './tools/stepNotice';
import { useSheetRows } from './tools/sheetRows';
import { useSheetTools, type SheetDeletion } from './tools/useSheetTools';
import { useSnapIndex, type SnapIndexLoader } from './tools/useSnapIndex';
import { useScaleRegions, type ScaleTarget } from './tools/useScaleRegions';
import { ReperageButton } from './reperage/ReperageButton';
import { useReperage } from './reperage/useReperage';
import { PlanLabelToggles, usePlanLabelMoreItems } from './PlanLabelToggles';
import { SheetLegendTab } from './SheetLegendTab';
import { CountBoxButton } from './counting/CountBoxButton';
import { SheetCountingTab } from './counting/SheetCountingTab';
import { REVIEW_PARAM, useCounting, type Counting } from './counting/useCounting';
import { SheetComparisonTab } from './comparison/SheetComparisonTab';
import { useCad, type Cad } from './cad/useCad';
import { COMPARE_PARAM } from './comparison/params';
import { heldSource } from './comparison/viewerHold';
import { useComparison, type Comparison } from './comparison/useComparison';
import { SheetPickControls } from './selection/SheetPickControls';
import { useSelection, type Selection } from './selection/useSelection';

/** The CAD sheet's « CAO » tab (issue 28), loaded with the first CAD sheet. */
const SheetCadTab = lazy(() => import('./cad/SheetCadTab'));

export interface SheetContext {
  readonly project: ProjectRow;
  readonly sheet: SheetRow;
  /** The project's sheets, in the sheet list's order. */
  readonly sheets: readonly SheetRow[];
  /** False when the workspace is read-only (no local profile, a previous indice, a shared project read-only here). */
  readonly canEdit: boolean;
  /** Why, when `canEdit` is false (the tools say it); the missing profile's words when not given. */
  readonly readOnlyReason?: string;
  /**
   * Not editable yet, only for a moment: a shared project's sync session is opening. A tool chosen meanwhile is kept
   * for when it opens (SheetPalette).
   */
  readonly isEditPending?: boolean;
}

export interface SheetSlots {
  /** Above the plan (tools, zoom, scale state); undefined: no toolbar row. */
  readonly toolbar?: ReactNode;
  /** The sheets of the project (navigation region beside the plan); undefined: none. */
  readonly sidebar?: ReactNode;
  /** Layers, properties, measurements (complementary region); undefined: none. */
  readonly panel?: ReactNode;
  /** The main area: the plan. */
  readonly main: ReactNode;
}

/** The sheet's file, as the viewer and the layers panel need it. */
type OpenState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly source: SheetSource;
      readonly layers: readonly PlanLayer[];
      /** The saved view, or undefined: the sheet opens fitted. */
      readonly initialView: ViewState | undefined;
      readonly initialLayers: LayerVisibility;
      /** Builds the page's snapping index in the worker. */
      readonly snapIndex: SnapIndexLoader;
    };

const LOADING: OpenState = { status: 'loading' };

/**
 * Opens the sheet's file and reads its saved view, again when the sheet, its file or its page changes, or on retry().
 * The answer of a previous sheet is never shown under the new one (each answer carries the key it was asked with).
 */
function useOpenSheet(db: MetrDatabase, sheet: SheetRow) {
  const [attempt, setAttempt] = useState(0);
  const { id, fileId, pageIndex } = sheet;
  const key = `${id}\u0000${fileId}\u0000${pageIndex}\u0000${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: OpenState }>({ key, state: LOADING });

  useEffect(() => {
    const controller = new AbortController();
    let opened: OpenedSheet | undefined;
    const documents = sheetDocuments(pdfClient);
    const readBlob = (file: string) => readPlanBlob(db, file);
    const cache = renderCache();
    purgeUnusedPicturesOnce(db);
    // The worker is this sheet's now: a picture made ahead for another one stops (this one's is waited for).
    sheetOpened(fileId, pageIndex);
    const ready = (result: OpenedSheet, saved: SheetViewRow | undefined, hash: string | undefined) => {
      opened = result;
      const initialView =
        saved?.zoom !== undefined && saved.centre !== undefined
          ? { zoom: saved.zoom, centre: saved.centre }
          : undefined;
      setAnswer({
        key,
        state: {
          status: 'ready',
          // Kept pictures are shown at once; the renders wait while a comparison runs (comparison/viewerHold.ts).
          source:
            cache && hash
              ? cachedSource(heldSource(result.source), cache, { hash, pageIndex })
              : heldSource(result.source),
          layers: result.layers,
          initialView,
          initialLayers: savedLayerVisibility(result.layers, saved?.hiddenLayers),
          snapIndex: (options) => result.snapIndex(options),
        },
      });
    };
    const fail = (error: unknown) => {
      if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error', error } });
    };
    // What is kept of the file from an earlier visit (renderCache.ts) opens the sheet without waiting for the worker.
    const kept = async () => {
      const row = await db.files.get(fileId).catch(() => undefined);
      const document = row && cache ? await cache.document(row.hash) : undefined;
      return { hash: row?.hash, document };
    };
    Promise.all([
      kept(),
      // A view that cannot be read is not a reason to hide the plan: it then opens fitted, every layer as saved.
      sheetRepository(db)
        .getView(id)
        .catch(() => undefined),
    ]).then(([{ hash, document }, saved]) => {
      if (controller.signal.aborted) return;
      const page = document?.pages[pageIndex];
      if (document && page) {
        ready(documents.openKept({ fileId, pageIndex }, page, document.layers, readBlob), saved, hash);
        return;
      }
      documents.open({ fileId, pageIndex }, readBlob, controller.signal).then((result) => {
        if (controller.signal.aborted) {
          result.release();
          return;
        }
        if (cache && result.document) void cache.keepDocument(result.document.sha256, result.document);
        ready(result, saved, hash ?? result.document?.sha256);
      }, fail);
    }, fail);
    return () => {
      controller.abort();
      opened?.release();
    };
  }, [db, key, id, fileId, pageIndex]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { key, state: answer.key === key ? answer.state : LOADING, retry };
}

/**
 * The sheet page's regions for a sheet: a hook, because the viewer (main) and the layers panel (panel) share the
 * open file and the layers shown.
 */
export function useSheetSlots(context: SheetContext): SheetSlots {
  const { db } = useWorkspace();
  const { project, sheet } = context;
  const open = useOpenSheet(db, sheet);
  const viewer = useRef<PlanViewerHandle>(null);
  const views = useMemo(() => sheetRepository(db), [db]);

  const [changedLayers, setChangedLayers] = useState<{ key: string; value: LayerVisibility } | null>(null);
  const layers =
    open.state.status !== 'ready'
      ? null
      : changedLayers?.key === open.key
        ? changedLayers.value
        : open.state.initialLayers;

  // The latest hidden layers, for the view saved when a move settles (the callback must not go stale).
  const hiddenRef = useRef<readonly string[] | undefined>(undefined);
  useEffect(() => {
    hiddenRef.current = layers?.hidden;
  });

  // The side panel's open tab: « Corriger » on a unit error (the « Mesures » tab) opens « Propriétés » with the
  // formula in error focused (issue 24); each press is a new focus request.
  const [panelTab, setPanelTab] = useState<SheetPanelTab>('measurements');
  const [unitErrorFocus, setUnitErrorFocus] = useState<number | undefined>(undefined);
  const openUnitError = useCallback(() => {
    setPanelTab('properties');
    setUnitErrorFocus((n) => (n ?? 0) + 1);
  }, []);
  // Issue 25: a search or a review opens the « Comptage assisté » tab; its end goes back to the measurements.
  const openCounting = useCallback(() => setPanelTab('counting'), []);
  const openComparison = useCallback(() => setPanelTab('comparison'), []);
  const closeCounting = useCallback(() => setPanelTab((tab) => (tab === 'counting' ? 'measurements' : tab)), []);

  const sheetId = sheet.id;
  /**
   * Saves the view: a fitted one without zoom or centre (it opens fitted again, to whatever window), every other
   * one as it is. A failed save is not worth an error on a pan: the view is not work, and the next move saves again.
   */
  const saveView = useCallback(
    (view: ViewState | undefined, hidden: readonly string[] | undefined) => {
      if (!view || !viewer.current) {
        // No plan shown yet (a layer changed as the sheet opens): the zoom and centre saved before stay as they are.
        if (hidden) void views.putHiddenLayers(sheetId, hidden).catch(() => {});
        return;
      }
      const fitted = viewer.current.viewport.isFitted;
      void views
        .putView({
          id: sheetId,
          ...(!fitted && { zoom: view.zoom, centre: view.centre }),
          ...(hidden && { hiddenLayers: hidden }),
        })
        .catch(() => {});
    },
    [views, sheetId],
  );

  const onViewChange = useCallback(
    (view: ViewState) => {
      saveView(view, hiddenRef.current);
      // Where the plan shows: the size the next imported sheets' pictures are made for (prewarm.ts).
      if (viewer.current) rememberViewerWindow(viewer.current.viewport);
    },
    [saveView],
  );
  const onLayersChange = useCallback(
    (value: LayerVisibility) => {
      setChangedLayers({ key: open.key, value });
      hiddenRef.current = value.hidden;
      saveView(viewer.current?.view, value.hidden);
    },
    [open.key, saveView],
  );

  const state = open.state;
  const reperage = useReperage(project, { sheetId: sheet.id });
  const labelItems = usePlanLabelMoreItems(open.state.status !== 'ready');
  const reperageOpen = reperage.open;
  // The arrows move a plan-element mode's probe (domain/takeoff/tools/pick.ts) instead of panning the plan.
  const jotai = useStore();
  const isPickProbeKey = useCallback((event: KeyboardEvent) => takesKey(jotai.get(toolStateAtom), event.key), [jotai]);
  const slots = useToolSlots(context, {
    viewer,
    snapLoader: state.status === 'ready' ? state.snapIndex : null,
    sheetKey: open.key,
    hiddenLayerIds: layers?.hidden,
    isPlanReady: state.status === 'ready',
    onOpenUnitError: openUnitError,
    unitErrorFocus,
    onCountingOpen: openCounting,
    onCountingClose: closeCounting,
    onComparisonOpen: openComparison,
  });

  // The viewer's menu « Plus », in the row's order: the label toggles, the localisation, the repérage, the shortcuts.
  const { viewerMore } = slots;
  const toolbarMore = useMemo(() => {
    const [localisationItem, shortcutsItem] = viewerMore;
    const reperageItem: ViewerMoreItem = {
      id: 'reperage',
      label: interpolate(toolsFr.sheet.more.opensDialog, { label: reperageActionFr.action }),
      onAction: reperageOpen,
    };
    return [...labelItems, localisationItem, reperageItem, shortcutsItem].filter(
      (item): item is ViewerMoreItem => item !== undefined,
    );
  }, [labelItems, viewerMore, reperageOpen]);

  return {
    toolbar: slots.toolbar,
    sidebar: <ProjectSheetStrip projectId={project.id} currentSheetId={sheet.id} />,
    panel: (
      <SheetPanel
        selectedTab={panelTab}
        onSelectedTabChange={setPanelTab}
        measurements={slots.measurements}
        properties={slots.properties}
        regions={slots.regions}
        legend={slots.legend}
        counting={slots.counting}
        comparison={slots.comparison}
        cad={slots.cad}
        // A file that cannot be opened has no layers to list: the viewer's message says why.
        layers={
          state.status === 'error' ? null : (
            <LayersPanel
              layers={state.status === 'ready' ? state.layers : []}
              value={layers ?? { hidden: [], isolated: null }}
              onChange={onLayersChange}
              isLoading={state.status === 'loading'}
            />
          )
        }
      />
    ),
    main: (
      <>
        {/* The page's title: the navigation's focus target; the viewer names the plan itself. */}
        <Heading level={1} id="page-title" tabIndex={-1} className={visuallyHiddenStyle}>
          {sheet.name}
        </Heading>
        <PlanViewer
          ref={viewer}
          source={state.status === 'ready' ? state.source : null}
          sheetName={sheet.name}
          scale={slots.scale}
          hiddenLayerIds={layers?.hidden}
          initialView={state.status === 'ready' ? state.initialView : undefined}
          onViewChange={onViewChange}
          error={state.status === 'error' ? state.error : undefined}
          onRetry={open.retry}
          drawOverlay={slots.drawOverlay}
          onSheetPointer={slots.onSheetPointer}
          isKeyTaken={isPickProbeKey}
          isPanMode={slots.isPanMode}
          onPanModeChange={slots.onPanModeChange}
          toolbarEnd={slots.viewerStatus}
          toolbarExtra={<PlanLabelToggles isDisabled={state.status !== 'ready'} />}
          toolbarSecondary={
            <>
              {slots.viewerSecondary}
              <ReperageButton onPress={reperage.open} />
            </>
          }
          toolbarMore={toolbarMore}
          footer={slots.readout}
        />
        {slots.dialogs}
        {reperage.dialog}
      </>
    ),
  };
}

interface ToolSlotsOptions {
  readonly viewer: React.RefObject<PlanViewerHandle | null>;
  readonly snapLoader: SnapIndexLoader | null;
  readonly sheetKey: string;
  readonly hiddenLayerIds: readonly string[] | undefined;
  /** The viewer has the sheet's file: a view can be fitted to measurements. */
  readonly isPlanReady: boolean;
  /** Opens the properties tab and asks its articles to focus the formula in a unit error (issue 24). */
  readonly onOpenUnitError: () => void;
  readonly unitErrorFocus: number | undefined;
  /** Issue 25: the assisted count's tab opened (a search, a review) and closed. */
  readonly onCountingOpen: () => void;
  readonly onCountingClose: () => void;
  /** Issue 27: the « Indices » tab opened (an indice just imported, ?comparer in the address). */
  readonly onComparisonOpen: () => void;
}

/** Centre of a measurement's points: where « show it » moves the plan. */
function centreOf(points: readonly Point[]): Point | null {
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
}

/**
 * The tools' parts of the page: palette (toolbar), scale state (beside the zoom), readout (under the plan),
 * measurements and properties (panel tabs), the scale dialog and the shortcuts overlay, and the viewer's tool props.
 */
function useToolSlots(
  context: SheetContext,
  {
    viewer,
    snapLoader,
    sheetKey,
    hiddenLayerIds,
    isPlanReady,
    onOpenUnitError,
    unitErrorFocus,
    onCountingOpen,
    onCountingClose,
    onComparisonOpen,
  }: ToolSlotsOptions,
) {
  const { db, author, notify } = useWorkspace();
  const { project, sheet, canEdit } = context;
  const store = useStore();
  const themeRef = useRef<HTMLElement>(null);
  const snapIndex = useSnapIndex(snapLoader, sheetKey, hiddenLayerIds);
  const onError = useCallback((message: string) => notify({ message, tone: 'danger' }), [notify]);
  const onNotice = useCallback((message: string) => notify({ message, group: 'other-tab' }), [notify]);
  const onMessage = useCallback((message: string) => notify({ message }), [notify]);
  const navigate = useNavigate();
  const onStep = useCallback(
    (kind: 'undo' | 'redo', entry: JournalEntry | null, rows: TakeoffState | null) => {
      const notice = stepNotice(kind, entry, rows, sheet.id);
      const other = notice.sheetId;
      notify({
        message: notice.message,
        group: 'history-step',
        ...(other
          ? {
              action: {
                label: toolsFr.history.showSheet,
                onAction: () => navigate(workspacePaths.sheet(project.id, other)),
              },
            }
          : {}),
      });
    },
    [notify, navigate, sheet.id, project.id],
  );
  // Suppr: « Supprimé · Annuler », the action undoing that deletion only (see useSheetTools' onDeleted).
  const onDeleted = useCallback(
    (deletion: SheetDeletion) =>
      notify({
        message:
          deletion.count === 1
            ? toolsFr.history.deleted
            : interpolate(toolsFr.history.deletedMany, { count: formatNumber(deletion.count, 0) }),
        group: 'deletion',
        action: { label: toolsFr.history.undoAction, onAction: deletion.undo },
      }),
    [notify],
  );
  // A region waiting for its scale while the user picks two points inside it (see useScaleRegions).
  const [picking, setPicking] = useState<ScaleTarget | null>(null);
  // The assisted count's marks, drawn over the measurements (set below, once the counting exists).
  const countingDraw = useRef<Counting['drawAbove'] | null>(null);
  const countingBox = useRef<Counting['onCountBox'] | null>(null);
  // The plan-element mode's marks and picks (set below, once the selection exists).
  const selectionDraw = useRef<Selection['drawAbove'] | null>(null);
  // A CAD sheet's selected block and layers, lit on the plan (issue 28; set below, once the CAD state exists).
  const cadDraw = useRef<Cad['drawAbove'] | null>(null);
  const selectionPick = useRef<Selection['onPick'] | null>(null);
  // The comparison's pictures and regions, drawn under the measurements (set below, once the comparison exists).
  const comparisonDraw = useRef<Comparison['drawBelow'] | null>(null);

  const tools = useSheetTools({
    db,
    author,
    projectId: project.id,
    sheet,
    snapIndex,
    zoom: () => viewer.current?.viewport.zoom ?? 1,
    requestRedraw: () => viewer.current?.requestOverlayRedraw(),
    visible: () => viewer.current?.viewport.visibleSheetRect() ?? null,
    pendingRegion: picking?.kind === 'newRegion' ? picking.rect : null,
    themeElement: () => themeRef.current,
    onError,
    onNotice,
    onStep,
    onDeleted,
    canEdit,
    drawBelow: (ctx, transform, theme) => comparisonDraw.current?.(ctx, transform, theme),
    drawAbove: (ctx, transform, theme) => {
      cadDraw.current?.(ctx, transform, theme);
      selectionDraw.current?.(ctx, transform, theme);
      countingDraw.current?.(ctx, transform, theme);
    },
    onCountBox: (request) => countingBox.current?.(request),
    onPick: (request) => selectionPick.current?.(request),
  });
  const { search: address } = useLocation();
  const reviewId = useMemo(() => new URLSearchParams(address).get(REVIEW_PARAM), [address]);
  const openSheetReview = useCallback(
    (sheetId: string, measurementId: string) =>
      navigate(`${workspacePaths.sheet(project.id, sheetId)}?${REVIEW_PARAM}=${encodeURIComponent(measurementId)}`),
    [navigate, project.id],
  );
  const counting = useCounting({
    db,
    sheet,
    sheets: context.sheets,
    reviewId,
    openSheetReview,
    store: tools.store,
    commit: tools.commit,
    viewer,
    hiddenLayerIds,
    canEdit,
    onOpen: onCountingOpen,
    onClose: onCountingClose,
  });
  useEffect(() => {
    countingDraw.current = counting.drawAbove;
    countingBox.current = counting.onCountBox;
  }, [counting.drawAbove, counting.onCountBox]);
  const selection = useSelection({
    db,
    sheet,
    store: tools.store,
    commit: tools.commit,
    viewer,
    hiddenLayerIds,
    canEdit,
  });
  useEffect(() => {
    selectionDraw.current = selection.drawAbove;
    selectionPick.current = selection.onPick;
  }, [selection.drawAbove, selection.onPick]);
  const comparison = useComparison({
    db,
    sheet,
    sheets: context.sheets,
    store: tools.store,
    commit: tools.commit,
    viewer,
    canEdit,
    themeElement: () => themeRef.current,
  });
  useEffect(() => {
    comparisonDraw.current = comparison.drawBelow;
    viewer.current?.requestOverlayRedraw();
  }, [comparison.drawBelow, viewer]);
  // After an indice's import (?comparer in the address): its « Indices » tab open and the comparison started, once.
  const compareAsked = useMemo(() => new URLSearchParams(address).has(COMPARE_PARAM), [address]);
  const startComparison = comparison.start;
  const isNewIndice = comparison.isNewIndice;
  useEffect(() => {
    if (!compareAsked || !isNewIndice) return;
    onComparisonOpen();
    startComparison();
    navigate({ search: '' }, { replace: true });
  }, [compareAsked, isNewIndice, onComparisonOpen, startComparison, navigate]);
  const toolsPointer = tools.onSheetPointer;
  const countingPointer = counting.onSheetPointer;
  const comparisonPointer = comparison.onSheetPointer;
  const comparisonKey = comparison.onKey;
  const onSheetPointer = useCallback(
    (event: Parameters<typeof toolsPointer>[0]) => {
      if (!comparisonPointer(event) && !countingPointer(event)) toolsPointer(event);
    },
    [toolsPointer, countingPointer, comparisonPointer],
  );

  const [isPanMode, setPanMode] = useState(false);
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const [isLocalisationOpen, setLocalisationOpen] = useState(false);
  const localisation = useAtomValue(currentLocalisationsAtom).get(currentLocalisationKey(project.id, sheet.id));
  const viewerMore = useMemo(
    (): readonly ViewerMoreItem[] => [
      {
        id: 'localisation',
        label: interpolate(toolsFr.sheet.more.opensDialog, { label: localisationControlText(localisation) }),
        onAction: () => setLocalisationOpen(true),
        isDisabled: !canEdit,
      },
      { id: 'shortcuts', label: toolsFr.sheet.shortcuts, onAction: () => setShortcutsOpen(true) },
    ],
    [localisation, canEdit],
  );

  // The page reads no selection and no measurement: the tabs, the readout and the overlay follow those themselves
  // (sheetPanelTabs.tsx, tools/sheetRows.ts). It renders again when the sheet's own row changes (its scales).
  const rowsStore = tools.store;
  const { commit, dismissRequest } = tools;
  // The viewer's handle, read when a row is shown (a ref from the options: the callback stays the same).
  const viewerRef = viewer;
  const current = useSheetRows(
    rowsStore,
    useCallback((rows: TakeoffState | null) => rows?.sheets.get(sheet.id) ?? sheet, [sheet]),
  );
  const isLoaded = useSheetRows(rowsStore, isRowsLoaded);
  // « Voir sur le plan » (?mesures=…): those measurements selected, framed and announced. The rows it is given are
  // those of this render: it reads them once per address, when they are there.
  useAddressHighlight({
    sheetId: sheet.id,
    rows: isLoaded ? rowsStore.get() : null,
    viewer,
    isPlanReady,
    select: (ids) => {
      store.set(activeToolAtom, 'select');
      store.set(selectionAtom, ids);
    },
    announce: (message) => notify({ message }),
  });
  // A region's scale is enough where it applies: the tools refuse, with the reason, a point outside every scale.
  const isCalibrated = current.scale.default !== null || current.scale.regions.length > 0;
  const readOnlyReason = canEdit ? undefined : (context.readOnlyReason ?? toolsFr.sheet.readOnly);

  const chooseTool = useCallback(
    (tool: MeasureTool) => {
      store.set(activeToolAtom, tool);
      // A drawing tool takes the main button: the hand lets go of it.
      setPanMode(false);
      viewer.current?.focus();
    },
    [store, viewer],
  );

  // The page's keys: « ? » for the shortcuts, the rest to the tools (which hand Ctrl+Z / Ctrl+Y to the journal).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (
        event.key === '?' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        sheetKeyGoesToTools(event, 'help')
      ) {
        event.preventDefault();
        setShortcutsOpen(true);
        return;
      }
      if (!sheetKeyGoesToTools(event, 'tools')) return;
      // The manual alignment's keys (Entrée, Retour arrière, Échap) while two pairs of points are picked.
      if (comparisonKey(event)) {
        event.preventDefault();
        return;
      }
      if (!canEdit && isEditingKey(event)) return;
      tools.onKey(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tools, canEdit, comparisonKey]);

  // The region a tool is waiting on is dropped when the user turns to another tool than the scale's.
  useEffect(
    () =>
      store.sub(activeToolAtom, () => {
        if (store.get(activeToolAtom) !== 'scale') setPicking(null);
      }),
    [store],
  );

  const showRect = (rect: Rect) => {
    const handle = viewer.current;
    if (!handle) return;
    const size = handle.viewport.windowSize;
    const width = Math.max(rect.maxX - rect.minX, 1);
    const height = Math.max(rect.maxY - rect.minY, 1);
    // The region fills most of the window, with a margin to see where it sits.
    const zoom = Math.min(size.width / width, size.height / height) * 0.8;
    handle.setView({
      zoom: Number.isFinite(zoom) && zoom > 0 ? zoom : handle.view.zoom,
      centre: { x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2 },
    });
    handle.focus();
  };

  // « Déduire une surface » in an area's properties: that area selected (the deduction tool cuts from the selected
  // surface first), the tool started, the plan given the keyboard.
  const deductFrom = useCallback(
    (id: string) => {
      store.set(selectionAtom, [id]);
      chooseTool('deduction');
    },
    [store, chooseTool],
  );

  const scales = useScaleRegions({
    store: rowsStore,
    sheet: current,
    canEdit,
    request: tools.request,
    dismissRequest,
    commit,
    chooseTool,
    picking,
    setPicking,
    showRect,
    onError,
  });
  const showMeasurement = useCallback(
    (id: string) => showOnPlan(rowsStore.get(), viewerRef.current, id, (ids) => store.set(selectionAtom, ids)),
    [rowsStore, store, viewerRef],
  );
  const redrawOverlay = useCallback(() => viewerRef.current?.requestOverlayRedraw(), [viewerRef]);
  const cad = useCad({
    db,
    sheet,
    store: tools.store,
    commit: tools.commit,
    canEdit,
    requestRedraw: redrawOverlay,
    onShowMeasurement: showMeasurement,
  });
  useEffect(() => {
    cadDraw.current = cad.drawAbove;
  }, [cad.drawAbove]);
  // A legend row (« Voir sur le plan »): its measurements selected with the select tool, framed, announced — as the
  // quantities page's « Voir sur le plan » does (addressHighlight.ts).
  const showMeasurements = useCallback(
    (ids: readonly string[]) => {
      const rows = rowsStore.get();
      const found = ids.flatMap((id) => {
        const m = rows?.measurements.get(id);
        return m && m.sheetId === sheet.id ? [m] : [];
      });
      if (found.length === 0) return;
      store.set(activeToolAtom, 'select');
      store.set(
        selectionAtom,
        found.map((m) => m.id),
      );
      const handle = viewerRef.current;
      const view = handle && fitViewTo(boundsOf(found), handle.viewport.windowSize);
      if (handle && view) handle.setView(view);
      handle?.focus();
      notify({
        message: interpolate(pluralForm(toolsFr.sheet.highlight.shown, found.length), { count: found.length }),
      });
    },
    [rowsStore, store, viewerRef, sheet.id, notify],
  );

  const scale = useMemo(
    () => (current.scale.default ? describeScale(current.scale.default) : null),
    [current.scale.default],
  );

  // The project's variables: the walls whose height follows one (HSP) are measured with its value, and the wall
  // tool's height can follow one (SheetWallHeight).
  const variables = useLiveQuery<VariableRow[]>(
    () => db.variables.where('projectId').equals(project.id).toArray(),
    [db, project.id],
  );
  const variableRows = variables.status === 'ready' ? variables.value : null;
  const heights = useMemo(() => (variableRows ? heightLookup(variableRows) : undefined), [variableRows]);
  const heightVariables = useMemo(() => (variableRows ? lengthVariables(variableRows) : undefined), [variableRows]);

  // « Corriger » on a unit error: the measurement selected and shown, its articles opened, its formula focused.
  const fixUnitError = useCallback(
    (id: string) => {
      showMeasurement(id);
      onOpenUnitError();
    },
    [showMeasurement, onOpenUnitError],
  );
  const measurements = useMemo(
    () => (
      <SheetMeasurementsTab
        store={rowsStore}
        sheet={sheet}
        onRowAction={showMeasurement}
        heights={heights}
        onFixUnitError={canEdit ? fixUnitError : undefined}
      />
    ),
    [rowsStore, sheet, showMeasurement, heights, canEdit, fixUnitError],
  );
  const legend = useMemo(
    () => <SheetLegendTab store={rowsStore} sheet={sheet} onShow={showMeasurements} />,
    [rowsStore, sheet, showMeasurements],
  );
  const projectSheets = context.sheets;
  // Under the selection's properties: where the measurement came from — a CAD block or layer (issue 28), and the
  // indice it was made or checked on (issue 27).
  const indiceNoteOf = useCallback(
    (m: Measurement) => {
      const notes = [
        m.cad ? capitalise(cadProvenanceText(m.cad)) : null,
        indiceProvenanceText(indiceProvenanceOf(m, projectSheets)),
      ].filter((note): note is string => note !== null);
      return notes.length > 0 ? notes.join(' · ') : null;
    },
    [projectSheets],
  );
  const properties = (
    <SheetPropertiesTab
      store={rowsStore}
      sheet={sheet}
      projectId={project.id}
      canEdit={canEdit}
      readOnlyReason={readOnlyReason}
      commit={commit}
      onError={onError}
      scaleNote={scales.scaleNote}
      onNotice={onMessage}
      onDeduct={deductFrom}
      onReviewDetection={counting.review}
      onTakeSkirting={selection.takeSkirting}
      indiceNoteOf={indiceNoteOf}
      heights={heights}
      focusUnitError={unitErrorFocus}
      heightVariables={heightVariables}
    />
  );

  return {
    scale,
    isPanMode,
    onPanModeChange: setPanMode,
    drawOverlay: tools.drawOverlay,
    onSheetPointer,
    counting: counting.isOpen ? <SheetCountingTab counting={counting} readOnly={!canEdit} /> : undefined,
    // Loaded with the first CAD sheet opened: a PDF sheet's page does not carry the CAD panels. The tab is there as
    // the sheet opens (its model still being read, or unreadable: the tab says so).
    cad:
      cad.modelStatus !== 'none' ? (
        <Suspense fallback={null}>
          <SheetCadTab cad={cad} readOnly={!canEdit} projectId={project.id} fileId={sheet.fileId} />
        </Suspense>
      ) : undefined,
    comparison:
      comparison.isNewIndice || comparison.current ? (
        <SheetComparisonTab
          comparison={comparison}
          store={rowsStore}
          sheetId={sheet.id}
          projectId={project.id}
          sheets={context.sheets}
          readOnly={!canEdit}
        />
      ) : undefined,
    // The palette alone above the plan; the scale state and the shortcuts at the end of the zoom controls' row, the
    // readout under the plan: the plan keeps the height (it had less than half the window at 1280 × 720).
    toolbar: (
      <Box ref={themeRef} paddingX="md" paddingY="xs">
        <SheetPalette
          isCalibrated={isCalibrated}
          readOnlyReason={readOnlyReason}
          isEditPending={context.isEditPending === true && !canEdit}
          onToolChange={chooseTool}
        />
      </Box>
    ),
    // The scale state, always in view at the row's end.
    viewerStatus: (
      <>
        {/* The regions are listed in the « Échelles » tab and named on the plan: the state stays one line. */}
        <CalibrationStatus
          scales={{ default: current.scale.default, regions: [] }}
          onCalibrate={scales.openSheetScale}
          isReadOnly={!canEdit}
          isCompact
        />
      </>
    ),
    // In the zoom controls' row when it has room, else as lines of its menu « Plus » (viewerMore).
    viewerSecondary: (
      <>
        {/* Issue 24: the localisation every new measurement gets. */}
        <SheetLocalisation
          store={rowsStore}
          projectId={project.id}
          sheetId={sheet.id}
          isDisabled={!canEdit}
          isOpen={isLocalisationOpen}
          onOpenChange={setLocalisationOpen}
        />
        <Button
          variant="ghost"
          size="sm"
          onPress={() => setShortcutsOpen(true)}
          aria-keyshortcuts="?"
          aria-label={toolsFr.sheet.shortcutsName}
        >
          <Box as="span" display={{ mobile: 'none', tablet: 'inline-block' }}>
            {toolsFr.sheet.shortcuts}
          </Box>
          <Box as="span" display={{ mobile: 'inline-block', tablet: 'none' }}>
            {toolsFr.sheet.shortcutsShort}
          </Box>
        </Button>
      </>
    ),
    viewerMore,
    // Under the plan, the tool's readout and, while the wall tool is active, the height new walls get (issue 24: set
    // before drawing; one button there, where the tool's words are, so that no row above the plan grows).
    readout: (
      <div className={readoutRow}>
        <SheetToolsReadout store={rowsStore} sheet={sheet} />
        {canEdit && <SheetWallHeight variables={variableRows} />}
        {canEdit && <CountBoxButton isDisabled={!isPlanReady} />}
        {canEdit && <SheetPickControls isDisabled={!isPlanReady} onCancel={selection.cancel} />}
      </div>
    ),
    measurements,
    regions: scales.panel,
    properties,
    legend,
    dialogs: (
      <>
        {scales.dialogs}
        <ShortcutsOverlay isOpen={isShortcutsOpen} onOpenChange={setShortcutsOpen} shortcuts={SHORTCUTS} />
      </>
    ),
  };
}

const isRowsLoaded = (rows: TakeoffState | null) => rows !== null;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/** « Voir » on a row: that measurement selected, the plan centred on it and given the keyboard. */
function showOnPlan(
  rows: TakeoffState | null,
  handle: PlanViewerHandle | null,
  id: string,
  select: (ids: readonly string[]) => void,
) {
  const measurement = rows?.measurements.get(id);
  if (!measurement || !handle) return;
  select([id]);
  const centre = centreOf(measurement.points);
  if (centre) handle.setView({ zoom: handle.view.zoom, centre });
  handle.focus();
}

/** Keys that change the work (delete, duplicate, paste, undo, redo…): refused in a read-only workspace. */
function isEditingKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey) return !['c', 'a'].includes(event.key.toLowerCase());
  return ['Delete', 'Backspace', 'Enter'].includes(event.key);
}
