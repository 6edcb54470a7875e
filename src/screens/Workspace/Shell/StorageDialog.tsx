import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Text } from '../../../components/Typography';
import { interpolate } from '../../../i18n/format';
import { formatPercent } from '../../../i18n/numbers';
import { shellFr } from '../../../i18n/projects.fr';
import { formatBytes } from '../../../i18n/workspaceFormat';
import { LiveNotice } from '../../../patterns/Notice';
import type { Notice } from './BackupDialog';
import * as styles from './Shell.css';

const t = shellFr.storage;

export interface StorageFigures {
  /** The browser's count for this site, when it gives one. */
  usage: number | null;
  quota: number | null;
  /** Bytes of the plan files in use. */
  planBytes: number;
  /** Bytes of deleted plans kept for undo: what « Libérer l’espace » frees. */
  reclaimableBytes: number;
}

export type StorageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; figures: StorageFigures };

export interface StorageDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  state: StorageState;
  /** Confirmed: remove the bytes of deleted plans. */
  onFree: () => void;
  /** @default false */
  isFreeing?: boolean;
  /** The outcome of the last purge. @default null */
  notice?: Notice | null;
}

/**
 * « Espace de stockage »: how much this browser holds for the site, the plans' share, and what deleted plans still
 * take; « Libérer l’espace » removes those after a confirmation that says their deletions can no longer be undone.
 */
export function StorageDialog({
  isOpen,
  onOpenChange,
  state,
  onFree,
  isFreeing = false,
  notice = null,
}: StorageDialogProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const figures = state.status === 'ready' ? state.figures : null;
  const reclaimable = figures?.reclaimableBytes ?? 0;
  return (
    <>
      <Modal title={t.title} description={t.lead} isOpen={isOpen} onOpenChange={onOpenChange}>
        {state.status === 'loading' && (
          <Text tone="muted" role="status">
            {t.loading}
          </Text>
        )}
        {state.status === 'error' && <Alert tone="danger">{state.message}</Alert>}
        {figures && <Figures figures={figures} />}
        {figures && (
          <div className={styles.section}>
            <div className={styles.actions}>
              <Button
                variant="danger"
                onPress={() => setIsConfirming(true)}
                isDisabled={reclaimable === 0 && !isFreeing}
                isPending={isFreeing}
                pendingLabel={t.freeing}
              >
                {t.free}
              </Button>
            </div>
            {reclaimable === 0 && (
              <Text size="sm" tone="muted">
                {t.nothingToFree}
              </Text>
            )}
          </div>
        )}
        <LiveNotice notice={notice} />
      </Modal>
      <AlertDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        tone="danger"
        title={interpolate(t.confirmTitle, { bytes: formatBytes(reclaimable) })}
        message={t.confirmMessage}
        actionLabel={t.confirmAction}
        onAction={onFree}
        cancelLabel={t.cancel}
      />
    </>
  );
}

function Figures({ figures }: { figures: StorageFigures }) {
  const { usage, quota, planBytes, reclaimableBytes } = figures;
  const used =
    usage === null
      ? t.unknown
      : quota === null
        ? formatBytes(usage)
        : interpolate(t.usedOf, { used: formatBytes(usage), quota: formatBytes(quota) });
  // The browser's usage includes what our rows do not count (the journal, indexes); never draw the plans past it.
  const share = usage && usage > 0 ? Math.min(1, planBytes / usage) : null;
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.term}>{t.used}</dt>
          <dd className={styles.value}>{used}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{t.plans}</dt>
          <dd className={styles.value}>{formatBytes(planBytes)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>{t.reclaimable}</dt>
          <dd className={styles.value}>{formatBytes(reclaimableBytes)}</dd>
        </div>
      </dl>
      {share !== null && (
        <div className={styles.section}>
          <div className={styles.meter} aria-hidden="true">
            <div className={styles.meterFill} style={{ width: `${share * 100}%` }} />
          </div>
          <Text size="sm" tone="muted">
            {interpolate(t.planShare, { percent: formatPercent(share, 0) })}
          </Text>
        </div>
      )}
    </>
  );
}
