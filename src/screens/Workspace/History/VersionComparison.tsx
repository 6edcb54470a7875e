/**
 * What changed between two states of a project: per lot and article, quantities and amounts before and after with
 * the signed difference (+ / −) — a lot's row carries the lot's whole totals —, then the variables and the
 * measurements added, removed or changed. Plain tables with row headers and
 * a caption: a screen reader reads each figure with its article and its column. Pure: the comparison comes in.
 */
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Typography';
import type { VersionComparison as Comparison } from '../../../domain/takeoff/versions';
import { interpolate } from '../../../i18n/format';
import { historyFr } from '../../../i18n/history.fr';
import { measureFr } from '../../../i18n/measure.fr';
import { formatHistoryValue } from '../../../i18n/historyFormat';
import { formatMoney, formatQuantity } from '../../../i18n/numbers';
import { TableHead } from '../../../patterns/Table';
import * as styles from './History.css';

const t = historyFr.comparison;
const c = t.columns;

/** « +1,25 m² », « −360,00 € », « 0,00 € »: the sign spelled out, never shown by colour alone. */
function signed(text: string, delta: number): string {
  return delta > 0 ? `+${text}` : text;
}

const euros = (cents: number) => formatMoney(cents / 100);

/** A quantity's change: its sign only, in the text's tone (more or less quantity is neither good nor bad news). */
function QuantityDelta({ value, text }: { value: number; text: string }) {
  return <span>{signed(text, value)}</span>;
}

/**
 * An amount's change. A rise is bad news for the client: warning tone and « hausse »; a fall is neutral with
 * « baisse ». Neither is green: a comparison informs, it does not congratulate.
 */
function AmountDelta({ cents }: { cents: number }) {
  const text = signed(euros(cents), cents);
  if (cents === 0) return <span>{text}</span>;
  const rise = cents > 0;
  return (
    <span className={rise ? styles.costIncrease : styles.costDecrease} data-trend={rise ? 'increase' : 'decrease'}>
      {text}
      <span className={styles.trend}>{rise ? t.trend.increase : t.trend.decrease}</span>
    </span>
  );
}

const variableValue = (value: number | null, unit: string) =>
  value === null ? t.none : formatHistoryValue({ kind: 'variable', value, unit });

export interface VersionComparisonProps {
  readonly comparison: Comparison;
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly onClose?: () => void;
  /**
   * Opens the export of the later side's DPGF with the deltas as its « Écarts de versions » sheet (issue 27); the
   * button shows only when given and something differs.
   */
  readonly onExport?: () => void;
}

export function VersionComparison({ comparison, fromLabel, toLabel, onClose, onExport }: VersionComparisonProps) {
  const titleId = useId();
  const exportHintId = useId();
  const canExport = onExport !== undefined && comparison.lots.length > 0;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t.title}
      </Heading>
      <p className={styles.intro}>{interpolate(t.caption, { from: fromLabel, to: toLabel })}</p>
      {comparison.isSame ? (
        <p className={styles.empty} role="status">
          {t.same}
        </p>
      ) : (
        <>
          {comparison.lots.length > 0 && (
            <div className={styles.scroller}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t.quantitiesTitle}</caption>
                <TableHead
                  columns={[
                    { label: c.item },
                    { label: c.quantityBefore, isNumeric: true },
                    { label: c.quantityAfter, isNumeric: true },
                    { label: c.quantityDelta, isNumeric: true },
                    { label: c.amountBefore, isNumeric: true },
                    { label: c.amountAfter, isNumeric: true },
                    { label: c.amountDelta, isNumeric: true },
                  ]}
                />
                {comparison.lots.map((lot) => (
                  <tbody key={lot.lotId}>
                    <tr className={styles.groupRow}>
                      <th scope="rowgroup" className={styles.cell} colSpan={4}>
                        {`${lot.number} ${lot.title}`}
                      </th>
                      <AmountCells beforeCents={lot.amountBeforeCents} afterCents={lot.amountAfterCents} />
                    </tr>
                    {lot.articles.map((a) => {
                      const dq = a.quantityAfter - a.quantityBefore;
                      return (
                        <tr key={a.articleId}>
                          <th scope="row" className={styles.cell}>
                            {`${a.number} ${a.designation}`}
                          </th>
                          <td className={`${styles.cell} ${styles.numeric}`}>
                            {formatQuantity(a.quantityBefore, a.unit)}
                          </td>
                          <td className={`${styles.cell} ${styles.numeric}`}>
                            {formatQuantity(a.quantityAfter, a.unit)}
                          </td>
                          <td className={`${styles.cell} ${styles.numeric}`}>
                            <QuantityDelta value={dq} text={formatQuantity(dq, a.unit)} />
                          </td>
                          <AmountCells beforeCents={a.amountBeforeCents} afterCents={a.amountAfterCents} />
                        </tr>
                      );
                    })}
                  </tbody>
                ))}
                <tfoot>
                  <tr className={styles.totalRow}>
                    <th scope="row" className={styles.cell} colSpan={4}>
                      {t.total}
                    </th>
                    <AmountCells
                      beforeCents={comparison.totalHtBeforeCents}
                      afterCents={comparison.totalHtAfterCents}
                    />
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          {(comparison.variables ?? []).length > 0 && (
            <div className={styles.scroller}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t.variablesTitle}</caption>
                <TableHead
                  columns={[
                    { label: t.variableColumns.variable },
                    { label: t.variableColumns.change },
                    { label: t.variableColumns.before, isNumeric: true },
                    { label: t.variableColumns.after, isNumeric: true },
                  ]}
                />
                <tbody>
                  {(comparison.variables ?? []).map((v) => (
                    <tr key={v.id}>
                      <th scope="row" className={styles.cell}>
                        {v.previousName === undefined
                          ? v.name
                          : interpolate(t.variableRenamed, { name: v.name, previous: v.previousName })}
                      </th>
                      <td className={styles.cell}>{t.changes[v.change]}</td>
                      <td className={`${styles.cell} ${styles.numeric}`}>
                        {variableValue(v.valueBefore, v.unitBefore)}
                      </td>
                      <td className={`${styles.cell} ${styles.numeric}`}>{variableValue(v.valueAfter, v.unitAfter)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {comparison.measurements.length > 0 && (
            <div className={styles.scroller}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t.measurementsTitle}</caption>
                <TableHead
                  columns={[
                    { label: t.measurementColumns.measurement },
                    { label: t.measurementColumns.sheet },
                    { label: t.measurementColumns.change },
                    { label: t.measurementColumns.before, isNumeric: true },
                    { label: t.measurementColumns.after, isNumeric: true },
                  ]}
                />
                <tbody>
                  {comparison.measurements.map((m) => {
                    const value = (v: number | null, present: boolean) =>
                      v !== null ? formatQuantity(v, m.unit) : present ? t.noQuantity : t.none;
                    return (
                      <tr key={m.id}>
                        <th scope="row" className={styles.cell}>
                          {interpolate(t.measurementName, {
                            kind: measureFr.kinds[m.kind],
                            label: m.label.trim() || historyFr.history.unnamed,
                          })}
                        </th>
                        <td className={styles.cell}>{m.sheetName}</td>
                        <td className={styles.cell}>{t.changes[m.change]}</td>
                        <td className={`${styles.cell} ${styles.numeric}`}>
                          {value(m.quantityBefore, m.change !== 'added')}
                        </td>
                        <td className={`${styles.cell} ${styles.numeric}`}>
                          {value(m.quantityAfter, m.change !== 'removed')}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {canExport && (
        <p className={styles.intro} id={exportHintId}>
          {interpolate(t.exportHint, { to: toLabel })}
        </p>
      )}
      {(onClose || canExport) && (
        <div className={styles.actions}>
          {canExport && (
            <Button variant="primary" onPress={onExport} aria-describedby={exportHintId}>
              {t.export}
            </Button>
          )}
          {onClose && (
            <Button variant="secondary" onPress={onClose}>
              {t.close}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** An amount before and after, then its change: the last three cells of a lot's, an article's and the total's row. */
function AmountCells({ beforeCents, afterCents }: { beforeCents: number; afterCents: number }) {
  const change = afterCents - beforeCents;
  return (
    <>
      <td className={`${styles.cell} ${styles.numeric}`}>{euros(beforeCents)}</td>
      <td className={`${styles.cell} ${styles.numeric}`}>{euros(afterCents)}</td>
      <td className={`${styles.cell} ${styles.numeric}`}>
        <AmountDelta cents={change} />
      </td>
    </>
  );
}
