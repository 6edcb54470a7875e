/**
 * The « Historique et versions » page of a project: its introduction, the history beside the versions, and the
 * comparison across the page when one is open. Pure layout: the panels come in ready.
 */
import type { ReactNode } from 'react';
import { PageTitle } from '../../../patterns/PageLayout';
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
      <PageTitle>{`${historyFr.pageTitle} — ${projectName}`}</PageTitle>
      <p className={styles.intro}>{historyFr.intro}</p>
      <div className={styles.page}>
        {comparison && <div className={styles.wide}>{comparison}</div>}
        {versions}
        {history}
      </div>
    </div>
  );
}
