import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandError, ConflictError } from '../domain/takeoff/errors';
import {
  DuplicateEmailError,
  StorageError,
  StorageQuotaError,
  StorageUnavailableError,
  StorageUpgradeError,
  guard,
  toStorageError,
} from './errors';
import { MetrDatabase } from './schema';
import { BY, failingWrites, quotaError } from './testing/database';
import { userRepository } from './users';
import { projectRepository } from './workspace/projects';

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

describe('a failing write', () => {
  it('maps a QuotaExceededError DOMException from the table to StorageQuotaError', async () => {
    vi.spyOn(db.projects, 'bulkPut').mockRejectedValue(quotaError());
    const error = await projectRepository(db)
      .create({ name: 'Projet', client: 'Client', type: 'ERP' }, { by: BY })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
    expect(error).toBeInstanceOf(StorageError);
    // Inside the transaction Dexie wraps the browser's error; the typed error keeps the whole chain.
    const chain: unknown[] = [];
    for (let e: unknown = error; e && typeof e === 'object';) {
      chain.push(e);
      e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
    }
    expect(chain.some((e) => e instanceof DOMException)).toBe(true);
    expect(await db.journal.count()).toBe(0);
  });

  it('maps a quota failure raised inside IndexedDB during registration, through Dexie, the same way', async () => {
    db.use(failingWrites());
    const error = await userRepository(db)
      .register({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
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
  });

  it('maps a closed database to StorageUnavailableError', async () => {
    db.close({ disableAutoOpen: true });
    const error = await projectRepository(db)
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('toStorageError', () => {
  it.each([
    ['DOMException QuotaExceededError', quotaError(), StorageQuotaError],
    ['Dexie QuotaExceededError', new Dexie.QuotaExceededError('full'), StorageQuotaError],
    ['quota wrapped in OpenFailedError', new Dexie.OpenFailedError('open', quotaError()), StorageQuotaError],
    ['Dexie UpgradeError', new Dexie.UpgradeError('primary key changed'), StorageUpgradeError],
    ['Dexie MissingAPIError', new Dexie.MissingAPIError(), StorageUnavailableError],
    ['Dexie OpenFailedError', new Dexie.OpenFailedError('open'), StorageUnavailableError],
    ['SecurityError', new DOMException('no', 'SecurityError'), StorageUnavailableError],
    ['InvalidStateError', new DOMException('no', 'InvalidStateError'), StorageUnavailableError],
    ['a cause chain', new Error('outer', { cause: quotaError() }), StorageQuotaError],
    ['Dexie ConstraintError', new Dexie.ConstraintError('dup'), StorageError],
    ['a plain Error', new Error('boom'), StorageError],
    ['a thrown string', 'boom', StorageError],
  ])('%s', (_label, raw, type) => {
    const typed = toStorageError(raw);
    expect(typed).toBeInstanceOf(type);
    expect(typed.cause).toBe(raw);
  });

  it('passes typed errors through unchanged, and finds an upgrader’s own error inside Dexie’s', () => {
    const duplicate = new DuplicateEmailError('a@b.fr');
    expect(toStorageError(duplicate)).toBe(duplicate);
    expect(duplicate.name).toBe('DuplicateEmailError');
    const upgrade = new StorageUpgradeError(3);
    expect(toStorageError(new Dexie.OpenFailedError('open', upgrade))).toBe(upgrade);
  });
});

describe('guard', () => {
  it('lets the model’s refusals through as they are, and types everything else', async () => {
    const refusal = new CommandError('missingRow', 'No row');
    await expect(guard(() => Promise.reject(refusal))).rejects.toBe(refusal);
    const conflict = new ConflictError('projects', 'p', null, null);
    await expect(guard(() => Promise.reject(conflict))).rejects.toBeInstanceOf(StorageError);
    await expect(guard(() => Promise.reject(quotaError()))).rejects.toBeInstanceOf(StorageQuotaError);
    expect(await guard(() => Promise.resolve(1))).toBe(1);
  });
});
