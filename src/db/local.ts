/**
 * The app's database, as the routes use it: opened once, on first use, and every repository reached through dynamic
 * imports. The sign-up modal host lives in the root layout, so a static import of Dexie (or of the backup code) here
 * would put it in the shell every page downloads; this module itself stays a few hundred bytes.
 */
import type { BackupOptions } from './backup';
import { toStorageError } from './errors';
import type { MetrDatabase } from './schema';
import type { User } from './types';
import type { RegisterUserInput } from './users';

let database: Promise<MetrDatabase> | null = null;

/**
 * The app's database, opened on first use. When another tab opens a newer version, the connection closes (open.ts)
 * and this page reloads to get the new code and schema. A failed open is not cached: the next call tries again (the
 * user may have freed space or left private browsing; a failed upgrade left the previous version intact).
 */
export function getDatabase(): Promise<MetrDatabase> {
  database ??= import('./open')
    .then(({ openDatabase }) => openDatabase({ onVersionChange: () => window.location.reload() }))
    .catch((error: unknown) => {
      database = null;
      throw toStorageError(error);
    });
  return database;
}

const users = async () => {
  const [db, { userRepository }] = await Promise.all([getDatabase(), import('./users')]);
  return userRepository(db);
};

export async function registerLocalUser(input: RegisterUserInput): Promise<User> {
  return (await users()).register(input);
}

export async function loginLocalUser(email: string): Promise<User | null> {
  return (await users()).loginByEmail(email);
}

export async function getLocalUser(email: string): Promise<User | null> {
  return (await users()).getByEmail(email);
}

/** Asks the browser, once per page, to keep the database (never rejects; false when refused or unsupported). */
export async function persistStorage(): Promise<boolean> {
  const { requestPersistence } = await import('./open');
  return requestPersistence();
}

const backup = async () => Promise.all([getDatabase(), import('./backup')]);

/** The JSON backup of every table, blobs included (see backup.ts). */
export async function exportLocalData(options?: BackupOptions): Promise<Blob> {
  const [db, { exportDatabase }] = await backup();
  return exportDatabase(db, options);
}

/** Total rows across every table. */
export async function countLocalRows(): Promise<number> {
  const db = await getDatabase();
  const counts = await Promise.all(db.tables.map((table) => table.count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Imports into an empty database; fails with DatabaseNotEmptyError otherwise (backup.ts). */
export async function importLocalData(file: Blob, options?: BackupOptions): Promise<void> {
  const [db, { importDatabase }] = await backup();
  await importDatabase(db, file, options);
}

/** Replaces every row with the backup's, putting the previous rows back if it fails (ReplaceRolledBackError). */
export async function replaceLocalData(file: Blob, options?: BackupOptions): Promise<void> {
  const [db, { replaceDatabase }] = await backup();
  await replaceDatabase(db, file, options);
}
