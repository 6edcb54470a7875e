import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  BackupMismatchError,
  DatabaseNotEmptyError,
  DuplicateEmailError,
  ReplaceRolledBackError,
  StorageQuotaError,
  StorageUnavailableError,
  StorageUpgradeError,
} from '../db/errors';
import { accountFr } from './account.fr';
import { backupFileName, storageErrorMessage } from './storage';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('storageErrorMessage', () => {
  it.each([
    ['DuplicateEmailError', new DuplicateEmailError('a@b.fr'), accountFr.storage.duplicateEmail],
    ['StorageQuotaError', new StorageQuotaError(), accountFr.storage.quotaExceeded],
    ['a raw QuotaExceededError', quota(), accountFr.storage.quotaExceeded],
    ['a Dexie QuotaExceededError', new Dexie.QuotaExceededError('full'), accountFr.storage.quotaExceeded],
    ['StorageUnavailableError', new StorageUnavailableError(), accountFr.storage.unavailable],
    ['a raw SecurityError', new DOMException('no', 'SecurityError'), accountFr.storage.unavailable],
    ['StorageUpgradeError', new StorageUpgradeError(3), accountFr.storage.upgradeFailed],
    ['a Dexie UpgradeError', new Dexie.UpgradeError('no'), accountFr.storage.upgradeFailed],
    ['a backup of nothing', new BackupMismatchError('notABackup', 'x'), accountFr.dashboard.data.notABackup],
    ['another app’s backup', new BackupMismatchError('otherDatabase', 'x'), accountFr.dashboard.data.notABackup],
    ['a newer backup', new BackupMismatchError('newerVersion', 'x'), accountFr.dashboard.data.newerBackup],
    ['a rolled-back replace', new ReplaceRolledBackError(), accountFr.dashboard.data.replaceFailed],
    ['DatabaseNotEmptyError', new DatabaseNotEmptyError(), accountFr.storage.unknown],
    ['a plain Error', new Error('boom'), accountFr.storage.unknown],
    ['a thrown string', 'boom', accountFr.storage.unknown],
  ])('%s', (_label, error, message) => {
    expect(storageErrorMessage(error)).toBe(message);
  });
});

describe('backupFileName', () => {
  it('uses the local calendar date, zero-padded', () => {
    expect(backupFileName(new Date(2026, 10, 22, 23, 59))).toBe('metr-sauvegarde-2026-11-22.json');
    expect(backupFileName(new Date(2027, 0, 3))).toBe('metr-sauvegarde-2027-01-03.json');
  });
});
