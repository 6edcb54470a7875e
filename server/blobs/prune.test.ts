/**
 * A project's blob references follow its document (server/blobs/prune.ts), against a real PostgreSQL:
 * `bash scripts/with-postgres.sh npx vitest run server/blobs/prune.test.ts`.
 */
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AccountStore } from '../accounts/store.ts';
import { DATABASE_URL } from '../accounts/testing.ts';
import { SyncLog } from '../sharing/log.ts';
import { MemoryAccess, connectClient, startSync, waitFor } from '../sharing/testing.ts';
import { blobPruner, blobSweep } from './prune.ts';

const HOUR = 60 * 60 * 1000;
const GRACE = 24 * HOUR;
const QUOTA = 1024 * 1024;
const T0 = new Date('2026-03-02T09:00:00.000Z');
const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const DOCUMENT = 'project:p-1';

const schemas: string[] = [];
afterAll(async () => {
  if (!DATABASE_URL || !schemas.length) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  for (const schema of schemas.splice(0)) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

describe.skipIf(!DATABASE_URL)('a project’s blob references follow its document (PostgreSQL)', () => {
  let accounts: AccountStore;
  let log: SyncLog;
  /** A person's copy of the project's document, as a browser holds it; what it sends is appended to the log. */
  let doc: Y.Doc;
  let undo: Y.UndoManager;
  let sent: Uint8Array;
  const clock = { now: T0 };
  const at = (ms: number) => {
    clock.now = new Date(T0.getTime() + ms);
  };

  beforeEach(async () => {
    const url = DATABASE_URL ?? '';
    const schema = `p_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
    schemas.push(schema);
    accounts = await AccountStore.open({ connectionString: url, schema });
    log = await SyncLog.open({ connectionString: url, schema });
    await accounts.ensurePerson('person-1', 'eco@example.fr', 'eco@example.fr', T0);
    await accounts.createFirm('firm-1', 'Cabinet', 'person-1', T0);
    for (const id of ['p-1', 'p-2']) await accounts.createProject(id, 'firm-1', id, 'person-1', T0);
    // Plan A in both projects, plan B in p-1 only.
    await accounts.addBlob(A, 100, 'firm-1', 'p-1', QUOTA, T0);
    await accounts.addBlob(B, 200, 'firm-1', 'p-1', QUOTA, T0);
    await accounts.addBlob(A, 100, 'firm-1', 'p-2', QUOTA, T0);
    clock.now = T0;
    doc = new Y.Doc();
    undo = new Y.UndoManager(doc.getMap('files'), { trackedOrigins: new Set(['claire']) });
    sent = Y.encodeStateVector(doc);
    doc.transact(() => {
      for (const [id, hash] of [
        ['file-a', A],
        ['file-b', B],
      ] as const) {
        const file = new Y.Map<unknown>();
        doc.getMap('files').set(id, file);
        file.set('name', `${id}.pdf`);
        file.set('sha256', hash);
      }
    });
    await send();
    undo.clear();
  });
  afterEach(async () => {
    undo.destroy();
    doc.destroy();
    await accounts.close();
    await log.close();
  });

  /** Appends what the person's copy has that the log has not (an edit, synced). */
  async function send() {
    await log.append(DOCUMENT, Y.encodeStateAsUpdate(doc, sent));
    sent = Y.encodeStateVector(doc);
  }

  /** Plan B deleted, with the history's entry that records its row (the journal keeps it: not a reference). */
  const deletePlanB = async () => {
    doc.transact(() => {
      doc.getMap('files').delete('file-b');
      const entry = new Y.Map<unknown>([
        ['type', 'deleteFile'],
        ['before', [{ id: 'file-b', name: 'file-b.pdf', hash: B }]],
      ]);
      doc.getMap('journal').set(`j-${doc.getMap('journal').size}`, entry);
    }, 'claire');
    await send();
  };
  /** Any other edit, so that the next compaction has something to fold. */
  const edit = async (text: string) => {
    doc.getMap('project').set('name', text);
    await send();
  };
  const prune = (document: string, result: Awaited<ReturnType<SyncLog['compact']>>) =>
    blobPruner({ accounts, log, graceMs: GRACE, now: () => clock.now })(document, result);
  const compact = async () => prune(DOCUMENT, await log.compact(DOCUMENT));

  async function references(projectId: string) {
    const { pool } = accounts as unknown as {
      pool: {
        query(q: string, v: unknown[]): Promise<{ rows: { sha256: string; unreferenced_since: Date | null }[] }>;
      };
    };
    const { rows } = await pool.query(
      'SELECT sha256, unreferenced_since FROM project_blobs WHERE project_id = $1 ORDER BY sha256',
      [projectId],
    );
    return rows.map((row) => [row.sha256.slice(0, 1), row.unreferenced_since?.toISOString() ?? null]);
  }

  it('a plan deleted: its reference is marked at the next compaction and dropped at one past the grace period; the firm’s quota follows', async () => {
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', null],
    ]);
    at(HOUR);
    await deletePlanB();
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', '2026-03-02T10:00:00.000Z'],
    ]);
    // Within the grace period, a later compaction keeps it, with its first mark.
    at(HOUR + GRACE - 1);
    await edit('Gymnase');
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', '2026-03-02T10:00:00.000Z'],
    ]);
    expect(await accounts.firmUsage('firm-1')).toBe(300);

    at(HOUR + GRACE);
    await edit('Gymnase Jean-Zay');
    expect(await compact()).toEqual([B]);
    expect(await references('p-1')).toEqual([['a', null]]);
    // The firm no longer counts B; the collection pass may now remove its bytes. A, held by p-2 too, is untouched.
    expect(await accounts.firmUsage('firm-1')).toBe(100);
    expect(await accounts.unreferencedBlobs()).toEqual([B]);
    expect(await references('p-2')).toEqual([['a', null]]);
  });

  it('an undo of the deletion within the grace period keeps the reference: in the next snapshot, or in the log after it', async () => {
    await deletePlanB();
    await compact();
    expect((await references('p-1'))[1]?.[1]).toBe('2026-03-02T09:00:00.000Z');

    // Undone, and folded into the next snapshot: the mark goes.
    at(HOUR);
    undo.undo();
    expect(doc.getMap('files').has('file-b')).toBe(true);
    await send();
    at(2 * GRACE);
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', null],
    ]);

    // Deleted again, marked; past the grace period, the undo reaches the log just after the compaction read it: the
    // check under the document's lock finds it there, and the reference stays.
    undo.clear();
    await deletePlanB();
    await compact();
    at(4 * GRACE);
    await edit('Gymnase');
    const folded = await log.compact(DOCUMENT);
    undo.undo();
    await send();
    expect(await prune(DOCUMENT, folded)).toEqual([]);
    expect((await references('p-1')).map(([hash]) => hash)).toEqual(['a', 'b']);
  });

  it('keeps a plan a version’s snapshot names, and one uploaded again for the project', async () => {
    // A version made before the deletion holds the plan: restoring it needs the bytes.
    doc.getMap('versions').set('v-1', new Y.Map<unknown>([['snapshot', JSON.stringify({ files: [{ hash: B }] })]]));
    await deletePlanB();
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', null],
    ]);
    doc.getMap('versions').delete('v-1');
    await send();
    await compact();
    expect((await references('p-1'))[1]?.[1]).toBe('2026-03-02T09:00:00.000Z');

    // Its bytes sent again for this project (an import of the same plan): the mark is cleared, counted afresh.
    at(GRACE);
    await accounts.addBlob(B, 200, 'firm-1', 'p-1', QUOTA, clock.now);
    at(GRACE + HOUR);
    await edit('Gymnase');
    expect(await compact()).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', '2026-03-03T10:00:00.000Z'],
    ]);
  });

  /** The periodic pass, run by hand at the test's clock (its own timer never fires within a test). */
  const sweep = async () => {
    const pass = blobSweep({ accounts, log, graceMs: GRACE, intervalMs: 10 * GRACE, now: () => clock.now });
    try {
      return Object.fromEntries(await pass.run());
    } finally {
      await pass.close();
    }
  };

  it('a plan deleted through the sync server, nobody editing after: its last connection leaving compacts, and the periodic pass frees the firm’s usage at the end of the grace period', async () => {
    await compact();
    const sync = await startSync({
      access: new MemoryAccess().grant('claire', 'p-1', 'economiste'),
      log,
      onCompacted: blobPruner({ accounts, log, graceMs: GRACE, now: () => clock.now }),
    });
    try {
      const claire = connectClient({ url: sync.url, origin: sync.origin, projectId: 'p-1', token: 'claire' });
      try {
        await claire.synced;
        await waitFor(() => claire.doc.getMap('files').has('file-b'));
        at(HOUR);
        claire.doc.getMap('files').delete('file-b');
        await claire.settled();
      } finally {
        claire.destroy();
      }
      // Far fewer than the 500 updates of a compaction: the document's last connection leaving folds them, and the
      // compaction marks the reference (polled: the server unloads the document after the close reaches it).
      for (let tries = 0; ((await references('p-1'))[1]?.[1] ?? null) === null; tries += 1) {
        if (tries > 500) throw new Error('the reference was never marked');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await sync.close();
    }
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', '2026-03-02T10:00:00.000Z'],
    ]);
    at(HOUR + GRACE - 1);
    expect(await sweep()).toEqual({});
    expect(await accounts.firmUsage('firm-1')).toBe(300);
    at(HOUR + GRACE);
    expect(await sweep()).toEqual({ 'p-1': [B] });
    expect(await accounts.firmUsage('firm-1')).toBe(100);
    expect(await references('p-2')).toEqual([['a', null]]);
    // Idempotent: a second pass (another instance's) finds nothing more.
    expect(await sweep()).toEqual({});
  });

  it('the periodic pass keeps a plan whose deletion was undone within the grace period (the undo still in the log after the snapshot)', async () => {
    await deletePlanB();
    await compact();
    at(HOUR);
    undo.undo();
    await send();
    // Not compacted since: the undo is in the log after the snapshot, and the pass reads it there.
    at(2 * GRACE);
    expect(await sweep()).toEqual({});
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', null],
    ]);
    expect(await accounts.firmUsage('firm-1')).toBe(300);
  });

  it('catches up a prune a crash lost after the compaction’s commit, before or after the mark', async () => {
    await compact();
    // Crashed after the compaction's commit, before the mark: the snapshot's check is pending.
    await deletePlanB();
    await log.compact(DOCUMENT);
    expect(await log.pendingBlobChecks(10)).toEqual([DOCUMENT]);
    at(HOUR);
    expect(await sweep()).toEqual({});
    expect(await log.pendingBlobChecks(10)).toEqual([]);
    expect(await references('p-1')).toEqual([
      ['a', null],
      ['b', '2026-03-02T10:00:00.000Z'],
    ]);
    // Crashed after the mark, before the prune (the grace period over at the compaction): the pass prunes.
    at(HOUR + GRACE);
    await edit('Gymnase');
    const folded = await log.compact(DOCUMENT);
    await accounts.markBlobs('p-1', folded.folding?.referenced ?? new Set(), clock.now, new Date(T0.getTime() + HOUR));
    expect(await accounts.firmUsage('firm-1')).toBe(300);
    expect(await sweep()).toEqual({ 'p-1': [B] });
    expect(await accounts.firmUsage('firm-1')).toBe(100);
  });
});
