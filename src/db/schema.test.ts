import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageUpgradeError } from './errors';
import { CURRENT_SCHEMA_VERSION, DATABASE_NAME, SCHEMA_VERSIONS, upgradeRow, type MetrDatabase } from './schema';
import { VERSION_2_ONLY, closeTestDatabases, fillVersion2, testDatabase } from './testing/database';
import { projectRepository } from './workspace/projects';
import { sheetRepository } from './workspace/sheets';

afterEach(closeTestDatabases);

/** Opens a database with the raw IndexedDB API, as another tool or a future migration would see it. */
function rawOpen(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

interface RawStore {
  indexes: Record<string, { keyPath: string | string[]; multiEntry: boolean }>;
}

async function rawSchema(factory: IDBFactory): Promise<{ version: number; stores: Record<string, RawStore> }> {
  const raw = await rawOpen(factory, DATABASE_NAME);
  try {
    const stores: Record<string, RawStore> = {};
    if (raw.objectStoreNames.length > 0) {
      const tx = raw.transaction([...raw.objectStoreNames], 'readonly');
      for (const name of raw.objectStoreNames) {
        const store = tx.objectStore(name);
        expect(store.keyPath, `${name} key path`).toBe('id');
        expect(store.autoIncrement, `${name} auto-increment`).toBe(false);
        const indexes: RawStore['indexes'] = {};
        for (const indexName of store.indexNames) {
          const index = store.index(indexName);
          expect(index.unique, `${name}.${indexName} unique`).toBe(false);
          indexes[indexName] = { keyPath: index.keyPath, multiEntry: index.multiEntry };
        }
        stores[name] = { indexes };
      }
    }
    return { version: raw.version, stores };
  } finally {
    raw.close();
  }
}

const indexNames = (stores: Record<string, RawStore>) =>
  Object.fromEntries(Object.entries(stores).map(([name, s]) => [name, Object.keys(s.indexes).sort()]));

async function allRows(db: MetrDatabase): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const));
  return Object.fromEntries(entries);
}

const V2_TABLES = ['dbSources', 'usageLinks', 'projects', 'plans', 'libraryItems', 'libraries', 'users'];

/** A version 2 database filled in every table, closed; returns its rows. */
async function filledVersion2(factory: IDBFactory) {
  const v2 = testDatabase({ factory, versions: VERSION_2_ONLY });
  await fillVersion2(v2);
  const rows = await allRows(v2);
  v2.close();
  return rows;
}

describe('database schema, seen through raw IndexedDB', () => {
  it('is named Metr, at IndexedDB version 30 (Dexie version 3 × 10), with version 2’s stores and the workspace’s', async () => {
    const factory = new IDBFactory();
    await testDatabase({ factory }).open();
    closeTestDatabases();

    const { version, stores } = await rawSchema(factory);
    expect(DATABASE_NAME).toBe('Metr');
    expect(version).toBe(30);
    expect(indexNames(stores)).toEqual({
      dbSources: ['name', 'type'],
      usageLinks: ['dbSourceId', 'projectId'],
      projects: ['createdAt', 'name', 'updatedAt'],
      plans: ['[projectId+fileId]', 'name', 'projectId'],
      libraryItems: ['bibliotheque_id', 'designation', 'lot', 'subCategory'],
      libraries: ['createdAt', 'name'],
      users: ['createdAt', 'email'],
      files: ['[projectId+hash]', 'projectId'],
      fileBlobs: [],
      thumbnails: ['fileId'],
      measurements: ['projectId', 'sheetId'],
      journal: ['[scope+seq]', '[scope+status+seq]', 'fileIds'],
      scopes: [],
      sheetViews: ['fileId'],
    });
    expect(stores['journal']?.indexes['fileIds']).toEqual({ keyPath: 'fileIds', multiEntry: true });
    expect(stores['plans']?.indexes['[projectId+fileId]']?.keyPath).toEqual(['projectId', 'fileId']);
  });

  it('keeps version 2 as the first entry of the versions list, so later versions only append', () => {
    expect(SCHEMA_VERSIONS[0]?.version).toBe(2);
    // A copy on purpose: browsers still on version 2 hold exactly these stores, so the shipped entry must not change.
    expect(SCHEMA_VERSIONS[0]?.stores).toEqual({
      dbSources: 'id, name, type',
      usageLinks: 'id, dbSourceId, projectId',
      projects: 'id, name, createdAt',
      plans: 'id, projectId, name',
      libraryItems: 'id, designation, lot, bibliotheque_id, actif, subCategory',
      libraries: 'id, name, createdAt',
      users: 'id, email, isBetaUser, createdAt',
    });
    expect(CURRENT_SCHEMA_VERSION).toBe(3);
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});

describe('upgrading a version 2 database to version 3', () => {
  it('keeps every table and every row; projects get updatedAt = createdAt', async () => {
    const factory = new IDBFactory();
    const before = await filledVersion2(factory);
    expect((await rawSchema(factory)).version).toBe(20);
    for (const table of V2_TABLES) expect(before[table]?.length, table).toBeGreaterThan(0);

    const db = testDatabase({ factory });
    await db.open();
    expect(db.verno).toBe(3);
    const after = await allRows(db);
    for (const table of V2_TABLES) {
      const expected =
        table === 'projects'
          ? (before[table] as { createdAt: string }[]).map((p) => ({ ...p, updatedAt: p.createdAt }))
          : before[table];
      expect(after[table], table).toEqual(expected);
    }
    for (const table of ['files', 'fileBlobs', 'thumbnails', 'measurements', 'journal', 'scopes', 'sheetViews']) {
      expect(after[table], table).toEqual([]);
    }
  });

  it('leaves version 2’s plans in place but never lists them as sheets', async () => {
    const factory = new IDBFactory();
    await filledVersion2(factory);

    const db = testDatabase({ factory });
    expect(await sheetRepository(db).listByProject('project-1')).toEqual([]);
    expect(await sheetRepository(db).get('plan-1')).toBeUndefined();
    expect(await db.plans.where('projectId').equals('project-1').count()).toBe(2);
    const [summary] = (await projectRepository(db).list()).filter((s) => s.project.id === 'project-1');
    expect(summary).toMatchObject({ sheetCount: 0, lastChangeAt: '2025-01-01T08:00:00.000Z' });
    // The dropped boolean indexes: the fields stay in the rows.
    expect((await db.users.get('user-1'))?.isBetaUser).toBe(true);
    expect((await db.libraryItems.get('item-2'))?.actif).toBe(false);
  });

  // The app turns StorageUpgradeError into its French message: src/i18n/storage.test.ts.
  it('an upgrade that fails leaves version 2 as it was and reports StorageUpgradeError', async () => {
    const factory = new IDBFactory();
    const before = await filledVersion2(factory);
    const schemaBefore = await rawSchema(factory);

    const [version2, version3] = SCHEMA_VERSIONS;
    if (!version2 || !version3) throw new Error('versions list');
    // The failure comes after the rows were already moved, inside the same version-change transaction.
    const failing = {
      ...version3,
      upgrade: () => {
        throw new Error('disk error');
      },
    };
    const broken = testDatabase({ factory, versions: [version2, failing] });
    const error = await broken.open().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUpgradeError);
    expect(error).toMatchObject({ version: 3, cause: { message: 'disk error' } });

    expect(await rawSchema(factory)).toEqual(schemaBefore);
    const reopened = testDatabase({ factory, versions: VERSION_2_ONLY });
    expect(await allRows(reopened)).toEqual(before);
    reopened.close();

    // The next start, with a working upgrader, upgrades.
    const fixed = testDatabase({ factory });
    await fixed.open();
    expect(fixed.verno).toBe(3);
    expect(await fixed.users.count()).toBe(1);
  });
});

describe('upgradeRow', () => {
  it('moves a version 2 row to the current shape, and leaves a current row as it is', () => {
    const project = { id: 'p', name: 'Halle', createdAt: '2025-01-01T00:00:00.000Z' };
    expect(upgradeRow('projects', project, 2)).toEqual({ ...project, updatedAt: project.createdAt });
    expect(upgradeRow('projects', { ...project, updatedAt: 'x' }, 2)).toMatchObject({ updatedAt: 'x' });
    expect(upgradeRow('projects', project, 3)).toBe(project);
    expect(upgradeRow('users', { id: 'u' }, 2)).toEqual({ id: 'u' });
  });
});
