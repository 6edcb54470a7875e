// Node environment on purpose (as backup.test.ts): jsdom's Blob comes back from fake-indexeddb as {}.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countLocalRows,
  exportLocalData,
  getDatabase,
  getLocalUser,
  importLocalData,
  loginLocalUser,
  persistStorage,
  registerLocalUser,
  replaceLocalData,
} from './local';

const clearAll = async () => {
  const db = await getDatabase();
  await Promise.all(db.tables.map((table) => table.clear()));
};

beforeEach(clearAll);

const camille = { firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr', profession: 'Économiste' };

describe('the app’s database', () => {
  it('is opened once, at the current version', async () => {
    const db = await getDatabase();
    expect(await getDatabase()).toBe(db);
    expect(db.verno).toBe(7);
  });

  it('registers, logs in and reads a local user', async () => {
    const user = await registerLocalUser(camille);
    expect(await getLocalUser(' CAMILLE@metr.fr')).toEqual(user);
    expect((await loginLocalUser('camille@metr.fr'))?.lastLoginAt).not.toBeNull();
    expect(await getLocalUser('personne@metr.fr')).toBeNull();
  });

  it('asks for persistent storage without failing where there is none', async () => {
    expect(typeof (await persistStorage())).toBe('boolean');
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

  it('replace with a backup whose row could not be stored is refused before anything changes', async () => {
    await registerLocalUser(camille);
    const valid = await (await exportLocalData()).text();
    // A backup of this database whose users row cannot be imported (no primary key): the check refuses it before
    // the tables are cleared (a failure only the disk meets, and its rollback, are in backup.test.ts).
    const broken = valid.replace(/\{"t":"users","r":\{"id":"[^"]+",/, '{"t":"users","r":{');
    expect(broken).not.toBe(valid);
    await expect(replaceLocalData(new Blob([broken]))).rejects.toMatchObject({
      name: 'BackupInvalidError',
      problems: [{ table: 'users', field: 'id', code: 'missing' }],
    });
    const db = await getDatabase();
    expect((await db.users.toArray()).map((u) => u.email)).toEqual(['camille@metr.fr']);
  });
});
