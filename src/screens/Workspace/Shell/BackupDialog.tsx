import type { ReactNode } from 'react';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Modal } from '../../../components/Modal';
import { ProgressBar } from '../../../components/ProgressBar';
import { Heading, Text } from '../../../components/Typography';
import { accountFr } from '../../../i18n/account.fr';
import { interpolate } from '../../../i18n/format';
import { shellFr } from '../../../i18n/projects.fr';
import { FilePicker } from '../../../patterns/FilePicker';
import { LiveNotice, type Notice } from '../../../patterns/Notice';
import * as styles from './Shell.css';

const data = accountFr.dashboard.data;
const t = shellFr.backup;

export type { Notice };

export interface BackupProgressState {
  kind: 'export' | 'import';
  /** In the operation's own unit (rows and parts on export, bytes on import); 0 of 0 while it starts. */
  done: number;
  total: number;
}

export interface BackupDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onExport: () => void;
  onImport: (file: File) => void;
  /** The export or import under way. @default null */
  progress?: BackupProgressState | null;
  /** The outcome of the last export or import. @default null */
  notice?: Notice | null;
  /** The database is not empty: ask before replacing it with the file's content. @default null */
  replaceRequest?: { fileName: string } | null;
  onConfirmReplace?: () => void;
  onCancelReplace?: () => void;
}

/**
 * « Sauvegarde »: the JSON export of everything this browser holds, and its import (into an empty browser, or
 * replacing what is there after a confirmation), each with its progress.
 */
export function BackupDialog({
  isOpen,
  onOpenChange,
  onExport,
  onImport,
  progress = null,
  notice = null,
  replaceRequest = null,
  onConfirmReplace,
  onCancelReplace,
}: BackupDialogProps) {
  // One operation at a time: its own button shows it under way, the other one waits.
  const busy = (kind: BackupProgressState['kind']) => ({
    isDisabled: progress !== null && progress.kind !== kind,
    isPending: progress?.kind === kind,
  });
  return (
    <>
      <Modal title={t.title} description={t.lead} isOpen={isOpen} onOpenChange={onOpenChange}>
        {/* The dialog's title is react-aria's h3: its parts are h4. */}
        <Part id="backup-export" title={t.exportTitle}>
          <div>
            <Button onPress={onExport} {...busy('export')} pendingLabel={data.exporting}>
              <Icon name="download" size="sm" />
              {data.export}
            </Button>
          </div>
        </Part>
        <Part id="backup-import" title={t.importTitle}>
          <Text size="sm" tone="muted">
            {data.importHint}
          </Text>
          <div>
            <FilePicker acceptedFileTypes={['application/json', '.json']} onFile={onImport}>
              <Button variant="secondary" {...busy('import')} pendingLabel={data.importing}>
                <Icon name="upload" size="sm" />
                {data.import}
              </Button>
            </FilePicker>
          </div>
        </Part>
        {progress && (
          <ProgressBar
            label={progress.kind === 'export' ? t.exportProgress : t.importProgress}
            value={progress.done}
            maxValue={Math.max(progress.total, 1)}
            isIndeterminate={progress.total === 0}
            showValueLabel
          />
        )}
        {/* Always in the dialog, so that a message appearing in it is announced. */}
        <LiveNotice notice={notice} />
      </Modal>
      <AlertDialog
        isOpen={replaceRequest !== null}
        onClose={onCancelReplace}
        tone="danger"
        title={data.replaceTitle}
        message={interpolate(data.replaceMessage, { fileName: replaceRequest?.fileName ?? '' })}
        actionLabel={data.replaceConfirm}
        onAction={onConfirmReplace}
        cancelLabel={data.replaceCancel}
      />
    </>
  );
}

/** One part of the dialog (export, import), named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={4} size="md" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
