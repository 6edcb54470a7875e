/**
 * A deleted account is erased from the shared documents (RGPD article 17): through the accounts' API (DELETE
 * /api/auth/me) to the sync server, against a real PostgreSQL. The person's entries stay, by « Ancien membre »
 * (FORMER_MEMBER); a connected colleague receives the rewrite; no stored byte of the document (its log and snapshot)
 * names them afterwards; and a deletion whose erasure never ran (a crash after the commit) is finished at start-up.
 * `bash scripts/with-postgres.sh npx vitest run server/sharing/erasure.test.ts`.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type * as Y from 'yjs';
import { documentNameOf, FORMER_MEMBER } from '../../src/domain/sharing/contract.ts';
import { readRow, readTable, writeRow } from '../../src/domain/sharing/document.ts';
import type { DocumentRows } from '../../src/domain/sharing/layout.ts';
import { createSharingAccess } from '../accounts/access.ts';
import { createAccountsHarness, dropTestSchemas, type AccountsHarness } from '../accounts/testing.ts';
import type { PendingErasure } from '../accounts/store.ts';
import { erasureRetries, finishErasure, resumeErasures } from './erasure.ts';
import {
  connectClient,
  dropLogSchemas,
  openTestLog,
  redisPrefix,
  startSync,
  waitFor,
  type RunningSync,
  type TestClient,
} from './testing.ts';

const url = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
const PROJECT = 'p-ecole';
const DOCUMENT = documentNameOf(PROJECT);
const CLAIRE = 'claire.martin@cabinet-durand.fr';
const OWNER = 'paul.durand@cabinet-durand.fr';
/** Claire's local profile id (her browser's), which her journal entries and versions carry as `by`. */
const CLAIRE_AUTHOR = '0f6c8a52-claire-browser';
const OWNER_AUTHOR = '7d1e3b90-paul-browser';

const cleanups: (() => unknown)[] = [];
const schemas: string[] = [];

/** A journal entry as the bridge writes it (src/db/sharing/bridge.ts): a row map of its fields. */
function journalEntry(id: string, by: string, changes: unknown[]): DocumentRows['journal'] {
  return {
    id,
    projectId: PROJECT,
    scope: `project:${PROJECT}`,
    seq: 1,
    at: '2026-12-01T08:00:00.000Z',
    by,
    type: 'updateProject',
    changes,
  } as unknown as DocumentRows['journal'];
}

async function setup(options: { eraseOnDeletion: boolean; redis?: { url: string; prefix: string } }) {
  let running: RunningSync | null = null;
  const erasures: Promise<void>[] = [];
  const h: AccountsHarness = await createAccountsHarness({
    onMembershipChanged: (projectId, personId, role) =>
      void running?.sync.onMembershipChanged(projectId, personId, role),
    // Off: the process died right after the deletion's commit (the erasure never ran).
    onAccountDeleted: (erasure: PendingErasure) => {
      if (options.eraseOnDeletion && running) erasures.push(finishErasure(h.store, running.sync, erasure));
    },
  });
  cleanups.push(() => h.dispose());
  const { log, schema } = await openTestLog(url ?? '');
  schemas.push(schema);
  cleanups.push(() => log.close());
  const access = createSharingAccess(h.store, () => h.clock.now);
  const start = async () => {
    running = await startSync({ access, log, ...(options.redis ? { redis: options.redis } : {}) });
    cleanups.push(() => running?.close());
    return running;
  };
  const server = await start();
  // With Redis, a second instance: the colleague is connected there, the deletion is handled by the first.
  const other = options.redis ? await startSync({ access, log, redis: options.redis }) : null;
  if (other) cleanups.push(() => other.close());

  const owner = await h.signIn(OWNER);
  await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet Durand' } });
  await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: PROJECT, name: 'École Jaurès' } });
  await h.call('PUT', `/api/projects/${PROJECT}/members`, {
    cookie: owner,
    body: { email: CLAIRE, role: 'economiste' },
  });
  const claire = await h.signIn(CLAIRE);
  const claireId = (await h.store.personByEmailKey(CLAIRE))?.id ?? '';
  const tokenOf = async (cookie: string) => {
    const response = await h.call('POST', '/api/sync-token', { cookie, body: { projectId: PROJECT } });
    return ((await response.json()) as { token: string }).token;
  };
  const connect = async (cookie: string, on: RunningSync | null = null): Promise<TestClient> => {
    const s = on ?? running ?? server;
    const client = connectClient({ url: s.url, origin: s.origin, projectId: PROJECT, token: await tokenOf(cookie) });
    cleanups.push(() => client.destroy());
    await client.synced;
    return client;
  };

  /** Every byte stored for the document (its log's rows and its snapshot), as text to search. */
  const storedText = async () => {
    const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await db.connect();
    try {
      const updates = await db.query<{ update: Buffer }>('SELECT update FROM sync_updates WHERE document = $1', [
        DOCUMENT,
      ]);
      const snapshots = await db.query<{ state: Buffer }>('SELECT state FROM sync_snapshots WHERE document = $1', [
        DOCUMENT,
      ]);
      const authors = await db.query<{ count: string }>(
        'SELECT count(*) AS count FROM sync_authors WHERE person_id = $1',
        [claireId],
      );
      const bytes = [...updates.rows.map((r) => r.update), ...snapshots.rows.map((r) => r.state)];
      return { text: Buffer.concat(bytes).toString('latin1'), authorRows: Number(authors.rows[0]?.count ?? 0) };
    } finally {
      await db.end();
    }
  };

  /** Claire's work in the project: she marked it shared by her, a journal entry about it, a version; Paul one entry. */
  const work = async (claireClient: TestClient, ownerClient: TestClient) => {
    const project = { id: PROJECT, name: 'École Jaurès', sharing: { since: '2026-12-01T08:00:00.000Z', by: claireId } };
    claireClient.doc.transact(() => {
      writeRow(claireClient.doc, 'project', project as unknown as DocumentRows['project']);
      writeRow(
        claireClient.doc,
        'journal',
        journalEntry('e-claire', CLAIRE_AUTHOR, [{ table: 'projects', before: null, after: project }]),
      );
      writeRow(claireClient.doc, 'versions', {
        id: 'v-1',
        projectId: PROJECT,
        name: 'Indice A',
        createdAt: '2026-12-01T08:01:00.000Z',
        by: CLAIRE_AUTHOR,
        snapshot: { sheets: [], measurements: [] },
      } as unknown as DocumentRows['versions']);
    });
    writeRow(ownerClient.doc, 'journal', journalEntry('e-paul', OWNER_AUTHOR, []));
    await Promise.all([claireClient.settled(), ownerClient.settled()]);
    await waitFor(() => ownerClient.doc.getMap('journal').size === 2 && claireClient.doc.getMap('journal').size === 2);
  };

  const deleteClaire = async () => {
    const answer = await h.call('DELETE', '/api/auth/me', { cookie: claire, body: { email: CLAIRE } });
    expect(answer.status).toBe(200);
    await Promise.all(erasures);
  };

  return { h, log, owner, claire, claireId, connect, storedText, work, deleteClaire, start, other, server };
}

/** What names Claire in a document's rows, and that her entries are still there. */
function expectErased(doc: Y.Doc, claireId: string) {
  const journal = readTable(doc, 'journal');
  expect(journal.map((e) => [e.id, e.by])).toEqual([
    ['e-claire', FORMER_MEMBER],
    ['e-paul', OWNER_AUTHOR],
  ]);
  expect(JSON.stringify(journal)).not.toContain(claireId);
  expect(readRow(doc, 'versions', 'v-1')).toMatchObject({ name: 'Indice A', by: FORMER_MEMBER });
  expect(readRow(doc, 'project', PROJECT)?.sharing?.by).toBe(FORMER_MEMBER);
}

describe.skipIf(!url)('a deleted account is erased from the shared documents (DATABASE_URL_TEST)', () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await dropTestSchemas();
    await dropLogSchemas(url, schemas);
  });

  it('rewrites her entries to « Ancien membre » for a connected colleague, and no stored byte names her', async () => {
    const { h, owner, claire, claireId, connect, storedText, work, deleteClaire } = await setup({
      eraseOnDeletion: true,
    });
    const ownerClient = await connect(owner);
    const claireClient = await connect(claire);
    await work(claireClient, ownerClient);
    const before = await storedText();
    // What the erasure must remove is there first (the search finds it).
    expect(before.text).toContain(CLAIRE_AUTHOR);
    expect(before.text).toContain(claireId);
    expect(before.authorRows).toBe(1);

    await deleteClaire();

    // Paul, connected all along, received the rewrite: the entries are kept, by « Ancien membre ».
    await waitFor(() => readRow(ownerClient.doc, 'versions', 'v-1')?.by === FORMER_MEMBER);
    expectErased(ownerClient.doc, claireId);
    const after = await storedText();
    expect(after.text).not.toContain(CLAIRE_AUTHOR);
    expect(after.text).not.toContain(claireId);
    expect(after.text).toContain(OWNER_AUTHOR);
    expect(after.text).toContain('Indice A');
    expect(after.authorRows).toBe(0);
    expect(await h.store.pendingErasures()).toEqual([]);

    // A colleague's device arriving later gets the rewritten document.
    const late = await connect(owner);
    expectErased(late.doc, claireId);
  });

  it('finishes at start-up an erasure a crash left pending, the document loaded by nobody', async () => {
    const { h, owner, claire, claireId, connect, storedText, work, deleteClaire, start } = await setup({
      eraseOnDeletion: false,
    });
    const ownerClient = await connect(owner);
    const claireClient = await connect(claire);
    await work(claireClient, ownerClient);
    ownerClient.destroy();
    await deleteClaire();
    // The account is gone, the erasure never ran: it is recorded, and the document still names her.
    expect(await h.store.personByEmailKey(CLAIRE)).toBeUndefined();
    expect(await h.store.pendingErasures()).toEqual([
      { personId: claireId, leftProjects: [PROJECT], deletedProjects: [] },
    ]);
    expect((await storedText()).text).toContain(CLAIRE_AUTHOR);

    // The next start: a new server over the same log finishes it.
    const restarted = await start();
    const errors: unknown[] = [];
    expect(await resumeErasures(h.store, restarted.sync, (_what, error) => errors.push(error))).toBe(1);
    expect(errors).toEqual([]);
    expect(await h.store.pendingErasures()).toEqual([]);
    const after = await storedText();
    expect(after.text).not.toContain(CLAIRE_AUTHOR);
    expect(after.text).not.toContain(claireId);
    expect(after.authorRows).toBe(0);
    const reopened = await connect(owner);
    expectErased(reopened.doc, claireId);
    // Nothing left to do: a second start changes nothing.
    expect(await resumeErasures(h.store, restarted.sync, (_what, error) => errors.push(error))).toBe(0);
  });

  it('tries again, while the server runs, an erasure the sync server failed', async () => {
    const { h, owner, claire, claireId, connect, storedText, work, deleteClaire, server } = await setup({
      eraseOnDeletion: false,
    });
    const ownerClient = await connect(owner);
    const claireClient = await connect(claire);
    await work(claireClient, ownerClient);
    await deleteClaire();
    const [erasure] = await h.store.pendingErasures();
    if (!erasure) throw new Error('no pending erasure');
    // The sync server fails the first time (a PostgreSQL blip), then works.
    let failures = 1;
    const flaky = {
      erasePerson: (e: PendingErasure) =>
        failures-- > 0 ? Promise.reject(new Error('sync server unavailable')) : server.sync.erasePerson(e),
    };
    const errors: string[] = [];
    const retries = erasureRetries(h.store, flaky, { onError: (what) => errors.push(what), firstDelayMs: 50 });
    cleanups.push(() => retries.close());
    await retries.finish(erasure);
    expect(errors).toEqual(['erasure not finished']);
    expect(await h.store.pendingErasures()).toEqual([erasure]);
    // No restart: the timer's pass finishes it, and the colleague connected receives it.
    await waitFor(() => readRow(ownerClient.doc, 'versions', 'v-1')?.by === FORMER_MEMBER);
    let left = [erasure];
    while (left.length) left = await h.store.pendingErasures();
    expect(failures).toBe(-1);
    expectErased(ownerClient.doc, claireId);
    const after = await storedText();
    expect(after.text).not.toContain(CLAIRE_AUTHOR);
    expect(after.authorRows).toBe(0);
  });

  it.skipIf(!redisUrl)('reaches a colleague connected to another instance, through Redis', async () => {
    const { owner, claire, claireId, connect, storedText, work, deleteClaire, other } = await setup({
      eraseOnDeletion: true,
      redis: { url: redisUrl ?? '', prefix: redisPrefix() },
    });
    const ownerClient = await connect(owner, other);
    const claireClient = await connect(claire);
    await work(claireClient, ownerClient);
    await deleteClaire();
    await waitFor(() => readRow(ownerClient.doc, 'versions', 'v-1')?.by === FORMER_MEMBER);
    expectErased(ownerClient.doc, claireId);
    const after = await storedText();
    expect(after.text).not.toContain(CLAIRE_AUTHOR);
    expect(after.text).not.toContain(claireId);
  });
});
