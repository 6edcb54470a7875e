/**
 * JSON backup of the whole database (dexie-export-import). Import only goes into an empty database: merging two
 * histories row by row could silently overwrite newer data, so the user starts from a fresh browser profile or an
 * emptied database instead.
 */
import { exportDB, importInto, peakImportFile } from 'dexie-export-import';
import { StorageError, guard } from './errors';
import type { MetrDatabase } from './schema';

/** The file is not a backup of this database (another app's database name, or not a Dexie export at all). */
export class BackupMismatchError extends StorageError {
  override readonly name = 'BackupMismatchError';
}

/** Import refused because the database already holds rows. */
export class DatabaseNotEmptyError extends StorageError {
  override readonly name = 'DatabaseNotEmptyError';
}

export function exportDatabase(db: MetrDatabase): Promise<Blob> {
  return guard(() => exportDB(db));
}

/**
 * Restores a backup made by exportDatabase. When the schema moves past version 2, backups of older versions will
 * need the upgraders applied: import them into a database opened at their own version, then open the current one.
 */
export async function importDatabase(db: MetrDatabase, backup: Blob): Promise<void> {
  let databaseName: string;
  try {
    const meta = await peakImportFile(backup);
    if (meta.formatName !== 'dexie') throw new Error(`Unknown backup format ${String(meta.formatName)}`);
    databaseName = meta.data.databaseName;
  } catch (error) {
    throw new BackupMismatchError('The file is not a database backup', { cause: error });
  }
  if (databaseName !== db.name) {
    throw new BackupMismatchError(`The backup is of the database ${databaseName}, not ${db.name}`);
  }
  await guard(async () => {
    const counts = await Promise.all(db.tables.map((table) => table.count()));
    if (counts.some((count) => count > 0)) throw new DatabaseNotEmptyError('The database is not empty');
    await importInto(db, backup);
  });
}
