/**
 * « Voir sur le plan » from the quantities page: the sheet's address names measurements (`?mesures=id1,id2`, see
 * workspacePaths.sheetMeasurements); once the project's rows are loaded they become the selection (drawn in the
 * selection style on the plan, selected in the measurements table), the select tool is taken, the toast says how
 * many are shown and that Escape clears them; once the plan is open, the view is fitted to them and the plan gets
 * the keyboard, so Escape (the select tool's) drops the selection at once.
 *
 * Applied once per address and sheet: the selection is the person's afterwards (Escape, a click elsewhere), and a
 * re-render or a journal step does not bring it back. The address keeps its parameter (a reload shows them again).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { measurementsParam } from '../../config/workspacePaths';
import type { Measurement, Point, TakeoffState } from '../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../i18n/format';
import { toolsFr } from '../../i18n/tools.fr';
import type { PlanViewerHandle, ViewState } from '../../screens/Workspace/Viewer';

const t = toolsFr.sheet.highlight;

/** CSS px kept free around the measurements when the view is fitted to them. */
export const HIGHLIGHT_MARGIN = 48;
/** The closest a fit goes (400 %): a single count point or a short line is framed, not blown up. */
export const HIGHLIGHT_MAX_ZOOM = 4;

/** The sheet-space box around some measurements' points (holes lie inside their outer ring). */
export function boundsOf(measurements: readonly Pick<Measurement, 'points'>[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const m of measurements) {
    for (const p of m.points as readonly Point[]) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  return minX <= maxX ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null;
}

/**
 * The view that shows a box whole in a window of `size` CSS px, `margin` px around it, no closer than `maxZoom`: its
 * centre at the window's centre. Null when the box or the window is empty.
 */
export function fitViewTo(
  box: { x: number; y: number; width: number; height: number } | null,
  size: { width: number; height: number },
  { margin = HIGHLIGHT_MARGIN, maxZoom = HIGHLIGHT_MAX_ZOOM } = {},
): ViewState | null {
  if (!box || size.width <= 0 || size.height <= 0) return null;
  // A small window keeps at least half of itself for the measurements.
  const m = Math.min(margin, size.width / 4, size.height / 4);
  const zx = box.width > 0 ? (size.width - 2 * m) / box.width : Infinity;
  const zy = box.height > 0 ? (size.height - 2 * m) / box.height : Infinity;
  return {
    zoom: Math.min(zx, zy, maxZoom),
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  };
}

export interface AddressHighlightOptions {
  readonly sheetId: string;
  /** The project's rows; null while they load. */
  readonly rows: TakeoffState | null;
  readonly viewer: RefObject<PlanViewerHandle | null>;
  /** True once the viewer has the sheet's file (its size is known: the view can be fitted). */
  readonly isPlanReady: boolean;
  /** Selects these measurements with the select tool. */
  readonly select: (ids: readonly string[]) => void;
  readonly announce: (message: string) => void;
}

/** Reads `?mesures=` and shows those measurements of the sheet (see the module's comment). */
export function useAddressHighlight({ sheetId, rows, viewer, isPlanReady, select, announce }: AddressHighlightOptions) {
  const { search } = useLocation();
  const key = `${sheetId}\u0000${search}`;
  const applied = useRef<string | null>(null);
  /** The measurements still to frame once the plan is open. */
  const toFit = useRef<{ key: string; measurements: readonly Measurement[] } | null>(null);
  const latest = useRef({ select, announce });
  useEffect(() => {
    latest.current = { select, announce };
  });

  useEffect(() => {
    if (!rows || applied.current === key) return;
    const ids = measurementsParam(search);
    applied.current = key;
    if (ids.length === 0) return;
    const found = ids.flatMap((id) => {
      const m = rows.measurements.get(id);
      return m && m.sheetId === sheetId ? [m] : [];
    });
    if (found.length === 0) {
      latest.current.announce(t.missing);
      return;
    }
    latest.current.select(found.map((m) => m.id));
    latest.current.announce(interpolate(pluralForm(t.shown, found.length), { count: found.length }));
    toFit.current = { key, measurements: found };
  }, [rows, key, search, sheetId]);

  useEffect(() => {
    const pending = toFit.current;
    const handle = viewer.current;
    if (!isPlanReady || !handle || !pending || pending.key !== key) return undefined;
    const fit = () => {
      const view = fitViewTo(boundsOf(pending.measurements), handle.viewport.windowSize);
      if (!view) return false;
      toFit.current = null;
      handle.setView(view);
      handle.focus();
      return true;
    };
    if (fit()) return undefined;
    // The window has no size yet (a layout still to come): fitted at its first one.
    const unsubscribe = handle.viewport.subscribe(() => {
      if (fit()) unsubscribe();
    });
    return unsubscribe;
  }, [isPlanReady, viewer, key, rows]);
}
