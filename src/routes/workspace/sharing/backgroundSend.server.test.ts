/**
 * A tab closed offline, its work sent from another page (issue 30), against the real sync server and PostgreSQL
 * (`bash scripts/with-postgres.sh npx vitest run src/routes/workspace/sharing/backgroundSend.server.test.ts`): Camille
 * measures and imports a plan offline, her session closes with both unsent (the document kept in her browser); later
 * a page with no project open sends them in the background through the registry's own session — the measurement
 * reaches Dominique's browser, the plan the blob store — closes, and clears the mark.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { IDBFactory } from 'fake-indexeddb';
import {
  MemoryAccess,
  openTestLog,
  startSync,
  waitFor,
  webSocketWithOrigin,
  type RunningSync,
} from '../../../../server/sharing/testing';
import * as Sharing from '../../../db/sharing';
import { SharingApiError, type SharingApi } from '../../../db/sharing/api';
import { emptyUnbridged, unbridgedKey, writeUnbridged } from '../../../db/sharing/unbridged';
import { readMarks, setMark } from '../../../db/sharing/unsentMarks';
import { memoryStorage } from '../../../db/testing/memoryStorage';
import { SyncSession, type SyncSessionOptions, type SyncSessionState } from '../../../db/sharing/session';
import type { MetrDatabase } from '../../../db/schema';
import { BY, closeTestDatabases, fillWorkspace, testDatabase } from '../../../db/testing/database';
import type { Workspace } from '../context';
import type * as Api from '../../../workspace/sharing/api';

const url = process.env.DATABASE_URL_TEST;
const schemas: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
let storage = memoryStorage();
/** The blob store as the plan sender sees it (the accounts' HTTP routes are server/blobs' tests'). */
const blobs = vi.hoisted(() => ({ puts: [] as string[] }));

vi.mock('../../../workspace/sharing/api', async (original) => ({
  ...(await original<typeof Api>()),
  sharingApi: () => ({
    hasBlob: async (hash: string) => ({ ok: true, value: blobs.puts.includes(hash) }),
    putBlob: async (upload: { sha256: string; bytes: Blob; onProgress?: (n: number) => void }) => {
      upload.onProgress?.(upload.bytes.size);
      blobs.puts.push(upload.sha256);
      return { ok: true, value: { sha256: upload.sha256, size: upload.bytes.size } };
    },
  }),
}));

if (!url) {
  console.warn(
    'Background sending suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run src/routes/workspace/sharing/backgroundSend.server.test.ts`.',
  );
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  closeTestDatabases();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  if (!url || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
});

/** Each browser's IndexedDB: the app's database and the documents y-indexeddb keeps (it opens the global one). */
const factories = new WeakMap<MetrDatabase, IDBFactory>();
function browser(name: string): MetrDatabase {
  const factory = new IDBFactory();
  const db = testDatabase({ name, factory });
  factories.set(db, factory);
  return db;
}

/** Opens a session with this browser's IndexedDB (y-indexeddb opens its database synchronously, in the call). */
function openIn(db: MetrDatabase, sync: RunningSync, options: SyncSessionOptions): Promise<SyncSession> {
  const global = globalThis.indexedDB;
  globalThis.indexedDB = factories.get(db) ?? global;
  const opening = SyncSession.open(db, {
    ...options,
    url: sync.url,
    WebSocketPolyfill: webSocketWithOrigin(sync.origin),
    delays: { min: 50, max: 200 },
    onlineEvents: null,
  });
  globalThis.indexedDB = global;
  return opening;
}

function api(token: string, offline: () => boolean = () => false): Pick<SharingApi, 'syncToken'> {
  return {
    syncToken: () =>
      offline()
        ? Promise.reject(new SharingApiError('offline'))
        : Promise.resolve({ token, role: 'economiste' as const }),
  };
}

const until = (s: SyncSession, check: (state: SyncSessionState) => boolean) => waitFor(() => check(s.state), 10_000);

/** The workspace of a page of Camille's browser, `who` signed in (Camille unless said): the real sync code. */
function camillePage(db: MetrDatabase, sync: RunningSync, who = { id: 'camille', token: 'tok-a' }): Workspace {
  const sharing = {
    ...Sharing,
    signedInPerson: () =>
      Promise.resolve({ person: { id: who.id, email: `${who.id}@cabinet.fr` }, firm: null, projects: [] }),
    syncUrl: () => sync.url,
    httpSharingApi: api(who.token),
    SyncSession: {
      open: (database: MetrDatabase, options: SyncSessionOptions) => openIn(database, sync, options),
    },
  } as unknown as typeof Sharing;
  return { db, user: null, author: { by: BY }, notify: vi.fn(), sharing: () => Promise.resolve(sharing) };
}

/** On site, offline, in a tab closed before it went: a measurement relabelled and a plan imported. */
async function workOffline(dbA: MetrDatabase, sync: RunningSync, projectId: string, id: string): Promise<string> {
  const offline = await openIn(dbA, sync, {
    projectId,
    person: { id: 'camille', name: 'camille' },
    seed: false,
    api: api('tok-a', () => true),
  } as SyncSessionOptions);
  await until(offline, (s) => s.connection === 'offline');
  await dbA.measurements.update(id, { label: 'Portes relevées sur site' });
  const bytes = new TextEncoder().encode('%PDF-1.4 plan importé sur site');
  const hash = createHash('sha256').update(bytes).digest('hex');
  await dbA.transaction('rw', dbA.files, dbA.fileBlobs, async () => {
    await dbA.fileBlobs.put({ id: 'f-site', blob: new Blob([bytes]) });
    await dbA.files.put({
      id: 'f-site',
      projectId,
      name: 'site.pdf',
      mediaType: 'application/pdf',
      size: bytes.length,
      hash,
      pageCount: 1,
      createdAt: '2026-12-01T10:05:00.000Z',
    });
  });
  await offline.settled();
  await until(offline, (s) => s.pending > 0);
  await offline.close();
  setMark(projectId, 'unsent', undefined, { id: 'camille', name: 'Camille Martin' });
  return hash;
}

/**
 * Camille's project shared, then changed offline in her browser (a measurement relabelled, a plan imported) by a tab
 * closed before they went, its mark written as her session writes it; Dominique's browser open on the team's project.
 * `between`: instead, the tab was closed online in the instant the relabelling was in her local database and not yet
 * in the document (no mark then: only the bridge's entry, db/sharing/unbridged.ts).
 */
async function workLeftOffline({ between = false } = {}) {
  vi.stubGlobal('window', { location: new URL('http://localhost/dashboard') });
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  blobs.puts = [];
  const { log, schema } = await openTestLog(url ?? '');
  schemas.push(schema);
  const access = new MemoryAccess();
  const sync = await startSync({ access, log });
  cleanups.push(
    () => log.close(),
    () => sync.close(),
  );
  const dbA = browser('camille');
  const dbB = browser('dominique');
  const { project, measurements } = await fillWorkspace(dbA);
  await dbA.projects.update(project.id, { sharing: { since: '2026-12-01T10:00:00.000Z', by: 'camille' } });
  access.grant('tok-a', project.id, 'economiste', 'camille').grant('tok-b', project.id, 'metreur', 'dominique');
  const person = (id: string) => ({ id, name: id });

  // Shared: the document seeded from Camille's browser reaches the server.
  const shared = await openIn(dbA, sync, {
    projectId: project.id,
    person: person('camille'),
    seed: true,
    api: api('tok-a'),
  } as SyncSessionOptions);
  await until(shared, (s) => s.connection === 'synced' && s.hasSynced);
  await shared.close();
  const id = measurements[0]?.id ?? '';
  const hash = between ? '' : await workOffline(dbA, sync, project.id, id);
  if (between) {
    // No bridge is open: the write reaches the local database only, as a page left before its bridge carried it.
    await dbA.measurements.update(id, { label: 'Portes relevées sur site' });
    const left = { ...emptyUnbridged(), person: 'camille' };
    left.send.set('measurements', new Map([[id, ['label']]]));
    writeUnbridged(storage, unbridgedKey(project.id, 'closed-page'), left);
  }

  // Dominique's browser, on the team's project: no trace of it yet.
  const b = await openIn(dbB, sync, {
    projectId: project.id,
    person: person('dominique'),
    seed: false,
    api: api('tok-b'),
  } as SyncSessionOptions);
  cleanups.push(() => b.close());
  await until(b, (s) => s.hasProject && s.connection === 'synced');
  await b.settled();
  expect((await dbB.measurements.get(id))?.label).not.toBe('Portes relevées sur site');

  // Next day, a page of the workspace in Camille's browser.
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('window', {
    location: new URL('http://localhost/dashboard'),
    addEventListener: () => {},
    setTimeout: (callback: () => void) => setTimeout(callback, 0),
  });
  return { sync, dbA, dbB, b, project, id, hash };
}

describe.skipIf(!url)('work left unsent by a closed tab', () => {
  it('is sent from another page in the background: the colleague has the measurement, the store the plan', async () => {
    const { sync, dbA, dbB, b, project, id, hash } = await workLeftOffline();
    const { startBackgroundSend } = await import('./backgroundSend');
    await startBackgroundSend(camillePage(dbA, sync));
    expect(readMarks()).toEqual({});
    expect(blobs.puts).toContain(hash);
    const { isShared } = await import('./registry');
    expect(isShared(project.id)).toBe(false);
    await waitFor(() => b.shared.doc.getMap('files').has('f-site'), 10_000);
    await b.settled();
    await vi.waitFor(async () => expect((await dbB.measurements.get(id))?.label).toBe('Portes relevées sur site'), {
      timeout: 10_000,
    });
    expect(await dbB.files.get('f-site')).toMatchObject({ hash, name: 'site.pdf' });
  });

  it('is sent when a page was closed between the local database and the document: no mark, the bridge’s entry', async () => {
    const { sync, dbA, b, dbB, project, id } = await workLeftOffline({ between: true });
    expect(readMarks()).toEqual({});
    const { startBackgroundSend } = await import('./backgroundSend');
    await startBackgroundSend(camillePage(dbA, sync, { id: 'dominique', token: 'tok-b' }));
    // Not Dominique's to send, on Camille's browser.
    await b.settled();
    expect((await dbB.measurements.get(id))?.label).not.toBe('Portes relevées sur site');
    expect([...storage.items.keys()]).toEqual([unbridgedKey(project.id, 'closed-page')]);

    await startBackgroundSend(camillePage(dbA, sync));
    const { isShared } = await import('./registry');
    expect(isShared(project.id)).toBe(false);
    expect(readMarks()).toEqual({});
    await vi.waitFor(async () => expect((await dbB.measurements.get(id))?.label).toBe('Portes relevées sur site'), {
      timeout: 10_000,
    });
    // Brought across, stored in the document kept here: nothing of it is left on its way (the session closes after
    // the sending has resolved).
    await vi.waitFor(
      () => expect([...storage.items.keys()].filter((key) => key.startsWith('metr.sharing.unbridged:'))).toEqual([]),
      { timeout: 5_000 },
    );
  });

  it('waits for its own account: another signed in on the same browser sends nothing of it, Camille then does', async () => {
    const { sync, dbA, dbB, b, project, id } = await workLeftOffline();
    const { startBackgroundSend } = await import('./backgroundSend');
    const { isShared } = await import('./registry');
    // Dominique signs in on Camille's browser (a shared workstation): her work is not his to send (the server would
    // refuse it as a forged author and stop the project's sync here).
    await startBackgroundSend(camillePage(dbA, sync, { id: 'dominique', token: 'tok-b' }));
    expect(isShared(project.id)).toBe(false);
    expect(readMarks()).toEqual({ [project.id]: 'unsent' });
    expect(blobs.puts).toEqual([]);
    await b.settled();
    expect((await dbB.measurements.get(id))?.label).not.toBe('Portes relevées sur site');

    // Camille back: it goes.
    await startBackgroundSend(camillePage(dbA, sync));
    expect(readMarks()).toEqual({});
    await vi.waitFor(async () => expect((await dbB.measurements.get(id))?.label).toBe('Portes relevées sur site'), {
      timeout: 10_000,
    });
  });
});
