import { useId, useMemo } from 'react';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate } from '../../../i18n/format';
import { formatMoney, formatQuantity, type DisplayUnit } from '../../../i18n/numbers';
import { visuallyHidden } from '../../../components/VisuallyHidden/VisuallyHidden.css';
import * as styles from './Comparison.css';
import type { DeltaArticleRow, DeltaLot, DeltasViewProps } from './types';

const t = comparisonFr.deltas;

type Sign = 'up' | 'down' | 'zero';

/** Below a thousandth of the unit (or of a euro) a delta is rounding noise: « inchangé ». */
const EPSILON = 1e-9;

function signOf(delta: number): Sign {
  return delta > EPSILON ? 'up' : delta < -EPSILON ? 'down' : 'zero';
}

/** « +2,40 m² », « −1 U », « 0,00 m² »: the sign written, so that a delta is never told by colour alone. */
export function formatDelta(delta: number, unit: DisplayUnit): string {
  const sign = signOf(delta);
  const text = formatQuantity(sign === 'zero' ? 0 : delta, unit);
  return sign === 'up' ? `+${text}` : text;
}

/** The sum of the priced amounts; null when none is priced. */
const sumOrNull = (values: readonly (number | null)[]): number | null =>
  values.length > 0 && values.every((v) => v === null) ? null : values.reduce<number>((sum, v) => sum + (v ?? 0), 0);

interface LotTotals {
  readonly amountBefore: number | null;
  readonly amountAfter: number | null;
}

function lotTotals(rows: readonly DeltaArticleRow[]): LotTotals {
  return {
    amountBefore: sumOrNull(rows.map((r) => r.amountBefore)),
    amountAfter: sumOrNull(rows.map((r) => r.amountAfter)),
  };
}

function Delta({ value, unit }: { value: number; unit: DisplayUnit }) {
  const sign = signOf(value);
  return (
    <span className={styles.delta({ sign })}>
      {formatDelta(value, unit)}
      {/* The direction in words for a screen reader that would not voice « + » (and for a printout in grey). */}
      <span className={visuallyHidden}>
        {' '}
        {interpolate(t.said, { direction: sign === 'up' ? t.increase : sign === 'down' ? t.decrease : t.unchanged })}
      </span>
    </span>
  );
}

function Money({ value }: { value: number | null }) {
  return value === null ? <span className={styles.caption}>{t.noPrice}</span> : <>{formatMoney(value)}</>;
}

function AmountDelta({ before, after }: { before: number | null; after: number | null }) {
  if (before === null && after === null) return <span className={styles.caption}>{t.noPrice}</span>;
  return <Delta value={(after ?? 0) - (before ?? 0)} unit="€" />;
}

/**
 * The quantity and amount deltas between two indices, per lot and per article, as a table (caption, column headers,
 * a lot's row heading its articles, its subtotal): N°, désignation, unité, the previous and current quantities, the
 * delta, the amounts and the amount's delta. A delta's sign is written (+, −) and said in words to a screen reader.
 * Wide: its box scrolls sideways and can be scrolled from the keyboard.
 */
export function DeltasView({ previous, current, lots }: DeltasViewProps) {
  const captionId = useId();
  const totals = useMemo(() => {
    const perLot = new Map<DeltaLot, LotTotals>(lots.map((lot) => [lot, lotTotals(lot.rows)]));
    const all = lotTotals(lots.flatMap((lot) => lot.rows));
    return { perLot, all };
  }, [lots]);
  const rowCount = lots.reduce((n, lot) => n + lot.rows.length, 0);
  if (rowCount === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{interpolate(t.empty, { previous, current })}</p>
      </div>
    );
  }
  const c = t.columns;
  return (
    // A keyboard user scrolls the wide table with the arrows once its box has the focus (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableBox} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          {interpolate(t.caption, { previous, current })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {c.number}
            </th>
            <th scope="col" className={styles.th}>
              {c.designation}
            </th>
            <th scope="col" className={styles.th}>
              {c.unit}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {interpolate(c.before, { indice: previous })}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {interpolate(c.after, { indice: current })}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {c.delta}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {interpolate(c.amountBefore, { indice: previous })}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {interpolate(c.amountAfter, { indice: current })}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {c.amountDelta}
            </th>
          </tr>
        </thead>
        {lots.map((lot) => {
          if (lot.rows.length === 0) return null;
          const sub = totals.perLot.get(lot) ?? { amountBefore: null, amountAfter: null };
          const lotName = lot.id === null ? t.noLot : lot.name;
          return (
            <tbody key={lot.id ?? ':none'}>
              <tr>
                <th scope="colgroup" colSpan={9} className={`${styles.td} ${styles.lotRow}`}>
                  {lotName}
                </th>
              </tr>
              {lot.rows.map((row) => (
                <tr key={row.articleId}>
                  <td className={styles.td}>{row.number}</td>
                  <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                    {row.designation}
                  </th>
                  <td className={styles.td}>{row.unit}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatQuantity(row.before, row.unit)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{formatQuantity(row.after, row.unit)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <Delta value={row.after - row.before} unit={row.unit} />
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <Money value={row.amountBefore} />
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <Money value={row.amountAfter} />
                  </td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    <AmountDelta before={row.amountBefore} after={row.amountAfter} />
                  </td>
                </tr>
              ))}
              <tr className={styles.subtotalRow}>
                <th scope="row" colSpan={6} className={`${styles.td} ${styles.rowHeader}`}>
                  {interpolate(t.subtotal, { lot: lotName })}
                </th>
                <td className={`${styles.td} ${styles.numeric}`}>
                  <Money value={sub.amountBefore} />
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  <Money value={sub.amountAfter} />
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  <AmountDelta before={sub.amountBefore} after={sub.amountAfter} />
                </td>
              </tr>
            </tbody>
          );
        })}
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={6} className={`${styles.td} ${styles.rowHeader}`}>
              {t.total}
            </th>
            <td className={`${styles.td} ${styles.numeric}`}>
              <Money value={totals.all.amountBefore} />
            </td>
            <td className={`${styles.td} ${styles.numeric}`}>
              <Money value={totals.all.amountAfter} />
            </td>
            <td className={`${styles.td} ${styles.numeric}`}>
              <AmountDelta before={totals.all.amountBefore} after={totals.all.amountAfter} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
