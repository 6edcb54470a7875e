import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageUpgradeError } from './errors';
import {
  CURRENT_SCHEMA_VERSION,
  DATABASE_NAME,
  SCHEMA_VERSIONS,
  upgradeRow,
  type MetrDatabase,
  type SchemaVersion,
} from './schema';
import { VERSION_2_ONLY, closeTestDatabases, fillVersion2, fillWorkspace, testDatabase } from './testing/database';
import { libraryRows } from '../domain/takeoff/testing/fixtures';
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

/** The same schema version, with an upgrader that throws « disk error ». */
function failingUpgrade(version: SchemaVersion): SchemaVersion {
  return {
    ...version,
    upgrade: () => {
      throw new Error('disk error');
    },
  };
}

/** A version 2 database filled in every table, closed; returns its rows. */
async function filledVersion2(factory: IDBFactory) {
  const v2 = testDatabase({ factory, versions: VERSION_2_ONLY });
  await fillVersion2(v2);
  const rows = await allRows(v2);
  v2.close();
  return rows;
}

describe('database schema, seen through raw IndexedDB', () => {
  it('is named Metr, at IndexedDB version 70 (Dexie version 7 × 10), with version 2’s stores, the workspace’s, the libraries’, the versions’, the CAD models’ and the kept comparisons’', async () => {
    const factory = new IDBFactory();
    await testDatabase({ factory }).open();
    closeTestDatabases();

    const { version, stores } = await rawSchema(factory);
    expect(DATABASE_NAME).toBe('Metr');
    expect(version).toBe(70);
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
      libraryLots: ['libraryId'],
      libraryChapters: ['libraryId', 'lotId'],
      variables: ['projectId'],
      versions: ['projectId'],
      cadModels: [],
      comparisons: ['fileIds', 'pair', 'sheetIds'],
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
    expect(CURRENT_SCHEMA_VERSION).toBe(7);
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});

describe('upgrading a version 2 database to the current version', () => {
  it('keeps every table and every row; projects and libraries get updatedAt = createdAt, items move into the tree', async () => {
    const factory = new IDBFactory();
    const before = await filledVersion2(factory);
    expect((await rawSchema(factory)).version).toBe(20);
    for (const table of V2_TABLES) expect(before[table]?.length, table).toBeGreaterThan(0);

    const db = testDatabase({ factory });
    await db.open();
    expect(db.verno).toBe(7);
    const after = await allRows(db);
    for (const table of V2_TABLES) {
      const expected =
        table === 'projects' || table === 'libraries'
          ? (before[table] as { createdAt: string }[]).map((p) => ({ ...p, updatedAt: p.createdAt }))
          : before[table];
      // Items keep every field but lot and sous-catégorie, which now name their rows (see the version 4 test).
      if (table === 'libraryItems') {
        const moved = after[table] as Record<string, unknown>[];
        expect(moved.map((r) => r['id'])).toEqual((expected as { id: string }[]).map((r) => r.id));
        for (const [i, row] of (expected as Record<string, unknown>[]).entries()) {
          const { lot: _lot, subCategory: _sub, ...kept } = row;
          expect(moved[i], table).toMatchObject(kept);
        }
        continue;
      }
      expect(after[table], table).toEqual(expected);
    }
    for (const table of [
      'files',
      'fileBlobs',
      'thumbnails',
      'measurements',
      'journal',
      'scopes',
      'sheetViews',
      'variables',
      'versions',
    ]) {
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

    const [version2, version3, version4] = SCHEMA_VERSIONS;
    if (!version2 || !version3 || !version4) throw new Error('versions list');
    // The failure comes after the rows were already moved, inside the same version-change transaction.
    const broken = testDatabase({
      factory,
      versions: [version2, failingUpgrade(version3), version4, ...SCHEMA_VERSIONS.slice(3)],
    });
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
    expect(fixed.verno).toBe(7);
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

describe('version 4: catalogue items move into the library tree', () => {
  it('makes one lot per lot text and one chapter per sous-catégorie, numbers the items, keeps every field', async () => {
    const factory = new IDBFactory();
    const v3 = testDatabase({ factory, versions: SCHEMA_VERSIONS.filter((v) => v.version <= 3) });
    await v3.table('libraries').add({ id: 'lib', name: 'Ma bibliothèque', createdAt: '2025-01-02T08:00:00.000Z' });
    await v3.table('libraryItems').bulkAdd([
      {
        id: 'a',
        designation: 'Enduit',
        lot: '02 Gros œuvre',
        subCategory: 'Enduits',
        unite: 'm2',
        prix_unitaire: 12.5,
        tags: [],
        bibliotheque_id: 'lib',
        actif: true,
      },
      {
        id: 'b',
        designation: 'Béton',
        lot: '02 Gros œuvre',
        subCategory: 'Enduits',
        unite: 'M3',
        prix_unitaire: 99,
        tags: ['x'],
        bibliotheque_id: 'lib',
        actif: false,
      },
      {
        id: 'c',
        designation: 'Peinture',
        lot: 'Peinture',
        subCategory: 'Murs',
        unite: 'rouleau',
        prix_unitaire: 'cher',
        tags: 'no',
        bibliotheque_id: 'lib',
        actif: true,
      },
    ]);
    v3.close();

    const db = testDatabase({ factory });
    const lots = (await db.libraryLots.toArray()).sort((x, y) => x.code.localeCompare(y.code));
    expect(lots.map((l) => [l.code, l.title, l.libraryId])).toEqual([
      // A number in the text is kept; a lot without one comes after.
      ['02', 'Gros œuvre', 'lib'],
      ['03', 'Peinture', 'lib'],
    ]);
    const chapters = await db.libraryChapters.toArray();
    expect(chapters.map((c) => [c.title, c.code, lots.find((l) => l.id === c.lotId)?.title]).sort()).toEqual([
      ['Enduits', '01', 'Gros œuvre'],
      ['Murs', '01', 'Peinture'],
    ]);
    const items = await db.libraryItems.orderBy('id').toArray();
    expect(items.map((i) => [i.id, i.code, i.unite, i.prix_unitaire, i.vatRate, i.actif, i.legacyUnit])).toEqual([
      // Numbered by désignation within the chapter: Béton before Enduit.
      ['a', '02', 'm²', 12.5, 2000, true, undefined],
      ['b', '01', 'm³', 99, 2000, false, undefined],
      ['c', '01', 'U', 0, 2000, true, 'rouleau'],
    ]);
    for (const item of items) {
      const chapter = chapters.find((c) => c.id === item.subCategory);
      expect(chapter?.lotId).toBe(item.lot);
    }
    expect(items[1]?.tags).toEqual(['x']);
    expect(items[2]?.tags).toEqual([]);
  });

  it('leaves version 4 rows as they are', () => {
    const row = { ...libraryRows().libraryItems[0] };
    expect(upgradeRow('libraryItems', row, 3)).toBe(row);
  });
});

describe('version 5: named versions', () => {
  const V4 = SCHEMA_VERSIONS.filter((v) => v.version <= 4);

  /** A version 4 database with rows in every one of its tables, closed; returns its rows. */
  async function filledVersion4(factory: IDBFactory) {
    await filledVersion2(factory);
    const v4 = testDatabase({ factory, versions: V4 });
    await v4.open();
    const { project, sheets, file } = await fillWorkspace(v4);
    const sheet = sheets[0];
    if (!sheet) throw new Error('a sheet');
    await v4.sheetViews.put({ id: sheet.id, fileId: file.id, zoom: 2, updatedAt: '2026-03-01T10:00:00.000Z' });
    await v4.variables.put({
      id: 'var-1',
      projectId: project.id,
      name: 'HSP',
      value: 2.5,
      unit: 'm',
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    const rows = await allRows(v4);
    for (const [table, list] of Object.entries(rows)) expect(list.length, table).toBeGreaterThan(0);
    v4.close();
    return rows;
  }

  it('a version 4 database with rows in every table opens in the current version with nothing lost, and empty versions and CAD tables', async () => {
    const factory = new IDBFactory();
    const before = await filledVersion4(factory);
    expect((await rawSchema(factory)).version).toBe(40);

    const db = testDatabase({ factory });
    await db.open();
    expect(db.verno).toBe(7);
    const after = await allRows(db);
    // fake-indexeddb gives Blobs back as plain objects in the node environment: compare what both sides hold.
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after['versions']).toEqual([]);
    expect(after['cadModels']).toEqual([]);
    expect(after['comparisons']).toEqual([]);
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), 'versions', 'cadModels', 'comparisons'].sort());
  });

  it('an upgrade to version 5 that fails leaves version 4 as it was and reports StorageUpgradeError', async () => {
    const factory = new IDBFactory();
    const before = await filledVersion4(factory);
    const schemaBefore = await rawSchema(factory);
    const version5 = SCHEMA_VERSIONS.find((v) => v.version === 5);
    if (!version5) throw new Error('version 5');
    const error = await testDatabase({ factory, versions: [...V4, failingUpgrade(version5)] })
      .open()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUpgradeError);
    expect(error).toMatchObject({ version: 5, cause: { message: 'disk error' } });
    expect(await rawSchema(factory)).toEqual(schemaBefore);
    const reopened = testDatabase({ factory, versions: V4 });
    expect(await allRows(reopened)).toEqual(before);
  });
});
