import { Icon } from '../../../components/Icon/workspace';
import { Icon as SiteIcon } from '../../../components/Icon';
import { interpolate, pluralForm } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';
import type { SyncState } from './types';

const t = sharingFr.status;

export interface SyncStatusProps {
  readonly state: SyncState;
  /** Offline: the changes waiting to be sent (0 when unknown). */
  readonly pending?: number;
}

/** The words of a state. */
export function syncStatusText(state: SyncState, pending = 0): string {
  if (state === 'offline' && pending > 0) return interpolate(pluralForm(t.offlinePending, pending), { count: pending });
  return t[state];
}

/**
 * The shared project's connection, beside its name: quiet while all is sent, and still quiet offline (the work goes
 * on, the changes are kept and sent on reconnection). A polite live region: a screen reader hears the change without
 * being interrupted.
 */
export function SyncStatus({ state, pending = 0 }: SyncStatusProps) {
  const warning = state === 'offline' || state === 'readOnly';
  return (
    <p role="status" aria-label={t.label} className={styles.status({ tone: warning ? 'warning' : 'quiet' })}>
      {state === 'synced' ? (
        <SiteIcon name="check" size="sm" />
      ) : state === 'offline' || state === 'readOnly' ? (
        <SiteIcon name="alert" size="sm" />
      ) : (
        <Icon name="upload" size="sm" />
      )}
      <span>{syncStatusText(state, pending)}</span>
    </p>
  );
}
