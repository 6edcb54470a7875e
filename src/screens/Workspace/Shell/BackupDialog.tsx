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
  const isBusy = progress !== null;
  return (
    <>
      <Modal title={t.title} description={t.lead} isOpen={isOpen} onOpenChange={onOpenChange}>
        {/* The dialog's title is react-aria's h3: its parts are h4. */}
        <section className={styles.section} aria-labelledby="backup-export">
          <Heading level={4} size="md" id="backup-export">
            {t.exportTitle}
          </Heading>
          <div>
            <Button
              onPress={onExport}
              isDisabled={isBusy && progress.kind !== 'export'}
              isPending={progress?.kind === 'export'}
              pendingLabel={data.exporting}
            >
              <Icon name="download" size="sm" />
              {data.export}
            </Button>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="backup-import">
          <Heading level={4} size="md" id="backup-import">
            {t.importTitle}
          </Heading>
          <Text size="sm" tone="muted">
            {data.importHint}
          </Text>
          <div>
            <FilePicker acceptedFileTypes={['application/json', '.json']} onFile={onImport}>
              <Button
                variant="secondary"
                isDisabled={isBusy && progress.kind !== 'import'}
                isPending={progress?.kind === 'import'}
                pendingLabel={data.importing}
              >
                <Icon name="upload" size="sm" />
                {data.import}
              </Button>
            </FilePicker>
          </div>
        </section>
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
        onOpenChange={(open) => {
          if (!open) onCancelReplace?.();
        }}
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
