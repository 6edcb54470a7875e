import 'fake-indexeddb/auto';
import Dexie, { type DBCore, type Middleware } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountFr } from '../i18n/account.fr';
import {
  DuplicateEmailError,
  StorageError,
  StorageQuotaError,
  StorageUnavailableError,
  storageErrorMessage,
  toStorageError,
} from './errors';
import { projectRepository } from './projects';
import { MetrDatabase } from './schema';
import { userRepository } from './users';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** DBCore middleware that fails every write the way a full disk does, below Dexie's own error handling. */
const failingWrites: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'failingWrites',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      return { ...table, mutate: () => Promise.reject(quotaError()) };
    },
  }),
};

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

describe('a failing write', () => {
  it('maps a QuotaExceededError DOMException from the table to StorageQuotaError and its French message', async () => {
    vi.spyOn(db.projects, 'add').mockRejectedValue(quotaError());
    const error = await projectRepository(db)
      .add({ name: 'Projet', client: 'Client', type: 'ERP' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).cause).toBeInstanceOf(DOMException);
    expect(storageErrorMessage(error)).toBe(accountFr.storage.quotaExceeded);
  });

  it('maps a quota failure raised inside IndexedDB during registration, through Dexie, the same way', async () => {
    db.use(failingWrites);
    const error = await userRepository(db)
      .register({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
    expect(storageErrorMessage(error)).toBe(accountFr.storage.quotaExceeded);
  });

  it('maps an IndexedDB that refuses to open (private browsing) to StorageUnavailableError', async () => {
    const blocked = new MetrDatabase({
      indexedDB: {
        open: () => {
          throw new DOMException('Access denied', 'SecurityError');
        },
      },
      IDBKeyRange,
    });
    const error = await projectRepository(blocked)
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect(storageErrorMessage(error)).toBe(accountFr.storage.unavailable);
  });

  it('maps a closed database to StorageUnavailableError', async () => {
    db.close({ disableAutoOpen: true });
    const error = await projectRepository(db)
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('toStorageError and storageErrorMessage', () => {
  it.each([
    ['DOMException QuotaExceededError', quotaError(), StorageQuotaError, accountFr.storage.quotaExceeded],
    [
      'Dexie QuotaExceededError',
      new Dexie.QuotaExceededError('full'),
      StorageQuotaError,
      accountFr.storage.quotaExceeded,
    ],
    [
      'quota wrapped in OpenFailedError',
      new Dexie.OpenFailedError('open', quotaError()),
      StorageQuotaError,
      accountFr.storage.quotaExceeded,
    ],
    ['Dexie MissingAPIError', new Dexie.MissingAPIError(), StorageUnavailableError, accountFr.storage.unavailable],
    [
      'Dexie OpenFailedError',
      new Dexie.OpenFailedError('open'),
      StorageUnavailableError,
      accountFr.storage.unavailable,
    ],
    ['SecurityError', new DOMException('no', 'SecurityError'), StorageUnavailableError, accountFr.storage.unavailable],
    [
      'InvalidStateError',
      new DOMException('no', 'InvalidStateError'),
      StorageUnavailableError,
      accountFr.storage.unavailable,
    ],
    ['a cause chain', new Error('outer', { cause: quotaError() }), StorageQuotaError, accountFr.storage.quotaExceeded],
    ['Dexie ConstraintError', new Dexie.ConstraintError('dup'), StorageError, accountFr.storage.unknown],
    ['a plain Error', new Error('boom'), StorageError, accountFr.storage.unknown],
    ['a thrown string', 'boom', StorageError, accountFr.storage.unknown],
  ])('%s', (_label, raw, type, message) => {
    const typed = toStorageError(raw);
    expect(typed).toBeInstanceOf(type);
    expect(typed.cause).toBe(raw);
    expect(storageErrorMessage(raw)).toBe(message);
  });

  it('passes typed errors through unchanged', () => {
    const duplicate = new DuplicateEmailError('a@b.fr');
    expect(toStorageError(duplicate)).toBe(duplicate);
    expect(storageErrorMessage(duplicate)).toBe(accountFr.storage.duplicateEmail);
    expect(duplicate.name).toBe('DuplicateEmailError');
  });
});
