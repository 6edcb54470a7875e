/**
 * A revoked member, a lowered role and a deleted project reach the open connections, on every instance: the accounts'
 * API (server/accounts/handler.ts) tells the sync server, which tells every instance through PostgreSQL NOTIFY
 * (notices.ts). Run with one server, and with two over Redis when REDIS_URL_TEST is set (the API call is answered by
 * the first, the people are connected to the second). Needs PostgreSQL (DATABASE_URL_TEST).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as Y from 'yjs';
import { documentNameOf } from '../../src/domain/sharing/contract.ts';
import { createSharingAccess } from '../accounts/access.ts';
import { createAccountsHarness, dropTestSchemas, type AccountsHarness } from '../accounts/testing.ts';
import { SyncLog } from './log.ts';
import { SyncNotices } from './notices.ts';
import type { SyncServer } from './server.ts';
import {
  addMeasurement,
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
const schemas: string[] = [];
const cleanups: (() => unknown)[] = [];
const PROJECT = 'p-rev';

if (!url) {
  console.warn(
    'Sync revocation suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run server/sharing`.',
  );
}

/** Polls an asynchronous condition (every 20 ms), or fails after `timeoutMs`. */
async function waitForAsync(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('waitForAsync: timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How long after the API's answer a client got what it waited for. */
async function timed(since: number, condition: () => boolean) {
  await waitFor(condition, 20_000);
  return Date.now() - since;
}

async function setup(twoServers: boolean) {
  const hookErrors: unknown[] = [];
  // The API is served by the first instance: its hooks go to that instance's sync server.
  let first: SyncServer | null = null;
  // Muted: the API's changes reach the database but no notice is sent (one lost while an instance was not listening).
  const hooks = { muted: false };
  const tell = (work: (server: SyncServer) => Promise<void>) => {
    if (first && !hooks.muted) work(first).catch((error: unknown) => hookErrors.push(error));
  };
  const h: AccountsHarness = await createAccountsHarness({
    onProjectDeleted: (projectId) => tell((server) => server.onProjectDeleted(projectId)),
    onMembershipChanged: (projectId, personId, role) =>
      tell((server) => server.onMembershipChanged(projectId, personId, role)),
  });
  cleanups.push(() => h.dispose());
  const { log, schema } = await openTestLog(url ?? '');
  schemas.push(schema);
  const channel = `metr_sync_${schema}`;
  const access = createSharingAccess(h.store, () => h.clock.now);
  const redis = twoServers ? { url: redisUrl ?? '', prefix: redisPrefix() } : undefined;
  const instance = async () => {
    const ownLog = await SyncLog.open({ connectionString: url ?? '', schema });
    const notices = await SyncNotices.open({ connectionString: url ?? '', channel });
    const server = await startSync({ access, log: ownLog, notices, ...(redis ? { redis } : {}) });
    cleanups.push(
      () => ownLog.close(),
      () => notices.close(),
      () => server.close(),
    );
    return server;
  };
  const a = await instance();
  const b = twoServers ? await instance() : a;
  first = a.sync;
  cleanups.push(() => log.close());

  const owner = await h.signIn('owner@example.fr');
  await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet' } });
  await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: PROJECT, name: 'Projet' } });
  const member = async (email: string, role: string) => {
    await h.call('PUT', `/api/projects/${PROJECT}/members`, { cookie: owner, body: { email, role } });
    const cookie = await h.signIn(email);
    const id = (await h.store.personByEmailKey(email))?.id ?? '';
    return { cookie, id };
  };
  const tokenOf = async (cookie: string) => {
    const response = await h.call('POST', '/api/sync-token', { cookie, body: { projectId: PROJECT } });
    return ((await response.json()) as { token: string }).token;
  };
  const connect = (server: RunningSync, token: string, doc?: Y.Doc): TestClient => {
    const c = connectClient({
      url: server.url,
      origin: server.origin,
      projectId: PROJECT,
      token,
      ...(doc ? { doc } : {}),
    });
    cleanups.push(() => c.destroy());
    return c;
  };
  return { h, a, b, log, owner, member, tokenOf, connect, hookErrors, hooks, channel };
}

const modes = [
  { name: 'one server', twoServers: false },
  { name: 'two servers over Redis', twoServers: true },
] as const;

describe.skipIf(!url)('revocation, role change and deletion reach open connections (DATABASE_URL_TEST)', () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await dropTestSchemas();
    await dropLogSchemas(url, schemas);
  });

  describe.each(modes)('$name', ({ twoServers }) => {
    it.skipIf(twoServers && !redisUrl)(
      'closes a revoked member’s connection and makes a lowered one read-only, with a message each',
      { timeout: 60_000 },
      async () => {
        const { h, a, b, log, owner, member, tokenOf, connect, hookErrors } = await setup(twoServers);
        const m1 = await member('m1@example.fr', 'metreur');
        const m2 = await member('m2@example.fr', 'metreur');
        const ownerClient = connect(a, await tokenOf(owner));
        const m1Token = await tokenOf(m1.cookie);
        const m1Client = connect(b, m1Token);
        const m2Client = connect(b, await tokenOf(m2.cookie));
        await Promise.all([ownerClient.synced, m1Client.synced, m2Client.synced]);
        addMeasurement(m2Client.doc, 'by-m2-before');
        await waitFor(() => ownerClient.doc.getMap('measurements').has('by-m2-before'), 20_000);

        // Lowered to lecteur: the connection stays, read-only from now on, and says so.
        let since = Date.now();
        const lowered = await h.call('PUT', `/api/projects/${PROJECT}/members`, {
          cookie: owner,
          body: { email: 'm2@example.fr', role: 'lecteur' },
        });
        expect(lowered.status).toBe(200);
        const loweredMs = await timed(since, () =>
          m2Client.messages.some((m) => m.type === 'metr:role' && m.role === 'lecteur'),
        );
        expect(m2Client.messages.find((m) => m.type === 'metr:role' && m.role === 'lecteur')).toEqual({
          type: 'metr:role',
          role: 'lecteur',
          readOnly: true,
          message: expect.stringContaining('lecteur') as string,
        });
        addMeasurement(m2Client.doc, 'by-m2-after');
        await waitFor(
          () => m2Client.messages.some((m) => m.type === 'metr:refused' && m.reason === 'read-only'),
          20_000,
        );

        // Revoked: the connection is closed with its reason, and its message to show.
        since = Date.now();
        const revoked = await h.call('DELETE', `/api/projects/${PROJECT}/members/${m1.id}`, { cookie: owner });
        expect(revoked.status).toBe(200);
        const revokedMs = await timed(since, () => m1Client.closed === 'access-revoked');
        expect(m1Client.messages).toContainEqual({
          type: 'metr:closed',
          reason: 'access-revoked',
          message: expect.stringContaining('retiré') as string,
        });
        addMeasurement(m1Client.doc, 'by-m1-after');
        // The same token cannot open it again.
        const again = connect(b, m1Token);
        await waitFor(() => again.denied !== null, 20_000);
        expect(again.denied).toBe('no-access');

        // Nothing of theirs after the change reached anyone: the owner's next edit reaches the lecteur, theirs not.
        addMeasurement(ownerClient.doc, 'by-owner');
        await waitFor(() => m2Client.doc.getMap('measurements').has('by-owner'), 20_000);
        await ownerClient.settled();
        const stored = new Y.Doc();
        for (const update of (await log.load(documentNameOf(PROJECT))).updates) Y.applyUpdate(stored, update);
        expect([...stored.getMap('measurements').keys()].sort()).toEqual(['by-m2-before', 'by-owner']);
        expect(ownerClient.doc.getMap('measurements').has('by-m1-after')).toBe(false);
        expect(ownerClient.closed).toBeNull();
        expect(hookErrors).toEqual([]);
        console.info(
          `${twoServers ? 'two servers' : 'one server'}: lowered role seen after ${loweredMs} ms, revocation after ${revokedMs} ms`,
        );
      },
    );

    it.skipIf(twoServers && !redisUrl)(
      'closes every connection to a deleted project and removes its log',
      { timeout: 60_000 },
      async () => {
        const { h, a, b, log, owner, member, tokenOf, connect, hookErrors } = await setup(twoServers);
        const m1 = await member('m1@example.fr', 'lecteur');
        const ownerClient = connect(a, await tokenOf(owner));
        const onB = connect(b, await tokenOf(owner));
        const m1Client = connect(b, await tokenOf(m1.cookie));
        await Promise.all([ownerClient.synced, onB.synced, m1Client.synced]);
        for (let i = 0; i < 5; i++) addMeasurement(ownerClient.doc, `m-${i}`);
        await ownerClient.settled();
        await waitFor(() => m1Client.doc.getMap('measurements').size === 5, 20_000);
        expect((await log.load(documentNameOf(PROJECT))).updates.length).toBeGreaterThan(0);

        const since = Date.now();
        expect((await h.call('DELETE', `/api/projects/${PROJECT}`, { cookie: owner })).status).toBe(200);
        const closedMs = await timed(since, () =>
          [ownerClient, onB, m1Client].every((c) => c.closed === 'project-deleted'),
        );
        for (const c of [ownerClient, onB, m1Client]) {
          expect(c.messages).toContainEqual({
            type: 'metr:closed',
            reason: 'project-deleted',
            message: expect.stringContaining('supprimé') as string,
          });
          // Nothing lost locally: the browser keeps its copy.
          expect(c.doc.getMap('measurements').size).toBe(5);
        }
        await waitForAsync(async () => (await log.load(documentNameOf(PROJECT))).updates.length === 0, 20_000);
        expect(hookErrors).toEqual([]);
        console.info(
          `${twoServers ? 'two servers' : 'one server'}: deletion closed every connection after ${closedMs} ms`,
        );
      },
    );
  });

  it('catches up, when its listening connection comes back, what was revoked or lowered while it was down', async () => {
    const { h, a, owner, member, tokenOf, connect, hooks, channel } = await setup(false);
    const m1 = await member('m1@example.fr', 'metreur');
    const m2 = await member('m2@example.fr', 'metreur');
    const m1Client = connect(a, await tokenOf(m1.cookie));
    const m2Client = connect(a, await tokenOf(m2.cookie));
    await Promise.all([m1Client.synced, m2Client.synced]);

    // Both changed while no notice reaches this instance: nothing happens to the connections.
    hooks.muted = true;
    const revoked = await h.call('DELETE', `/api/projects/${PROJECT}/members/${m1.id}`, { cookie: owner });
    expect(revoked.status).toBe(200);
    const lowered = await h.call('PUT', `/api/projects/${PROJECT}/members`, {
      cookie: owner,
      body: { email: 'm2@example.fr', role: 'lecteur' },
    });
    expect(lowered.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([m1Client.closed, m2Client.messages.some((m) => m.type === 'metr:role' && m.role === 'lecteur')]).toEqual([
      null,
      false,
    ]);

    // The instance's listening connection drops (a PostgreSQL restart, a network blip) and is made again.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const { rowCount } = await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
      `LISTEN ${channel}`,
    ]);
    await db.end();
    expect(rowCount).toBe(1);
    await waitFor(() => m1Client.closed === 'access-revoked', 20_000);
    await waitFor(() => m2Client.messages.some((m) => m.type === 'metr:role' && m.role === 'lecteur'), 20_000);
    expect(m1Client.messages).toContainEqual(
      expect.objectContaining({ type: 'metr:closed', reason: 'access-revoked' }),
    );
  });
});
