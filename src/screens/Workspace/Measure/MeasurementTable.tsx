import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { quantityOnSheet, type HeightLookup } from '../../../domain/takeoff/quantity';
import {
  MEASUREMENT_KINDS,
  type Measurement,
  type MeasurementKind,
  type SheetScales,
} from '../../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatLocalisation } from '../../../i18n/localisation.fr';
import { measureFr } from '../../../i18n/measure.fr';
import { formatNumber } from '../../../i18n/numbers';
import { lightTokens } from '../../../theme/tokens.gen';
import * as styles from './MeasurementTable.css';
import { MeasurementRow, type MeasurementTableRow } from './MeasurementRow';

export type { MeasurementTableRow } from './MeasurementRow';

/**
 * A measurement's row as last built, with the scales it was built under. Rows are immutable values: the same
 * measurement under the same scales gives the same row object, so a change of one measurement among 5,000 hands the
 * table 4,999 rows it has already rendered (its memoised rows compare them by identity) and computes one quantity.
 */
const rowCache = new WeakMap<
  Measurement,
  { scales: SheetScales; heights: HeightLookup | undefined; row: MeasurementTableRow }
>();

/**
 * The rows of a sheet's measurements; quantities through the scale that applies to each (regions included), and the
 * project's variables for the walls whose height follows one (`heights`).
 */
export function measurementRows(
  measurements: readonly Measurement[],
  scales: SheetScales,
  heights?: HeightLookup,
): MeasurementTableRow[] {
  return measurements.map((m) => {
    const cached = rowCache.get(m);
    // Variables change only bound walls: the other rows stay the rows already rendered.
    const bound = m.kind === 'wallArea' && m.heightVariable !== undefined;
    if (cached && cached.scales === scales && (!bound || cached.heights === heights)) return cached.row;
    const row = {
      id: m.id,
      kind: m.kind,
      label: m.label,
      color: m.color,
      quantity: quantityOnSheet(m, scales, heights),
      ...(m.localisation ? { localisation: formatLocalisation(m.localisation) } : {}),
    };
    rowCache.set(m, { scales, heights, row });
    return row;
  });
}

export type MeasurementColumn = 'kind' | 'label' | 'quantity';
export type SortDirection = 'ascending' | 'descending';
export interface MeasurementSort {
  readonly column: MeasurementColumn;
  readonly direction: SortDirection;
}

export interface MeasurementTableProps {
  rows: readonly MeasurementTableRow[];
  /** The selected measurements (the canvas's selection: one source of truth, held by the container). */
  selectedIds: readonly string[];
  /** Click, Shift/Ctrl-click, arrows, Shift+arrows, Space, Ctrl+A, Escape: the new selection, in table order. */
  onSelectionChange: (ids: string[]) => void;
  /** Enter or double-click on a row: show that measurement (zoom the plan to it). */
  onRowAction?: (id: string) => void;
  /** Names the table: « Mesures du plan « RDC » ». */
  sheetName?: string;
  /** Initial sort; the user changes it from the column headers. @default undefined (drawing order) */
  defaultSort?: MeasurementSort;
  /** Derivations shown at first. @default false */
  defaultShowDerivations?: boolean;
}

const copy = measureFr.table;

/**
 * Sizes in CSS px, from tokens (the stylesheet uses the same tokens for the rows' and the header's heights). A row is
 * a large control's height: room for a label on two lines, which is what a 320 px panel (or a 320 px window at 200 %
 * zoom) gives a label; two lines of derivation take a little more.
 */
const px = (value: string) => Number.parseFloat(value);
const ROW_HEIGHT = px(lightTokens.size.control.lg);
const ROW_HEIGHT_WITH_DERIVATION = px(lightTokens.size.control.lg) + px(lightTokens.space.lg);
const HEADING_HEIGHT = px(lightTokens.size.control.md);
/** Rows rendered above and below the ones in view, so a wheel step or a key shows rows already there. */
const OVERSCAN = 4;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const kindOrder = (kind: MeasurementKind) => MEASUREMENT_KINDS.indexOf(kind);

function compareRows(a: MeasurementTableRow, b: MeasurementTableRow, column: MeasurementColumn): number {
  switch (column) {
    case 'kind':
      return kindOrder(a.kind) - kindOrder(b.kind);
    case 'label':
      return collator.compare(a.label, b.label);
    case 'quantity': {
      // Rows without a quantity go last whatever the direction: they are the ones to fix, not the smallest.
      if (!a.quantity.ok || !b.quantity.ok) return 0;
      return a.quantity.value.value - b.quantity.value.value;
    }
  }
}

export function sortRows(
  rows: readonly MeasurementTableRow[],
  sort: MeasurementSort | undefined,
): MeasurementTableRow[] {
  const list = [...rows];
  if (!sort) return list;
  const { column } = sort;
  const sign = sort.direction === 'descending' ? -1 : 1;
  // Array.prototype.sort is stable: equal rows keep their drawing order.
  return list.sort((a, b) => {
    if (column === 'quantity' && a.quantity.ok !== b.quantity.ok) return a.quantity.ok ? -1 : 1;
    return sign * compareRows(a, b, column);
  });
}

const Row = memo(MeasurementRow);

/** A header pressed: its column ascending, or the other direction if it was already the sorted one. */
const nextSort = (previous: MeasurementSort | undefined, column: MeasurementColumn): MeasurementSort => ({
  column,
  direction: previous?.column === column && previous.direction === 'ascending' ? 'descending' : 'ascending',
});

const SORTABLE: readonly MeasurementColumn[] = ['kind', 'label', 'quantity'];

function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  return direction ? (
    <span className={styles.sortIcon} data-direction={direction} aria-hidden="true">
      <Icon name="chevronDown" size="sm" />
    </span>
  ) : null;
}

/** How a move of the focus changes the selection: replaced by the row, extended from the anchor, or kept. */
type MoveSelection = 'replace' | 'extend' | 'keep';

const rowElementOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-key]') : null;

/**
 * The measurements of a sheet as a grid: the non-visual way to what the plan shows. Our own light grid rather than
 * react-aria's Table (see the README's decision): rows are virtualised at a fixed height (only those in view, a few
 * more, and the focused one are in the DOM, so 5,000 measurements stay responsive), memoised, and handled by
 * delegation on the grid, so that a click is one render of the table and of the rows whose state changed. The
 * keyboard model is the APG grid's with react-aria's "replace" selection: one tab stop; the arrows, Home/End and
 * Page Up/Down move and select; Shift extends from the anchor; Ctrl (or ⌘) moves without selecting and Space toggles;
 * Ctrl+A selects all, Escape clears, Enter (or a double-click) shows the measurement.
 */
export function MeasurementTable({
  rows,
  selectedIds,
  onSelectionChange,
  onRowAction,
  sheetName,
  defaultSort,
  defaultShowDerivations = false,
}: MeasurementTableProps) {
  const [sort, setSort] = useState<MeasurementSort | undefined>(defaultSort);
  const [showDerivations, setShowDerivations] = useState(defaultShowDerivations);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const indexOf = useMemo(() => new Map(sorted.map((row, index) => [row.id, index])), [sorted]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const rowHeight = showDerivations ? ROW_HEIGHT_WITH_DERIVATION : ROW_HEIGHT;

  const gridRef = useRef<HTMLDivElement>(null);
  /** The rows' viewport: the grid's height less its sticky header, measured on mount and on each resize. */
  const viewport = useRef(0);
  /**
   * The tallest viewport yet, which the window of rows is sized for. A shrink renders nothing (a few rows more below
   * the fold cost nothing): the summary line wrapping under the checkbox at the first selection makes the grid
   * shorter in the frame of the click, and must not render the table a second time.
   */
  const [tallest, setTallest] = useState(0);
  /** The first row in view (scrollTop in rows): the window changes when this does, not on every scrolled pixel. */
  const [first, setFirst] = useState(0);
  const [focusedId, setFocusedIdState] = useState<string | null>(null);
  /**
   * The focused row as last set, ahead of the render: the focus event that follows a press comes before React has
   * rendered the press, and must not ask for a second render of the same row.
   */
  const focusedNow = useRef<string | null>(null);
  const setFocusedId = (id: string) => {
    focusedNow.current = id;
    setFocusedIdState(id);
  };
  /** Where Shift ranges start: the last row clicked, toggled or moved to without Shift. Not rendered. */
  const anchor = useRef<string | null>(null);
  /** A row to focus once rendered (a key moved the focus to a row outside the DOM). */
  const pendingFocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    let last = -1;
    const measure = () => {
      viewport.current = Math.max(0, grid.clientHeight - HEADING_HEIGHT);
      if (viewport.current > last) setTallest((last = viewport.current));
    };
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(grid);
    return () => resizes?.disconnect();
  }, []);

  // The derivations change the rows' height: the same scroll offset shows other rows.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (grid) setFirst(Math.floor(grid.scrollTop / rowHeight));
  }, [rowHeight]);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    pendingFocus.current = null;
    findRow(id)?.focus({ preventScroll: true });
  });

  const count = sorted.length;
  const focusedIndex = focusedId === null ? -1 : (indexOf.get(focusedId) ?? -1);

  /**
   * The focused row's place, and whether the focus is in the grid: a row removed from the page takes the focus with it
   * without a blur, and the browser puts it on <body>. Its measurement deleted (Delete on the row) or undone, the row
   * now at its place takes the focus (the last one at the end; the grid itself when none is left), so a keyboard user
   * stays in the table.
   */
  const focusedPlace = useRef(0);
  const hasFocus = useRef(false);
  useLayoutEffect(() => {
    if (focusedIndex >= 0) {
      focusedPlace.current = focusedIndex;
      return;
    }
    if (focusedId === null) return;
    const isLost = hasFocus.current && (document.activeElement === null || document.activeElement === document.body);
    const next = sorted[Math.min(focusedPlace.current, count - 1)] ?? null;
    focusedNow.current = next && next.id;
    setFocusedIdState(next && next.id);
    if (!isLost) return;
    if (next) pendingFocus.current = next.id;
    else gridRef.current?.focus();
  }, [focusedIndex, focusedId, sorted, count]);
  let tabStop = focusedIndex;
  if (tabStop < 0 && count > 0) {
    tabStop = count;
    for (const id of selectedIds) tabStop = Math.min(tabStop, indexOf.get(id) ?? count);
    if (tabStop === count) tabStop = 0;
  }
  const inView = Math.ceil(tallest / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, count - 1) - OVERSCAN);
  const end = Math.min(count, first + inView + OVERSCAN);
  const pageSize = () => Math.max(1, Math.floor(viewport.current / rowHeight));

  function findRow(id: string): HTMLElement | undefined {
    const list = gridRef.current?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [];
    return [...list].find((element) => element.dataset.key === id);
  }

  const inOrder = (ids: ReadonlySet<string>) => sorted.filter((row) => ids.has(row.id)).map((row) => row.id);
  const range = (from: number, to: number) =>
    sorted.slice(Math.min(from, to), Math.max(from, to) + 1).map((row) => row.id);
  const anchorIndex = (fallback: number) =>
    anchor.current === null ? fallback : (indexOf.get(anchor.current) ?? fallback);
  const select = (ids: string[]) => {
    // A click on the one row already selected changes nothing: no render, no store update.
    if (ids.length === selectedIds.length && ids.every((id, i) => id === selectedIds[i])) return;
    onSelectionChange(ids);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    anchor.current = id;
    select(inOrder(next));
  };

  /** Keeps a row in view: the grid scrolled just enough, and the window moved with it in the same render. */
  const scrollToIndex = (index: number) => {
    const grid = gridRef.current;
    if (!grid) return;
    const top = index * rowHeight;
    let scrollTop = grid.scrollTop;
    if (top < scrollTop) scrollTop = top;
    else if (top + rowHeight > scrollTop + viewport.current) scrollTop = top + rowHeight - viewport.current;
    if (scrollTop !== grid.scrollTop) grid.scrollTop = scrollTop;
    setFirst(Math.floor(scrollTop / rowHeight));
  };

  const moveTo = (index: number, how: MoveSelection) => {
    const target = sorted[Math.max(0, Math.min(count - 1, index))];
    if (!target) return;
    const targetIndex = indexOf.get(target.id) ?? 0;
    if (how === 'extend') select(range(anchorIndex(focusedIndex < 0 ? tabStop : focusedIndex), targetIndex));
    else if (how === 'replace') {
      anchor.current = target.id;
      select([target.id]);
    }
    setFocusedId(target.id);
    scrollToIndex(targetIndex);
    const element = findRow(target.id);
    if (element) element.focus({ preventScroll: true });
    else pendingFocus.current = target.id;
  };

  const sortButtons = () => [...(gridRef.current?.querySelectorAll<HTMLElement>('button[data-sort]') ?? [])];

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = sortButtons();
    const at = buttons.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      buttons[Math.max(0, Math.min(buttons.length - 1, at + (event.key === 'ArrowRight' ? 1 : -1)))]?.focus();
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      moveTo(tabStop, 'keep');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey) return;
    if (event.target instanceof Element && event.target.closest('[data-header]')) {
      onHeaderKeyDown(event);
      return;
    }
    const id =
      rowElementOf(event.target)?.dataset.key ?? (event.target === gridRef.current ? sorted[tabStop]?.id : undefined);
    const current = id === undefined ? undefined : indexOf.get(id);
    if (id === undefined || current === undefined) return;
    const mod = event.ctrlKey || event.metaKey;
    const how: MoveSelection = event.shiftKey ? 'extend' : mod ? 'keep' : 'replace';
    // Home and End select with or without Ctrl: Ctrl+Home/End is the grid's « first/last row », as the arrows.
    const jump: MoveSelection = event.shiftKey ? 'extend' : 'replace';
    switch (event.key) {
      case 'ArrowDown':
        moveTo(current + 1, how);
        break;
      case 'ArrowUp':
        if (current === 0 && how === 'replace') sortButtons()[0]?.focus();
        else moveTo(current - 1, how);
        break;
      case 'PageDown':
        moveTo(current + pageSize(), how);
        break;
      case 'PageUp':
        moveTo(current - pageSize(), how);
        break;
      case 'Home':
        moveTo(0, jump);
        break;
      case 'End':
        moveTo(count - 1, jump);
        break;
      case ' ':
        toggle(id);
        break;
      case 'Enter':
        onRowAction?.(id);
        break;
      case 'Escape':
        // Only when there is something to clear: else Escape goes on to the workspace (the tool, a dialog).
        if (selectedIds.length === 0) return;
        event.stopPropagation();
        select([]);
        break;
      case 'a':
      case 'A':
        if (!mod) return;
        select(sorted.map((row) => row.id));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Selection on press (mouse down), as react-aria did: the focus that follows finds its row already focused, and
  // the click is one render.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const element = rowElementOf(event.target);
    const id = element?.dataset.key;
    const index = id === undefined ? undefined : indexOf.get(id);
    if (!element || id === undefined || index === undefined) return;
    if (event.shiftKey) {
      // No text selection from the last click to this one; the row is focused by hand instead.
      event.preventDefault();
      element.focus({ preventScroll: true });
      select(range(anchorIndex(focusedIndex < 0 ? index : focusedIndex), index));
    } else if (event.ctrlKey || event.metaKey) toggle(id);
    else {
      anchor.current = id;
      select([id]);
    }
    setFocusedId(id);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = rowElementOf(event.target)?.dataset.key;
    if (id !== undefined) onRowAction?.(id);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    hasFocus.current = true;
    const id = rowElementOf(event.target)?.dataset.key;
    if (id !== undefined && id !== focusedNow.current) setFocusedId(id);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hasFocus.current = false;
  };

  const onScroll = () => {
    const grid = gridRef.current;
    if (grid) setFirst(Math.floor(grid.scrollTop / rowHeight));
  };

  const label = sheetName === undefined ? copy.label : interpolate(copy.labelOf, { sheet: sheetName });
  const summaryCount = interpolate(pluralForm({ one: copy.countOne, other: copy.count }, count), {
    count: formatNumber(count, 0),
  });
  const summarySelected =
    selectedIds.length === 0
      ? ''
      : ` · ${interpolate(pluralForm({ one: copy.selectedOne, other: copy.selected }, selectedIds.length), {
          count: formatNumber(selectedIds.length, 0),
        })}`;

  const bodyRows: ReactElement[] = [];
  const rowAt = (index: number) => {
    const row = sorted[index];
    if (!row) return;
    bodyRows.push(
      <Row
        key={row.id}
        row={row}
        index={index}
        height={rowHeight}
        isSelected={selected.has(row.id)}
        isTabStop={index === tabStop}
        showDerivations={showDerivations}
      />,
    );
  };
  for (let index = start; index < end; index++) rowAt(index);
  // The tab stop stays in the DOM wherever the grid is scrolled: Tab always has a row to land on, and a focused row
  // scrolled away by the wheel keeps the focus.
  if (tabStop >= 0 && (tabStop < start || tabStop >= end)) rowAt(tabStop);

  // react-aria's Checkbox (hooks, context, focus ring) is kept while its inputs stay: a selection renders the grid's
  // changed rows, not it.
  const hasRows = count > 0;
  const derivationsToggle = useMemo(
    () =>
      hasRows && (
        <Checkbox isSelected={showDerivations} onChange={setShowDerivations}>
          {copy.showDerivations}
        </Checkbox>
      ),
    [hasRows, showDerivations],
  );

  // The header is kept while the sort and the columns stay: a selection renders the rows that changed, not it.
  const header = useMemo(
    () => (
      <div role="rowgroup" className={styles.header} data-header="">
        <div role="row" aria-rowindex={1} className={styles.headerRow}>
          {SORTABLE.map((column) => {
            const direction = sort?.column === column ? sort.direction : undefined;
            return (
              <div
                key={column}
                role="columnheader"
                aria-sort={direction}
                className={`${styles.column} ${column === 'quantity' ? styles.columnEnd : ''}`}
              >
                {/* Out of the tab order: the grid is one tab stop, and ↑ from its first row reaches the headers. */}
                <button
                  type="button"
                  tabIndex={-1}
                  data-sort={column}
                  className={`${styles.sortButton} ${column === 'kind' ? styles.sortButtonKind : ''} ${
                    column === 'quantity' ? styles.columnEnd : ''
                  }`}
                  onClick={() => setSort((previous) => nextSort(previous, column))}
                >
                  {column === 'quantity' && <SortIndicator direction={direction} />}
                  {copy.columns[column]}
                  {column !== 'quantity' && <SortIndicator direction={direction} />}
                </button>
              </div>
            );
          })}
          {showDerivations ? (
            <div role="columnheader" className={`${styles.column} ${styles.columnPadded}`}>
              {copy.columns.derivation}
            </div>
          ) : null}
        </div>
      </div>
    ),
    [sort, showDerivations],
  );

  const columnCount = showDerivations ? 4 : 3;
  const columns = showDerivations ? styles.columnsWithDerivation : styles.columns;

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <p className={styles.summary} aria-live="polite">
          {summaryCount}
          {summarySelected}
        </p>
        {derivationsToggle}
      </div>
      {/* Keys, presses and focus are handled here for every row (delegation): the rows stay plain and memoised. */}
      {/* Focusable by script only (tabIndex −1): the rows are the tab stop; a key on the grid itself acts on it. */}
      <div
        ref={gridRef}
        role="grid"
        tabIndex={-1}
        aria-label={label}
        aria-multiselectable="true"
        aria-rowcount={count > 0 ? count + 1 : undefined}
        aria-colcount={columnCount}
        className={`${styles.table} ${columns}`}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
        onDoubleClick={onDoubleClick}
        onFocus={onFocus}
        onBlur={onBlur}
        onScroll={onScroll}
      >
        {header}
        <div role="rowgroup" className={styles.body} style={count > 0 ? { height: count * rowHeight } : undefined}>
          {count > 0 ? (
            bodyRows
          ) : (
            <div role="row" className={styles.emptyRow}>
              <div role="gridcell" aria-colspan={columnCount} className={styles.empty}>
                <p className={styles.emptyTitle}>{copy.empty}</p>
                <p className={styles.emptyHint}>{copy.emptyHint}</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
