/**
 * The project's rows on the sheet page, outside React: the journal runner writes them, and each part of the page
 * subscribes to the slice it shows (useSheetRows with a selector). A new measurement among 5,000 then renders the
 * measurement table and the readout, and asks the plan's overlay for a redraw; it does not render the page around
 * them (whose panel tabs, re-rendered, would make React walk the table's 5,000 hidden collection rows for context
 * consumers: `bench:workspace`'s editing section measured that walk as most of an interaction).
 *
 * What is derived from the rows (the sheet's measurements in drawing order) is computed once per change of the
 * measurements, whoever asks first, and shared.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { UndoStatus } from '../../../db/workspace/journal';
import type { Measurement, TakeoffState } from '../../../domain/takeoff/types';

export interface SheetRowsStore {
  /** The project's rows; null while they load. */
  get(): TakeoffState | null;
  /** What undo and redo would do now; null until read. */
  status(): UndoStatus | null;
  subscribe(listener: () => void): () => void;
}

export interface WritableSheetRowsStore extends SheetRowsStore {
  set(rows: TakeoffState | null): void;
  setStatus(status: UndoStatus | null): void;
}

export function createSheetRowsStore(): WritableSheetRowsStore {
  let rows: TakeoffState | null = null;
  let status: UndoStatus | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => rows,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === rows) return;
      rows = next;
      emit();
    },
    setStatus(next) {
      if (next === status) return;
      status = next;
      emit();
    },
  };
}

/** Code-unit order: ISO dates and ids sort the same as with localeCompare, without its cost on 5,000 rows. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Per measurements table (a Map kept as long as no measurement changes), per sheet: its measurements in order. */
const bySheet = new WeakMap<ReadonlyMap<string, Measurement>, Map<string, readonly Measurement[]>>();

/**
 * The sheet's measurements in drawing order (the order they were made), computed once per change of the project's
 * measurements: the same array for as long as they stay (a selection, a scale or a view change keeps it).
 */
export function sheetMeasurements(rows: TakeoffState, sheetId: string): readonly Measurement[] {
  let sheets = bySheet.get(rows.measurements);
  if (!sheets) {
    sheets = new Map();
    bySheet.set(rows.measurements, sheets);
  }
  let list = sheets.get(sheetId);
  if (!list) {
    list = [...rows.measurements.values()]
      .filter((m) => m.sheetId === sheetId)
      .sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id));
    sheets.set(sheetId, list);
  }
  return list;
}

const NONE: readonly Measurement[] = [];

/**
 * A slice of the rows, re-rendering the caller only when it changes (by identity: the selector must return the same
 * value for the same rows, e.g. a row of a Map or a value derived with a cache).
 */
export function useSheetRows<T>(store: SheetRowsStore, select: (rows: TakeoffState | null) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

/** The sheet's measurements in drawing order (empty while the rows load). */
export function useSheetMeasurements(store: SheetRowsStore, sheetId: string): readonly Measurement[] {
  const select = useCallback(
    (rows: TakeoffState | null) => (rows ? sheetMeasurements(rows, sheetId) : NONE),
    [sheetId],
  );
  return useSheetRows(store, select);
}
