/**
 * THE SHEET PAGE'S SLOTS, filled by the plan viewer and the measuring tools: what /dashboard/projets/:id/plans/:sheetId
 * shows in each region of the workspace layout. Each slot gets the same context (the project, the sheet, the
 * project's sheets, whether changes are allowed). The main area is the plan viewer (its toolbar above the plan), the
 * panel the sheet's layers, the sidebar the project's sheets.
 *
 * The sheet's file is read from the files repository and opened in the PDF worker (sheetDocument.ts); the view (zoom,
 * centre) and the hidden layers are saved per sheet with sheetRepository().putView — view state, never journalled,
 * never undone. A file that cannot be opened (its bytes purged, unreadable, a corrupt PDF) is said in French in the
 * viewer's place, with « Réessayer »; nothing is deleted or changed.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Heading } from '../../components/Typography';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import { sheetRepository } from '../../db/workspace/sheets';
import { describeScale } from '../../domain/takeoff/scale';
import type { ProjectRow, SheetRow } from '../../domain/takeoff/types';
import {
  LayersPanel,
  savedLayerVisibility,
  type LayerVisibility,
  type PlanLayer,
} from '../../screens/Workspace/Layers';
import { PlanViewer, type PlanViewerHandle, type SheetSource, type ViewState } from '../../screens/Workspace/Viewer';
import { pdfClient } from '../../workers/pdf/client';
import { useWorkspace } from './context';
import { sheetDocuments, type OpenedSheet } from './sheetDocument';
import { ProjectSheetStrip } from './ProjectPlans';

export interface SheetContext {
  readonly project: ProjectRow;
  readonly sheet: SheetRow;
  /** The project's sheets, in the sheet list's order. */
  readonly sheets: readonly SheetRow[];
  /** False when the workspace is read-only (no local profile). */
  readonly canEdit: boolean;
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
    const files = planFileRepository(db);
    const documents = sheetDocuments(pdfClient);
    Promise.all([
      documents.open({ fileId, pageIndex }, (file) => files.getFileBlob(file), controller.signal),
      // A view that cannot be read is not a reason to hide the plan: it then opens fitted, every layer as saved.
      sheetRepository(db)
        .getView(id)
        .catch(() => undefined),
    ]).then(
      ([result, saved]) => {
        if (controller.signal.aborted) {
          result.release();
          return;
        }
        opened = result;
        const initialView =
          saved?.zoom !== undefined && saved.centre !== undefined
            ? { zoom: saved.zoom, centre: saved.centre }
            : undefined;
        setAnswer({
          key,
          state: {
            status: 'ready',
            source: result.source,
            layers: result.layers,
            initialView,
            initialLayers: savedLayerVisibility(result.layers, saved?.hiddenLayers),
          },
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error', error } });
      },
    );
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

  const sheetId = sheet.id;
  /**
   * Saves the view: a fitted one without zoom or centre (it opens fitted again, to whatever window), every other
   * one as it is. A failed save is not worth an error on a pan: the view is not work, and the next move saves again.
   */
  const saveView = useCallback(
    (view: ViewState | undefined, hidden: readonly string[] | undefined) => {
      const fitted = viewer.current?.viewport.isFitted ?? true;
      void views
        .putView({
          id: sheetId,
          ...(view && !fitted && { zoom: view.zoom, centre: view.centre }),
          ...(hidden && { hiddenLayers: hidden }),
        })
        .catch(() => {});
    },
    [views, sheetId],
  );

  const onViewChange = useCallback((view: ViewState) => saveView(view, hiddenRef.current), [saveView]);
  const onLayersChange = useCallback(
    (value: LayerVisibility) => {
      setChangedLayers({ key: open.key, value });
      hiddenRef.current = value.hidden;
      saveView(viewer.current?.view, value.hidden);
    },
    [open.key, saveView],
  );

  const scale = useMemo(() => (sheet.scale.default ? describeScale(sheet.scale.default) : null), [sheet.scale]);
  const state = open.state;

  return {
    sidebar: <ProjectSheetStrip projectId={project.id} currentSheetId={sheet.id} />,
    // A file that cannot be opened has no layers to list: the viewer's message says why.
    panel:
      state.status === 'error' ? undefined : (
        <LayersPanel
          layers={state.status === 'ready' ? state.layers : []}
          value={layers ?? { hidden: [], isolated: null }}
          onChange={onLayersChange}
          isLoading={state.status === 'loading'}
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
          scale={scale}
          hiddenLayerIds={layers?.hidden}
          initialView={state.status === 'ready' ? state.initialView : undefined}
          onViewChange={onViewChange}
          error={state.status === 'error' ? state.error : undefined}
          onRetry={open.retry}
        />
      </>
    ),
  };
}
