import { useRef, useState } from 'react';
import { countLocalRows, exportLocalData, importLocalData, replaceLocalData } from '../../db/local';
import { accountFr } from '../../i18n/account.fr';
import { interpolate } from '../../i18n/format';
import { countLabel } from '../../i18n/projectMessages';
import { backupFileName, storageErrorMessage } from '../../i18n/storage';
import { download } from './download';
import type { BackupDialogProps, BackupProgressState, Notice } from '../../screens/Workspace/Shell/BackupDialog';

const t = accountFr.dashboard.data;

/**
 * What a failed export or import says (./backupNotice.ts), loaded when one fails: a refused backup's report words
 * every field of every table, too many words for the workspace's first load (scripts/size.ts).
 */
const failureNotice = (error: unknown): Promise<Notice> =>
  import('./backupNotice').then(
    (m) => m.backupErrorNotice(error),
    () => ({ tone: 'danger', message: storageErrorMessage(error) }),
  );

/**
 * The backup dialog's behaviour: export (streamed by the storage layer, its progress shown), import into an empty
 * browser, or replace what is there after a confirmation. Everything the dialog needs but its open state.
 */
export function useBackup(): Omit<BackupDialogProps, 'isOpen' | 'onOpenChange'> {
  const [progress, setProgress] = useState<BackupProgressState | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [replaceRequest, setReplaceRequest] = useState<{ fileName: string } | null>(null);
  // The file waiting for an answer; null once answered, so a confirmed request does not also count as cancelled.
  const pendingReplace = useRef<File | null>(null);

  const exportData = async () => {
    setProgress({ kind: 'export', done: 0, total: 0 });
    setNotice(null);
    try {
      const fileName = backupFileName();
      const blob = await exportLocalData({
        onProgress: ({ done, total }) => setProgress({ kind: 'export', done, total }),
      });
      download(blob, fileName);
      setNotice({ tone: 'success', message: interpolate(t.exported, { fileName }) });
    } catch (error) {
      setNotice(await failureNotice(error));
    } finally {
      setProgress(null);
    }
  };

  const runImport = async (file: File, replace: boolean) => {
    setProgress({ kind: 'import', done: 0, total: file.size });
    setNotice(null);
    try {
      const onProgress = ({ done, total }: { done: number; total: number }) =>
        setProgress({ kind: 'import', done, total });
      await (replace ? replaceLocalData(file, { onProgress }) : importLocalData(file, { onProgress }));
      setNotice({ tone: 'success', message: countLabel(t.imported, await countLocalRows()) });
    } catch (error) {
      if (error instanceof Error && error.name === 'DatabaseNotEmptyError') {
        pendingReplace.current = file;
        setReplaceRequest({ fileName: file.name });
      } else {
        setNotice(await failureNotice(error));
      }
    } finally {
      setProgress(null);
    }
  };

  return {
    progress,
    notice,
    replaceRequest,
    onExport: () => void exportData(),
    onImport: (file) => void runImport(file, false),
    onConfirmReplace: () => {
      const file = pendingReplace.current;
      pendingReplace.current = null;
      setReplaceRequest(null);
      if (file) void runImport(file, true);
    },
    onCancelReplace: () =>
      // The dialog reports its closing before the pressed button's own handler has run: decide once both have, so
      // « Remplacer » is not also taken for a cancel.
      queueMicrotask(() => {
        if (pendingReplace.current) setNotice({ tone: 'info', message: t.replaceCancelled });
        pendingReplace.current = null;
        setReplaceRequest(null);
      }),
  };
}
