import { interpolate } from '../../../i18n/format';
import { importFr } from '../../../i18n/import.fr';
import { formatBytes } from '../../../i18n/importMessages';
import * as styles from './Import.css';

const t = importFr.storage;

/** The browser's figures for the origin, and ours for the plan files (from their rows, without reading a blob). */
export interface StorageUsageProps {
  /** Bytes the browser counts for the site; null when it does not say. */
  usage: number | null;
  /** Bytes the browser would allow; null when it does not say. */
  quota: number | null;
  /** Bytes of the plan files in use. */
  planBytes: number;
  /** Bytes of deleted plan files kept so that their deletion can be undone. */
  reclaimableBytes: number;
}

/** The space used, shown next to the import: plan sets are heavy and the browser's quota is not infinite. */
export function StorageUsage({ usage, quota, planBytes, reclaimableBytes }: StorageUsageProps) {
  const used =
    usage === null
      ? t.unknown
      : quota === null
        ? interpolate(t.used, { used: formatBytes(usage) })
        : interpolate(t.usedOfQuota, { used: formatBytes(usage), quota: formatBytes(quota) });
  return (
    <dl className={styles.storage}>
      <dt className={styles.storageLabel}>{t.label}</dt>
      <dd className={styles.storageValue}>
        {used}
        {planBytes > 0 && `, ${interpolate(t.plans, { size: formatBytes(planBytes) })}`}
      </dd>
      {reclaimableBytes > 0 && (
        <dd className={styles.storageValue}>{interpolate(t.reclaimable, { size: formatBytes(reclaimableBytes) })}</dd>
      )}
    </dl>
  );
}
