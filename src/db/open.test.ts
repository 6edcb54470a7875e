import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { StorageUnavailableError } from './errors';
import { openDatabase, persistenceRequester, requestPersistentStorage } from './open';
import { projectRepository } from './workspace/projects';

/** What a newer deployment in another tab does: open the same database at a higher version. */
function openHigherVersion(factory: IDBFactory, name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    // Would fire if our connection stayed open; the test fails on the timeout instead of hanging silently.
    request.onblocked = () => reject(new Error('upgrade blocked by the open connection'));
  });
}

describe('openDatabase', () => {
  it('opens the Metr database at Dexie version 7', async () => {
    const db = await openDatabase({ indexedDB: new IDBFactory(), IDBKeyRange, onVersionChange: () => undefined });
    expect(db.name).toBe('Metr');
    expect(db.verno).toBe(7);
    expect(db.isOpen()).toBe(true);
    db.close();
  });

  it('on versionchange closes the database, then calls onVersionChange, so the other tab can upgrade', async () => {
    const factory = new IDBFactory();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onVersionChange = vi.fn<(event: IDBVersionChangeEvent) => void>();
    const db = await openDatabase({ indexedDB: factory, IDBKeyRange, onVersionChange });
    onVersionChange.mockImplementation(() => {
      expect(db.isOpen()).toBe(false);
    });

    const newer = await openHigherVersion(factory, 'Metr', 80);

    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(onVersionChange.mock.calls[0]?.[0]).toMatchObject({ oldVersion: 70, newVersion: 80 });
    expect(db.isOpen()).toBe(false);
    expect(newer.version).toBe(80);
    // Our handler replaces Dexie's default one, which would only log.
    expect(warn).not.toHaveBeenCalled();
    // The old code must not silently reopen the newer database.
    await expect(projectRepository(db).list()).rejects.toBeInstanceOf(StorageUnavailableError);
    newer.close();
    warn.mockRestore();
  });

  it('reports an IndexedDB that cannot open as StorageUnavailableError', async () => {
    const indexedDB = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    await expect(openDatabase({ indexedDB, IDBKeyRange, onVersionChange: () => undefined })).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe('requestPersistentStorage', () => {
  it('asks the browser and returns its answer', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    expect(await requestPersistentStorage({ storage: { persist, persisted: () => Promise.resolve(false) } })).toBe(
      true,
    );
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when storage is already persistent', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    expect(await requestPersistentStorage({ storage: { persist, persisted: () => Promise.resolve(true) } })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('returns false when the browser refuses or the call throws', async () => {
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.resolve(false) } })).toBe(false);
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.reject(new Error('no')) } })).toBe(false);
  });

  it('returns false without navigator.storage or without persist()', async () => {
    expect(await requestPersistentStorage({})).toBe(false);
    expect(await requestPersistentStorage({ storage: {} })).toBe(false);
    expect(await requestPersistentStorage(undefined)).toBe(false);
  });

  it('reads the global navigator by default, and copes with it missing', async () => {
    vi.stubGlobal('navigator', { storage: { persist: () => Promise.resolve(true) } });
    expect(await requestPersistentStorage()).toBe(true);
    vi.stubGlobal('navigator', undefined);
    expect(await requestPersistentStorage()).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('persistenceRequester', () => {
  it('asks the browser once, then answers from memory', async () => {
    const persist = vi.fn(() => Promise.resolve(false));
    const request = persistenceRequester({ storage: { persist, persisted: () => Promise.resolve(false) } });
    expect(await request()).toBe(false);
    expect(await request()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
