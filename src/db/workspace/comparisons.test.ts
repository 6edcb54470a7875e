import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { comparisonKey, comparisonRecordId, pairOf, type CachedComparison } from '../../domain/comparison/cache';
import { exportDatabase, importDatabase } from '../backup';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import type { MetrDatabase } from '../schema';
import { readCachedComparison, storeCachedComparison } from './comparisons';
import { planFileRepository } from './files';
import { journalRepository } from './journal';
import { projectRepository } from './projects';
import { PROJECTS_SCOPE, projectScope } from './scopes';
import { sheetRepository } from './sheets';

afterEach(closeTestDatabases);

const colours = { unchanged: [1, 2, 3] };
const webp = (text: string) => new Blob([text], { type: 'image/webp' });

function record(
  previous: { id: string; fileId: string },
  current: { id: string; fileId: string },
  options: { alignment?: CachedComparison['alignment']['matrix'] | null; usedAt?: string } = {},
): Omit<CachedComparison, 'id'> {
  const matrix = options.alignment ?? [1, 0, 0, 1, 0.37, -0.21];
  return {
    key: comparisonKey({
      previous: { fileId: previous.fileId, pageIndex: 0 },
      current: { fileId: current.fileId, pageIndex: 1 },
      alignment: options.alignment ?? null,
      colours,
    }),
    pair: pairOf(previous.id, current.id),
    sheetIds: [previous.id, current.id],
    fileIds: [previous.fileId, current.fileId],
    usedAt: options.usedAt ?? '2026-11-30T10:00:00.000Z',
    alignment: { matrix, method: options.alignment ? 'manual' : 'auto', confidence: 0.98, residual: 0.06 },
    regions: [{ box: { x: 1, y: 2, width: 3, height: 4 }, kind: 'added', added: 12, removed: 0 }],
    pictures: {
      scale: 0.6,
      width: 10,
      height: 8,
      old: webp('old'),
      new: webp('new'),
      redGreen: webp('rg'),
      orangeBlue: webp('ob'),
    },
  };
}

async function workspace(db: MetrDatabase) {
  const { project, sheets } = await fillWorkspace(db, deterministic());
  const [a, b] = sheets;
  if (!a || !b) throw new Error('two sheets expected');
  return { project, a, b };
}

describe('kept comparisons (issue 27)', () => {
  it('stores a comparison and reads it back by its key, its pictures as blobs; another key finds nothing', async () => {
    const db = testDatabase();
    const { a, b } = await workspace(db);
    const stored = record(a, b);
    expect(await storeCachedComparison(db, stored)).toBe(true);
    const read = await readCachedComparison(db, stored.key, () => '2026-12-01T08:00:00.000Z');
    expect(read).toMatchObject({ id: comparisonRecordId(stored.key), regions: stored.regions });
    expect(await read?.pictures.redGreen.text()).toBe('rg');
    // Its use is noted (the least recently used leave first).
    await expect
      .poll(async () => (await db.comparisons.get(comparisonRecordId(stored.key)))?.usedAt)
      .toBe('2026-12-01T08:00:00.000Z');
    expect(await readCachedComparison(db, record(a, b, { alignment: [1, 0, 0, 1, 0, 0] }).key)).toBeNull();
  });

  it('a record that cannot be read is not shown, and is removed so that the comparison is made again', async () => {
    const db = testDatabase();
    const { a, b } = await workspace(db);
    const stored = record(a, b);
    const id = comparisonRecordId(stored.key);
    const cut: unknown = { ...stored, id, pictures: { ...stored.pictures, orangeBlue: 'not a blob' } };
    await db.comparisons.put(cut as CachedComparison);
    expect(await readCachedComparison(db, stored.key)).toBeNull();
    expect(await db.comparisons.count()).toBe(0);
  });

  it('keeps a few records per pair of sheets, the least recently used leaving first', async () => {
    const db = testDatabase();
    const { a, b } = await workspace(db);
    const matrices: [number, number, number, number, number, number][] = [1, 2, 3, 4].map((e) => [1, 0, 0, 1, e, 0]);
    for (const [i, m] of matrices.entries()) {
      await storeCachedComparison(db, record(a, b, { alignment: m, usedAt: `2026-11-30T10:0${i}:00.000Z` }));
    }
    const kept = await db.comparisons.toArray();
    expect(kept).toHaveLength(3);
    expect(kept.map((r) => r.alignment.matrix[4]).sort()).toEqual([2, 3, 4]);
    await storeCachedComparison(db, record(b, a), { inAll: 2 });
    expect(await db.comparisons.count()).toBe(2);
  });

  it('deleting either sheet removes its records; undoing the deletion does not bring them back', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, a, b } = await workspace(db);
    await storeCachedComparison(db, record(a, b));
    await sheetRepository(db, options).delete(b.id, { by: BY });
    expect(await db.comparisons.count()).toBe(0);
    await journalRepository(db, options).undo(projectScope(project.id));
    expect(await sheetRepository(db).get(b.id)).toBeDefined();
    expect(await db.comparisons.count()).toBe(0);
  });

  it('deleting the project removes them; a purged file too', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, a, b } = await workspace(db);
    await storeCachedComparison(db, record(a, b));
    await projectRepository(db, options).delete(project.id, { by: BY });
    expect(await db.comparisons.count()).toBe(0);
    await journalRepository(db, options).undo(PROJECTS_SCOPE);

    await storeCachedComparison(db, record(a, b));
    // A record whose sheets are still there, made from a file no sheet uses any more, goes with the file's purge.
    await db.comparisons.put({ ...record(a, b), id: 'orphan', fileIds: ['gone'], sheetIds: [] });
    const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
    // A file's bytes with no file row: a deleted file, purged.
    await db.fileBlobs.put({ id: 'gone', blob: new Blob(['%PDF']) });
    await files.purgeDeletedFiles();
    expect((await db.comparisons.toArray()).map((r) => r.id)).toEqual([comparisonRecordId(record(a, b).key)]);
  });

  it('is not in a backup, and a restored database makes them again (the table empty, the work whole)', async () => {
    const db = testDatabase();
    const { a, b } = await workspace(db);
    await storeCachedComparison(db, record(a, b));
    const backup = await exportDatabase(db);
    expect(await backup.text()).not.toContain('"t":"comparisons"');
    const restored = testDatabase();
    await importDatabase(restored, backup);
    expect(await restored.comparisons.count()).toBe(0);
    expect(await restored.plans.count()).toBe(await db.plans.count());
  });
});
