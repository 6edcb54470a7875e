// Node environment on purpose (as src/db/backup.test.ts): jsdom's Blob is not the one dexie-export-import expects.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// dexie-export-import's UMD build reads the browser global `self` while loading (see src/db/backup.test.ts).
vi.hoisted(() => {
  const global = globalThis as { self?: unknown };
  global.self ??= globalThis;
});

import {
  backupFileName,
  countLocalRows,
  exportLocalData,
  getDatabase,
  importLocalData,
  registerLocalUser,
  replaceLocalData,
} from './session';
import { NodeFileReader } from '../db/testing/NodeFileReader';

beforeAll(() => {
  if (typeof FileReader === 'undefined') vi.stubGlobal('FileReader', NodeFileReader);
});

const clearAll = async () => {
  const db = await getDatabase();
  await Promise.all(db.tables.map((table) => table.clear()));
};

beforeEach(clearAll);

const camille = { firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr', profession: 'Économiste' };

describe('backupFileName', () => {
  it('uses the local calendar date, zero-padded', () => {
    expect(backupFileName(new Date(2026, 10, 22, 23, 59))).toBe('metr-sauvegarde-2026-11-22.json');
    expect(backupFileName(new Date(2027, 0, 3))).toBe('metr-sauvegarde-2027-01-03.json');
  });
});

describe('export and import', () => {
  it('an export imported into an empty database restores the same rows', async () => {
    await registerLocalUser(camille);
    const db = await getDatabase();
    await db.projects.add({ id: 'p1', name: 'Groupe scolaire', createdAt: '2026-01-01T00:00:00.000Z' });
    const before = await countLocalRows();
    const backup = await exportLocalData();
    await clearAll();
    expect(await countLocalRows()).toBe(0);
    await importLocalData(backup);
    expect(await countLocalRows()).toBe(before);
    expect(await db.users.where('email').equals('camille@metr.fr').count()).toBe(1);
  });

  it('refuses to import into a database that holds rows', async () => {
    await registerLocalUser(camille);
    const backup = await exportLocalData();
    await expect(importLocalData(backup)).rejects.toMatchObject({ name: 'DatabaseNotEmptyError' });
  });

  it('replace swaps the rows for the backup’s', async () => {
    await registerLocalUser(camille);
    const backup = await exportLocalData();
    await clearAll();
    await registerLocalUser({ firstName: 'Léa', lastName: 'Martin', email: 'lea@metr.fr' });
    await replaceLocalData(backup);
    const db = await getDatabase();
    expect((await db.users.toArray()).map((u) => u.email)).toEqual(['camille@metr.fr']);
  });

  it('replace with a file that is not a backup changes nothing', async () => {
    await registerLocalUser(camille);
    const notABackup = new Blob([JSON.stringify({ hello: 'world' })], { type: 'application/json' });
    await expect(replaceLocalData(notABackup)).rejects.toMatchObject({ name: 'BackupMismatchError' });
    expect(await countLocalRows()).toBe(1);
  });

  it('replace whose import fails puts the previous rows back', async () => {
    await registerLocalUser(camille);
    const valid = await (await exportLocalData()).text();
    // A backup of this database whose rows cannot be imported (a users row without its primary key).
    const broken = JSON.parse(valid) as { data: { data: { tableName: string; rows: unknown[] }[] } };
    const users = broken.data.data.find((t) => t.tableName === 'users');
    if (!users) throw new Error('no users table in the export');
    users.rows = [{ firstName: 'Sans identifiant' }];
    await expect(replaceLocalData(new Blob([JSON.stringify(broken)]))).rejects.toMatchObject({
      name: 'ReplaceRolledBackError',
    });
    const db = await getDatabase();
    expect((await db.users.toArray()).map((u) => u.email)).toEqual(['camille@metr.fr']);
  });
});
