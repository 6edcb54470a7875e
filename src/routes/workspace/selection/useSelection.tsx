/**
 * Selecting the plan's own elements on the sheet page (issue 26), wired: a path tool in its plan-element mode (F)
 * asks for the room or the line's run under a point (ToolRequest 'pick'); the selection worker (workers/selection)
 * finds it — never on this thread — and it becomes one measurement, one journal step (domain/selection/drafts.ts).
 *
 * - The sheet is read ahead when the mode starts (its vectors and text, or its picture for a scan), with a progress
 *   bar and « Annuler » under the plan; cancelling stops the worker and keeps nothing.
 * - The room under the pointer is previewed once the pointer stops; a click inside the preview takes it at once.
 * - Shift+click: rooms wait, numbered, and are added together when Shift is released (or Entrée pressed).
 * - A refused click (a leak, a click on a wall…) is said in French under the plan and crossed on the plan; nothing
 *   is added.
 * - « Plinthes » on a selected room: its outline cut at its doors, as lengths, in one step.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { MetrDatabase } from '../../../db/schema';
import {
  filledDraft,
  OPENING_METRES,
  pointsPerMetre,
  runDraft,
  SKIRTING_TOLERANCE_METRES,
  skirtingDrafts,
  WALL_THICKNESS_METRES,
} from '../../../domain/selection/drafts';
import {
  EMPTY_SESSION,
  previewAt,
  releasePending,
  roomCovers,
  roomFound,
  type PickSession,
} from '../../../domain/selection/session';
import type { FillResult, InkSource, PickStatus, RunResult } from '../../../domain/selection/types';
import { takePlanElements, type Command, type MeasurementDraft } from '../../../domain/takeoff/commands';
import { isPickTool, PICK_KIND } from '../../../domain/takeoff/tools/pick';
import type { PickDefaults, PickToolId, ToolRequest } from '../../../domain/takeoff/tools/types';
import type { Point, SheetRow } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { selectionFr } from '../../../i18n/selection.fr';
import type { OverlayTheme, OverlayTransform } from '../../../screens/Workspace/Overlay';
import { drawPickMarks, type PickShape } from '../../../screens/Workspace/Selection/previews';
import type { PlanViewerHandle } from '../../../screens/Workspace/Viewer';
import { pickFaceAtom, pickGapAtom, pickStatusAtom } from '../../../state/workspace/selection';
import { drawColorAtom, selectionAtom, toolStateAtom } from '../../../state/workspace/tools';
import { SelectionClient } from '../../../workers/selection/client';
import { SelectionError, type SelectionErrorCode, type SheetRef } from '../../../workers/selection/protocol';
import type { SheetRowsStore } from '../tools/sheetRows';
import { readPlanBlob } from '../sharing/planBlob';

/** The page's one selection worker, started by the first use of the mode (the app never loads it before). */
let sharedClient: SelectionClient | null = null;
const openDocuments = new Map<string, Promise<unknown>>();
function selectionClient(): SelectionClient {
  sharedClient ??= new SelectionClient();
  return sharedClient;
}
/** The worker was stopped (a cancel) or crashed: its documents are opened again by the next use. */
function forgetWorker(): void {
  sharedClient?.terminate();
  sharedClient = null;
  openDocuments.clear();
}
function openIn(client: SelectionClient, db: MetrDatabase, fileId: string): Promise<unknown> {
  let opened = openDocuments.get(fileId);
  if (!opened) {
    opened = (async () => {
      const blob = await readPlanBlob(db, fileId);
      if (!blob) throw new SelectionError('pdf', 'the plan file is gone');
      return client.open(fileId, await blob.arrayBuffer());
    })();
    openDocuments.set(fileId, opened);
    opened.catch(() => openDocuments.delete(fileId));
  }
  return opened;
}

/** CSS px the pointer must rest before the room under it is previewed. */
const HOVER_REST_MS = 40;
/** CSS px: how far from a line a click still takes it. */
const PICK_TOLERANCE_PX = 6;
/** A click answered later than this shows « Recherche… ». */
const WORKING_AFTER_MS = 200;

const context = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });

const errorCode = (e: unknown): SelectionErrorCode => (e instanceof SelectionError ? e.code : 'unknown');

export interface SelectionOptions {
  readonly db: MetrDatabase;
  readonly sheet: SheetRow;
  readonly store: SheetRowsStore;
  readonly commit: (command: Command) => void;
  readonly viewer: React.RefObject<PlanViewerHandle | null>;
  readonly hiddenLayerIds: readonly string[] | undefined;
  readonly canEdit: boolean;
}

export interface Selection {
  /** A path tool's pick (useSheetTools' onPick). */
  readonly onPick: (request: Extract<ToolRequest, { kind: 'pick' }>) => void;
  /** Drawn over the measurements each frame: the preview, the rooms waiting, a refused click. */
  readonly drawAbove: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
  /** « Annuler » while the sheet is read. */
  readonly cancel: () => void;
  /** « Plinthes » on a room (an area or a volume of this sheet): its outline cut at its doors, as lengths. */
  readonly takeSkirting: (measurementId: string) => void;
}

const roomShape = (room: FillResult): PickShape => ({
  kind: 'room',
  outer: room.outer,
  holes: room.holes,
  label: room.label,
});
const runShape = (run: RunResult): PickShape => ({ kind: 'run', points: run.points, closed: run.closed });

export function useSelection(options: SelectionOptions): Selection {
  const { db, sheet, store: rowsStore, commit } = options;
  const jotai = useStore();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Read by the overlay each frame, without a render.
  const sessionRef = useRef<PickSession>(EMPTY_SESSION);
  const runPreviewRef = useRef<{ key: string; point: Point; run: RunResult } | null>(null);
  const refusedRef = useRef<Point | null>(null);
  const sourceRef = useRef<InkSource>('vectors');
  /** Bumped by a cancel, a sheet change or a mode change: answers to older requests are dropped. */
  const epochRef = useRef(0);

  const redraw = useCallback(() => latest.current.viewer.current?.requestOverlayRedraw(), []);
  const setStatus = useCallback((status: PickStatus) => jotai.set(pickStatusAtom, status), [jotai]);
  /** What the rooms waiting were Shift+clicked with: the tool, its defaults and the gap. */
  const pendingWithRef = useRef<{ tool: 'area' | 'volume'; defaults: PickDefaults; gapMetres: number } | null>(null);

  const sheetRef = useCallback((): SheetRef => {
    const hidden = latest.current.hiddenLayerIds;
    const metresPerUnit = latest.current.sheet.scale.default?.metresPerUnit;
    return {
      docId: sheet.fileId,
      page: sheet.pageIndex + 1,
      ...(hidden && hidden.length > 0 ? { hiddenLayerIds: [...hidden] } : {}),
      ...(metresPerUnit && metresPerUnit > 0 ? { pointsPerMetre: 1 / metresPerUnit } : {}),
    };
  }, [sheet.fileId, sheet.pageIndex]);

  /** What a preview was found with: the sheet, its hidden layers, the gap (a change makes the preview stale). */
  const keyOf = useCallback(
    (gapPoints: number) =>
      `${sheet.id}|${(latest.current.hiddenLayerIds ?? []).join(',')}|${gapPoints.toFixed(3)}|${latest.current.sheet.scale.default?.metresPerUnit ?? ''}`,
    [sheet.id],
  );

  const gapPointsAt = useCallback(
    (point: Point): number | null => {
      const perMetre = pointsPerMetre(latest.current.sheet, point);
      return perMetre === null ? null : jotai.get(pickGapAtom) * perMetre;
    },
    [jotai],
  );

  const resetMarks = useCallback(() => {
    sessionRef.current = EMPTY_SESSION;
    runPreviewRef.current = null;
    refusedRef.current = null;
    redraw();
  }, [redraw]);

  /** Commits `drafts` as one step and selects what was made. */
  const take = useCallback(
    (drafts: readonly MeasurementDraft[]) => {
      if (drafts.length === 0 || !latest.current.canEdit) return;
      const command = takePlanElements(drafts, context());
      commit(command);
      jotai.set(
        selectionAtom,
        command.changes.map((c) => c.id),
      );
    },
    [commit, jotai],
  );

  // --- Reading the sheet ahead, when the mode starts ----------------------------------------------------------------
  const preparedRef = useRef<string | null>(null);
  const prepare = useCallback(async () => {
    const key = keyOf(0);
    if (preparedRef.current === key) return;
    preparedRef.current = key;
    const epoch = epochRef.current;
    setStatus({ kind: 'preparing', fraction: null });
    try {
      const client = selectionClient();
      await openIn(client, db, sheet.fileId);
      // The gap at the sheet's default scale: the fill's buffers made ready for the clicks to come.
      const metresPerUnit = latest.current.sheet.scale.default?.metresPerUnit;
      const prepared = await client.prepare(sheetRef(), {
        ...(metresPerUnit && metresPerUnit > 0 ? { gap: jotai.get(pickGapAtom) / metresPerUnit } : {}),
        onProgress: (p) => {
          if (epoch !== epochRef.current) return;
          if (p.stage === 'raster' && p.total > 0) setStatus({ kind: 'preparing', fraction: p.done / p.total });
        },
      });
      if (epoch !== epochRef.current) return;
      sourceRef.current = prepared.source;
      setStatus({ kind: 'idle' });
    } catch (e) {
      preparedRef.current = null;
      if (epoch !== epochRef.current) return;
      if (errorCode(e) === 'workerFailed') forgetWorker();
      setStatus({ kind: 'error', code: errorCode(e) });
    }
  }, [keyOf, setStatus, db, sheet.fileId, sheetRef, jotai]);

  const cancel = useCallback(() => {
    epochRef.current += 1;
    preparedRef.current = null;
    forgetWorker();
    resetMarks();
    setStatus({ kind: 'error', code: 'cancelled' });
  }, [resetMarks, setStatus]);

  // --- The preview under the pointer --------------------------------------------------------------------------------
  const hoverRef = useRef<{ timer: ReturnType<typeof setTimeout> | null; busy: boolean; next: Point | null }>({
    timer: null,
    busy: false,
    next: null,
  });

  const runOptions = useCallback(
    (point: Point, extend: boolean) => {
      const zoom = Math.max(latest.current.viewer.current?.viewport.zoom ?? 1, Number.MIN_VALUE);
      const perMetre = pointsPerMetre(latest.current.sheet, point) ?? 0;
      return {
        point,
        tolerance: PICK_TOLERANCE_PX / zoom,
        extend,
        face: jotai.get(pickFaceAtom),
        thickness: { min: WALL_THICKNESS_METRES.min * perMetre, max: WALL_THICKNESS_METRES.max * perMetre },
      };
    },
    [jotai],
  );

  const previewAtPoint = useCallback(
    async (tool: PickToolId, point: Point) => {
      const hover = hoverRef.current;
      if (hover.busy) {
        hover.next = point;
        return;
      }
      const epoch = epochRef.current;
      hover.busy = true;
      try {
        const client = selectionClient();
        await openIn(client, db, sheet.fileId);
        if (PICK_KIND[tool] === 'fill') {
          const gap = gapPointsAt(point);
          if (gap === null) return;
          const key = keyOf(gap);
          if (previewAt(sessionRef.current, key, point)) return;
          const room = await client.fill(sheetRef(), { point, gap });
          if (epoch !== epochRef.current) return;
          sessionRef.current = { ...sessionRef.current, preview: { key, room } };
        } else {
          const run = await client.run(sheetRef(), runOptions(point, false));
          if (epoch !== epochRef.current) return;
          runPreviewRef.current = { key: keyOf(0), point, run };
        }
        redraw();
      } catch {
        // Nothing under the pointer to take (a wall, a leak…): no preview; a click says why.
        if (epoch === epochRef.current) {
          sessionRef.current = { ...sessionRef.current, preview: null };
          runPreviewRef.current = null;
          redraw();
        }
      } finally {
        hover.busy = false;
        const next = hover.next;
        hover.next = null;
        const tool = jotai.get(toolStateAtom);
        if (next && epoch === epochRef.current && isPickTool(tool.tool) && 'pick' in tool && tool.pick) {
          void previewAtPoint(tool.tool, next);
        }
      }
    },
    [db, sheet.fileId, gapPointsAt, keyOf, sheetRef, redraw, jotai, runOptions],
  );

  // The mode starts: the sheet is read; it ends: its marks go. The pointer rests: the element under it is previewed.
  useEffect(() => {
    let wasPicking = false;
    let lastCursor: Point | null = null;
    const follow = () => {
      const tool = jotai.get(toolStateAtom);
      const picking = isPickTool(tool.tool) && 'pick' in tool && tool.pick !== undefined && tool.points.length === 0;
      if (picking !== wasPicking) {
        wasPicking = picking;
        epochRef.current += 1;
        resetMarks();
        if (picking && latest.current.canEdit) void prepare();
        else setStatus({ kind: 'idle' });
      }
      if (!picking || !isPickTool(tool.tool)) return;
      const cursor = tool.cursor?.raw ?? null;
      if (cursor === lastCursor) return;
      lastCursor = cursor;
      const hover = hoverRef.current;
      if (hover.timer !== null) clearTimeout(hover.timer);
      hover.timer = null;
      if (!cursor) return;
      const name = tool.tool;
      hover.timer = setTimeout(() => {
        hover.timer = null;
        void previewAtPoint(name, cursor);
      }, HOVER_REST_MS);
    };
    follow();
    const unsubscribe = jotai.sub(toolStateAtom, follow);
    const hover = hoverRef.current;
    return () => {
      unsubscribe();
      if (hover.timer !== null) clearTimeout(hover.timer);
    };
  }, [jotai, prepare, previewAtPoint, resetMarks, setStatus]);

  // Another sheet, or other layers shown: what was read and previewed is another drawing's.
  const hiddenKey = (options.hiddenLayerIds ?? []).join(',');
  useEffect(() => {
    epochRef.current += 1;
    preparedRef.current = null;
    resetMarks();
  }, [sheet.id, hiddenKey, resetMarks]);

  // --- Taking --------------------------------------------------------------------------------------------------------
  const refuse = useCallback(
    (point: Point, code: SelectionErrorCode) => {
      refusedRef.current = point;
      setStatus({ kind: 'error', code });
      redraw();
    },
    [setStatus, redraw],
  );

  const showPending = useCallback(() => {
    const count = sessionRef.current.pending.length;
    setStatus(count > 0 ? { kind: 'pending', count } : { kind: 'idle' });
    redraw();
  }, [setStatus, redraw]);

  const onPick = useCallback(
    (request: Extract<ToolRequest, { kind: 'pick' }>) => {
      if (!latest.current.canEdit) return;
      const epoch = epochRef.current;
      const { tool, point, shift, defaults } = request;
      const current = latest.current.sheet;
      refusedRef.current = null;
      const slow = setTimeout(() => {
        if (epoch === epochRef.current) setStatus({ kind: 'working' });
      }, WORKING_AFTER_MS);
      void (async () => {
        try {
          const client = selectionClient();
          await openIn(client, db, current.fileId);
          if (tool === 'area' || tool === 'volume') {
            const gap = gapPointsAt(point);
            if (gap === null) return;
            const key = keyOf(gap);
            const room = previewAt(sessionRef.current, key, point) ?? (await client.fill(sheetRef(), { point, gap }));
            if (epoch !== epochRef.current) return;
            const found = roomFound({ ...sessionRef.current, preview: { key, room } }, room, shift);
            sessionRef.current = found.session;
            const gapMetres = jotai.get(pickGapAtom);
            if (shift) pendingWithRef.current = { tool, defaults, gapMetres };
            take(found.take.map((r) => filledDraft(tool, r, current, defaults, gapMetres)));
            showPending();
          } else {
            const run = await client.run(sheetRef(), runOptions(point, shift));
            if (epoch !== epochRef.current) return;
            take([runDraft(tool, run, current, defaults, sourceRef.current)]);
            runPreviewRef.current = null;
            setStatus({ kind: 'idle' });
            redraw();
          }
        } catch (e) {
          if (epoch !== epochRef.current) return;
          if (errorCode(e) === 'workerFailed') forgetWorker();
          refuse(point, errorCode(e));
        } finally {
          clearTimeout(slow);
        }
      })();
    },
    [db, gapPointsAt, keyOf, sheetRef, jotai, take, showPending, runOptions, setStatus, redraw, refuse],
  );

  // Shift released, or Entrée without Shift: the rooms waiting are added together.
  useEffect(() => {
    const release = (event: KeyboardEvent) => {
      if (sessionRef.current.pending.length === 0) return;
      if (event.type === 'keyup' && event.key !== 'Shift') return;
      if (event.type === 'keydown' && (event.key !== 'Enter' || event.shiftKey)) return;
      const released = releasePending(sessionRef.current);
      sessionRef.current = released.session;
      const made = pendingWithRef.current;
      if (made) {
        const current = latest.current.sheet;
        take(released.take.map((room) => filledDraft(made.tool, room, current, made.defaults, made.gapMetres)));
      }
      showPending();
    };
    window.addEventListener('keyup', release);
    window.addEventListener('keydown', release);
    return () => {
      window.removeEventListener('keyup', release);
      window.removeEventListener('keydown', release);
    };
  }, [jotai, take, showPending]);

  const takeSkirting = useCallback(
    (measurementId: string) => {
      const rows = rowsStore.get();
      const room = rows?.measurements.get(measurementId);
      if (!room || (room.kind !== 'area' && room.kind !== 'volume') || !latest.current.canEdit) return;
      const first = room.points[0];
      const perMetre = first ? pointsPerMetre(latest.current.sheet, first) : null;
      if (!first || perMetre === null) return;
      const epoch = epochRef.current;
      setStatus({ kind: 'working' });
      void (async () => {
        try {
          const client = selectionClient();
          await openIn(client, db, latest.current.sheet.fileId);
          const result = await client.skirting(sheetRef(), {
            ring: room.points,
            minOpening: OPENING_METRES.min * perMetre,
            maxOpening: OPENING_METRES.max * perMetre,
            tolerance: SKIRTING_TOLERANCE_METRES * perMetre,
          });
          if (epoch !== epochRef.current) return;
          const label = interpolate(selectionFr.skirting.label, { room: room.label });
          take(skirtingDrafts(room, result, label, sourceRef.current));
          setStatus({ kind: 'idle' });
        } catch (e) {
          if (epoch !== epochRef.current) return;
          if (errorCode(e) === 'workerFailed') forgetWorker();
          setStatus({ kind: 'error', code: errorCode(e) });
        }
      })();
    },
    [rowsStore, db, sheetRef, take, setStatus],
  );

  const drawAbove = useCallback(
    (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => {
      const tool = jotai.get(toolStateAtom);
      const picking = isPickTool(tool.tool) && 'pick' in tool && tool.pick !== undefined;
      if (!picking && refusedRef.current === null) return;
      const session = sessionRef.current;
      const cursor = 'cursor' in tool ? (tool.cursor?.raw ?? null) : null;
      // The preview shows while the pointer is over what it previews (a stale one is not drawn).
      const room = session.preview && cursor && roomCovers(session.preview.room, cursor) ? session.preview.room : null;
      const run = runPreviewRef.current;
      const preview = room
        ? roomShape(room)
        : run && PICK_KIND[tool.tool as PickToolId] === 'run'
          ? runShape(run.run)
          : null;
      drawPickMarks(
        ctx,
        transform,
        {
          preview: picking ? preview : null,
          pending: session.pending.map(roomShape),
          refused: refusedRef.current,
          probe: picking && 'pick' in tool ? (tool.pick?.probe ?? null) : null,
          color: jotai.get(drawColorAtom),
        },
        theme,
      );
    },
    [jotai],
  );

  return { onPick, drawAbove, cancel, takeSkirting };
}
