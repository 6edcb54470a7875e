/**
 * The quantities panel: lot → chapitre → article with quantities, unit prices, amounts and totals, as an accessible
 * tree-grid (WAI-ARIA treegrid pattern, row focus): one row in the tab order, arrows move between rows, Right opens a
 * lot or chapter (or moves to its first child), Left closes it (or moves to its parent), Home and End jump, Enter on
 * an article asks to show its measurements. Pure: the data, the filters' options and callbacks come in as props.
 */
import { useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Select } from '../../../components/Select';
import type { QuantitiesPanelData } from '../../../domain/library/quantities';
import { interpolate, pluralForm } from '../../../i18n/format';
import { libraryFr } from '../../../i18n/library.fr';
import { formatMoney, formatQuantity } from '../../../i18n/numbers';
import { TableHead } from '../../../patterns/Table';
import * as styles from './QuantitiesPanel.css';

const t = libraryFr.quantities;

/** « 1 lien sans quantité », « 2 liens sans quantité ». */
const countOf = (forms: { readonly one: string; readonly other: string }, count: number) =>
  interpolate(pluralForm(forms, count), { count });

export interface FilterOption {
  readonly id: string;
  readonly label: string;
}

export interface QuantitiesPanelProps {
  readonly data: QuantitiesPanelData;
  readonly sheets: readonly FilterOption[];
  readonly lots: readonly FilterOption[];
  /** The sheet and lot filters; null shows all. */
  readonly sheetId: string | null;
  readonly lotId: string | null;
  readonly onSheetChange: (sheetId: string | null) => void;
  readonly onLotChange: (lotId: string | null) => void;
  /** Enter or a click on an article: its measurements are highlighted on the plans. */
  readonly onSelectArticle?: (articleId: string) => void;
  /** The article whose measurements are highlighted. */
  readonly selectedArticleId?: string | null;
}

type Row =
  | { readonly kind: 'lot'; readonly id: string; readonly level: 1; readonly parent: null }
  | { readonly kind: 'chapter'; readonly id: string; readonly level: 2; readonly parent: string }
  | { readonly kind: 'article'; readonly id: string; readonly level: 3; readonly parent: string };

const ALL = '*';
const money = (cents: number) => formatMoney(cents / 100);

export function QuantitiesPanel({
  data,
  sheets,
  lots,
  sheetId,
  lotId,
  onSheetChange,
  onLotChange,
  onSelectArticle,
  selectedArticleId = null,
}: QuantitiesPanelProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());
  const helpId = useId();

  const rows = useMemo(() => {
    const list: Row[] = [];
    for (const lot of data.lots) {
      list.push({ kind: 'lot', id: lot.lot.id, level: 1, parent: null });
      if (collapsed.has(lot.lot.id)) continue;
      for (const chapter of lot.chapters) {
        list.push({ kind: 'chapter', id: chapter.chapter.id, level: 2, parent: lot.lot.id });
        if (collapsed.has(chapter.chapter.id)) continue;
        for (const line of chapter.articles) {
          list.push({ kind: 'article', id: line.article.id, level: 3, parent: chapter.chapter.id });
        }
      }
    }
    return list;
  }, [data, collapsed]);

  const current = rows.find((r) => r.id === focusedId) ?? rows[0];
  const focusRow = (id: string) => {
    setFocusedId(id);
    rowRefs.current.get(id)?.focus();
  };
  const toggle = (id: string, open: boolean) =>
    setCollapsed((set) => {
      const next = new Set(set);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row, index: number) => {
    const move = (to: number) => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, to))];
      if (target) focusRow(target.id);
    };
    const isOpen = row.kind !== 'article' && !collapsed.has(row.id);
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.kind === 'article') return;
        if (isOpen) move(index + 1);
        else toggle(row.id, true);
        break;
      case 'ArrowLeft':
        if (row.kind !== 'article' && isOpen) toggle(row.id, false);
        else if (row.parent) focusRow(row.parent);
        break;
      case 'Enter':
      case ' ':
        if (row.kind === 'article') onSelectArticle?.(row.id);
        else toggle(row.id, !isOpen);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const rowProps = (row: Row, index: number, extra: { expanded?: boolean; selected?: boolean }) => ({
    ref: (el: HTMLTableRowElement | null) => {
      if (el) rowRefs.current.set(row.id, el);
      else rowRefs.current.delete(row.id);
    },
    'aria-level': row.level,
    ...(extra.expanded === undefined ? {} : { 'aria-expanded': extra.expanded }),
    ...(extra.selected === undefined ? {} : { 'aria-selected': extra.selected }),
    tabIndex: current?.id === row.id ? 0 : -1,
    onFocus: () => setFocusedId(row.id),
    onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => onKeyDown(e, row, index),
  });

  const isEmpty = data.lots.length === 0;
  const isFiltered = sheetId !== null || lotId !== null;
  const warnings = data.lots.reduce(
    (n, l) => n + l.chapters.reduce((m, c) => m + c.articles.reduce((k, a) => k + a.warningCount, 0), 0),
    0,
  );
  let index = -1;

  return (
    <section className={styles.panel} aria-label={t.title}>
      <div className={styles.filters}>
        <Select
          label={t.filterSheet}
          items={[{ id: ALL, label: t.allSheets }, ...sheets]}
          selectedKey={sheetId ?? ALL}
          onSelectionChange={(key) => onSheetChange(key === ALL || key === null ? null : String(key))}
        />
        <Select
          label={t.filterLot}
          items={[{ id: ALL, label: t.allLots }, ...lots]}
          selectedKey={lotId ?? ALL}
          onSelectionChange={(key) => onLotChange(key === ALL || key === null ? null : String(key))}
        />
      </div>
      <p className={styles.summary} role="status">
        {data.unlinked.length > 0 && <span>{countOf(t.unlinked, data.unlinked.length)}</span>}
        {data.problems.length > 0 && <span>{countOf(t.problems, data.problems.length)}</span>}
        {warnings > 0 && <span>{countOf(t.warnings, warnings)}</span>}
      </p>
      {isEmpty ? (
        <p className={styles.empty}>{isFiltered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <div className={styles.scroller}>
          <p id={helpId} hidden>
            {t.keyboardHelp}
          </p>
          {/* The WAI-ARIA treegrid pattern on a table, as the APG's example: rows and column headers stay a table's. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role */}
          <table role="treegrid" aria-label={t.tableLabel} aria-describedby={helpId} className={styles.table}>
            <TableHead
              columns={[
                { label: t.number },
                { label: t.designation },
                { label: t.unit },
                { label: t.quantity, isNumeric: true },
                { label: t.price, isNumeric: true },
                { label: t.amount, isNumeric: true },
              ]}
            />
            <tbody>
              {data.lots.map((lot) => {
                const lotOpen = !collapsed.has(lot.lot.id);
                index++;
                const lotIndex = index;
                return [
                  <GroupRow
                    key={lot.lot.id}
                    className={`${styles.row} ${styles.lotRow}`}
                    {...rowProps(rows[lotIndex] as Row, lotIndex, { expanded: lotOpen })}
                    numberClassName={styles.cell}
                    isOpen={lotOpen}
                    number={lot.number}
                    title={lot.lot.title}
                    amountCents={lot.amountCents}
                  />,
                  ...(lotOpen
                    ? lot.chapters.flatMap((chapter) => {
                        const chapterOpen = !collapsed.has(chapter.chapter.id);
                        index++;
                        const chapterIndex = index;
                        return [
                          <GroupRow
                            key={chapter.chapter.id}
                            className={`${styles.row} ${styles.chapterRow}`}
                            {...rowProps(rows[chapterIndex] as Row, chapterIndex, { expanded: chapterOpen })}
                            numberClassName={`${styles.cell} ${styles.indent2}`}
                            isOpen={chapterOpen}
                            number={chapter.number}
                            title={chapter.chapter.title}
                            amountCents={chapter.amountCents}
                          />,
                          ...(chapterOpen
                            ? chapter.articles.map((line) => {
                                index++;
                                const articleIndex = index;
                                const selected = line.article.id === selectedArticleId;
                                return (
                                  <tr
                                    key={line.article.id}
                                    className={styles.row}
                                    {...rowProps(rows[articleIndex] as Row, articleIndex, { selected })}
                                    onClick={() => onSelectArticle?.(line.article.id)}
                                  >
                                    <td className={`${styles.cell} ${styles.indent3}`}>{line.number}</td>
                                    <td className={styles.cell}>
                                      {line.article.designation}
                                      {line.warningCount > 0 && (
                                        <div className={styles.flag}>{countOf(t.warnings, line.warningCount)}</div>
                                      )}
                                      {line.problemCount > 0 && (
                                        <div className={styles.flag}>{countOf(t.problems, line.problemCount)}</div>
                                      )}
                                    </td>
                                    <td className={styles.cell}>{line.article.unite}</td>
                                    <td className={`${styles.cell} ${styles.numeric}`}>
                                      {formatQuantity(line.quantity, line.article.unite)}
                                    </td>
                                    <td className={`${styles.cell} ${styles.numeric}`}>
                                      {formatMoney(line.article.prix_unitaire)}
                                    </td>
                                    <td className={`${styles.cell} ${styles.numeric}`}>{money(line.amountCents)}</td>
                                  </tr>
                                );
                              })
                            : []),
                        ];
                      })
                    : []),
                ];
              })}
            </tbody>
          </table>
          <table className={styles.table} aria-label={t.totalHt}>
            <tbody>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.cell}>
                  {t.totalHt}
                </th>
                <td className={`${styles.cell} ${styles.numeric}`}>{money(data.totalHtCents)}</td>
              </tr>
              {data.vat.map((line) => (
                <tr key={line.rate}>
                  <th scope="row" className={styles.cell}>
                    {interpolate(t.vat, { rate: libraryFr.vatRates[line.rate] })}
                  </th>
                  <td className={`${styles.cell} ${styles.numeric}`}>{money(line.vatCents)}</td>
                </tr>
              ))}
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.cell}>
                  {t.totalTtc}
                </th>
                <td className={`${styles.cell} ${styles.numeric}`}>{money(data.totalTtcCents)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A lot's or chapter's row: the toggle that shows whether it is open, its number, its title, its amount. */
function GroupRow({
  numberClassName,
  isOpen,
  number,
  title,
  amountCents,
  ...row
}: ComponentProps<'tr'> & {
  numberClassName: string;
  isOpen: boolean;
  number: string;
  title: string;
  amountCents: number;
}) {
  return (
    <tr {...row}>
      <td className={numberClassName}>
        <span className={styles.toggle} aria-hidden="true">
          {isOpen ? '▾' : '▸'}
        </span>
        {number}
      </td>
      <td className={styles.cell} colSpan={4}>
        {title}
      </td>
      <td className={`${styles.cell} ${styles.numeric}`}>{money(amountCents)}</td>
    </tr>
  );
}
