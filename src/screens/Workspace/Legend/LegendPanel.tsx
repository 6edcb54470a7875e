import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { LegendEntry, SheetLegend } from '../../../domain/labels';
import { interpolate } from '../../../i18n/format';
import { legendFr } from '../../../i18n/legend.fr';
import { measureFr } from '../../../i18n/measure.fr';
import { formatQuantity } from '../../../i18n/numbers';
import { visuallyHiddenStyle as visuallyHidden } from '../../../components/VisuallyHidden';
import { SymbolGlyph } from './SymbolGlyph';
import * as styles from './Legend.css';

export interface LegendPanelProps {
  /** The sheet's legend (domain/labels/legend.ts sheetLegend); null while it loads. */
  legend: SheetLegend | null;
  /** Names the table: « Légende du plan « RDC » ». */
  sheetName: string;
  /** Level of the panel's heading. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * « Voir sur le plan »: a row pressed (or its button reached by Tab and Enter) selects that article's or group's
   * measurements on the plan and frames them. Rows are not actionable without it.
   */
  onShow?: (entry: LegendEntry) => void;
}

const t = legendFr.panel;

const shapeOf = (entry: LegendEntry) =>
  entry.kind === 'count'
    ? 'symbol'
    : entry.kind === 'area' || entry.kind === 'volume' || entry.kind === 'wallArea'
      ? 'surface'
      : 'line';

function countText(n: number): string {
  return interpolate(n === 1 ? t.countOne : t.count, { count: n });
}

function Row({ entry, onShow }: { entry: LegendEntry; onShow: ((entry: LegendEntry) => void) | undefined }) {
  const colorName = measureFr.colors[entry.color];
  const swatch =
    entry.kind === 'count'
      ? interpolate(t.swatch, { color: colorName, symbol: legendFr.symbols[entry.symbol] })
      : interpolate(t.swatchColor, { color: colorName });
  const item = (
    <>
      {entry.type === 'article' ? (
        <>
          {/* The spaces keep the accessible name's words apart (the spans are blocks on screen). */}
          <span className={styles.number}>{entry.number}</span> {entry.designation}
        </>
      ) : (
        interpolate(t.group, { kind: measureFr.kinds[entry.kind], color: colorName })
      )}{' '}
      <span className={styles.meta}>{countText(entry.measurementCount)}</span>
    </>
  );
  const canShow = onShow !== undefined && (entry.measurementIds?.length ?? 0) > 0;
  return (
    // The pointer may press anywhere on the row; the keyboard's way is the item cell's button (Tab, then Enter).
    <tr
      className={canShow ? styles.actionRow : undefined}
      onClick={
        canShow
          ? (event) => {
              // The button answers its own press.
              if ((event.target as Element).closest('button')) return;
              onShow(entry);
            }
          : undefined
      }
    >
      <td className={styles.glyphCell}>
        <SymbolGlyph color={entry.color} symbol={entry.symbol} shape={shapeOf(entry)} />
        <span className={visuallyHidden}>{swatch}</span>
      </td>
      <th scope="row" className={styles.itemCell}>
        {canShow ? (
          <AriaButton className={styles.showButton} onPress={() => onShow(entry)}>
            <span className={visuallyHidden}>{t.showOnPlan}</span> {item}
          </AriaButton>
        ) : (
          item
        )}
      </th>
      <td className={styles.quantityCell}>
        {entry.total === null ? (
          <span title={t.noTotalHint}>
            {t.noTotal}
            <span className={visuallyHidden}>{t.noTotalHint}</span>
          </span>
        ) : (
          formatQuantity(entry.total, entry.unit)
        )}
      </td>
    </tr>
  );
}

/**
 * The sheet's legend: one row per article the sheet's measurements feed (its colour or symbol, its number and
 * designation, its total on the sheet), then the measurements without article grouped by kind and colour. A table
 * with row headers, so a screen reader reads « 09.02.01 Carrelage… , Total sur le plan, 45,12 m² ».
 */
export function LegendPanel({ legend, sheetName, headingLevel = 2, onShow }: LegendPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const tableName = interpolate(t.tableLabel, { sheet: sheetName });
  const isEmpty = legend !== null && legend.articles.length === 0 && legend.groups.length === 0;
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t.title}
      </Heading>
      {legend === null ? null : isEmpty ? (
        <>
          <p className={styles.empty}>{t.empty}</p>
          <p className={styles.empty}>{t.emptyHint}</p>
        </>
      ) : (
        // A region a keyboard can scroll when the panel is narrower than the table.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroller} tabIndex={0} role="region" aria-label={tableName}>
          <table className={styles.table} aria-label={tableName}>
            <thead>
              <tr>
                <th scope="col" className={styles.head}>
                  {t.columns.symbol}
                </th>
                <th scope="col" className={styles.head}>
                  {t.columns.item}
                </th>
                <th scope="col" className={styles.headNumber}>
                  {t.columns.quantity}
                </th>
              </tr>
            </thead>
            {legend.articles.length > 0 && (
              <tbody>
                <tr>
                  <th scope="rowgroup" colSpan={3} className={styles.section}>
                    {t.articles}
                  </th>
                </tr>
                {legend.articles.map((entry) => (
                  <Row key={entry.key} entry={entry} onShow={onShow} />
                ))}
              </tbody>
            )}
            {legend.groups.length > 0 && (
              <tbody>
                <tr>
                  <th scope="rowgroup" colSpan={3} className={styles.section}>
                    {t.withoutArticle}
                  </th>
                </tr>
                {legend.groups.map((entry) => (
                  <Row key={entry.key} entry={entry} onShow={onShow} />
                ))}
              </tbody>
            )}
          </table>
        </div>
      )}
      {onShow && legend !== null && !isEmpty && <p className={styles.empty}>{t.showHint}</p>}
    </section>
  );
}
