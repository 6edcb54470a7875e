/**
 * The update log and its compaction against a real PostgreSQL server. `bash scripts/with-postgres.sh npx vitest run
 * server/sharing` starts a throwaway one and sets DATABASE_URL_TEST; each test gets its own schema.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as Y from 'yjs';
import { writeRow } from '../../src/domain/sharing/document.ts';
import type { DocumentRows } from '../../src/domain/sharing/layout.ts';
import { applyAll, authorIdsOf } from './log.ts';
import { addMeasurement, openTestLog } from './testing.ts';

const url = process.env.DATABASE_URL_TEST;
const schemas: string[] = [];

if (!url) {
  console.warn(
    'Sync log suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run server/sharing`.',
  );
}

async function fresh() {
  const opened = await openTestLog(url ?? '');
  schemas.push(opened.schema);
  return opened;
}

/** Edits a document, collecting each transaction's update as a client would send it. */
function edits(count: number, doc = new Y.Doc()) {
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (let i = 0; i < count; i++) addMeasurement(doc, `m-${i}`, { value: i });
  // Deleted content: compaction drops it.
  doc.transact(() => {
    for (let i = 0; i < count; i += 2) doc.getMap('measurements').delete(`m-${i}`);
  });
  return { doc, updates };
}

const loaded = (updates: readonly Uint8Array[]) => {
  const doc = new Y.Doc();
  expect(applyAll(doc, updates)).toBe(0);
  return doc.getMap('measurements').toJSON();
};

describe.skipIf(!url)('sync update log (DATABASE_URL_TEST)', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('loads every appended update in order, per document', async () => {
    const { log } = await fresh();
    const { doc, updates } = edits(20);
    for (const update of updates) await log.append('project:a', update);
    await log.append('project:b', edits(1).updates[0] ?? new Uint8Array());
    const stored = await log.load('project:a');
    expect(stored.logLength).toBe(updates.length);
    expect(stored.bytes).toBe(updates.reduce((sum, u) => sum + u.byteLength, 0));
    expect(loaded(stored.updates)).toEqual(doc.getMap('measurements').toJSON());
    expect((await log.load('project:unknown')).updates).toEqual([]);
    await log.close();
  });

  it('folds the log into a snapshot, removes the folded rows, and keeps what comes after', async () => {
    const { log } = await fresh();
    const { doc, updates } = edits(30);
    for (const update of updates) await log.append('project:a', update);
    const result = await log.compact('project:a');
    expect(result.folded).toBe(updates.length);
    expect(await log.logLength('project:a')).toBe(0);
    const afterCompaction = await log.load('project:a');
    expect(afterCompaction.updates).toHaveLength(1);
    expect(afterCompaction.bytes).toBe(result.snapshotBytes);
    // Smaller than the log: the deleted half is gone.
    expect(result.snapshotBytes).toBeLessThan(updates.reduce((sum, u) => sum + u.byteLength, 0));
    expect(loaded(afterCompaction.updates)).toEqual(doc.getMap('measurements').toJSON());

    const later: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => later.push(update));
    addMeasurement(doc, 'late');
    for (const update of later) await log.append('project:a', update);
    const withLater = await log.load('project:a');
    expect(withLater.logLength).toBe(1);
    expect(loaded(withLater.updates)).toEqual(doc.getMap('measurements').toJSON());
    // A second compaction folds into the first snapshot.
    expect((await log.compact('project:a')).folded).toBe(1);
    expect(loaded((await log.load('project:a')).updates)).toEqual(doc.getMap('measurements').toJSON());
    expect((await log.compact('project:a')).folded).toBe(0);
    await log.close();
  });

  it('loses nothing when compaction runs while updates are appended', async () => {
    const { log } = await fresh();
    const { doc, updates } = edits(60);
    const appending = (async () => {
      for (const update of updates) await log.append('project:a', update);
    })();
    const compacting = (async () => {
      for (let i = 0; i < 5; i++) await log.compact('project:a');
    })();
    await Promise.all([appending, compacting]);
    expect(loaded((await log.load('project:a')).updates)).toEqual(doc.getMap('measurements').toJSON());
    await log.close();
  });

  it('keeps the rows a compaction could not remove out of the next load (a crash between its two steps)', async () => {
    const { log, schema } = await fresh();
    const { doc, updates } = edits(10);
    for (const update of updates) await log.append('project:a', update);
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    const { rows } = await client.query<{ id: string; update: Buffer }>('SELECT id, update FROM sync_updates');
    await log.compact('project:a');
    // Put the folded rows back, as if the process died after the snapshot's commit and before the delete.
    for (const row of rows) {
      await client.query('INSERT INTO sync_updates (id, document, update) VALUES ($1, $2, $3)', [
        row.id,
        'project:a',
        row.update,
      ]);
    }
    await client.end();
    const stored = await log.load('project:a');
    expect(stored.updates).toHaveLength(1);
    expect(loaded(stored.updates)).toEqual(doc.getMap('measurements').toJSON());
    await log.close();
  });

  it('skips a damaged row on load instead of losing the project', async () => {
    const { log } = await fresh();
    const { doc, updates } = edits(3);
    await log.append('project:a', updates[0] ?? new Uint8Array());
    await log.append('project:a', new Uint8Array([255, 255, 255, 255]));
    for (const update of updates.slice(1)) await log.append('project:a', update);
    const target = new Y.Doc();
    expect(applyAll(target, (await log.load('project:a')).updates)).toBe(1);
    expect(target.getMap('measurements').toJSON()).toEqual(doc.getMap('measurements').toJSON());
    await log.close();
  });

  it('deletes at the next compaction the rows a crash left folded but not deleted', async () => {
    const { log, schema } = await fresh();
    const { updates } = edits(4);
    for (const update of updates) await log.append('project:a', update);
    await log.compact('project:a');
    expect(await log.logLength('project:a')).toBe(0);
    // The crash between a compaction's two steps: a folded row (its id at or below the snapshot's) still there.
    const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await db.connect();
    const { rows } = await db.query<{ last: string }>(
      "SELECT last_update_id AS last FROM sync_snapshots WHERE document = 'project:a'",
    );
    await db.query("INSERT INTO sync_updates (id, document, update) VALUES ($1, 'project:a', $2)", [
      rows[0]?.last,
      Buffer.from(updates[0] ?? new Uint8Array()),
    ]);
    await db.end();
    expect(await log.logLength('project:a')).toBe(1);
    expect((await log.compact('project:a')).folded).toBe(0);
    expect(await log.logLength('project:a')).toBe(0);
  });

  it('records the author ids of the entries a person’s update creates, the first writer keeping each', async () => {
    const { log } = await fresh();
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const entry = (id: string, by: string) =>
      ({
        id,
        by,
        seq: 1,
        at: '2026-12-01T08:00:00.000Z',
        type: 'addMeasurement',
        changes: [],
      }) as unknown as DocumentRows['journal'];
    writeRow(doc, 'journal', entry('e-1', 'author-claire'));
    writeRow(doc, 'versions', { id: 'v-1', by: 'author-claire-2' } as unknown as DocumentRows['versions']);
    // A measurement's field named `by` is no author; a field changed later creates no entry.
    addMeasurement(doc, 'm-1', { by: 'not-an-author' });
    doc.getMap<Y.Map<unknown>>('journal').get('e-1')?.set('undoneAt', '2026-12-01T09:00:00.000Z');
    expect(updates.map((u) => [...authorIdsOf(u)])).toEqual([['author-claire'], ['author-claire-2'], [], []]);
    for (const update of updates) await log.append('project:a', update, 'claire');
    await log.append('project:a', updates[0] ?? new Uint8Array(), 'jean');
    expect(await log.authorsOf('project:a', 'claire')).toEqual(['author-claire', 'author-claire-2']);
    expect(await log.authorsOf('project:a', 'jean')).toEqual([]);
    expect(await log.documentsOf('claire')).toEqual(['project:a']);
    await log.forgetAuthor('project:a', 'claire');
    expect(await log.documentsOf('claire')).toEqual([]);
  });
});
