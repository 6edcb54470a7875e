/**
 * A project's history, in French: one group per day, newest first; each entry says who, when and what changed from
 * what to what. A filter narrows it to one measurement. Each day is a grid list (one tab stop, arrows walk its
 * entries), named by its heading. Pure: the described history, the filter's options and callbacks come in as props.
 */
import { useId } from 'react';
import { GridList, GridListItem } from '../../../components/GridList';
import { Select } from '../../../components/Select';
import { Heading } from '../../../components/Typography';
import type { HistoryDay, HistoryEntryView } from '../../../domain/takeoff/history';
import type { MeasurementKind } from '../../../domain/takeoff/types';
import { formatLongDate, interpolate, pluralForm } from '../../../i18n/format';
import { historyFr } from '../../../i18n/history.fr';
import { formatHistoryLine } from '../../../i18n/historyFormat';
import { measureFr } from '../../../i18n/measure.fr';
import { formatNumber } from '../../../i18n/numbers';
import { bulkSelectionFr } from '../../../i18n/selection.fr';
import { workspaceFr } from '../../../i18n/workspace.fr';
import * as styles from './History.css';

const t = historyFr.history;
/** The filter's « all » option (an empty id would be refused by Select). */
export const ALL_MEASUREMENTS = '*';
/** Lines shown per entry; a restore can change hundreds of rows. */
const MAX_LINES = 6;

export interface HistoryPanelProps {
  readonly days: readonly HistoryDay[];
  /** The measurements the history names, for the filter. */
  readonly measurements: readonly { readonly id: string; readonly label: string; readonly kind: MeasurementKind }[];
  /** The measurement the history is narrowed to; null shows every change. */
  readonly measurementId: string | null;
  readonly onMeasurementChange: (measurementId: string | null) => void;
  /** The name to show for an author id. */
  readonly authorName: (by: string) => string;
  /** The time zone the times are written in (the browser's by default; stories and tests pin it). */
  readonly timeZone?: string;
  /**
   * Which open tab made an entry — this one, another one, or null (no other tab open, or the tab is gone): several
   * tabs of the project edit it at once, and each undoes its own steps. @default none shown
   */
  readonly tabOf?: (entry: HistoryEntryView) => EntryTab;
}

/** The tab an entry was made in, among the tabs open now. */
export type EntryTab = 'this' | 'other' | null;

const dayDate = (day: string) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

interface EntryOptions {
  readonly authorName: (by: string) => string;
  readonly timeZone?: string;
  readonly tabOf?: (entry: HistoryEntryView) => EntryTab;
}

/** « Relier 5 mesures à 08.01.01 », « Délier 08.01.01 de 2 mesures » (issue 26). */
function bulkLinkTitle(entry: HistoryEntryView): string | null {
  const bulk = entry.bulkLink;
  if (!bulk) return null;
  const words = bulkSelectionFr.history;
  const article = bulk.number ?? words.someArticle;
  const forms = entry.type === 'unlinkMeasurements' ? words.unlink : words.link;
  return interpolate(pluralForm(forms, bulk.count), { count: formatNumber(bulk.count, 0), article });
}

function EntryItem({ entry, authorName, timeZone, tabOf }: EntryOptions & { entry: HistoryEntryView }) {
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(entry.at),
  );
  const title =
    entry.type === 'restoreVersion'
      ? entry.versionName !== undefined
        ? interpolate(t.restored, { name: entry.versionName })
        : t.restoredUnnamed
      : (bulkLinkTitle(entry) ?? workspaceFr.history[entry.type]);
  const who = interpolate(t.entryBy, { who: authorName(entry.by), time });
  const status = entry.status === 'undone' ? t.statusUndone : entry.status === 'discarded' ? t.statusDiscarded : null;
  const madeIn = tabOf?.(entry) ?? null;
  const tab = madeIn === 'this' ? t.thisTab : madeIn === 'other' ? t.otherTab : null;
  const shown = entry.lines.slice(0, MAX_LINES);
  const hidden = entry.lines.length - shown.length;
  const text = [title, who, tab, status, ...entry.lines.map(formatHistoryLine)].filter(Boolean).join('. ');
  return (
    <GridListItem id={entry.id} textValue={text}>
      <div className={styles.entry}>
        <div className={styles.entryHead}>
          <span className={styles.entryTitle}>{title}</span>
          <span>{who}</span>
          {tab && <span className={styles.tab}>{tab}</span>}
          {status && <span className={styles.status}>{status}</span>}
        </div>
        {shown.length > 0 ? (
          <ul className={[styles.lines, status ? styles.undone : ''].filter(Boolean).join(' ')}>
            {shown.map((line, i) => (
              <li key={i}>{formatHistoryLine(line)}</li>
            ))}
            {hidden > 0 && (
              <li>{interpolate(pluralForm({ one: t.moreOne, other: t.more }, hidden), { count: hidden })}</li>
            )}
          </ul>
        ) : (
          <span className={styles.versionMeta}>{t.noDetail}</span>
        )}
      </div>
    </GridListItem>
  );
}

export function HistoryPanel({
  days,
  measurements,
  measurementId,
  onMeasurementChange,
  authorName,
  timeZone,
  tabOf,
}: HistoryPanelProps) {
  const titleId = useId();
  const options = [
    { id: ALL_MEASUREMENTS, label: t.filterAll },
    ...measurements.map((m) => ({
      id: m.id,
      label: interpolate(t.filterMeasurement, { kind: measureFr.kinds[m.kind], label: m.label.trim() || t.unnamed }),
    })),
  ];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {t.title}
      </Heading>
      {measurements.length > 0 && (
        <Select
          label={t.filterLabel}
          items={options}
          selectedKey={measurementId ?? ALL_MEASUREMENTS}
          onSelectionChange={(key) => onMeasurementChange(key === ALL_MEASUREMENTS ? null : String(key))}
        />
      )}
      {days.length === 0 ? (
        <p className={styles.empty}>{measurementId === null ? t.empty : t.emptyFiltered}</p>
      ) : (
        days.map((day) => <Day key={day.day} day={day} authorName={authorName} timeZone={timeZone} tabOf={tabOf} />)
      )}
    </section>
  );
}

function Day({ day, ...options }: EntryOptions & { day: HistoryDay }) {
  const headingId = useId();
  return (
    <div className={styles.day}>
      <Heading level={3} id={headingId} className={styles.dayHeading}>
        {formatLongDate(dayDate(day.day))}
      </Heading>
      <GridList aria-labelledby={headingId} items={day.entries}>
        {(entry) => <EntryItem entry={entry} {...options} />}
      </GridList>
    </div>
  );
}
