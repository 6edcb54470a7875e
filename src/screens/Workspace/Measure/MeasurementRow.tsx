import { visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { UNIT_OF_KIND, type Quantity, type QuantityIssue } from '../../../domain/takeoff/quantity';
import type { MeasurementKind, PaletteKey, Result } from '../../../domain/takeoff/types';
import { libraryFr } from '../../../i18n/library.fr';
import { measureFr } from '../../../i18n/measure.fr';
import { DECIMALS, formatDerivation, formatNumber } from '../../../i18n/numbers';
import { workspaceFr } from '../../../i18n/workspace.fr';
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
  /** Where it is, formatted (« Niveau R+1 · Ch. 144 »): the label's second line; absent when not localised. */
  readonly localisation?: string;
  /**
   * Issue 24: the measurement feeds an article in another unit than its formula's (not counted) — the sentence said
   * everywhere else (« 15,24 m² — l’article est en ml : non compté. … »); absent when there is none.
   */
  readonly unitError?: string;
}

const copy = measureFr.table;

export function quantityText(row: MeasurementTableRow): string {
  if (!row.quantity.ok) return workspaceFr.quantity[row.quantity.error.code];
  const { value, unit } = row.quantity.value;
  const rule = DECIMALS[unit];
  return formatNumber(value, rule === 'whole' ? (Number.isInteger(value) ? 0 : 2) : rule);
}

export interface MeasurementRowProps {
  readonly row: MeasurementTableRow;
  /** Its place in the table's (sorted) order, from 0: its position and its aria-rowindex. */
  readonly index: number;
  /** The row's height in CSS px (the table's, with or without derivations). */
  readonly height: number;
  readonly isSelected: boolean;
  /** The grid's one tab stop (roving tabindex): the focused row, else the first selected, else the first. */
  readonly isTabStop: boolean;
  readonly showDerivations: boolean;
}

/**
 * A body row of the measurement table. Plain props only (no callbacks: the grid handles pointer and keys by
 * delegation), so that under React.memo a selection renders the rows whose selection or tab stop changed and no other.
 * Kept in a module of its own so that a test can count its renders.
 */
export function MeasurementRow({ row, index, height, isSelected, isTabStop, showDerivations }: MeasurementRowProps) {
  const unit = UNIT_OF_KIND[row.kind];
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={isSelected}
      tabIndex={isTabStop ? 0 : -1}
      data-key={row.id}
      className={styles.row}
      style={{ height, transform: `translateY(${index * height}px)` }}
    >
      <div role="gridcell" className={`${styles.cell} ${styles.kindCell}`}>
        {/* The icon in the measurement's colour; its kind said in words to assistive technologies. */}
        <ToolIcon name={row.kind} style={{ color: measureColor[row.color] }} />
        <span className={visuallyHiddenStyle}>{measureFr.kinds[row.kind]}</span>
      </div>
      <div role="rowheader" className={styles.cell}>
        {row.localisation ? (
          // Issue 24: the label on one line, where it is on the second.
          <span className={styles.labelWithLocalisation}>
            <span className={`${styles.oneLine} ${row.label ? '' : styles.muted}`}>{row.label || copy.unlabelled}</span>
            <span className={`${styles.oneLine} ${styles.localisation}`}>{row.localisation}</span>
          </span>
        ) : (
          <span className={`${styles.wrap} ${row.label ? '' : styles.muted}`}>{row.label || copy.unlabelled}</span>
        )}
      </div>
      <div role="gridcell" className={`${styles.cell} ${styles.numeric}`}>
        {row.quantity.ok && row.unitError ? (
          // An error, in the error tone: the quantity on its line, the flag under it, the whole sentence read out.
          <span className={styles.quantityWithError}>
            <span>
              {quantityText(row)}{' '}
              <abbr className={styles.unit} title={workspaceFr.unitNames[unit]}>
                {unit}
              </abbr>
            </span>
            <span className={styles.unitError} aria-hidden="true">
              {libraryFr.measurementArticles.unitErrorFlag}
            </span>
            <span className={visuallyHiddenStyle}>
              {`${libraryFr.measurementArticles.unitErrorFlag}\u00a0: ${row.unitError}`}
            </span>
          </span>
        ) : row.quantity.ok ? (
          <>
            <span>{quantityText(row)}</span>
            <abbr className={styles.unit} title={workspaceFr.unitNames[unit]}>
              {unit}
            </abbr>
          </>
        ) : (
          <span className={`${styles.wrap} ${styles.muted}`}>{quantityText(row)}</span>
        )}
      </div>
      {showDerivations ? (
        <div role="gridcell" className={styles.cell}>
          <span className={row.quantity.ok ? styles.clamp : `${styles.clamp} ${styles.muted}`}>
            {row.quantity.ok ? formatDerivation(row.quantity.value.derivation) : copy.noQuantity}
          </span>
        </div>
      ) : null}
    </div>
  );
}
