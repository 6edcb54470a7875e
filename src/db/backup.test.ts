// Node environment on purpose: jsdom's Blob comes back from fake-indexeddb as {}.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// dexie-export-import reads the global `self` as it loads: tests/unit/setup-file.ts gives Node one.
import { exportDB } from 'dexie-export-import';
import {
  BACKUP_FORMAT_NAME,
  BLOB_PART_BYTES,
  READ_SLICE_BYTES,
  exportDatabase,
  importDatabase,
  replaceDatabase,
  writeBackup,
  type BackupProgress,
} from './backup';
import {
  BackupInvalidError,
  BackupMismatchError,
  DatabaseNotEmptyError,
  ReplaceRolledBackError,
  StorageError,
} from './errors';
import { NOT_BACKED_UP } from './backupCheck';
import { NodeFileReader } from './testing/NodeFileReader';
import { fillEveryTable, tableContents } from './testing/everyTable';
import {
  VERSION_2_ONLY,
  closeTestDatabases,
  deterministic,
  fillVersion2,
  fillWorkspace,
  quotaError,
  testDatabase,
} from './testing/database';
import { journalRepository } from './workspace/journal';
import { projectScope } from './workspace/scopes';
import { sheetRepository } from './workspace/sheets';

beforeAll(() => {
  // dexie-export-import reads version 2 backups with FileReader, which Node lacks.
  if (typeof FileReader === 'undefined') vi.stubGlobal('FileReader', NodeFileReader);
});
afterEach(closeTestDatabases);

/** A plan of 5.5 MB: six blob parts, the last one partial. */
const BIG = 5 * BLOB_PART_BYTES + BLOB_PART_BYTES / 2;
const fill = fillEveryTable;
const contents = tableContents;

/** A filled database and its backup. */
async function filledBackup() {
  const source = testDatabase();
  await fill(source);
  return { source, backup: await exportDatabase(source) };
}

/** A Blob that records how it is read: every slice's size, and whether anything read it whole. */
function watched(blob: Blob) {
  const slices: number[] = [];
  let wholeReads = 0;
  const proxy = new Proxy(blob, {
    get(target, key) {
      if (key === 'slice') {
        return (start?: number, end?: number) => {
          slices.push(Math.min(end ?? target.size, target.size) - (start ?? 0));
          return target.slice(start, end);
        };
      }
      if (key === 'text' || key === 'arrayBuffer' || key === 'stream' || key === 'bytes') {
        return () => {
          wholeReads += 1;
          return (target[key] as () => unknown).call(target);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { blob: proxy, slices, wholeReads: () => wholeReads };
}

const increasing = (progress: readonly BackupProgress[]) =>
  progress.every((p, i) => i === 0 || (p.done >= (progress[i - 1]?.done ?? 0) && p.total === progress[0]?.total));

describe('exportDatabase / importDatabase', () => {
  it('round-trips every table, blobs included, and reports progress up to done = total both ways', async () => {
    const source = testDatabase();
    await fill(source, BIG);
    const expected = await contents(source);
    for (const table of source.tables) expect(expected[table.name]?.length, table.name).toBeGreaterThan(0);
    // Caches are never backed up: restored empty, made again when asked for.
    for (const table of NOT_BACKED_UP) expected[table] = [];

    const exportProgress: BackupProgress[] = [];
    const backup = await exportDatabase(source, { onProgress: (p) => exportProgress.push(p) });
    expect(backup.type).toBe('application/json');
    expect(exportProgress.length).toBeGreaterThan(1);
    expect(increasing(exportProgress)).toBe(true);
    expect(exportProgress.at(-1)).toEqual({ done: exportProgress[0]?.total, total: exportProgress[0]?.total });

    const target = testDatabase();
    const importProgress: BackupProgress[] = [];
    await importDatabase(target, backup, { onProgress: (p) => importProgress.push(p) });
    expect(await contents(target)).toEqual(expected);
    expect(increasing(importProgress)).toBe(true);
    // The file is read twice (the check, then the load): the progress counts both.
    expect(importProgress.at(-1)).toEqual({ done: 2 * backup.size, total: 2 * backup.size });

    // The restored workspace works: its history undoes where the original stopped.
    const [project] = await target.projects.toArray();
    const journal = journalRepository(target);
    expect(await journal.status(projectScope(project?.id ?? ''))).toMatchObject({
      undo: { type: 'createMeasurement' },
      redo: { type: 'importFile' },
    });
    await journal.redo(projectScope(project?.id ?? ''));
    expect((await sheetRepository(target).listByProject(project?.id ?? '')).map((s) => s.name)).toEqual([
      'RDC',
      'R+1',
      'Big',
    ]);
  });

  it('is one JSON document, written and read in bounded pieces: no line, output part or read grows with a file', async () => {
    const source = testDatabase();
    await fill(source, BIG);
    const parts: Blob[] = [];
    await writeBackup(source, (part) => void parts.push(part));
    const backup = new Blob(parts);

    // The whole file is valid JSON with the expected header; the plan's bytes are spread over part lines.
    const text = await backup.text();
    const json = JSON.parse(text) as { formatName: string; databaseVersion: number; data: unknown[] };
    expect(json).toMatchObject({ formatName: BACKUP_FORMAT_NAME, databaseVersion: 7 });
    const lines = text.split('\n');
    const longest = Math.max(...lines.map((l) => l.length));
    expect(longest).toBeLessThanOrEqual(Math.ceil(BLOB_PART_BYTES / 3) * 4 + 16);
    expect(lines.filter((l) => l.startsWith('{"p":')).length).toBeGreaterThanOrEqual(Math.ceil(BIG / BLOB_PART_BYTES));
    expect(backup.size).toBeGreaterThan(BIG);
    // Output handed on in parts of about a megabyte, not one string.
    expect(parts.length).toBeGreaterThan(5);
    expect(Math.max(...parts.map((p) => p.size))).toBeLessThan(3 * BLOB_PART_BYTES);

    const { blob, slices, wholeReads } = watched(backup);
    await importDatabase(testDatabase(), blob);
    expect(wholeReads()).toBe(0);
    expect(Math.max(...slices)).toBeLessThanOrEqual(READ_SLICE_BYTES);
    // Read twice, the check then the load, each once through.
    expect(slices.reduce((a, b) => a + b, 0)).toBeLessThan(2 * (backup.size + 64 * 1024 + READ_SLICE_BYTES));
  });

  it('imports a backup made by version 2 (dexie-export-import), moving its rows to the current version', async () => {
    const v2 = testDatabase({ versions: VERSION_2_ONLY });
    await fillVersion2(v2);
    const before = await contents(v2);
    const backup = await exportDB(v2);

    const target = testDatabase();
    const progress: BackupProgress[] = [];
    await importDatabase(target, backup, { onProgress: (p) => progress.push(p) });
    const after = await contents(target);
    // The same rows as upgrading the version 2 database in place gives.
    const factory = new IDBFactory();
    const upgraded = testDatabase({ factory, versions: VERSION_2_ONLY });
    await fillVersion2(upgraded);
    upgraded.close();
    const inPlace = await contents(testDatabase({ factory }));
    expect(Object.keys(before).every((table) => (inPlace[table]?.length ?? 0) > 0)).toBe(true);
    expect(after).toEqual(inPlace);
    expect(progress.at(-1)).toEqual({ done: 2 * backup.size, total: 2 * backup.size });
  });

  it('refuses a backup of another database, a file that is not a backup, and a newer version, writing nothing', async () => {
    const target = testDatabase();
    const other = testDatabase({ name: 'AutreApp' });
    await other.dbSources.add({ id: 's', name: 'x', type: 'y' });
    const cases: [Blob, string][] = [
      [await exportDatabase(other), 'otherDatabase'],
      [new Blob(['{"hello":"world"}']), 'notABackup'],
      [new Blob(['pas du JSON']), 'notABackup'],
      [new Blob([]), 'notABackup'],
    ];
    const newer = (await (await exportDatabase(testDatabase())).text()).replace(
      '"databaseVersion":7',
      '"databaseVersion":8',
    );
    cases.push([new Blob([newer]), 'newerVersion']);
    for (const [file, reason] of cases) {
      const error = await importDatabase(target, file).catch((e: unknown) => e);
      expect(error, reason).toBeInstanceOf(BackupMismatchError);
      expect(error, reason).toBeInstanceOf(StorageError);
      expect(error).toMatchObject({ reason });
    }
    expect(await target.dbSources.count()).toBe(0);
  });

  it('refuses to import into a database that already holds rows', async () => {
    const { backup } = await filledBackup();
    const target = testDatabase();
    await target.dbSources.add({ id: 'existing', name: 'x', type: 'y' });
    await expect(importDatabase(target, backup)).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await target.dbSources.toArray()).toEqual([{ id: 'existing', name: 'x', type: 'y' }]);
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, Math.floor(text.length * 0.6)), 'truncated'],
    ['a damaged blob part', (text: string) => text.replace(/\{"p":"[A-Za-z0-9+/]{8}/, '{"p":"!!!!!!!!'), 'blobDamaged'],
    ['an unknown table', (text: string) => text.replace('{"t":"users"', '{"t":"intruders"'), 'unknownTable'],
  ])('leaves the database empty when the backup is %s', async (_, damage, code) => {
    const text = await (await filledBackup()).backup.text();
    const target = testDatabase();
    const error = await importDatabase(target, new Blob([damage(text)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupInvalidError);
    expect(error).toMatchObject({ reason: 'invalid', problems: [{ code }] });
    for (const table of target.tables) expect(await table.count(), table.name).toBe(0);
  });
});

describe('replaceDatabase', () => {
  it('swaps every row for the backup’s', async () => {
    const { source, backup } = await filledBackup();
    const target = testDatabase();
    await target.dbSources.add({ id: 'mine', name: 'x', type: 'y' });
    await replaceDatabase(target, backup);
    expect(await contents(target)).toEqual({ ...(await contents(source)), comparisons: [] });
  });

  it('checks the file before clearing anything', async () => {
    const target = testDatabase();
    await fill(target);
    const before = await contents(target);
    const error = await replaceDatabase(target, new Blob(['{"hello":"world"}'])).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BackupMismatchError' });
    expect(await contents(target)).toEqual(before);
  });

  it('puts the previous rows back, blobs included, when the import fails midway', async () => {
    const { source, backup } = await filledBackup();
    const target = testDatabase({ name: source.name });
    // A valid backup whose users row the disk refuses, once, after several tables went in (the check cannot see a
    // failure of the disk: only a write meets it).
    let failures = 0;
    target.use({
      stack: 'dbcore',
      name: 'usersRefusedOnce',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name !== 'users'
            ? table
            : {
                ...table,
                mutate: (request) =>
                  request.type === 'add' && failures++ === 0 ? Promise.reject(quotaError()) : table.mutate(request),
              };
        },
      }),
    });
    await fillWorkspace(target, deterministic('mine'));
    const before = await contents(target);
    const error = await replaceDatabase(target, backup).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplaceRolledBackError);
    expect(failures).toBeGreaterThan(0);
    expect(await contents(target)).toEqual(before);
  });
});
