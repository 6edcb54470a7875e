import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, DATABASE_NAME, MetrDatabase, SCHEMA_VERSIONS } from './schema';

/** Opens a database with the raw IndexedDB API, as another tool or a future migration would see it. */
function rawOpen(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const EXPECTED: Record<string, string[]> = {
  dbSources: ['name', 'type'],
  usageLinks: ['dbSourceId', 'projectId'],
  projects: ['createdAt', 'name'],
  plans: ['name', 'projectId'],
  libraryItems: ['actif', 'bibliotheque_id', 'designation', 'lot', 'subCategory'],
  libraries: ['createdAt', 'name'],
  users: ['createdAt', 'email', 'isBetaUser'],
};

describe('database schema, seen through raw IndexedDB', () => {
  it('is named Metr, at IndexedDB version 20 (Dexie version 2 × 10), with the seven stores of spec §3', async () => {
    const factory = new IDBFactory();
    const db = new MetrDatabase({ indexedDB: factory, IDBKeyRange });
    await db.open();
    db.close();

    const raw = await rawOpen(factory, 'Metr');
    try {
      expect(DATABASE_NAME).toBe('Metr');
      expect(raw.name).toBe('Metr');
      expect(raw.version).toBe(20);
      expect([...raw.objectStoreNames].sort()).toEqual(Object.keys(EXPECTED).sort());

      const tx = raw.transaction([...raw.objectStoreNames], 'readonly');
      for (const [storeName, indexes] of Object.entries(EXPECTED)) {
        const store = tx.objectStore(storeName);
        expect(store.keyPath, `${storeName} key path`).toBe('id');
        expect(store.autoIncrement, `${storeName} auto-increment`).toBe(false);
        expect([...store.indexNames].sort(), `${storeName} indexes`).toEqual(indexes);
        for (const indexName of store.indexNames) {
          const index = store.index(indexName);
          expect(index.keyPath).toBe(indexName);
          expect(index.unique, `${storeName}.${indexName} unique`).toBe(false);
          expect(index.multiEntry).toBe(false);
        }
      }
    } finally {
      raw.close();
    }
  });

  it('keeps version 2 as the first entry of the versions list, so later versions only append', () => {
    expect(SCHEMA_VERSIONS[0]?.version).toBe(2);
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});
