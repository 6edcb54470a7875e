/**
 * The browser's sync session against the real sync server (server/sharing, over ws with the page's Origin) and a
 * real PostgreSQL (DATABASE_URL_TEST: `bash scripts/with-postgres.sh npx vitest run src/db/sharing/session.test.ts`),
 * each browser's database on fake-indexeddb: the first browser seeds, the second receives the project it did not
 * have, roles, a revoked access, a refused token, presence, per-person undo, and the conflicts' sync marks.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ProjectRole } from '../../domain/sharing/contract';
import {
  MemoryAccess,
  openTestLog,
  startSync,
  waitFor,
  webSocketWithOrigin,
  type RunningSync,
} from '../../../server/sharing/testing';
import type { MetrDatabase } from '../schema';
import { projectLibraryRepository } from '../library/projectLibraries';
import { IDBFactory } from 'fake-indexeddb';
import { BY, closeTestDatabases, fillWorkspace, testDatabase } from '../testing/database';
import { projectScope } from '../workspace/scopes';
import { fillEveryTable } from '../testing/everyTable';
import { SharingApiError, type SharingApi, type SharingApiFailure } from './api';
import type { MovedProject } from './moved';
import { closedNotice, parseServerMessage, SyncSession, type SyncSessionState } from './session';

const url = process.env.DATABASE_URL_TEST;
const schemas: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

if (!url) {
  console.warn(
    'Sync session suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run src/db/sharing/session.test.ts`.',
  );
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  closeTestDatabases();
});

afterAll(async () => {
  if (!url || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

/** The accounts API as the session needs it: a token per person, or a failure the test sets. */
class FakeApi implements Pick<SharingApi, 'syncToken'> {
  failure: SharingApiFailure | null = null;
  /** Tokens to hand out first (a stale one the server refuses), then the person's own. */
  readonly queue: string[] = [];
  calls = 0;
  constructor(
    private readonly token: string,
    /** The role the accounts answer with the token (an économiste may change it between two connections). */
    public role: ProjectRole,
  ) {}
  syncToken() {
    this.calls += 1;
    if (this.failure) return Promise.reject(new SharingApiError(this.failure));
    return Promise.resolve({ token: this.queue.shift() ?? this.token, role: this.role });
  }
}

async function server(limits?: Parameters<typeof startSync>[0]['limits']): Promise<{
  sync: RunningSync;
  access: MemoryAccess;
}> {
  const { log, schema } = await openTestLog(url ?? '');
  schemas.push(schema);
  const access = new MemoryAccess();
  const sync = await startSync({ access, log, ...(limits ? { limits } : {}) });
  cleanups.push(
    () => log.close(),
    () => sync.close(),
  );
  return { sync, access };
}

/** Each browser's IndexedDB: the app's database and the documents y-indexeddb keeps (it opens the global one). */
const factories = new WeakMap<MetrDatabase, IDBFactory>();
function browser(name: string): MetrDatabase {
  const factory = new IDBFactory();
  const db = testDatabase({ name, factory });
  factories.set(db, factory);
  return db;
}

async function session(
  sync: RunningSync,
  db: MetrDatabase,
  options: {
    projectId: string;
    person: string;
    api: FakeApi;
    seed?: boolean;
    /** The provider's reconnection delays (ms); 50–200 unless said. */
    delays?: { min: number; max: number };
    /** Replaces the WebSocket the session opens (a network that is down). */
    WebSocketPolyfill?: unknown;
    onlineEvents?: EventTarget;
  },
): Promise<SyncSession> {
  const global = globalThis.indexedDB;
  globalThis.indexedDB = factories.get(db) ?? global;
  const opening = SyncSession.open(db, {
    projectId: options.projectId,
    person: { id: options.person, name: options.person === 'camille' ? 'Camille Martin' : 'Dominique Roy' },
    seed: options.seed ?? false,
    url: sync.url,
    api: options.api,
    WebSocketPolyfill: options.WebSocketPolyfill ?? webSocketWithOrigin(sync.origin),
    delays: options.delays ?? { min: 50, max: 200 },
    onlineEvents: options.onlineEvents ?? null,
  });
  // y-indexeddb opened its database synchronously, in the constructor.
  globalThis.indexedDB = global;
  const opened = await opening;
  cleanups.push(() => opened.close());
  return opened;
}

function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** Polls an asynchronous condition (waitFor's is synchronous). */
async function eventually(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('eventually: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const until = (s: SyncSession, check: (state: SyncSessionState) => boolean) => waitFor(() => check(s.state), 10_000);

describe('parseServerMessage', () => {
  it('reads the server’s role and refusal messages, and nothing else', () => {
    expect(parseServerMessage('{"type":"metr:role","role":"lecteur","readOnly":true}')).toEqual({
      type: 'metr:role',
      role: 'lecteur',
      readOnly: true,
    });
    expect(parseServerMessage('{"type":"metr:refused","reason":"price-field","message":"x"}')?.type).toBe(
      'metr:refused',
    );
    expect(
      parseServerMessage('{"type":"metr:role","role":"metreur","readOnly":false,"message":"Votre rôle…"}'),
    ).toMatchObject({ role: 'metreur', message: 'Votre rôle…' });
    expect(parseServerMessage('{"type":"metr:closed","reason":"access-revoked","message":"x"}')).toEqual({
      type: 'metr:closed',
      reason: 'access-revoked',
      message: 'x',
    });
    expect(parseServerMessage('{"type":"metr:closed","message":"x"}')).toBeNull();
    expect(parseServerMessage('{"type":"metr:role","role":"admin"}')).toBeNull();
    expect(parseServerMessage('{"type":"other"}')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
  });
});

describe('closedNotice', () => {
  it('ends the session for an access or a project gone, and lets it reconnect otherwise', () => {
    expect(closedNotice('access-revoked')).toBe('revoked');
    expect(closedNotice('no-access')).toBe('revoked');
    expect(closedNotice('project-deleted')).toBe('deleted');
    expect(closedNotice('unknown-document')).toBe('deleted');
    expect(closedNotice('unavailable')).toBeNull();
    expect(closedNotice('anything else')).toBeNull();
  });
});

/** Waits a while (several reconnection delays of the tests' sessions) and says nothing happened meanwhile. */
const quietly = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('SyncSession with the sync server', () => {
  it('seeds from the browser that shared, and brings the project to a browser that did not have it', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');

    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced' && s.hasSynced);
    expect(a.state).toMatchObject({ role: 'economiste', isReadOnly: false, canEditPrices: true, notices: [] });

    expect(await dbB.projects.get(project.id)).toBeUndefined();
    const b = await session(sync, dbB, {
      projectId: project.id,
      person: 'dominique',
      api: new FakeApi('tok-b', 'metreur'),
    });
    await until(b, (s) => s.hasProject && s.connection === 'synced');
    await b.settled();
    expect((await dbB.projects.get(project.id))?.name).toBe('Groupe scolaire');
    expect(await dbB.measurements.where('projectId').equals(project.id).count()).toBe(measurements.length);
    expect(b.state).toMatchObject({ role: 'metreur', isReadOnly: false, canEditPrices: false });

    // A colleague's change arrives in Dexie; this person's own reaches the server and its conflicts' marks clear.
    const id = first(measurements).id;
    await dbA.measurements.update(id, { label: 'Portes R+1' });
    await a.settled();
    await until(a, (s) => s.connection === 'synced');
    expect(a.shared.bridge.conflicts.pendingCount).toBe(0);
    await waitFor(() => b.shared.doc.getMap('measurements').size > 0);
    await until(b, () => true);
    await eventually(async () => (await dbB.measurements.get(id))?.label === 'Portes R+1');
  });

  it('undoes only this person’s step, never a colleague’s', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'economiste', 'dominique');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    const b = await session(sync, dbB, {
      projectId: project.id,
      person: 'dominique',
      api: new FakeApi('tok-b', 'economiste'),
    });
    await until(b, (s) => s.hasProject && s.connection === 'synced');
    await b.settled();

    const m1 = first(measurements);
    const m2 = first(measurements.slice(1));
    await dbA.measurements.update(m1.id, { label: 'Camille' });
    await a.settled();
    await until(a, (s) => s.canUndo);
    await dbB.measurements.update(m2.id, { label: 'Dominique' });
    await b.settled();
    await waitFor(
      () =>
        (a.shared.doc.getMap('measurements').get(m2.id) as { get(k: string): unknown } | undefined)?.get('label') ===
        'Dominique',
    );

    expect(a.topEntries('undo')).not.toBeNull();
    await a.undo();
    expect((await dbA.measurements.get(m1.id))?.label).toBe(m1.label);
    await eventually(async () => (await dbA.measurements.get(m2.id))?.label === 'Dominique');
    expect(a.state.canRedo).toBe(true);
    await a.redo();
    expect((await dbA.measurements.get(m1.id))?.label).toBe('Camille');
  });

  it('says read-only for a lecteur, and who is where', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project, sheets } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'lecteur', 'dominique');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    const b = await session(sync, dbB, {
      projectId: project.id,
      person: 'dominique',
      api: new FakeApi('tok-b', 'lecteur'),
    });
    await until(b, (s) => s.hasProject && s.role === 'lecteur');
    expect(b.state.isReadOnly).toBe(true);
    expect(b.state.notices).toEqual([{ kind: 'readOnly' }]);

    a.setSheet({ id: first(sheets).id, name: 'RDC' });
    await until(b, (s) => s.people.some((p) => p.id === 'camille' && p.sheetName === 'RDC'));
    expect(b.state.people.map((p) => [p.name, p.isYou])).toEqual([
      ['Dominique Roy', true],
      ['Camille Martin', false],
    ]);
    a.setSheet(null);
    await until(b, (s) => s.people.some((p) => p.id === 'camille' && p.sheetId === null));
  });

  it('turns read-only with a notice when the access is revoked, and asks again for a refused token', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');

    // A stale token first: refused once, the session asks for a new one and connects.
    const api = new FakeApi('tok-a', 'economiste');
    api.queue.push('expired');
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'synced');
    expect(api.calls).toBe(2);
    expect(a.state.notices).toEqual([]);

    // The server's accounts no longer know the person on this project: read-only, said, nothing deleted.
    api.failure = 'noAccess';
    const other = await session(sync, browser('again'), {
      projectId: project.id,
      person: 'camille',
      api,
    });
    await until(other, (s) => s.notices.some((n) => n.kind === 'revoked'));
    expect(other.state.isReadOnly).toBe(true);

    // Refused twice with fresh tokens (revoked between the token and the connection): the same.
    const twice = new FakeApi('nobody', 'economiste');
    const third = await session(sync, browser('third'), {
      projectId: project.id,
      person: 'camille',
      api: twice,
    });
    await until(third, (s) => s.notices.some((n) => n.kind === 'revoked'));
    expect(twice.calls).toBe(2);
  });

  it('is offline while no token can be had, and connects when it can', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');
    const api = new FakeApi('tok-a', 'economiste');
    api.failure = 'offline';
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'offline');
    // Work goes on: the edit is in the document kept here, counted as waiting.
    await dbA.measurements.update(first(measurements).id, { label: 'Hors ligne' });
    await a.settled();
    await until(a, (s) => s.pending > 0);
    api.failure = null;
    await until(a, (s) => s.connection === 'synced' && s.pending === 0);
  });

  it('connects as soon as the device says it is back online, not at the provider’s next try', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');
    // The network is down: every socket is refused (nothing listens on port 1).
    let networkDown = true;
    const Reaching = webSocketWithOrigin(sync.origin);
    const Socket = class extends Reaching {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(networkDown ? 'ws://127.0.0.1:1' : address, protocols);
      }
    };
    const device = new EventTarget();
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
      // The provider's next try a minute away, as after a long outage (its delays grow to 30 s).
      delays: { min: 60_000, max: 60_000 },
      WebSocketPolyfill: Socket,
      onlineEvents: device,
    });
    await until(a, (s) => s.connection === 'offline');
    await dbA.measurements.update(first(measurements).id, { label: 'Hors ligne' });
    await a.settled();
    await until(a, (s) => s.pending > 0);
    networkDown = false;
    device.dispatchEvent(new Event('online'));
    await until(a, (s) => s.connection === 'synced' && s.pending === 0);
  });

  it('names the article whose price the server put back for a métreur', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project } = await fillEveryTable(dbA);
    await projectLibraryRepository(dbA).setUsed(project.id, 'library-2', true);
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    const items = a.shared.doc.getMap('libraryItems');
    expect(items.size).toBeGreaterThan(0);
    const b = await session(sync, dbB, {
      projectId: project.id,
      person: 'dominique',
      api: new FakeApi('tok-b', 'metreur'),
    });
    await until(b, (s) => s.hasProject && s.connection === 'synced');
    await b.settled();
    const itemId = first([...items.keys()]);
    const before = (await dbB.table('libraryItems').get(itemId)) as { prix_unitaire: number };
    await dbB.table('libraryItems').update(itemId, { prix_unitaire: before.prix_unitaire + 1 });
    await until(b, (s) => s.notices.some((n) => n.kind === 'refusedPrice'));
    expect(b.state.notices).toContainEqual({ kind: 'refusedPrice', itemId });
  });
  it('turns read-only when the server closes for a revoked access, keeps the work, and does not reconnect', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'metreur', 'camille');
    const api = new FakeApi('tok-a', 'metreur');
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'synced');
    await dbA.measurements.update(first(measurements).id, { label: 'Gardé' });
    await a.settled();
    await until(a, (s) => s.connection === 'synced');

    const calls = api.calls;
    access.revoke('tok-a');
    await sync.sync.onMembershipChanged(project.id, 'camille', null);
    await until(a, (s) => s.notices.some((n) => n.kind === 'revoked'));
    expect(a.state).toMatchObject({ isReadOnly: true, canEditPrices: false, connection: 'offline', people: [] });
    expect(a.state.notices).toEqual([{ kind: 'revoked' }]);
    await quietly();
    // No new token asked, no new connection: the close is final.
    expect(api.calls).toBe(calls);
    expect(a.state.notices).toEqual([{ kind: 'revoked' }]);
    expect((await dbA.measurements.get(first(measurements).id))?.label).toBe('Gardé');
  });

  it('says the project was deleted on the server, keeps its copy here, and does not reconnect', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    const api = new FakeApi('tok-b', 'metreur');
    const b = await session(sync, dbB, { projectId: project.id, person: 'dominique', api });
    await until(b, (s) => s.hasProject && s.connection === 'synced');
    await b.settled();

    const calls = api.calls;
    await sync.sync.onProjectDeleted(project.id);
    await until(b, (s) => s.notices.some((n) => n.kind === 'deleted'));
    await until(a, (s) => s.notices.some((n) => n.kind === 'deleted'));
    expect(b.state).toMatchObject({ isReadOnly: true, connection: 'offline', notices: [{ kind: 'deleted' }] });
    await quietly();
    expect(api.calls).toBe(calls);
    // The copy here is whole: it can still be read and exported.
    expect((await dbB.projects.get(project.id))?.name).toBe('Groupe scolaire');
    expect(await dbB.measurements.where('projectId').equals(project.id).count()).toBe(measurements.length);
  });

  it('says « deleted », not « revoked », to a member who comes back after the project was deleted', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project, measurements } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');
    const api = new FakeApi('tok-a', 'economiste');
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'synced');
    await a.close();

    // Deleted while this browser was away: the accounts answer the token with `project_deleted`.
    await sync.sync.onProjectDeleted(project.id);
    api.failure = 'projectDeleted';
    const back = await session(sync, dbA, { projectId: project.id, person: 'camille', api });
    await until(back, (s) => s.notices.length > 0);
    expect(back.state).toMatchObject({ isReadOnly: true, connection: 'offline', notices: [{ kind: 'deleted' }] });
    const calls = api.calls;
    await quietly();
    expect(api.calls).toBe(calls);
    expect(await dbA.measurements.where('projectId').equals(project.id).count()).toBe(measurements.length);
  });

  it('stops after a change the server refuses as too large, and goes on as an unshared project, nothing lost', async () => {
    const { sync, access } = await server({ maxMessageBytes: 64_000 });
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project, measurements } = await fillWorkspace(dbA);
    await dbA.projects.update(project.id, { sharing: { since: '2026-11-30T09:00:00.000Z', by: 'camille' } });
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');
    const api = new FakeApi('tok-a', 'economiste');
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'synced');
    const b = await session(sync, dbB, {
      projectId: project.id,
      person: 'dominique',
      api: new FakeApi('tok-b', 'metreur'),
    });
    await until(b, (s) => s.hasProject && s.connection === 'synced');

    // One change over the server's message limit: refused, said, and the session stops (no sending it again).
    const huge = 'x'.repeat(100_000);
    await dbA.projects.update(project.id, { client: huge });
    await until(a, (s) => s.notices.some((n) => n.kind === 'refusedUnreadable'));
    expect(a.state).toMatchObject({ isReadOnly: true, connection: 'offline' });
    const calls = api.calls;
    await quietly();
    expect(api.calls).toBe(calls);
    // The colleague never got it; the change is still here.
    await b.settled();
    expect((await dbB.projects.get(project.id))?.client).toBe('Ville de Lyon');
    expect((await dbA.projects.get(project.id))?.client).toBe(huge);

    // Kept as an unshared project: every row stays, the refused change too; the kept document is forgotten.
    const factory = factories.get(dbA);
    const kept = async () => (await factory?.databases())?.some((d) => d.name?.startsWith('metr-sharing:')) ?? false;
    expect(await kept()).toBe(true);
    // y-indexeddb deletes from the global IndexedDB: this browser's, as when it opened.
    const global = globalThis.indexedDB;
    globalThis.indexedDB = factory ?? global;
    let moved: MovedProject | null = null;
    let told: MovedProject | null = null;
    try {
      moved = await a.keepUnshared({ by: 'user-camille', onMoved: (m) => (told = m) });
    } finally {
      globalThis.indexedDB = global;
    }
    if (!moved) throw new Error('not moved');
    expect(told).toEqual(moved);
    // The copy has a new identity here: the team's id is free again in this browser.
    expect(moved.to).not.toBe(project.id);
    expect(await dbA.projects.get(project.id)).toBeUndefined();
    const row = await dbA.projects.get(moved.to);
    expect(row?.sharing).toBeUndefined();
    expect(row?.client).toBe(huge);
    const copied = await dbA.measurements.where('projectId').equals(moved.to).toArray();
    expect(copied.map((m) => m.label).sort()).toEqual(measurements.map((m) => m.label).sort());
    expect(copied.filter((m) => measurements.some((t) => t.id === m.id))).toEqual([]);
    expect(await kept()).toBe(false);
    // The team's project is as the server had it: the colleague still works on it, the row still shared there.
    const teamRows = async () => ({
      project: await dbB.projects.get(project.id),
      measurements: await dbB.measurements.where('projectId').equals(project.id).sortBy('id'),
    });
    const team = await teamRows();
    expect(team.project?.sharing).toMatchObject({ by: 'camille' });
    expect(team.measurements.map((m) => m.id).sort()).toEqual(measurements.map((m) => m.id).sort());
    expect(b.state.connection).toBe('synced');

    // Shared again (the field the server refused put right first): a new team project, its own document, which the
    // colleague receives beside the team's, neither touching the other.
    const to = moved.to;
    await dbA.projects.update(to, {
      client: 'Ville de Lyon',
      sharing: { since: '2026-11-30T10:00:00.000Z', by: 'camille' },
    });
    access.grant('tok-a2', to, 'economiste', 'camille').grant('tok-b2', to, 'metreur', 'dominique');
    const again = await session(sync, dbA, {
      projectId: to,
      person: 'camille',
      api: new FakeApi('tok-a2', 'economiste'),
      seed: true,
    });
    await until(again, (s) => s.connection === 'synced');
    expect(again.state.notices).toEqual([]);
    const b2 = await session(sync, dbB, { projectId: to, person: 'dominique', api: new FakeApi('tok-b2', 'metreur') });
    await until(b2, (s) => s.hasProject && s.connection === 'synced');
    await b2.settled();
    await eventually(
      async () => (await dbB.measurements.where('projectId').equals(to).count()) === measurements.length,
    );
    expect((await dbB.projects.get(to))?.name).toBe(project.name);
    // The team's project is untouched, in the colleague's browser and on the server.
    await b.settled();
    expect(await teamRows()).toEqual(team);
    expect(b.state.connection).toBe('synced');
    // A change in the new project reaches the colleague there, and only there.
    const first = copied[0];
    if (!first) throw new Error('no measurement');
    await dbA.measurements.update(first.id, { label: 'Prises (copie)' });
    await eventually(async () => (await dbB.measurements.get(first.id))?.label === 'Prises (copie)');
    expect(await teamRows()).toEqual(team);
  });

  it('stops after a step the server refuses as another member’s (a forged author), told why, nothing lost', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const dbB = browser('dominique');
    const { project } = await fillWorkspace(dbA);
    await dbA.projects.update(project.id, { sharing: { since: '2026-11-30T09:00:00.000Z', by: 'camille' } });
    access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    const apiB = new FakeApi('tok-b', 'metreur');
    const b = await session(sync, dbB, { projectId: project.id, person: 'dominique', api: apiB });
    await until(b, (s) => s.hasProject && s.connection === 'synced');
    // Synced is the document's state: the journal reaches this browser's tables a little later (CI read it empty).
    await b.settled();
    const journalOfB = () => dbB.journal.where('scope').equals(projectScope(project.id)).toArray();
    await eventually(async () => (await journalOfB()).length > 0);
    const theirs = first(await journalOfB());
    expect(theirs.by).toBe(BY);

    // A step written in this browser under Camille's author id (which the server recorded as hers at the seed).
    await dbB.journal.add({ ...theirs, id: 'forged-step', seq: theirs.seq + 1000 });
    await until(b, (s) => s.notices.some((n) => n.kind === 'refusedAuthor'));
    expect(b.state).toMatchObject({ isReadOnly: true, connection: 'offline' });
    const calls = apiB.calls;
    await quietly();
    expect(apiB.calls).toBe(calls);
    // Camille never got it; the step is still in this browser.
    await a.settled();
    expect(await dbA.journal.get('forged-step')).toBeUndefined();
    expect((await dbB.journal.get('forged-step'))?.by).toBe(BY);
  });

  it('says a role changed while connected, and follows it at once', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');
    const a = await session(sync, dbA, {
      projectId: project.id,
      person: 'camille',
      api: new FakeApi('tok-a', 'economiste'),
      seed: true,
    });
    await until(a, (s) => s.connection === 'synced');
    expect(a.state).toMatchObject({ role: 'economiste', canEditPrices: true, notices: [] });

    await sync.sync.onMembershipChanged(project.id, 'camille', 'metreur');
    await until(a, (s) => s.role === 'metreur');
    expect(a.state).toMatchObject({ isReadOnly: false, canEditPrices: false });
    expect(a.state.notices).toEqual([{ kind: 'roleChanged', role: 'metreur' }]);

    // Lowered to lecteur: read-only, said once (the change's notice says it, not a second « Lecture seule »).
    await sync.sync.onMembershipChanged(project.id, 'camille', 'lecteur');
    await until(a, (s) => s.role === 'lecteur');
    expect(a.state).toMatchObject({ isReadOnly: true, canEditPrices: false });
    expect(a.state.notices).toEqual([{ kind: 'roleChanged', role: 'lecteur' }]);

    await sync.sync.onMembershipChanged(project.id, 'camille', 'economiste');
    await until(a, (s) => s.role === 'economiste');
    expect(a.state).toMatchObject({ isReadOnly: false, canEditPrices: true });
    expect(a.state.notices).toEqual([{ kind: 'roleChanged', role: 'economiste' }]);
    expect(a.state.connection).not.toBe('offline');
  });
  it('says a role changed while this browser was away, when a new connection’s token brings it', async () => {
    const { sync, access } = await server();
    const dbA = browser('camille');
    const { project } = await fillWorkspace(dbA);
    access.grant('tok-a', project.id, 'economiste', 'camille');
    const api = new FakeApi('tok-a', 'economiste');
    const a = await session(sync, dbA, { projectId: project.id, person: 'camille', api, seed: true });
    await until(a, (s) => s.connection === 'synced');
    expect(a.state.notices).toEqual([]);

    // The connection drops (the network); meanwhile an économiste made this person métreur.
    access.grant('tok-a', project.id, 'metreur', 'camille');
    api.role = 'metreur';
    const socket = a.provider.configuration.websocketProvider;
    socket.disconnect();
    await until(a, (s) => s.connection === 'offline');
    void socket.connect();
    await until(a, (s) => s.role === 'metreur' && s.connection === 'synced');
    expect(a.state).toMatchObject({ canEditPrices: false, isReadOnly: false });
    expect(a.state.notices).toEqual([{ kind: 'roleChanged', role: 'metreur' }]);
  });
});
