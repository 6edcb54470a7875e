import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './UnsentStatus.css';

const t = sharingFr;

/**
 * Where a shared project's unsent work is: waiting, being sent in the background, waiting for the connection, or
 * stopped by what the server said (the project's page says it whole, with the ways on).
 */
export type UnsentState =
  | 'waiting'
  | 'sending'
  | 'offline'
  | 'revoked'
  | 'deleted'
  | 'tooLarge'
  | 'refusedUnreadable'
  | 'refusedAuthor'
  | 'plansRefused'
  /** Another account's work, left in this browser: it waits for their sign-in (`name` says whose). */
  | 'otherAccount';

const LABELS: Readonly<Record<UnsentState, string>> = {
  waiting: t.unsent.waiting,
  otherAccount: t.unsent.otherAccount,
  sending: t.status.sending,
  offline: t.status.offline,
  revoked: t.notices.revoked.title,
  deleted: t.notices.deleted.titleUnnamed,
  tooLarge: t.notices.tooLarge.title,
  refusedUnreadable: t.notices.refusedUnreadable.title,
  refusedAuthor: t.notices.refusedAuthor.title,
  plansRefused: t.notices.plansRefused.title,
};

/** A line of the project list under a shared project whose work has not reached the team yet. */
export function UnsentStatus({
  state,
  name = '',
  isPlaceholder = false,
}: {
  state: UnsentState;
  name?: string;
  /** The line's place only, empty (what it will say is not known yet). */
  isPlaceholder?: boolean;
}) {
  const isRefused = state !== 'waiting' && state !== 'sending' && state !== 'offline' && state !== 'otherAccount';
  const className = styles.status[isRefused ? 'refused' : 'waiting'];
  if (isPlaceholder) {
    return (
      <span aria-hidden="true" className={className}>
        {'\u00a0'}
      </span>
    );
  }
  return <span className={className}>{interpolate(LABELS[state], { name })}</span>;
}
