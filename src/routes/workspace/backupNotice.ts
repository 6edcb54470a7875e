/**
 * What a failed export or import of a backup says, loaded only when one fails (useBackup.ts): a refused backup's
 * problems listed under its summary (« Projet 3 : la date de création n’est pas une date. »), a newer backup that it
 * is newer, anything else its storage message.
 */
import { BackupInvalidError } from '../../db/errors';
import { backupReport } from '../../i18n/backupReport';
import { storageErrorMessage } from '../../i18n/storage';
import type { Notice } from '../../screens/Workspace/Shell/BackupDialog';

export function backupErrorNotice(error: unknown): Notice {
  if (error instanceof BackupInvalidError) {
    const report = backupReport(error.problems, error.problemCount);
    return {
      tone: 'danger',
      message: report.summary,
      details: report.more === null ? report.problems : [...report.problems, report.more],
    };
  }
  return { tone: 'danger', message: storageErrorMessage(error) };
}
