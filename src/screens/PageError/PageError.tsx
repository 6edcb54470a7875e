import { useEffect, useRef, type ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import * as styles from './PageError.css';

const t = fr.pageError;

export interface PageErrorProps {
  /** `load`: a part of the page could not be fetched (a dropped connection); `unexpected`: it failed while showing. */
  kind: 'load' | 'unexpected';
  /** Where the way out goes (a full load: the app starts afresh). */
  homeHref: string;
  /** Loads the page again (the remedy for both). */
  onReload: () => void;
  /**
   * In the workspace: what a signed-in person can still do with their data (Workspace/Shell/DataWayOut), shown after
   * « Recharger la page ». A slot, so that its code and words load with the workspace, not with every page.
   * @default undefined
   */
  wayOut?: ReactNode;
}

/**
 * What shows in place of a page that could not be loaded or shown: what happened in a sentence, and the way on. The
 * heading takes the focus when it appears, since what had the focus is gone with the page. Native elements only
 * (see PageError.css.ts): it must show when a chunk cannot be fetched, so it lives in the first script.
 */
export function PageError({ kind, homeHref, onReload, wayOut }: PageErrorProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {t.heading}
      </h1>
      <p className={styles.text}>{kind === 'load' ? t.load : t.unexpected}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {t.reload}
      </button>
      {wayOut}
      <a href={homeHref} className={styles.home}>
        {t.home}
      </a>
    </div>
  );
}
