import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Link } from '../../../components/Link';
import type { ProjectRole } from '../../../domain/sharing/contract';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Account.css';

const t = sharingFr.shareFlow;

export interface SharedProjectEntry {
  readonly id: string;
  readonly name: string;
  readonly role: ProjectRole;
}

export type SharedProjectsState =
  /** Sharing is off on this server, or the account is being read: nothing is shown. */
  | { readonly status: 'hidden' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly projects: readonly SharedProjectEntry[] };

export interface SharedProjectsProps {
  readonly state: SharedProjectsState;
  /** A project's usual address. */
  readonly projectHref: (id: string) => string;
  /** Opens « Compte et cabinet ». */
  readonly onOpenAccount: () => void;
  /** Called on the account button's hover or focus: its dialog's code starts loading. */
  readonly onPrepareAccount?: () => void;
}

/**
 * « Partagés avec moi » on the project list: the projects the server says this person is a member of, each with their
 * role and a link to the project's usual address; signed out, one line and the way to sign in. Working alone never
 * needs it: when the server does not share, nothing is shown.
 */
export function SharedProjects({ state, projectHref, onOpenAccount, onPrepareAccount }: SharedProjectsProps) {
  const headingId = useId();
  if (state.status === 'hidden') return null;
  const accountButton = (
    <Button
      variant="secondary"
      size="sm"
      onPress={onOpenAccount}
      {...(onPrepareAccount ? { onHoverStart: onPrepareAccount, onFocus: onPrepareAccount } : {})}
    >
      {sharingFr.account.open}
    </Button>
  );
  if (state.status === 'signedOut') {
    return (
      <div className={styles.groupHeader}>
        <p className={styles.muted}>{t.sharedSignedOut}</p>
        {accountButton}
      </div>
    );
  }
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {t.sharedWithMe}
        </h2>
        {accountButton}
      </div>
      {state.status === 'error' ? (
        <p className={styles.muted}>{interpolate(t.sharedUnavailable, { message: state.message })}</p>
      ) : state.projects.length === 0 ? (
        <p className={styles.muted}>{t.sharedWithMeEmpty}</p>
      ) : (
        <ul className={styles.sharedList} aria-labelledby={headingId}>
          {state.projects.map((project) => (
            <li key={project.id} className={styles.sharedItem}>
              <Link href={projectHref(project.id)} variant="standalone" className={styles.sharedLink}>
                {project.name}
              </Link>
              <span className={styles.muted}>
                {interpolate(t.yourRole, { role: sharingFr.roles[project.role].label })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
