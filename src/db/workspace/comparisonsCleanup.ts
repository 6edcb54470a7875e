/**
 * Removing kept comparisons (comparisons.ts) with what they were made from, inside the caller's transaction: apart from
 * comparisons.ts because the journal and the file repository are in the workspace's first load, and the cache's reads
 * and writes (with their key) are loaded with the comparison only.
 */
import type { Table } from 'dexie';
import type { MetrDatabase } from '../schema';

/**
 * The table, to add to a transaction that deletes sheets or files; none in a database opened with an older versions
 * list (the upgrade tests fill a version 4 database through the repositories).
 */
export function comparisonsTables(db: MetrDatabase): Table[] {
  return db.comparisons ? [db.comparisons] : [];
}

/** Removes the records of these sheets, inside the caller's transaction (with comparisonsTables). */
export function deleteComparisonsOfSheets(db: MetrDatabase, sheetIds: readonly string[]): Promise<number> {
  if (sheetIds.length === 0 || !db.comparisons) return Promise.resolve(0);
  return db.comparisons
    .where('sheetIds')
    .anyOf([...sheetIds])
    .delete();
}

/** Removes the records made from these files, inside the caller's transaction (with comparisonsTables). */
export function deleteComparisonsOfFiles(db: MetrDatabase, fileIds: readonly string[]): Promise<number> {
  if (fileIds.length === 0 || !db.comparisons) return Promise.resolve(0);
  return db.comparisons
    .where('fileIds')
    .anyOf([...fileIds])
    .delete();
}
