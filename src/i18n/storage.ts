/**
 * The French words for storage outcomes. The storage layer (src/db/) throws typed errors and holds no copy; the UI
 * turns them into a message here. Account and backup copy only: the sign-up modal uses this module, and the
 * workspace's own refusals (journal conflicts) are worded in ./workspaceErrors.ts, with the workspace's copy.
 */
import {
  BackupMismatchError,
  DuplicateEmailError,
  ReplaceRolledBackError,
  StorageQuotaError,
  StorageUnavailableError,
  StorageUpgradeError,
  toStorageError,
} from '../db/errors';
import { accountFr } from './account.fr';
import { interpolate } from './format';

/** The French message to show for a storage failure (anything thrown; unknown errors get the generic one). */
export function storageErrorMessage(error: unknown): string {
  const typed = toStorageError(error);
  if (typed instanceof DuplicateEmailError) return accountFr.storage.duplicateEmail;
  if (typed instanceof StorageQuotaError) return accountFr.storage.quotaExceeded;
  if (typed instanceof StorageUpgradeError) return accountFr.storage.upgradeFailed;
  if (typed instanceof StorageUnavailableError) return accountFr.storage.unavailable;
  if (typed instanceof BackupMismatchError) {
    return typed.reason === 'newerVersion' ? accountFr.dashboard.data.newerBackup : accountFr.dashboard.data.notABackup;
  }
  if (typed instanceof ReplaceRolledBackError) return accountFr.dashboard.data.replaceFailed;
  return accountFr.storage.unknown;
}

/** 'metr-sauvegarde-2026-11-22.json', with the local calendar date. */
export function backupFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return interpolate(accountFr.dashboard.data.fileName, { date });
}
