// Node environment on purpose: jsdom's Blob is not the one fake-indexeddb and dexie-export-import expect.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Node resolves dexie-export-import to its UMD build, which reads the browser global `self` while loading; hoisted
// so it runs before the imports below.
vi.hoisted(() => {
  const global = globalThis as { self?: unknown };
  global.self ??= globalThis;
});

import { BackupMismatchError, DatabaseNotEmptyError, exportDatabase, importDatabase } from './backup';
import { StorageError } from './errors';
import { dataSourceRepository, usageLinkRepository } from './dataSources';
import { libraryItemRepository, libraryRepository } from './library';
import { planRepository, projectRepository } from './projects';
import { MetrDatabase } from './schema';
import { userRepository } from './users';
import { NodeFileReader } from './testing/NodeFileReader';

beforeAll(() => {
  if (typeof FileReader === 'undefined') vi.stubGlobal('FileReader', NodeFileReader);
});

const opened: MetrDatabase[] = [];
function freshDb(name?: string): MetrDatabase {
  const db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange, ...(name ? { name } : {}) });
  opened.push(db);
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function fill(db: MetrDatabase): Promise<void> {
  const source = await dataSourceRepository(db).add({ name: 'Batiprix', type: 'prix' });
  const project = await projectRepository(db).add({ name: 'Groupe scolaire', client: 'Ville', type: 'ERP' });
  await usageLinkRepository(db).link({ dbSourceId: source.id, projectId: project.id });
  await planRepository(db).add({ projectId: project.id, name: 'RDC' });
  await planRepository(db).add({ projectId: project.id, name: 'R+1' });
  const library = await libraryRepository(db).add({ name: 'Ma bibliothèque' });
  const items = libraryItemRepository(db);
  for (const designation of ['Enduit', 'Béton C25', 'Carrelage']) {
    await items.add({
      designation,
      lot: 'Gros œuvre',
      subCategory: 'Divers',
      unite: 'm²',
      prix_unitaire: 12.5,
      tags: ['test'],
      bibliotheque_id: library.id,
      actif: true,
    });
  }
  await userRepository(db).register({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
}

async function rowCounts(db: MetrDatabase): Promise<Record<string, number>> {
  const entries = await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const));
  return Object.fromEntries(entries);
}

describe('exportDatabase / importDatabase', () => {
  it('round-trips every table: the restored database has the same rows', async () => {
    const source = freshDb();
    await fill(source);
    const backup = await exportDatabase(source);
    expect(backup).toBeInstanceOf(Blob);
    expect(JSON.parse(await backup.text())).toMatchObject({ formatName: 'dexie', data: { databaseName: 'Metr' } });

    const target = freshDb();
    await importDatabase(target, backup);

    const counts = await rowCounts(source);
    expect(counts).toEqual({
      dbSources: 1,
      usageLinks: 1,
      projects: 1,
      plans: 2,
      libraryItems: 3,
      libraries: 1,
      users: 1,
    });
    expect(await rowCounts(target)).toEqual(counts);
    for (const table of source.tables) {
      expect(await target.table(table.name).toArray(), table.name).toEqual(await table.toArray());
    }
  });

  it('refuses a backup of another database with a typed error', async () => {
    const other = freshDb('AutreApp');
    await dataSourceRepository(other).add({ name: 'x', type: 'y' });
    const backup = await exportDatabase(other);

    const target = freshDb();
    const error = await importDatabase(target, backup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupMismatchError);
    expect(error).toBeInstanceOf(StorageError);
    expect(await target.dbSources.count()).toBe(0);
  });

  it('refuses a file that is not a backup', async () => {
    const target = freshDb();
    await expect(importDatabase(target, new Blob(['{"hello":"world"}']))).rejects.toBeInstanceOf(BackupMismatchError);
    await expect(importDatabase(target, new Blob(['pas du JSON']))).rejects.toBeInstanceOf(BackupMismatchError);
  });

  it('refuses to import into a database that already holds rows', async () => {
    const source = freshDb();
    await fill(source);
    const backup = await exportDatabase(source);

    const target = freshDb();
    await projectRepository(target).add({ name: 'Existant', client: 'Client', type: 'ERP' });
    await expect(importDatabase(target, backup)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await target.projects.count()).toBe(1);
  });
});
