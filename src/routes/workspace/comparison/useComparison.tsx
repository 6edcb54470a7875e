/**
 * Plan comparison on the sheet page (issue 27), wired: a sheet that is a new indice of another is compared with it
 * in the comparison worker (workers/comparison) — rendered, aligned, diffed, grouped into regions, never on this
 * thread — and its previous indice's measurements are carried over in one journal step (domain/comparison).
 *
 * - « Comparer » (or the « Indices » tab opened after an indice's import): progress per stage and « Annuler », which
 *   stops the worker and keeps nothing.
 * - The plan shows the previous indice, the new one, the coloured overlay or a blend (the worker's pictures, drawn
 *   under the measurements); the changed regions are framed on it, the focused one thicker, and the view follows it.
 * - « Caler à la main »: two pairs of points, each picked on the previous indice then on the new one.
 * - « Reporter les mesures »: the alignment, the regions and the carried measurements stored as one step; then the
 *   regions' statuses and the carried measurements' review, each a journal step.
 *
 * A comparison made once is kept in the local database (db/workspace/comparisons.ts; its key: domain/comparison/
 * cache.ts) with its pictures, and shown from there when it is asked for again — « Comparer », or the « Indices » tab
 * opened on another day — without starting the worker; the zoomed-in detail opens the PDFs then, when asked. A sheet
 * carried over earlier is compared again through its stored alignment when none is kept.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MetrDatabase } from '../../../db/schema';
import { acceptCarried, carryOver, reviewChanges } from '../../../domain/comparison/commands';
import { currentIndiceOf, indiceHistory, type IndiceEntry } from '../../../domain/comparison/indices';
import {
  addPick,
  IDENTITY,
  NO_PICKS,
  nextPick,
  pairsOf,
  undoPick,
  type ManualPicks,
} from '../../../domain/comparison/session';
import { detailNeed } from '../../../domain/comparison/detail';
import type {
  ChangeRegion,
  ChangeRegionDraft,
  ChangeStatus,
  ComparisonResult,
  OverlayMode,
  OverlayPalette,
} from '../../../domain/comparison/types';
import type { Matrix } from '../../../domain/pdf/geometry';
import { deleteMeasurements, type Command } from '../../../domain/takeoff/commands';
import type { Point, SheetRow, TakeoffState } from '../../../domain/takeoff/types';
import type { OverlayTheme, OverlayTransform } from '../../../screens/Workspace/Overlay';
import { readPictureColours } from '../../../screens/Workspace/Comparison/colours';
import { computedStyleReader } from '../../../screens/Workspace/Overlay/theme';
import type { PlanViewerHandle } from '../../../screens/Workspace/Viewer';
import type { SheetPointer } from '../tools/useSheetTools';
import {
  focusedRegionAtom,
  overlayModeAtom,
  overlayPaletteAtom,
  overlaySliderAtom,
} from '../../../state/workspace/comparison';
import { activeToolAtom, selectionAtom } from '../../../state/workspace/tools';
import {
  ComparisonError,
  type ComparisonPictures,
  type ComparisonProgressMessage,
  type ComparisonWorkerErrorCode,
  type DetailOutcome,
  type PictureColours,
} from '../../../workers/comparison/protocol';
import type { SheetRowsStore } from '../tools/sheetRows';
import { comparisonKey, pairOf, type CachedComparison } from '../../../domain/comparison/cache';
import { readCachedComparison, storeCachedComparison } from '../../../db/workspace/comparisons';
import { comparisonClient, forgetWorker, openIn, pageOf, prepareComparison } from './sharedClient';
import { comparisonStarted, holdViewer } from './viewerHold';
import { useSheetRows } from '../tools/sheetRows';

const context = () => ({ now: new Date().toISOString(), newId: () => crypto.randomUUID() });
const errorCode = (e: unknown): ComparisonWorkerErrorCode => (e instanceof ComparisonError ? e.code : 'unknown');

const IDLE = { kind: 'idle' } as const;

/** How long the view rests before the part in view is painted finer. */
const DETAIL_WAIT_MS = 250;
/** A detail's pixels: a 2560 × 1440 window at most (four pictures of it, 15 MB each as RGBA in the worker). */
const DETAIL_MAX_PIXELS = 3_700_000;

/** The key of the comparison of `prev` with `sheet` through `given` (null: estimated) in these colours. */
type PageOfSheet = Pick<SheetRow, 'fileId' | 'pageIndex'>;

function keyOf(prev: PageOfSheet, sheet: PageOfSheet, given: Matrix | null, colours: PictureColours): string {
  // The layers hidden in the renders are those the pages are sent with (none today: pageOf).
  const page = (s: PageOfSheet) => ({
    fileId: s.fileId,
    pageIndex: s.pageIndex,
    hiddenLayerIds: pageOf(s).hiddenLayerIds,
  });
  return comparisonKey({ previous: page(prev), current: page(sheet), alignment: given, colours });
}

const sameMatrix = (a: Matrix, b: Matrix) => a.every((v, i) => v === b[i]);

/**
 * The kept comparison for `given` — and, for the alignment stored by a carry-over, the estimated one when it found that
 * very matrix (the carry-over stored it) — or null.
 */
async function lookUp(
  db: MetrDatabase,
  prev: PageOfSheet,
  sheet: PageOfSheet,
  given: Matrix | null,
  isStored: boolean,
  colours: PictureColours,
): Promise<CachedComparison | null> {
  const found = await readCachedComparison(db, keyOf(prev, sheet, given, colours));
  if (found || !given || !isStored) return found;
  const estimated = await readCachedComparison(db, keyOf(prev, sheet, null, colours));
  return estimated && sameMatrix(estimated.alignment.matrix, given) ? estimated : null;
}

/** The kept pictures as bitmaps; null when one cannot be decoded (the comparison is then made again). */
async function decodePictures(record: CachedComparison): Promise<ComparisonPictures | null> {
  const p = record.pictures;
  const all = await Promise.allSettled([p.old, p.new, p.redGreen, p.orangeBlue].map((b) => createImageBitmap(b)));
  const bitmaps = all.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const [old, neu, redGreen, orangeBlue] = bitmaps;
  if (!old || !neu || !redGreen || !orangeBlue || bitmaps.length !== 4) {
    for (const b of bitmaps) b.close();
    return null;
  }
  return { scale: p.scale, width: p.width, height: p.height, old, new: neu, overlay: { redGreen, orangeBlue } };
}

function closePictures(p: ComparisonPictures): void {
  for (const bitmap of [p.old, p.new, p.overlay.redGreen, p.overlay.orangeBlue]) bitmap.close();
}

/** Frees the detail's bitmaps at once (4 × up to 15 MB), rather than when they are collected. */
function dropDetail(ref: { current: { value: DetailOutcome } | null }): void {
  if (ref.current) closePictures(ref.current.value);
  ref.current = null;
}

export type ComparisonStatus =
  /** `cancelled`: the person stopped the last one (« Annuler »): nothing starts again until they ask. */
  | { readonly kind: 'idle'; readonly cancelled?: true }
  | { readonly kind: 'running'; readonly stage: ComparisonProgressMessage; readonly fraction: number | null }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly code: ComparisonWorkerErrorCode };

export interface ComparisonOptions {
  readonly db: MetrDatabase;
  readonly sheet: SheetRow;
  readonly sheets: readonly SheetRow[];
  readonly store: SheetRowsStore;
  readonly commit: (command: Command) => void;
  readonly viewer: React.RefObject<PlanViewerHandle | null>;
  readonly canEdit: boolean;
  /** The theme's element, to read the overlay's colours from. */
  readonly themeElement: () => HTMLElement | null;
}

export interface Comparison {
  /** The sheet has a previous indice: it can be compared. */
  readonly isNewIndice: boolean;
  /** Newest first, this sheet's chain. */
  readonly history: readonly IndiceEntry<SheetRow>[];
  readonly status: ComparisonStatus;
  /** The alignment shown: the stored one once carried, else the last comparison's. */
  readonly alignment: ComparisonResult['alignment'] | null;
  /** The changed regions: stored (with their statuses) once carried, else the last comparison's, all « à vérifier ». */
  readonly regions: readonly ChangeRegion[];
  readonly isCarried: boolean;
  /** The previous indice's sheet, when this one has one. */
  readonly previous: SheetRow | null;
  /** The plan's current indice when this sheet is a previous one (read-only, not counted); null when it is current. */
  readonly current: SheetRow | null;
  readonly picks: ManualPicks | null;
  readonly start: () => void;
  /**
   * Starts the worker and renders the previous indice ahead of `start` (the « Indices » tab open, « Comparer » not
   * pressed yet): best effort, as the pairing dialog does; nothing when there is no previous indice.
   */
  readonly prepare: () => void;
  readonly cancel: () => void;
  readonly carry: () => void;
  readonly setRegionStatus: (ids: readonly string[], status: ChangeStatus) => void;
  readonly focusRegion: (id: string) => void;
  readonly acceptCarried: (ids: readonly string[]) => void;
  readonly editCarried: (id: string) => void;
  readonly deleteCarried: (id: string) => void;
  readonly startManual: () => void;
  readonly undoManualPick: () => void;
  readonly cancelManual: () => void;
  readonly applyManual: () => void;
  /** Drawn under the measurements each frame: the pictures and the regions' frames. */
  readonly drawBelow: (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => void;
  /** The manual alignment's clicks; true when taken. */
  readonly onSheetPointer: (event: SheetPointer) => boolean;
  /**
   * The manual alignment by keyboard: the arrows move the plan (the viewer's own keys), Entrée places the point at
   * the view's centre (drawn as a cross-hair), Retour arrière takes the last one back, Échap stops. True when taken.
   */
  readonly onKey: (event: KeyboardEvent) => boolean;
}

/** A region box as the view frames it: most of the window, with a margin to see where it sits. */
function frameBox(handle: PlanViewerHandle, box: ChangeRegion['box']): void {
  const size = handle.viewport.windowSize;
  const width = Math.max(box.width, 20);
  const height = Math.max(box.height, 20);
  const zoom = Math.min(size.width / width, size.height / height) * 0.6;
  handle.setView({
    zoom: Number.isFinite(zoom) && zoom > 0 ? Math.min(zoom, Math.max(handle.view.zoom, 1) * 8) : handle.view.zoom,
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  });
}

export function useComparison(options: ComparisonOptions): Comparison {
  const { db, sheet, sheets, store: rowsStore, commit, canEdit } = options;
  const jotai = useStore();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const previous = useMemo(
    () => (sheet.previousSheetId ? sheets.find((s) => s.id === sheet.previousSheetId) : undefined),
    [sheet.previousSheetId, sheets],
  );
  const history = useMemo(() => indiceHistory(sheet.id, sheets), [sheet.id, sheets]);
  const currentIndice = useMemo(() => currentIndiceOf(sheet.id, sheets), [sheet.id, sheets]);
  const current = useSheetRows(
    rowsStore,
    useCallback((rows: TakeoffState | null) => rows?.sheets.get(sheet.id) ?? sheet, [sheet]),
  );
  // Carried over once the sheet has its alignment (the page reads the sheet's row only, never every measurement).
  const carried = current.alignment !== undefined;

  // Each answer is kept with the sheet it was asked for: another sheet's never shows under this one.
  const [statusOf, setStatusOf] = useState<{ sheetId: string; value: ComparisonStatus } | null>(null);
  const [result, setResult] = useState<{ sheetId: string; value: ComparisonResult } | null>(null);
  const [picksOf, setPicksOf] = useState<{ sheetId: string; value: ManualPicks | null } | null>(null);
  const sheetId = sheet.id;
  const status: ComparisonStatus = statusOf?.sheetId === sheetId ? statusOf.value : IDLE;
  const picks = picksOf?.sheetId === sheetId ? picksOf.value : null;
  const setStatus = useCallback((value: ComparisonStatus) => setStatusOf({ sheetId, value }), [sheetId]);
  const setPicks = useCallback(
    (next: ManualPicks | null | ((p: ManualPicks | null) => ManualPicks | null)) =>
      setPicksOf((previous) => {
        const before = previous?.sheetId === sheetId ? previous.value : null;
        return { sheetId, value: typeof next === 'function' ? next(before) : next };
      }),
    [sheetId],
  );
  const picturesRef = useRef<ComparisonPictures | null>(null);
  /** What the pictures were painted with: the alignment, the regions and the colours (a detail is painted alike). */
  const basisRef = useRef<{ matrix: Matrix; regions: readonly ChangeRegionDraft[]; colours: PictureColours } | null>(
    null,
  );
  /** The part in view painted finer (zoomed in past the pictures' resolution), for the epoch it was asked in. */
  const detailRef = useRef<{ epoch: number; value: DetailOutcome } | null>(null);
  const detailAsk = useRef<{ timer: ReturnType<typeof setTimeout> | null; busy: boolean }>({
    timer: null,
    busy: false,
  });
  const epochRef = useRef(0);
  const redraw = useCallback(() => latest.current.viewer.current?.requestOverlayRedraw(), []);

  // Another sheet: nothing of this one's comparison is kept.
  useEffect(() => {
    epochRef.current += 1;
    picturesRef.current = null;
    basisRef.current = null;
    dropDetail(detailRef);
    jotai.set(focusedRegionAtom, null);
  }, [sheet.id, jotai]);

  const pending = result?.sheetId === sheet.id ? result.value : null;
  const alignment = carried ? (current.alignment ?? null) : (pending?.alignment ?? null);
  const regions = useMemo((): readonly ChangeRegion[] => {
    if (carried) return current.changes ?? [];
    return (pending?.regions ?? []).map((r, i) => ({ ...r, id: `draft-${i}`, status: 'toCheck' as const }));
  }, [carried, current.changes, pending]);

  /** Shows a kept comparison: true when shown (its pictures decoded, and still for this epoch). */
  const showKept = useCallback(
    async (record: CachedComparison, colours: PictureColours, epoch: number): Promise<boolean> => {
      const pictures = await decodePictures(record);
      if (!pictures) return false;
      if (epoch !== epochRef.current) {
        closePictures(pictures);
        return true;
      }
      picturesRef.current = pictures;
      basisRef.current = { matrix: record.alignment.matrix, regions: record.regions, colours };
      dropDetail(detailRef);
      setResult({ sheetId: sheet.id, value: { alignment: record.alignment, regions: record.regions } });
      setStatus({ kind: 'ready' });
      redraw();
      return true;
    },
    [sheet.id, redraw, setStatus],
  );

  const run = useCallback(
    async (given: Matrix | null, pairs?: [[number, number], [number, number]][], isStored = false) => {
      const prev = previous;
      const element = latest.current.themeElement() ?? document.documentElement;
      if (!prev) return;
      // Unreadable theme colours: the regions without pictures rather than pictures in guessed colours.
      const colours = readPictureColours(computedStyleReader(element));
      epochRef.current += 1;
      const epoch = epochRef.current;
      setStatus({ kind: 'running', stage: { stage: 'open' }, fraction: null });
      // Made once already: shown from the database, nothing rendered (a record that cannot be read is made again).
      if (colours) {
        const kept = await lookUp(db, prev, sheet, given, isStored, colours);
        if (epoch !== epochRef.current) return;
        if (kept && (await showKept(kept, colours, epoch))) {
          comparisonStarted();
          return;
        }
        if (epoch !== epochRef.current) return;
      }
      // The plan's renders wait meanwhile (viewerHold.ts): on two cores they would halve the comparison's speed.
      const release = holdViewer();
      comparisonStarted();
      try {
        const client = comparisonClient();
        await Promise.all([openIn(client, db, prev.fileId), openIn(client, db, sheet.fileId)]);
        const answer = await client.compare(
          pageOf(prev),
          pageOf(sheet),
          {
            ...(colours ? { pictures: true, colours, keep: true } : { pictures: false }),
            ...(given ? { alignment: { matrix: given, method: 'manual' as const, pairs: pairs ?? [] } } : {}),
          },
          {
            onProgress: (p: ComparisonProgressMessage) => {
              if (epoch !== epochRef.current) return;
              setStatus({
                kind: 'running',
                stage: p,
                fraction: p.stage === 'diff' && p.total > 0 ? p.done / p.total : null,
              });
            },
          },
        );
        if (epoch !== epochRef.current) return;
        picturesRef.current = answer.pictures ?? null;
        basisRef.current = colours ? { matrix: answer.alignment.matrix, regions: answer.regions, colours } : null;
        dropDetail(detailRef);
        setResult({ sheetId: sheet.id, value: { alignment: answer.alignment, regions: answer.regions } });
        setStatus({ kind: 'ready' });
        redraw();
        // Kept to be shown again: the pictures compressed in the worker once shown, stored; any failure is let go.
        if (colours && answer.pictures) {
          const key = keyOf(prev, sheet, given, colours);
          void client
            .encode()
            .then((pictures) =>
              pictures
                ? storeCachedComparison(db, {
                    key,
                    pair: pairOf(prev.id, sheet.id),
                    sheetIds: [prev.id, sheet.id],
                    fileIds: [prev.fileId, sheet.fileId],
                    usedAt: new Date().toISOString(),
                    alignment: answer.alignment,
                    regions: answer.regions,
                    pictures,
                  })
                : false,
            )
            .catch(() => {});
        }
      } catch (e) {
        if (epoch !== epochRef.current) return;
        const code = errorCode(e);
        if (code === 'workerFailed' || code === 'cancelled') forgetWorker();
        setStatus(code === 'cancelled' ? { kind: 'idle', cancelled: true } : { kind: 'failed', code });
      } finally {
        release();
      }
    },
    [db, previous, sheet, redraw, setStatus, showKept],
  );

  const start = useCallback(() => {
    const stored = latest.current.store.get()?.sheets.get(sheet.id);
    // Carried over already: the pictures again, through the stored alignment (nothing estimated, regions kept).
    if (stored?.alignment) {
      void run(stored.alignment.matrix, undefined, true);
      return;
    }
    void run(null);
  }, [run, sheet.id]);

  const { fileId, pageIndex, width, height } = sheet;
  const prepare = useCallback(() => {
    const prev = previous;
    if (!prev) return;
    const epoch = epochRef.current;
    const element = latest.current.themeElement() ?? document.documentElement;
    const colours = readPictureColours(computedStyleReader(element));
    const stored = latest.current.store.get()?.sheets.get(sheetId)?.alignment?.matrix ?? null;
    const newer = { fileId, pageIndex };
    void (async () => {
      // Kept from an earlier day: shown at once, and nothing prepared (no worker started, no page rendered).
      if (colours) {
        const kept = await lookUp(db, prev, newer, stored, stored !== null, colours);
        if (epoch !== epochRef.current) return;
        if (kept && (await showKept(kept, colours, epoch))) return;
        if (epoch !== epochRef.current) return;
      }
      // Both pages rendered meanwhile, each in its own thread of the worker.
      prepareComparison(db, prev, { width, height }, newer);
    })();
  }, [db, previous, sheetId, fileId, pageIndex, width, height, showKept]);

  const cancel = useCallback(() => {
    epochRef.current += 1;
    forgetWorker();
    setStatus({ kind: 'idle', cancelled: true });
  }, [setStatus]);

  const tryCommit = useCallback(
    (make: (rows: TakeoffState) => Command) => {
      const state = latest.current.store.get();
      if (!state || !latest.current.canEdit) return;
      try {
        commit(make(state));
      } catch {
        // A refused command (nothing to do, a row gone in another tab) changes nothing; the lists follow the rows.
      }
    },
    [commit],
  );

  const carry = useCallback(() => {
    if (!pending) return;
    tryCommit((state) => carryOver(state, sheet.id, pending.alignment, pending.regions, context()));
  }, [pending, sheet.id, tryCommit]);

  const setRegionStatus = useCallback(
    (ids: readonly string[], next: ChangeStatus) => {
      if (!carried) return;
      tryCommit((state) => reviewChanges(state, sheet.id, ids, next, context()));
    },
    [carried, sheet.id, tryCommit],
  );

  const focusRegion = useCallback(
    (id: string) => {
      jotai.set(focusedRegionAtom, id);
      const region = regions.find((r) => r.id === id);
      const handle = latest.current.viewer.current;
      if (region && handle) frameBox(handle, region.box);
      redraw();
    },
    [jotai, regions, redraw],
  );

  const accept = useCallback(
    (ids: readonly string[]) => tryCommit((state) => acceptCarried(state, ids, context())),
    [tryCommit],
  );
  const editCarried = useCallback(
    (id: string) => {
      const m = latest.current.store.get()?.measurements.get(id);
      if (!m) return;
      jotai.set(activeToolAtom, 'select');
      jotai.set(selectionAtom, [id]);
      const handle = latest.current.viewer.current;
      if (handle && m.points.length > 0) {
        const xs = m.points.map((p) => p.x);
        const ys = m.points.map((p) => p.y);
        const minX = Math.min(...xs);
        const minY = Math.min(...ys);
        frameBox(handle, { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY });
        handle.focus();
      }
    },
    [jotai],
  );
  const deleteCarried = useCallback((id: string) => tryCommit((state) => deleteMeasurements(state, [id])), [tryCommit]);

  // --- Manual alignment ----------------------------------------------------------------------------------------
  const shownThrough = useCallback(
    (): Matrix => (carried ? current.alignment?.matrix : pending?.alignment.matrix) ?? IDENTITY,
    [carried, current.alignment, pending],
  );
  const showFor = useCallback(
    (next: ManualPicks) => {
      const s = nextPick(next);
      if (s) jotai.set(overlayModeAtom, s.on === 'old' ? 'old' : 'new');
    },
    [jotai],
  );
  const startManual = useCallback(() => {
    setPicks(NO_PICKS);
    showFor(NO_PICKS);
    // Without pictures yet (the estimate failed), the sheets are drawn as they are, one on the other.
    if (!picturesRef.current) void run(IDENTITY);
    latest.current.viewer.current?.focus();
  }, [run, showFor, setPicks]);
  const undoManualPick = useCallback(() => {
    setPicks((p) => {
      if (!p) return p;
      const next = undoPick(p);
      showFor(next);
      return next;
    });
    redraw();
  }, [showFor, redraw, setPicks]);
  const cancelManual = useCallback(() => {
    setPicks(null);
    redraw();
  }, [redraw, setPicks]);
  const applyManual = useCallback(() => {
    const pairs = picks && pairsOf(picks);
    if (!pairs) return;
    void import('../../../domain/comparison/align').then(({ alignmentFromPairs }) => {
      const found = alignmentFromPairs(pairs);
      if (!found.ok) {
        setStatus({ kind: 'failed', code: found.error });
        return;
      }
      setPicks(null);
      jotai.set(overlayModeAtom, 'overlay');
      void run(
        found.value.matrix,
        pairs.map(([a, b]) => [
          [a.x, a.y],
          [b.x, b.y],
        ]),
      );
    });
  }, [picks, run, jotai, setPicks, setStatus]);

  const picksRef = useRef(picks);
  useEffect(() => {
    picksRef.current = picks;
  });
  const onSheetPointer = useCallback(
    (event: SheetPointer): boolean => {
      const p = picksRef.current;
      if (!p) return false;
      if (event.type !== 'down' || event.button !== 0) return event.type === 'down' || event.type === 'up';
      const next = addPick(p, event.point, shownThrough());
      if (next) {
        setPicks(next);
        showFor(next);
        redraw();
      }
      return true;
    },
    [shownThrough, showFor, redraw, setPicks],
  );

  const onKey = useCallback(
    (event: KeyboardEvent): boolean => {
      const p = picksRef.current;
      if (!p || event.ctrlKey || event.metaKey || event.altKey) return false;
      if (event.key === 'Escape') {
        setPicks(null);
        redraw();
        return true;
      }
      if (event.key === 'Backspace') {
        undoManualPick();
        return true;
      }
      if (event.key !== 'Enter') return false;
      const centre = latest.current.viewer.current?.view.centre;
      const next = centre ? addPick(p, centre, shownThrough()) : null;
      if (next) {
        setPicks(next);
        showFor(next);
        redraw();
      }
      return true;
    },
    [setPicks, redraw, undoManualPick, shownThrough, showFor],
  );

  // --- Drawing ---------------------------------------------------------------------------------------------------
  const regionsRef = useRef(regions);
  useEffect(() => {
    regionsRef.current = regions;
    redraw();
  }, [regions, redraw]);
  useEffect(
    () =>
      [overlayModeAtom, overlaySliderAtom, overlayPaletteAtom]
        .map((a) => jotai.sub(a, redraw))
        .reduce(
          (all, off) => () => {
            all();
            off();
          },
          () => {},
        ),
    [jotai, redraw],
  );

  /**
   * Called at each drawing of the pictures: once the view has rested for DETAIL_WAIT_MS zoomed in past them, the part
   * in view is painted finer by the worker (one at a time; a view that moved on meanwhile asks again after it). A
   * failure keeps the whole sheet's pictures, which are right, only coarser.
   */
  const askDetail = useCallback(
    (zoom: number) => {
      const ask = detailAsk.current;
      if (ask.timer) clearTimeout(ask.timer);
      ask.timer = setTimeout(() => {
        ask.timer = null;
        const pictures = picturesRef.current;
        const basis = basisRef.current;
        const prev = previous;
        const handle = latest.current.viewer.current;
        const visible = handle?.viewport.visibleSheetRect();
        if (ask.busy || !pictures || !basis || !prev || !visible) return;
        const epoch = epochRef.current;
        const have = detailRef.current?.epoch === epoch ? detailRef.current.value : null;
        const { width, height } = latest.current.sheet;
        const need = detailNeed({
          visible,
          sheet: { width, height },
          screenScale: zoom * (globalThis.devicePixelRatio || 1),
          pictureScale: pictures.scale,
          have,
          maxPixels: DETAIL_MAX_PIXELS,
        });
        if (!need) return;
        ask.busy = true;
        const client = comparisonClient();
        void Promise.all([openIn(client, db, prev.fileId), openIn(client, db, sheet.fileId)])
          .then(() =>
            client.detail(pageOf(prev), pageOf(sheet), {
              matrix: basis.matrix,
              rect: need.rect,
              scale: need.scale,
              regions: basis.regions,
              colours: basis.colours,
            }),
          )
          .then(
            (detail) => {
              if (epoch !== epochRef.current) {
                closePictures(detail);
                return;
              }
              dropDetail(detailRef);
              detailRef.current = { epoch, value: detail };
            },
            () => {},
          )
          .finally(() => {
            ask.busy = false;
            // Drawn with the detail, and asked again if the view moved on meanwhile.
            redraw();
          });
      }, DETAIL_WAIT_MS);
    },
    [db, previous, sheet, redraw],
  );

  const drawBelow = useCallback(
    (ctx: CanvasRenderingContext2D, transform: OverlayTransform, theme: OverlayTheme) => {
      const pictures = picturesRef.current;
      const view: OverlayMode = jotai.get(overlayModeAtom);
      const { width, height } = latest.current.sheet;
      const x = transform.x;
      const y = transform.y;
      const w = width * transform.scale;
      const h = height * transform.scale;
      if (pictures && view !== 'new') {
        const paint = (p: ComparisonPictures, px: number, py: number, pw: number, ph: number) => {
          ctx.save();
          ctx.fillStyle = theme.paper;
          ctx.fillRect(px, py, pw, ph);
          ctx.imageSmoothingEnabled = true;
          if (view === 'old') ctx.drawImage(p.old, px, py, pw, ph);
          else if (view === 'overlay') {
            const palette: OverlayPalette = jotai.get(overlayPaletteAtom);
            ctx.drawImage(p.overlay[palette], px, py, pw, ph);
          } else {
            const t = Math.min(Math.max(jotai.get(overlaySliderAtom), 0), 1);
            ctx.globalAlpha = 1 - t;
            ctx.drawImage(p.old, px, py, pw, ph);
            ctx.globalAlpha = t;
            ctx.drawImage(p.new, px, py, pw, ph);
          }
          ctx.restore();
        };
        paint(pictures, x, y, w, h);
        // Zoomed in past the pictures: the part in view painted finer, over them.
        const detail = detailRef.current?.epoch === epochRef.current ? detailRef.current.value : null;
        if (detail) {
          const s = transform.scale;
          paint(detail, x + detail.rect.x * s, y + detail.rect.y * s, detail.rect.width * s, detail.rect.height * s);
        }
        askDetail(transform.scale);
      }
      const focused = jotai.get(focusedRegionAtom);
      ctx.save();
      for (const region of regionsRef.current) {
        if (region.status === 'ignored' && region.id !== focused) continue;
        const isFocused = region.id === focused;
        ctx.strokeStyle = theme.box;
        ctx.lineWidth = isFocused ? theme.lineWidth * 2 : theme.thinWidth;
        ctx.setLineDash(region.status === 'toCheck' || isFocused ? [] : [6, 4]);
        const m = 4;
        ctx.strokeRect(
          x + region.box.x * transform.scale - m,
          y + region.box.y * transform.scale - m,
          region.box.width * transform.scale + 2 * m,
          region.box.height * transform.scale + 2 * m,
        );
      }
      ctx.restore();
      // The manual alignment's picks, as crosses where they show (the previous indice's through the shown matrix).
      const p = picksRef.current;
      const aim = latest.current.viewer.current?.view;
      if (p && aim && nextPick(p)) {
        // The keyboard's aim: the view's centre, where Entrée places the next point.
        const cx = x + aim.centre.x * transform.scale;
        const cy = y + aim.centre.y * transform.scale;
        const r = theme.markerSize * 2;
        ctx.save();
        ctx.strokeStyle = theme.snap;
        ctx.lineWidth = theme.thinWidth;
        ctx.setLineDash([4, 3]);
        ctx.beginPath();
        ctx.moveTo(cx - r, cy);
        ctx.lineTo(cx + r, cy);
        ctx.moveTo(cx, cy - r);
        ctx.lineTo(cx, cy + r);
        ctx.stroke();
        ctx.restore();
      }
      if (p) {
        const through = shownThrough();
        ctx.save();
        ctx.strokeStyle = theme.snap;
        ctx.lineWidth = theme.lineWidth;
        p.points.forEach((point: Point, i) => {
          const shown =
            i % 2 === 0
              ? {
                  x: through[0] * point.x + through[2] * point.y + through[4],
                  y: through[1] * point.x + through[3] * point.y + through[5],
                }
              : point;
          const sx = x + shown.x * transform.scale;
          const sy = y + shown.y * transform.scale;
          const r = theme.markerSize;
          ctx.beginPath();
          ctx.moveTo(sx - r, sy);
          ctx.lineTo(sx + r, sy);
          ctx.moveTo(sx, sy - r);
          ctx.lineTo(sx, sy + r);
          ctx.stroke();
        });
        ctx.restore();
      }
    },
    [jotai, shownThrough, askDetail],
  );

  // No detail asked after the page has gone.
  useEffect(() => {
    const ask = detailAsk.current;
    return () => {
      if (ask.timer) clearTimeout(ask.timer);
      ask.timer = null;
    };
  }, []);

  return {
    isNewIndice: previous !== undefined,
    history,
    status,
    alignment,
    regions,
    isCarried: carried,
    previous: previous ?? null,
    current: currentIndice && currentIndice.id !== sheet.id ? currentIndice : null,
    picks,
    start,
    prepare,
    cancel,
    carry: canEdit ? carry : () => {},
    setRegionStatus,
    focusRegion,
    acceptCarried: accept,
    editCarried,
    deleteCarried,
    startManual,
    undoManualPick,
    cancelManual,
    applyManual,
    drawBelow,
    onSheetPointer,
    onKey,
  };
}
