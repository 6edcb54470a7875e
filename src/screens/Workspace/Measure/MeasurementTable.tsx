import { createContext, memo, use, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon';
import { visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { UNIT_OF_KIND, quantityOnSheet, type Quantity, type QuantityIssue } from '../../../domain/takeoff/quantity';
import {
  MEASUREMENT_KINDS,
  type Measurement,
  type MeasurementKind,
  type PaletteKey,
  type Result,
  type SheetScales,
} from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { DECIMALS, formatDerivation, formatNumber } from '../../../i18n/numbers';
import { workspaceFr } from '../../../i18n/workspace.fr';
import { lightTokens } from '../../../theme/tokens.gen';
import * as styles from './MeasurementTable.css';
import { ToolIcon } from './icons';
import { measureColor } from './palette';

/** One line of the table: what the container derives from a measurement and its sheet's scales. */
export interface MeasurementTableRow {
  readonly id: string;
  readonly kind: MeasurementKind;
  readonly label: string;
  readonly color: PaletteKey;
  readonly quantity: Result<Quantity, QuantityIssue>;
}

/**
 * A measurement's row as last built, with the scales it was built under. Rows are immutable values: the same
 * measurement under the same scales gives the same row object, so a change of one measurement among 5,000 hands the
 * table 4,999 rows it has already rendered (react-aria caches a row's element by its item) and computes one quantity.
 */
const rowCache = new WeakMap<Measurement, { scales: SheetScales; row: MeasurementTableRow }>();

/** The rows of a sheet's measurements; quantities through the scale that applies to each (regions included). */
export function measurementRows(measurements: readonly Measurement[], scales: SheetScales): MeasurementTableRow[] {
  return measurements.map((m) => {
    const cached = rowCache.get(m);
    if (cached && cached.scales === scales) return cached.row;
    const row = { id: m.id, kind: m.kind, label: m.label, color: m.color, quantity: quantityOnSheet(m, scales) };
    rowCache.set(m, { scales, row });
    return row;
  });
}

export type MeasurementColumn = 'kind' | 'label' | 'quantity';

export interface MeasurementTableProps {
  rows: readonly MeasurementTableRow[];
  /** The selected measurements (the canvas's selection: one source of truth, held by the container). */
  selectedIds: readonly string[];
  /** Click, Shift/Ctrl-click, arrows, Shift+arrows, Ctrl+A: the new selection, in table order. */
  onSelectionChange: (ids: string[]) => void;
  /** Enter or double-click on a row: show that measurement (zoom the plan to it). */
  onRowAction?: (id: string) => void;
  /** Names the table: « Mesures du plan « RDC » ». */
  sheetName?: string;
  /** Initial sort; the user changes it from the column headers. @default undefined (drawing order) */
  defaultSort?: { column: MeasurementColumn; direction: 'ascending' | 'descending' };
  /** Derivations shown at first. @default false */
  defaultShowDerivations?: boolean;
}

const copy = measureFr.table;

/**
 * Sizes in CSS px, from tokens. A row is a large control's height: room for a label on two lines, which is what a
 * 320 px panel (or a 320 px window at 200 % zoom) gives a label; two lines of derivation take a little more.
 * The type is an icon (its name visually hidden) and the quantity carries its unit, so the label has the width.
 */
const px = (value: string) => Number.parseFloat(value);
const ROW_HEIGHT = px(lightTokens.size.control.lg);
const ROW_HEIGHT_WITH_DERIVATION = px(lightTokens.size.control.lg) + px(lightTokens.space.lg);
const HEADING_HEIGHT = px(lightTokens.size.control.md);
const TYPE_WIDTH = px(lightTokens.size.control.lg);
/** « 20 000,000 m³ » and the header « Quantité » with its sort arrow. */
const QUANTITY_WIDTH = 2 * px(lightTokens.size.control.lg) + px(lightTokens.space.sm);

function sortIndicator(direction: SortDescriptor['direction'] | undefined) {
  return (
    direction && (
      <span className={styles.sortIcon} data-direction={direction} aria-hidden="true">
        <Icon name="chevronDown" size="sm" />
      </span>
    )
  );
}

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

function sortRows(rows: readonly MeasurementTableRow[], sort: SortDescriptor | undefined): MeasurementTableRow[] {
  const list = [...rows];
  if (!sort) return list;
  const column = sort.column as MeasurementColumn;
  const sign = sort.direction === 'descending' ? -1 : 1;
  // Array.prototype.sort is stable: equal rows keep their drawing order.
  return list.sort((a, b) => {
    if (column === 'quantity' && a.quantity.ok !== b.quantity.ok) return a.quantity.ok ? -1 : 1;
    return sign * compareRows(a, b, column);
  });
}

function quantityText(row: MeasurementTableRow): string {
  if (!row.quantity.ok) return workspaceFr.quantity[row.quantity.error.code];
  const { value, unit } = row.quantity.value;
  const rule = DECIMALS[unit];
  return formatNumber(value, rule === 'whole' ? (Number.isInteger(value) ? 0 : 2) : rule);
}

/**
 * The measurements of a sheet as a table: the non-visual way to what the plan shows. Rows are virtualised (only
 * those in view are in the DOM, so 5,000 measurements stay responsive); the table keeps the grid keyboard model
 * (arrows, Home/End, Page Up/Down; Shift extends the selection) and says how many rows it has (aria-rowcount).
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
  const [sort, setSort] = useState<SortDescriptor | undefined>(defaultSort);
  const [showDerivations, setShowDerivations] = useState(defaultShowDerivations);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const selectedKeys = useMemo(() => new Set<Key>(selectedIds), [selectedIds]);

  const onSelection = (selection: Selection) => {
    if (selection === 'all') {
      onSelectionChange(sorted.map((r) => r.id));
      return;
    }
    onSelectionChange(sorted.filter((r) => selection.has(r.id)).map((r) => r.id));
  };

  const label = sheetName === undefined ? copy.label : interpolate(copy.labelOf, { sheet: sheetName });
  const count = interpolate(rows.length === 1 ? copy.countOne : copy.count, { count: formatNumber(rows.length, 0) });
  const selected =
    selectedIds.length === 0
      ? ''
      : ` · ${interpolate(selectedIds.length === 1 ? copy.selectedOne : copy.selected, {
          count: formatNumber(selectedIds.length, 0),
        })}`;

  /*
   * The header and the body are elements kept while their inputs stay: react-aria builds the table's collection from
   * them, and a new element tree (new render functions) makes it rebuild and clone the collection of every row. A
   * selection change — the most frequent update, 5,000 rows or not — then touches only the selection and the rows
   * in view. (`bench:workspace`'s editing section measured the clone and the context walk it caused.)
   */
  const header = useMemo(
    () => (
      <TableHeader className={styles.header}>
        <Column
          id="kind"
          allowsSorting
          // react-aria's table layout gives a column 75 px at least unless told otherwise.
          width={TYPE_WIDTH}
          minWidth={TYPE_WIDTH}
          className={`${styles.column} ${styles.columnKind}`}
        >
          {({ sortDirection }) => (
            <span className={styles.columnInner}>
              {copy.columns.kind}
              {sortIndicator(sortDirection)}
            </span>
          )}
        </Column>
        <Column id="label" isRowHeader allowsSorting defaultWidth="1fr" className={styles.column}>
          {({ sortDirection }) => (
            <span className={styles.columnInner}>
              {copy.columns.label}
              {sortIndicator(sortDirection)}
            </span>
          )}
        </Column>
        <Column
          id="quantity"
          allowsSorting
          width={QUANTITY_WIDTH}
          minWidth={QUANTITY_WIDTH}
          className={`${styles.column} ${styles.columnEnd}`}
        >
          {({ sortDirection }) => (
            <span className={styles.columnInner}>
              {sortIndicator(sortDirection)}
              {copy.columns.quantity}
            </span>
          )}
        </Column>
        {showDerivations ? (
          <Column id="derivation" defaultWidth="3fr" className={styles.column}>
            {copy.columns.derivation}
          </Column>
        ) : null}
      </TableHeader>
    ),
    [showDerivations],
  );
  const body = useMemo(
    () => (
      <TableBody
        items={sorted}
        dependencies={[showDerivations]}
        renderEmptyState={() => (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{copy.empty}</p>
            <p className={styles.emptyHint}>{copy.emptyHint}</p>
          </div>
        )}
      >
        {(row) => (
          <Row id={row.id} className={styles.row} textValue={row.label || copy.unlabelled}>
            <Cell className={`${styles.cell} ${styles.kindCell}`}>
              {/* The icon in the measurement's colour; its kind said in words to assistive technologies. */}
              <ToolIcon name={row.kind} style={{ color: measureColor[row.color] }} />
              <span className={visuallyHiddenStyle}>{measureFr.kinds[row.kind]}</span>
            </Cell>
            <Cell className={styles.cell}>
              <span className={`${styles.wrap} ${row.label ? '' : styles.muted}`}>{row.label || copy.unlabelled}</span>
            </Cell>
            <Cell className={`${styles.cell} ${styles.numeric}`}>
              {row.quantity.ok ? (
                <>
                  <span>{quantityText(row)}</span>
                  <abbr className={styles.unit} title={workspaceFr.unitNames[UNIT_OF_KIND[row.kind]]}>
                    {UNIT_OF_KIND[row.kind]}
                  </abbr>
                </>
              ) : (
                <span className={`${styles.wrap} ${styles.muted}`}>{quantityText(row)}</span>
              )}
            </Cell>
            {showDerivations ? (
              <Cell className={styles.cell}>
                <span className={row.quantity.ok ? styles.clamp : `${styles.clamp} ${styles.muted}`}>
                  {row.quantity.ok ? formatDerivation(row.quantity.value.derivation) : copy.noQuantity}
                </span>
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    ),
    [sorted, showDerivations],
  );

  const table = (
    <Table
      aria-label={label}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selectedKeys}
      onSelectionChange={onSelection}
      {...(onRowAction && { onRowAction: (key: Key) => onRowAction(String(key)) })}
      {...(sort && { sortDescriptor: sort })}
      onSortChange={setSort}
      className={styles.table}
    >
      {header}
      {body}
    </Table>
  );

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <p className={styles.summary} aria-live="polite">
          {count}
          {selected}
        </p>
        {rows.length > 0 && (
          <Checkbox isSelected={showDerivations} onChange={setShowDerivations}>
            {copy.showDerivations}
          </Checkbox>
        )}
      </div>
      <TableElementContext value={table}>
        <VirtualizedTable rowHeight={showDerivations ? ROW_HEIGHT_WITH_DERIVATION : ROW_HEIGHT} />
      </TableElementContext>
    </div>
  );
}

/** The table element of this render, handed past the virtualizer (see VirtualizedTable). */
const TableElementContext = createContext<ReactNode>(null);

function TableFromContext() {
  return use(TableElementContext);
}

/**
 * The virtualizer, rendered again only when the row height changes. Each of its renders gives its children a new
 * options context, and React then walks every fiber below it for readers of that context — with react-aria's hidden
 * copy of the collection, every one of the table's rows, 5,000 or not. The table (its selection, its rows) reaches
 * it through a context read right under the virtualizer instead: a selection renders the table and the rows in
 * view, and the walk stops at that reader.
 */
const VirtualizedTable = memo(function VirtualizedTable({ rowHeight }: { rowHeight: number }) {
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight: HEADING_HEIGHT }), [rowHeight]);
  return (
    <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
      <TableFromContext />
    </Virtualizer>
  );
});
