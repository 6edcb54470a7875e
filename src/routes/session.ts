/**
 * The local session and the local database, as the routes use them.
 *
 * Session: spec §3 "Browser local storage key user holds email and isBetaUser" — nothing else (no name, no
 * password). Reads are validated: a hand-edited or foreign value counts as "no session".
 *
 * Database: opened once, on first use, through dynamic imports. The sign-up modal host lives in the root layout,
 * so a static import would put Dexie (and dexie-export-import) in the shell every page downloads.
 */
import { useSyncExternalStore } from 'react';
import type { MetrDatabase } from '../db/schema';
import type { RegisterUserInput } from '../db/users';
import type { User } from '../db/types';
import { toStorageError } from '../db/errors';

export const SESSION_KEY = 'user';

export interface LocalSession {
  email: string;
  isBetaUser: boolean;
}

// Checked by hand rather than with zod: this module is in the shell, zod is not.
function isSession(value: unknown): value is LocalSession {
  if (!value || typeof value !== 'object') return false;
  const { email, isBetaUser } = value as Record<string, unknown>;
  return typeof email === 'string' && email.length > 0 && typeof isBetaUser === 'boolean';
}

// Same-tab changes: the `storage` event only fires in the other tabs.
const SESSION_EVENT = 'metr:session';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    // Storage disabled by the browser or a policy: behave as signed out.
    return null;
  }
}

export function readSession(): LocalSession | null {
  const raw = readRaw();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? { email: parsed.email, isBetaUser: parsed.isBetaUser } : null;
  } catch {
    return null;
  }
}

/** Stores exactly { email, isBetaUser }. Returns false when the browser refuses (storage disabled or full). */
export function writeSession(session: LocalSession): boolean {
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ email: session.email, isBetaUser: session.isBetaUser }));
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(SESSION_EVENT));
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored if storage is unavailable.
  }
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

/** The raw stored string is the snapshot (stable between renders); parsing happens after. */
export function useSession(): LocalSession | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  // readSession re-reads, but raw is what triggers the render; parsing a tiny JSON string is cheap.
  return raw === null ? null : readSession();
}

let database: Promise<MetrDatabase> | null = null;

/**
 * The app's database, opened on first use. When another tab opens a newer version, the connection closes
 * (open.ts) and this page reloads to get the new code and schema. A failed open is not cached: the next call
 * tries again (the user may have freed space or left private browsing).
 */
export function getDatabase(): Promise<MetrDatabase> {
  database ??= import('../db/open')
    .then(({ openDatabase }) => openDatabase({ onVersionChange: () => window.location.reload() }))
    .catch((error: unknown) => {
      database = null;
      throw toStorageError(error);
    });
  return database;
}

/** Tests only: forget the opened database (fake-indexeddb is reset between tests). */
export function resetDatabaseForTests(): void {
  database = null;
}

const users = async () => {
  const [db, { userRepository }] = await Promise.all([getDatabase(), import('../db/users')]);
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

/** Asks the browser to keep the database (never rejects; false when refused or unsupported). */
export async function persistStorage(): Promise<boolean> {
  const { requestPersistentStorage } = await import('../db/open');
  return requestPersistentStorage();
}

/** 'metr-sauvegarde-2026-11-22.json', with the local calendar date. */
export function backupFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `metr-sauvegarde-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export async function exportLocalData(): Promise<Blob> {
  const [db, { exportDatabase }] = await Promise.all([getDatabase(), import('../db/backup')]);
  return exportDatabase(db);
}

/** Total rows across every table. */
export async function countLocalRows(): Promise<number> {
  const db = await getDatabase();
  const counts = await Promise.all(db.tables.map((table) => table.count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Imports into an empty database; fails with DatabaseNotEmptyError otherwise (backup.ts). */
export async function importLocalData(file: Blob): Promise<void> {
  const [db, { importDatabase }] = await Promise.all([getDatabase(), import('../db/backup')]);
  await importDatabase(db, file);
}

/** A replace that failed and then put the previous data back. */
export class ReplaceRolledBackError extends Error {
  override readonly name = 'ReplaceRolledBackError';
}

/**
 * Replaces every row with the backup's. The current rows are exported in memory first: if the import fails
 * after the tables were cleared, they are put back, so a bad file never leaves the user with nothing.
 */
export async function replaceLocalData(file: Blob): Promise<void> {
  const [db, { exportDatabase, importDatabase, BackupMismatchError }] = await Promise.all([
    getDatabase(),
    import('../db/backup'),
  ]);
  // Check the file before touching anything: a wrong file fails here with nothing cleared.
  const { peakImportFile } = await import('dexie-export-import');
  try {
    const meta = await peakImportFile(file);
    if (meta.formatName !== 'dexie' || meta.data.databaseName !== db.name) throw new Error('Not this database');
  } catch (error) {
    throw new BackupMismatchError('The file is not a backup of this database', { cause: error });
  }
  const previous = await exportDatabase(db);
  const clearAll = () => db.transaction('rw', db.tables, () => Promise.all(db.tables.map((t) => t.clear())));
  await clearAll();
  try {
    await importDatabase(db, file);
  } catch (error) {
    await clearAll();
    await importDatabase(db, previous);
    throw new ReplaceRolledBackError('Import failed, previous data restored', { cause: error });
  }
}
