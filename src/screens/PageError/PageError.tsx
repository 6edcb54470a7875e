import { useEffect, useRef } from 'react';
import { fr } from '../../i18n/fr';
import * as styles from './PageError.css';

const t = fr.pageError;

/**
 * What a signed-in person can still do when a workspace page fails, whatever the data holds: save it (or restore a
 * backup over it), see the storage, sign out. Each is given by the caller; one left out is not offered.
 */
export interface PageErrorWayOut {
  onBackup?: (() => void) | undefined;
  onStorage?: (() => void) | undefined;
  onSignOut?: (() => void) | undefined;
}

export interface PageErrorProps {
  /** `load`: a part of the page could not be fetched (a dropped connection); `unexpected`: it failed while showing. */
  kind: 'load' | 'unexpected';
  /** Where the way out goes (a full load: the app starts afresh). */
  homeHref: string;
  /** Loads the page again (the remedy for both). */
  onReload: () => void;
  /** In the workspace: the data's way out. @default undefined */
  wayOut?: PageErrorWayOut | undefined;
}

/**
 * What shows in place of a page that could not be loaded or shown: what happened in a sentence, and the way on. The
 * heading takes the focus when it appears, since what had the focus is gone with the page. Native elements only
 * (see PageError.css.ts): it must show when a chunk cannot be fetched, so it lives in the first script.
 */
export function PageError({ kind, homeHref, onReload, wayOut }: PageErrorProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const offered: [string, (() => void) | undefined][] = wayOut
    ? [
        [t.wayOut.backup, wayOut.onBackup],
        [t.wayOut.storage, wayOut.onStorage],
        [t.wayOut.signOut, wayOut.onSignOut],
      ]
    : [];
  const actions = offered.filter((action): action is [string, () => void] => action[1] !== undefined);
  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {t.heading}
      </h1>
      <p className={styles.text}>{kind === 'load' ? t.load : t.unexpected}</p>
      <button type="button" className={styles.reload} onClick={onReload}>
        {t.reload}
      </button>
      {actions.length > 0 && (
        <section className={styles.wayOut} aria-labelledby="page-error-way-out">
          <h2 id="page-error-way-out" className={styles.wayOutTitle}>
            {t.wayOut.label}
          </h2>
          <p className={styles.wayOutLead}>{t.wayOut.lead}</p>
          <div className={styles.wayOutActions}>
            {actions.map(([label, onPress]) => (
              <button key={label} type="button" className={styles.secondary} onClick={onPress}>
                {label}
              </button>
            ))}
          </div>
        </section>
      )}
      <a href={homeHref} className={styles.home}>
        {t.home}
      </a>
    </div>
  );
}
