/**
 * Assisted counting on the sheet page (issue 25), wired: a symbol boxed with the count tool (ToolRequest 'countBox')
 * is searched for by the counting worker (workers/counting: rendered, matched, never on this thread), its proposals
 * go into the count as one journal step (domain/counting/commands.ts: detectCount), and the review panel
 * (screens/Workspace/Counting) and the plan's marks show them for the thresholds of the moment. Every action of the
 * review is one journal step, undone with Ctrl+Z like any other; the thresholds and the focus are view state.
 *
 * - Cancelling a search terminates the worker: nothing of it is kept, nothing was written.
 * - A search's failure is said in French in the panel; nothing is written either.
 * - On the plan during a review: a click on a proposal's mark accepts it, a drag accepts it where it is dropped
 *   (« détecté et corrigé »); a click elsewhere counts a point by hand into the same count (the count tool's target).
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MetrDatabase } from '../../../db/schema';
import {
  acceptProposalAt,
  acceptProposals,
  detectCount,
  rejectProposals,
  restoreProposals,
} from '../../../domain/counting/commands';
import {
  DEFAULT_REVIEW_THRESHOLDS,
  reviewModel,
  type ReviewModel,
  type ReviewThresholds,
} from '../../../domain/counting/review';
import { deleteMeasurements, type Command } from '../../../domain/takeoff/commands';
import { CommandError } from '../../../domain/takeoff/errors';
import { boxingCountTool } from '../../../domain/takeoff/tools/count';
import type { ToolRequest } from '../../../domain/takeoff/tools/types';
import type {
  CountMeasurement,
  CountProposalRecord,
  Localisation,
  Point,
  SheetRow,
  TakeoffState,
} from '../../../domain/takeoff/types';
import type { CountingStage, OtherSheetSearch } from '../../../screens/Workspace/Counting/types';
import { drawProposalMarks, proposalAt } from '../../../screens/Workspace/Counting/marks';
import type { OverlayTheme, OverlayTransform } from '../../../screens/Workspace/Overlay';
import type { PlanViewerHandle } from '../../../screens/Workspace/Viewer';
import { drawColorAtom, selectionAtom, toolStateAtom } from '../../../state/workspace/tools';
import { currentLocalisationKey, currentLocalisationsAtom } from '../../../state/workspace/localisation';
import { toolsFr } from '../../../i18n/tools.fr';
import { CountingClient } from '../../../workers/counting/client';
import { CountingError, type CountingErrorCode, type FindResult } from '../../../workers/counting/protocol';
import { sheetMeasurements, useSheetRows, type SheetRowsStore } from '../tools/sheetRows';
import type { SheetPointer } from '../tools/useSheetTools';
import { readPlanBlob } from '../sharing/planBlob';

/** The page's one counting worker, started by the first search (the app never loads it before). */
let sharedClient: CountingClient | null = null;
/** Documents open in that worker (a cancel terminates it: they are opened again). */
const openDocuments = new Map<string, Promise<unknown>>();
function countingClient(): CountingClient {
  sharedClient ??= new CountingClient();
  return sharedClient;
}
function forgetDocuments(): void {
  openDocuments.clear();
  preparedSheets.clear();
}
/** Keys of the rasters asked ahead in the running worker (forgotten with it). */
const preparedSheets = new Set<string>();
/** Opens a plan file in the counting worker once (its bytes read from the local database). */
function openIn(client: CountingClient, db: MetrDatabase, fileId: string, signal: AbortSignal): Promise<unknown> {
  let opened = openDocuments.get(fileId);
  if (!opened) {
    opened = (async () => {
      const blob = await readPlanBlob(db, fileId);
      if (!blob) throw new CountingError('pdf', 'the plan file is gone');
      return client.open(fileId, await blob.arrayBuffer(), { signal });
    })();
    openDocuments.set(fileId, opened);
    opened.catch(() => openDocuments.delete(fileId));
  }
  return opened;
}

/** The matcher's proposals as a count stores them (takeoff rects, ids of their own). */
function proposalRecords(result: FindResult): CountProposalRecord[] {
  return result.proposals.map((p) => ({
    id: crypto.randomUUID(),
    templateId: p.templateId,
    center: p.center,
    box: { minX: p.box.x, minY: p.box.y, maxX: p.box.x + p.box.width, maxY: p.box.y + p.box.height },
    rotation: p.rotation,
    mirrored: p.mirrored,
    // The matcher's floating point can give a symbol its own box at 1.0000001: a score is stored in 0…1.
    score: Math.min(1, Math.max(0, p.score)),
  }));
}

/**
 * How much larger a symbol is drawn on `target` than on `source`: the ratio of their scales (metres per point),
 * 1 when either has none (the set's sheets are then taken to be at the same scale).
 */
export function scaleRatio(source: SheetRow, target: SheetRow): number {
  const s = source.scale.default?.metresPerUnit;
  const t = target.scale.default?.metresPerUnit;
  return s && t && Number.isFinite(s / t) ? s / t : 1;
}

/** A search's progress 0…1 across its templates, or null when the worker gives no total. */
function progressFraction(p: { done: number; total: number; template: number; templates: number }): number | null {
  return p.total > 0 ? (p.template + p.done / p.total) / Math.max(1, p.templates) : null;
}

/**
 * Lets a progress through when its stage changes or it moved by 2 % or more: the worker reports every tile, and each
 * report rendered the sheet page's tools (dozens a second while the person may be pressing something).
 */
function progressGate(show: (progress: SearchState) => void) {
  let last: SearchState | null = null;
  const changes = (next: SearchState) =>
    last === null ||
    last.stage !== next.stage ||
    (last.fraction === null) !== (next.fraction === null) ||
    Math.abs((next.fraction ?? 0) - (last.fraction ?? 0)) >= 0.02;
  return {
    changes(next: SearchState): boolean {
      if (!changes(next)) return false;
      last = next;
      return true;
    },
    set(next: SearchState): void {
      if (this.changes(next)) show(next);
    },
  };
}

/** The address parameter that opens a count's review on its sheet (« Revoir sur cette feuille »). */
export const REVIEW_PARAM = 'comptage';

export interface CountingOptions {
  readonly db: MetrDatabase;
  readonly sheet: SheetRow;
  /** The project's sheets: « Chercher sur les autres feuilles » searches those other than `sheet`. */
  readonly sheets: readonly SheetRow[];
  /** A count to review at once (the address's ?comptage=…, from another sheet's search). */
  readonly reviewId?: string | null;
  /** « Revoir sur cette feuille »: that sheet opened with that count's review. */
  readonly openSheetReview: (sheetId: string, measurementId: string) => void;
  readonly store: SheetRowsStore;
  readonly commit: (command: Command) => void;
  readonly viewer: React.RefObject<PlanViewerHandle | null>;
  readonly hiddenLayerIds: readonly string[] | undefined;
  readonly canEdit: boolean;
  /** The review opened (a search started, or « Revoir les propositions »): the panel shows its tab. */
  readonly onOpen: () => void;
  /** The review closed: the panel goes back to the measurements. */
  readonly onClose: () => void;
}

export interface SearchState {
  readonly stage: CountingStage;
  readonly fraction: number | null;
}

export interface Counting {
  /** The count under review; null: no review (no tab). */
  readonly measurementId: string | null;
  /** True while the panel's tab is to be shown (a review, or a first search under way or failed). */
  readonly isOpen: boolean;
  readonly model: ReviewModel | null;
  readonly thresholds: ReviewThresholds;
  readonly setThresholds: (thresholds: ReviewThresholds) => void;
  readonly focusedId: string | null;
  readonly focus: (id: string | null) => void;
  readonly search: SearchState | null;
  readonly cancel: () => void;
  readonly error: CountingErrorCode | null;
  readonly accept: (ids: readonly string[]) => void;
  readonly reject: (ids: readonly string[]) => void;
  readonly restore: (ids: readonly string[]) => void;
  readonly acceptAbove: () => void;
  readonly addTemplate: () => void;
  readonly finish: () => void;
  /** « Revoir les propositions » of a count. */
  readonly review: (measurementId: string) => void;
  readonly templateCount: number;
  /** The count's templates in the order they were boxed (« modèle 2 »). */
  readonly templateIds: readonly string[];
  /** « Chercher sur les autres feuilles »; null when the project has no other sheet. */
  readonly searchOtherSheets: (() => void) | null;
  readonly otherSheets: readonly OtherSheetSearch[] | null;
  readonly openSheetReview: (sheetId: string) => void;
  /** The count tool's box (useSheetTools' onCountBox): searches the sheet for that symbol. */
  readonly onCountBox: (request: Extract<ToolRequest, { kind: 'countBox' }>) => void;
  /** The plan's pointer, before the tools: true when the review used it (a proposal clicked or dragged). */
  readonly onSheetPointer: (event: SheetPointer) => boolean;
  readonly drawAbove: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
}

const toPdfRect = (r: { minX: number; minY: number; maxX: number; maxY: number }) => ({
  x: r.minX,
  y: r.minY,
  width: r.maxX - r.minX,
  height: r.maxY - r.minY,
});

const context = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

/** CSS px: a press that moves less than this on a proposal is a click (accept), more a drag (correct). */
const DRAG_SLOP = 4;

function countOf(rows: TakeoffState | null, id: string | null): CountMeasurement | null {
  if (!rows || id === null) return null;
  const m = rows.measurements.get(id);
  return m && m.kind === 'count' ? m : null;
}

export function useCounting(options: CountingOptions): Counting {
  const { db, sheet, store: rowsStore, commit, canEdit } = options;
  const jotai = useStore();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [measurementId, setMeasurementId] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [thresholds, setThresholdsState] = useState<ReviewThresholds>(DEFAULT_REVIEW_THRESHOLDS);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [search, setSearch] = useState<SearchState | null>(null);
  const [error, setError] = useState<CountingErrorCode | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [otherSheets, setOtherSheets] = useState<(OtherSheetSearch & { measurementId?: string })[] | null>(null);
  const othersRef = useRef<AbortController | null>(null);
  // The thresholds a new search records, read when it ends (a slider moved meanwhile counts).
  const thresholdsRef = useRef(thresholds);
  useEffect(() => {
    thresholdsRef.current = thresholds;
  }, [thresholds]);

  // The count under review, followed through every step (an undo of its creation ends the review).
  const measurement = useSheetRows(
    rowsStore,
    useCallback((rows: TakeoffState | null) => countOf(rows, measurementId), [measurementId]),
  );

  // The count gone (its creation undone, deleted, in this tab or another): its review ends with it.
  useEffect(() => {
    if (measurementId !== null && measurement === null && rowsStore.get() !== null && !controllerRef.current) {
      setMeasurementId(null);
      setOpen(false);
      setFocusedId(null);
      latest.current.onClose();
    }
  }, [measurementId, measurement, rowsStore]);

  const templates = measurement?.detection?.templates;
  const templateIds = useMemo(() => templates?.map((t) => t.id) ?? [], [templates]);
  const model = useMemo(
    () => (measurement?.detection ? reviewModel(measurement, thresholds) : null),
    [measurement, thresholds],
  );
  // What the marks draw, read by the overlay each frame without a render.
  const marksRef = useRef<{ model: ReviewModel | null; focusedId: string | null }>({ model: null, focusedId: null });
  const dragRef = useRef<{ id: string; from: Point; to: Point; moved: boolean } | null>(null);
  useEffect(() => {
    marksRef.current = { model, focusedId };
    latest.current.viewer.current?.requestOverlayRedraw();
  }, [model, focusedId]);

  /** The review ended: its searches stopped (nothing of them kept), its tab's state dropped. */
  const endReview = useCallback(() => {
    controllerRef.current?.abort();
    othersRef.current?.abort();
    setOtherSheets(null);
    setMeasurementId(null);
    setOpen(false);
    setSearch(null);
    setError(null);
    setFocusedId(null);
  }, []);
  // Another sheet: the review of this one ends, a search under way stops.
  useEffect(() => () => endReview(), [sheet.id, endReview]);

  // The count tool starts boxing (F, or its button): the sheet's raster is rendered meanwhile, so that the box's
  // search finds it ready (the first box of a sheet paid its render, 2–4 s, after the release).
  useEffect(() => {
    const prepare = () => {
      const tool = jotai.get(toolStateAtom);
      if (tool.tool !== 'count' || !tool.boxing || !canEdit) return;
      const hidden = latest.current.hiddenLayerIds ? [...latest.current.hiddenLayerIds] : [];
      const key = `${sheet.fileId}|${sheet.pageIndex}|${[...hidden].sort().join(',')}`;
      if (preparedSheets.has(key)) return;
      preparedSheets.add(key);
      const client = countingClient();
      const never = new AbortController().signal;
      void openIn(client, db, sheet.fileId, never)
        .then(() => client.prepare({ docId: sheet.fileId, page: sheet.pageIndex, hiddenLayerIds: hidden }))
        .catch(() => {
          // The box's own search says what went wrong; the next boxing tries again.
          preparedSheets.delete(key);
        });
    };
    prepare();
    return jotai.sub(toolStateAtom, prepare);
  }, [jotai, db, sheet.fileId, sheet.pageIndex, canEdit]);

  /** The plan's view on a proposal: centred, zoomed in enough to see the symbol when it was too small to. */
  const showProposal = useCallback((proposal: CountProposalRecord) => {
    const handle = latest.current.viewer.current;
    if (!handle) return;
    const size = handle.viewport.windowSize;
    const width = Math.max(proposal.box.maxX - proposal.box.minX, 1);
    const height = Math.max(proposal.box.maxY - proposal.box.minY, 1);
    const current = handle.view.zoom;
    // The symbol takes at least a twelfth of the window; never zoomed out by a move of the focus.
    const wanted = Math.min(size.width / width, size.height / height) / 12;
    const zoom = Number.isFinite(wanted) && wanted > current ? wanted : current;
    handle.setView({ zoom, centre: proposal.center });
  }, []);

  const focus = useCallback(
    (id: string | null) => {
      setFocusedId(id);
      if (id === null) return;
      const proposal = countOf(rowsStore.get(), measurementId)?.detection?.proposals.find((p) => p.id === id);
      if (proposal) showProposal(proposal);
    },
    [rowsStore, measurementId, showProposal],
  );

  const run = useCallback(
    (fn: (rows: TakeoffState, id: string) => Command) => {
      const rows = rowsStore.get();
      if (!rows || measurementId === null || !canEdit) return;
      try {
        commit(fn(rows, measurementId));
      } catch (e) {
        // Nothing to do (already accepted, already rejected): the list already says so.
        if (!(e instanceof CommandError)) throw e;
      }
    },
    [rowsStore, measurementId, commit, canEdit],
  );

  const accept = useCallback(
    (ids: readonly string[]) => run((rows, id) => acceptProposals(rows, id, ids, context())),
    [run],
  );
  const reject = useCallback(
    (ids: readonly string[]) => run((rows, id) => rejectProposals(rows, id, ids, context())),
    [run],
  );
  const restore = useCallback(
    (ids: readonly string[]) => run((rows, id) => restoreProposals(rows, id, ids, context())),
    [run],
  );
  const acceptAbove = useCallback(() => {
    if (model && model.aboveAutoAccept.length > 0) accept(model.aboveAutoAccept);
  }, [model, accept]);

  const setThresholds = useCallback((next: ReviewThresholds) => setThresholdsState(next), []);

  /** Opens the review of a count: its tab, its thresholds, the count tool adding to it by hand. */
  const openReview = useCallback(
    (id: string) => {
      const m = countOf(rowsStore.get(), id);
      setMeasurementId(id);
      setOpen(true);
      setError(null);
      if (m?.detection) {
        setThresholdsState((t) => ({ ...t, ...m.detection?.thresholds }));
      }
      jotai.set(toolStateAtom, { tool: 'count', targetId: id, cursor: null });
      jotai.set(selectionAtom, [id]);
      latest.current.onOpen();
    },
    [rowsStore, jotai],
  );

  const finish = useCallback(() => {
    // A review that kept nothing leaves no empty count behind (one step: Ctrl+Z brings it back with its proposals).
    const rows = rowsStore.get();
    const reviewed = countOf(rows, measurementId);
    if (rows && reviewed && reviewed.points.length === 0 && canEdit) {
      commit(deleteMeasurements(rows, [reviewed.id]));
    }
    endReview();
    // The next box or click starts another count (the doors after the WCs), not a variant of this one.
    const tool = jotai.get(toolStateAtom);
    if (tool.tool === 'count') jotai.set(toolStateAtom, { tool: 'count', targetId: null, cursor: tool.cursor });
    latest.current.onClose();
  }, [endReview, jotai, rowsStore, measurementId, canEdit, commit]);

  const addTemplate = useCallback(() => {
    jotai.set(toolStateAtom, boxingCountTool(measurementId));
    latest.current.viewer.current?.focus();
  }, [jotai, measurementId]);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    othersRef.current?.abort();
  }, []);

  /** Searches the sheet for the boxed symbol; the proposals go to `targetId`'s count, or a new one. */
  const find = useCallback(
    async (rect: { minX: number; minY: number; maxX: number; maxY: number }, targetId: string | null) => {
      controllerRef.current?.abort();
      // One worker: a search of the other sheets under way stops (its sheets done so far are kept).
      othersRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setError(null);
      setOpen(true);
      setSearch({ stage: 'open', fraction: null });
      if (targetId !== null) setMeasurementId(targetId);
      latest.current.onOpen();
      const templateId = crypto.randomUUID();
      const client = countingClient();
      const docId = sheet.fileId;
      const shown = progressGate((next) => setSearch(next));
      try {
        await openIn(client, db, docId, signal);
        const result: FindResult = await client.find(
          {
            docId,
            page: sheet.pageIndex,
            ...(latest.current.hiddenLayerIds ? { hiddenLayerIds: [...latest.current.hiddenLayerIds] } : {}),
            templates: [{ id: templateId, box: toPdfRect(rect) }],
            minScore: Math.max(0, DEFAULT_REVIEW_THRESHOLDS.show - DEFAULT_REVIEW_THRESHOLDS.nearMissBand),
          },
          {
            signal,
            onProgress: (p) => {
              if (signal.aborted) return;
              if (p.stage === 'open' || p.stage === 'render') shown.set({ stage: p.stage, fraction: null });
              else shown.set({ stage: p.stage, fraction: progressFraction(p) });
            },
          },
        );
        if (signal.aborted) return;
        const rows = rowsStore.get();
        if (!rows) return;
        const proposals = proposalRecords(result);
        const target = countOf(rows, targetId);
        const localisation: Localisation | undefined = jotai
          .get(currentLocalisationsAtom)
          .get(currentLocalisationKey(sheet.projectId, sheet.id));
        const searchRecord = {
          templates: [{ id: templateId, sheetId: sheet.id, box: rect }],
          proposals,
          thresholds: { show: thresholdsRef.current.show, autoAccept: thresholdsRef.current.autoAccept },
        };
        const command = target
          ? detectCount(rows, { measurementId: target.id }, searchRecord, context())
          : detectCount(
              rows,
              {
                draft: {
                  projectId: sheet.projectId,
                  sheetId: sheet.id,
                  label: toolsFr.labels.count,
                  color: jotai.get(drawColorAtom),
                  ...(localisation ? { localisation } : {}),
                },
              },
              searchRecord,
              context(),
            );
        if (!canEdit) return;
        commit(command);
        const id = target?.id ?? command.changes[0]?.id ?? null;
        setSearch(null);
        if (id !== null) openReview(id);
      } catch (e) {
        if (signal.aborted || (e instanceof CountingError && e.code === 'cancelled')) {
          forgetDocuments();
          setSearch(null);
          setError('cancelled');
          return;
        }
        if (e instanceof CountingError && e.code === 'workerFailed') forgetDocuments();
        setSearch(null);
        setError(e instanceof CountingError ? e.code : e instanceof CommandError ? 'badRequest' : 'unknown');
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [db, sheet, rowsStore, jotai, canEdit, commit, openReview],
  );

  // A box drawn with the count tool: the search starts.
  const onCountBox = useCallback(
    (request: Extract<ToolRequest, { kind: 'countBox' }>) => void find(request.rect, request.targetId),
    [find],
  );

  /**
   * « Chercher sur les autres feuilles »: the templates boxed on this sheet searched on each other sheet of the
   * project, one after the other in the worker, each with its progress. A sheet's proposals go to its own count
   * (one journal step per sheet: the count of this search there, or a new one named and coloured as this one),
   * reviewed on that sheet; a sheet where nothing is found gets no count.
   */
  const searchOtherSheets = useCallback(async () => {
    const rows = rowsStore.get();
    const source = countOf(rows, measurementId);
    const templates = source?.detection?.templates.filter((t) => t.sheetId === sheet.id) ?? [];
    if (!rows || !source || templates.length === 0 || !canEdit) return;
    controllerRef.current?.abort();
    othersRef.current?.abort();
    const controller = new AbortController();
    othersRef.current = controller;
    const { signal } = controller;
    const targets = latest.current.sheets.filter((s) => s.id !== sheet.id);
    // The worker keeps one raster per file: the other sheets' renders replace what was made ahead.
    preparedSheets.clear();
    setOtherSheets(
      targets.map((t) => ({
        sheetId: t.id,
        sheetName: t.name,
        state: 'waiting',
        fraction: null,
        found: null,
        error: null,
      })),
    );
    const update = (id: string, patch: Partial<OtherSheetSearch & { measurementId: string }>) =>
      setOtherSheets((list) => list?.map((s) => (s.sheetId === id ? { ...s, ...patch } : s)) ?? null);
    const client = countingClient();
    const show = thresholdsRef.current;
    for (const target of targets) {
      if (signal.aborted) {
        update(target.id, { state: 'cancelled', fraction: null });
        continue;
      }
      update(target.id, { state: 'running', fraction: null });
      const sheetProgress = progressGate(() => undefined);
      try {
        await openIn(client, db, sheet.fileId, signal);
        await openIn(client, db, target.fileId, signal);
        const result = await client.findElsewhere(
          {
            source: {
              docId: sheet.fileId,
              page: sheet.pageIndex,
              ...(latest.current.hiddenLayerIds ? { hiddenLayerIds: [...latest.current.hiddenLayerIds] } : {}),
              templates: templates.map((t) => ({ id: t.id, box: toPdfRect(t.box) })),
            },
            target: { docId: target.fileId, page: target.pageIndex },
            ratio: scaleRatio(sheet, target),
            minScore: Math.max(0, show.show - show.nearMissBand),
          },
          {
            signal,
            onProgress: (p) => {
              if (signal.aborted || (p.stage !== 'coarse' && p.stage !== 'refine')) return;
              const fraction = progressFraction(p);
              const scaled = p.stage === 'coarse' && fraction !== null ? fraction * 0.8 : fraction;
              if (sheetProgress.changes({ stage: p.stage, fraction: scaled })) update(target.id, { fraction: scaled });
            },
          },
        );
        if (signal.aborted) throw new CountingError('cancelled');
        const proposals = proposalRecords(result);
        const found = proposals.filter((p) => p.score >= show.show).length;
        const now = rowsStore.get();
        const existing = now
          ? sheetMeasurements(now, target.id).find(
              (m): m is CountMeasurement =>
                m.kind === 'count' &&
                (m.detection?.templates.some((t) => templates.some((s) => s.id === t.id)) ?? false),
            )
          : undefined;
        let id: string | undefined = existing?.id;
        if (now && (existing || proposals.length > 0)) {
          const command = detectCount(
            now,
            existing
              ? { measurementId: existing.id }
              : {
                  draft: {
                    projectId: sheet.projectId,
                    sheetId: target.id,
                    label: source.label,
                    color: source.color,
                    ...(source.symbol ? { symbol: source.symbol } : {}),
                    // Fed to the same articles as this count: the WCs of every sheet priced alike.
                    ...(source.links ? { links: source.links } : {}),
                  },
                },
            { templates, proposals, thresholds: { show: show.show, autoAccept: show.autoAccept } },
            context(),
          );
          commit(command);
          id ??= command.changes[0]?.id;
        }
        update(target.id, { state: 'done', fraction: null, found, ...(id ? { measurementId: id } : {}) });
      } catch (e) {
        const cancelled = signal.aborted || (e instanceof CountingError && e.code === 'cancelled');
        if (cancelled || (e instanceof CountingError && e.code === 'workerFailed')) forgetDocuments();
        update(target.id, {
          state: cancelled ? 'cancelled' : 'failed',
          fraction: null,
          error: cancelled ? null : e instanceof CountingError ? e.code : 'unknown',
        });
      }
    }
    if (othersRef.current === controller) othersRef.current = null;
  }, [rowsStore, measurementId, sheet, canEdit, db, commit]);

  const openSheetReview = useCallback(
    (sheetId: string) => {
      const done = otherSheets?.find((s) => s.sheetId === sheetId);
      if (done?.measurementId) latest.current.openSheetReview(sheetId, done.measurementId);
    },
    [otherSheets],
  );

  // ?comptage=… in the address: that count's review opens once the rows are there.
  const reviewId = options.reviewId ?? null;
  useEffect(() => {
    if (reviewId === null) return;
    const tryOpen = () => {
      if (!countOf(rowsStore.get(), reviewId)) return false;
      openReview(reviewId);
      return true;
    };
    if (tryOpen()) return;
    const unsubscribe = rowsStore.subscribe(() => {
      if (tryOpen()) unsubscribe();
    });
    return unsubscribe;
  }, [reviewId, rowsStore, openReview]);

  const onSheetPointer = useCallback(
    (event: SheetPointer): boolean => {
      const current = marksRef.current.model;
      const handle = latest.current.viewer.current;
      if (!current || !handle || event.consumed || !canEdit) {
        dragRef.current = null;
        return false;
      }
      const zoom = Math.max(handle.viewport.zoom, Number.MIN_VALUE);
      const drag = dragRef.current;
      switch (event.type) {
        case 'down': {
          if (event.button !== 0) return false;
          const tool = jotai.get(toolStateAtom);
          if (tool.tool !== 'count' || tool.boxing) return false;
          const hit = proposalAt([...current.shown, ...current.nearMisses], event.point, 2 / zoom);
          if (!hit) return false;
          dragRef.current = { id: hit.proposal.id, from: event.point, to: event.point, moved: false };
          setFocusedId(hit.proposal.id);
          return true;
        }
        case 'move': {
          if (!drag) return false;
          const moved =
            drag.moved || Math.hypot(event.point.x - drag.from.x, event.point.y - drag.from.y) * zoom > DRAG_SLOP;
          dragRef.current = { ...drag, to: event.point, moved };
          handle.requestOverlayRedraw();
          return true;
        }
        case 'up': {
          if (!drag) return false;
          dragRef.current = null;
          const rows = [...current.shown, ...current.nearMisses];
          const row = rows.find((r) => r.proposal.id === drag.id);
          if (!row) return true;
          if (drag.moved) {
            const to = {
              x: row.proposal.center.x + event.point.x - drag.from.x,
              y: row.proposal.center.y + event.point.y - drag.from.y,
            };
            run((r, id) => acceptProposalAt(r, id, drag.id, to, context()));
          } else if (row.status !== 'accepted') {
            accept([drag.id]);
          }
          handle.requestOverlayRedraw();
          return true;
        }
        case 'cancel':
        case 'leave':
          if (!drag) return false;
          dragRef.current = null;
          handle.requestOverlayRedraw();
          return true;
      }
    },
    [canEdit, jotai, run, accept],
  );

  const drawAbove = useCallback((ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => {
    const { model: current, focusedId: focused } = marksRef.current;
    if (!current) return;
    const drag = dragRef.current;
    const focusedNear = current.nearMisses.filter((r) => r.proposal.id === focused);
    drawProposalMarks(
      ctx,
      transform,
      {
        rows: [...current.shown, ...focusedNear],
        focusedId: focused,
        dragged: drag?.moved
          ? {
              id: drag.id,
              to: (() => {
                const row = current.shown.find((r) => r.proposal.id === drag.id) ?? focusedNear[0];
                const c = row?.proposal.center ?? drag.to;
                return { x: c.x + drag.to.x - drag.from.x, y: c.y + drag.to.y - drag.from.y };
              })(),
            }
          : null,
      },
      theme,
    );
  }, []);

  return {
    measurementId,
    isOpen,
    model,
    thresholds,
    setThresholds,
    focusedId,
    focus,
    search,
    cancel,
    error,
    accept,
    reject,
    restore,
    acceptAbove,
    addTemplate,
    finish,
    review: openReview,
    templateCount: measurement?.detection?.templates.length ?? 0,
    templateIds,
    searchOtherSheets:
      options.sheets.length > 1 && measurement?.detection && canEdit ? () => void searchOtherSheets() : null,
    otherSheets,
    openSheetReview,
    onCountBox,
    onSheetPointer,
    drawAbove,
  };
}
