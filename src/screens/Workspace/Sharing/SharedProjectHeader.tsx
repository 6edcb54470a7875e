import type { ReactNode } from 'react';
import { PresenceList } from './PresenceList';
import { SyncStatus } from './SyncStatus';
import * as styles from './Sharing.css';
import type { PresentPerson, SyncState } from './types';

export interface SharedProjectHeaderProps {
  readonly state: SyncState;
  readonly pending?: number;
  /** Who is on the project; the list is shown once someone else is. */
  readonly people: readonly PresentPerson[];
}

/** A shared project's status and who is on it, in the workspace's header beside the crumbs. */
export function SharedProjectHeader({ state, pending = 0, people }: SharedProjectHeaderProps) {
  return (
    <div className={styles.headerBar}>
      <SyncStatus state={state} pending={pending} />
      {people.some((p) => !p.isYou) && <PresenceList people={people} />}
    </div>
  );
}

/** The server's notices and a conflict, stacked under the workspace's header. */
export function SharingNotices({ children }: { readonly children: ReactNode }) {
  return <div className={styles.notices}>{children}</div>;
}
