/**
 * Comparisons kept to be shown again (issue 27; the key and the bounds: domain/comparison/cache.ts). A cache: a
 * record that is missing, unreadable or of another engine is simply made again, so every read here answers null
 * rather than fail, and a write that fails is dropped. Never journalled (undo takes back work, not a cache), never in a
 * backup (backup.ts leaves the table out: it is rebuilt on the first comparison after a restore).
 *
 * Records leave with what they were made from: a sheet deleted (journal.ts, in the step's own transaction), a file
 * purged (files.ts), a project unshared (sharing/unshare.ts) — through comparisonsCleanup.ts, apart so that the
 * workspace's first load does not carry this module — and past the bounds, the least recently used first.
 */
import {
  comparisonRecordId,
  isCachedComparison,
  recordsToEvict,
  type CachedComparison,
} from '../../domain/comparison/cache';
import type { MetrDatabase } from '../schema';

const isBlob = (v: unknown): v is Blob => v instanceof Blob;

/** The record of `key`, or null (none, or one that cannot be read: it is deleted). Marks it used. */
export async function readCachedComparison(
  db: MetrDatabase,
  key: string,
  now: () => string = () => new Date().toISOString(),
): Promise<CachedComparison | null> {
  const id = comparisonRecordId(key);
  try {
    const row: unknown = await db.comparisons.get(id);
    if (row === undefined) return null;
    if (!isCachedComparison(row, key, isBlob)) {
      // Another key under the same digest is left alone; a broken record of this key is removed.
      if (typeof row === 'object' && row !== null && (row as { key?: unknown }).key === key) {
        await db.comparisons.delete(id).catch(() => {});
      }
      return null;
    }
    void db.comparisons.update(id, { usedAt: now() }).then(
      () => {},
      () => {},
    );
    return row;
  } catch {
    return null;
  }
}

/** Stores a comparison, then trims the table to its bounds; false when it could not be written (quota…). */
export async function storeCachedComparison(
  db: MetrDatabase,
  record: Omit<CachedComparison, 'id'>,
  bounds?: { perPair?: number; inAll?: number },
): Promise<boolean> {
  const id = comparisonRecordId(record.key);
  try {
    await db.transaction('rw', db.comparisons, async () => {
      await db.comparisons.put({ ...record, id });
      // Reading a row gives its pictures as Blob handles: their bytes are not read.
      const rows: { id: string; pair: string; usedAt: string }[] = [];
      await db.comparisons.each((row) => rows.push({ id: row.id, pair: row.pair, usedAt: row.usedAt }));
      const evicted = recordsToEvict(rows, id, bounds);
      if (evicted.length > 0) await db.comparisons.bulkDelete(evicted);
    });
    return true;
  } catch {
    return false;
  }
}
