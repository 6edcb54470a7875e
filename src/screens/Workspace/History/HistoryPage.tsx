/**
 * The « Historique et versions » page of a project: its introduction, the history beside the versions, and the
 * comparison across the page when one is open. Pure layout: the panels come in ready.
 */
import type { ReactNode } from 'react';
import { Heading } from '../../../components/Typography';
import { historyFr } from '../../../i18n/history.fr';
import * as styles from './History.css';

export interface HistoryPageProps {
  readonly projectName: string;
  readonly history: ReactNode;
  readonly versions: ReactNode;
  readonly comparison?: ReactNode;
}

export function HistoryPage({ projectName, history, versions, comparison }: HistoryPageProps) {
  return (
    <div className={styles.panel}>
      {/* The focus lands here when the page is reached from another workspace page. */}
      <Heading level={1} size="display3" id="page-title" tabIndex={-1}>
        {`${historyFr.pageTitle} — ${projectName}`}
      </Heading>
      <p className={styles.intro}>{historyFr.intro}</p>
      <div className={styles.page}>
        {comparison && <div className={styles.wide}>{comparison}</div>}
        {versions}
        {history}
      </div>
    </div>
  );
}
