/**
 * The work a closed tab left unsent on a shared project (issue 30): marked while the project is open, sent in the
 * background by `sendInBackground` from any page (the same session and plan sender as the project's page), the mark
 * cleared once the server has everything, replaced by a refusal met meanwhile; never two senders of a project here.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Sharing from '../../../db/sharing';
import type { SyncSessionState } from '../../../db/sharing/session';
import { BY, closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { MetrDatabase } from '../../../db/schema';
import type { PlanFileRow } from '../../../domain/takeoff/types';
import type { Workspace } from '../context';
import type * as Api from '../../../workspace/sharing/api';
import { markOwner, readMarks, setMark } from '../../../db/sharing/unsentMarks';

const server = vi.hoisted(() => ({ offline: true, heads: [] as string[], puts: [] as string[] }));

vi.mock('../../../workspace/sharing/api', async (original) => ({
  ...(await original<typeof Api>()),
  sharingApi: () => ({
    hasBlob: async (hash: string) => {
      server.heads.push(hash);
      return server.offline
        ? { ok: false, error: { kind: 'offline', status: 0 } }
        : { ok: true, value: server.puts.includes(hash) };
    },
    putBlob: async (upload: { sha256: string; bytes: Blob; onProgress?: (n: number) => void }) => {
      if (server.offline) return { ok: false, error: { kind: 'offline', status: 0 } };
      upload.onProgress?.(upload.bytes.size);
      server.puts.push(upload.sha256);
      return { ok: true, value: { sha256: upload.sha256, size: upload.bytes.size } };
    },
  }),
}));

const NOW = '2026-11-30T15:00:00.000Z';

const OFFLINE: SyncSessionState = {
  connection: 'offline',
  pending: 0,
  role: null,
  isReadOnly: false,
  canEditPrices: false,
  notices: [],
  people: [],
  conflicts: [],
  hasProject: true,
  hasSynced: false,
  canUndo: false,
  canRedo: false,
};

/** A sync session whose connection the test moves (the provider's part is session.test.ts's). */
function fakeSession() {
  const listeners = new Set<(state: SyncSessionState) => void>();
  const session = {
    state: OFFLINE,
    subscribe: (listener: (state: SyncSessionState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSheet: vi.fn(),
    close: vi.fn(() => Promise.resolve()),
    settled: vi.fn(() => Promise.resolve()),
    move(patch: Partial<SyncSessionState>) {
      session.state = { ...session.state, ...patch };
      for (const listener of listeners) listener(session.state);
    },
  };
  return session;
}

function workspaceWith(db: MetrDatabase, session: ReturnType<typeof fakeSession>): Workspace {
  const sharing = {
    signedInPerson: () =>
      Promise.resolve({ person: { id: 'person-claire', email: 'claire@cabinet.fr' }, firm: null, projects: [] }),
    SharingApiError: class extends Error {},
    SyncSession: { open: vi.fn(() => Promise.resolve(session)) },
    syncUrl: () => 'ws://localhost/sync',
    httpSharingApi: {},
  } as unknown as typeof Sharing;
  return { db, user: null, author: { by: BY }, notify: vi.fn(), sharing: () => Promise.resolve(sharing) };
}

async function importPlan(db: MetrDatabase, projectId: string, id: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const file: PlanFileRow = {
    id,
    projectId,
    name: `${id}.pdf`,
    mediaType: 'application/pdf',
    size: bytes.length,
    hash,
    pageCount: 1,
    createdAt: NOW,
  };
  await db.transaction('rw', db.files, db.fileBlobs, async () => {
    await db.fileBlobs.put({ id, blob: new Blob([bytes]) });
    await db.files.put(file);
  });
  return hash;
}

const stored = new Map<string, string>();

beforeEach(() => {
  vi.stubGlobal('window', { location: new URL('http://localhost/dashboard') });
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  server.offline = true;
  server.heads = [];
  server.puts = [];
});

afterEach(() => {
  closeTestDatabases();
  vi.unstubAllGlobals();
});

/** A shared project of its own for each test: the registry outlives a test by its grace. */
async function sharedProject(id: string) {
  const db = testDatabase();
  await db.projects.put({ id, name: 'Résidence', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } });
  return db;
}

/** The connection coming back: the provider connects, exchanges (its own unsent updates acknowledged), synced. */
function backOnline(session: ReturnType<typeof fakeSession>) {
  server.offline = false;
  session.move({ connection: 'connecting' });
  session.move({ connection: 'sending', hasSynced: true, role: 'economiste' });
  session.move({ connection: 'synced', pending: 0 });
}

describe('the marks of unsent work', () => {
  it('marks a project as soon as a change waits, and clears the mark once the server has everything', async () => {
    const { acquire } = await import('./sessions');
    const db = await sharedProject('p-marked');
    const session = fakeSession();
    const handle = acquire(workspaceWith(db, session), 'p-marked', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('open'));
    session.move({ pending: 1 });
    expect(readMarks()).toEqual({ 'p-marked': 'unsent' });

    backOnline(session);
    await vi.waitFor(() => expect(readMarks()).toEqual({}));
    handle.release();
  });

  it('names the account whose work it is, and keeps it through a refusal', async () => {
    const { acquire } = await import('./sessions');
    const db = await sharedProject('p-owned');
    const session = fakeSession();
    const handle = acquire(workspaceWith(db, session), 'p-owned', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('open'));
    session.move({ pending: 2 });
    expect(markOwner('p-owned')).toEqual({ id: 'person-claire', name: 'Claire' });
    session.move({ isReadOnly: true, notices: [{ kind: 'revoked' }] });
    expect(readMarks()).toEqual({ 'p-owned': 'revoked' });
    expect(markOwner('p-owned')).toEqual({ id: 'person-claire', name: 'Claire' });
    handle.release();
  });
});

describe('another account’s work left in this browser', () => {
  const jean = { id: 'person-jean', name: 'Jean Dupont' };

  it('keeps the project readable and unopened for the account signed in now, and says whose work waits', async () => {
    const { acquire } = await import('./sessions');
    const db = await sharedProject('p-jean-unsent');
    setMark('p-jean-unsent', 'unsent', undefined, jean);
    const session = fakeSession();
    const workspace = workspaceWith(db, session);
    const handle = acquire(workspace, 'p-jean-unsent', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('otherAccount'));
    expect(handle.view).toMatchObject({ session: null, waitingFor: 'Jean Dupont' });
    const sharing = await (workspace.sharing as NonNullable<Workspace['sharing']>)();
    expect(sharing.SyncSession.open).not.toHaveBeenCalled();
    // Nothing of Jean's is touched: the mark stays his, the project's rows stay.
    expect(readMarks()).toEqual({ 'p-jean-unsent': 'unsent' });
    expect(markOwner('p-jean-unsent')).toEqual(jean);
    expect(await db.projects.get('p-jean-unsent')).toMatchObject({ name: 'Résidence' });
    handle.release();
  });

  it('is not sent in the background under the account signed in now; that account’s own work is', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', {
      location: new URL('http://localhost/dashboard'),
      addEventListener: () => {},
      setTimeout: (callback: () => void) => setTimeout(callback, 0),
    });
    const { startBackgroundSend } = await import('./backgroundSend');
    const db = await sharedProject('p-jean-left');
    await db.projects.put({
      id: 'p-claire-left',
      name: 'Gymnase',
      createdAt: NOW,
      sharing: { since: NOW, by: 'person-jean' },
    });
    setMark('p-jean-left', 'unsent', undefined, jean);
    setMark('p-claire-left', 'unsent', undefined, { id: 'person-claire', name: 'Claire' });
    const session = fakeSession();
    const workspace = workspaceWith(db, session);
    const sharing = await (workspace.sharing as NonNullable<Workspace['sharing']>)();
    const sending = startBackgroundSend(workspace);
    await vi.waitFor(() => expect(sharing.SyncSession.open).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sharing.SyncSession.open).mock.calls[0]?.[1]).toMatchObject({ projectId: 'p-claire-left' });
    backOnline(session);
    await sending;
    expect(sharing.SyncSession.open).toHaveBeenCalledTimes(1);
    expect(readMarks()).toEqual({ 'p-jean-left': 'unsent' });
    expect(markOwner('p-jean-left')).toEqual(jean);
  });
});

describe('sendInBackground', () => {
  it('opens the session for no page, waits for the first acknowledgement, sends the plan, closes and clears the mark', async () => {
    const { sendInBackground } = await import('./sessions');
    const { sessionOf } = await import('./registry');
    const db = await sharedProject('p-closed-tab');
    const hash = await importPlan(db, 'p-closed-tab', 'f-closed-tab', '%PDF-1.4 importé puis onglet fermé');
    setMark('p-closed-tab', 'unsent');
    const session = fakeSession();
    const sending = sendInBackground(workspaceWith(db, session), 'p-closed-tab', 'person-jean');
    await vi.waitFor(() => expect(sessionOf('p-closed-tab')).toBe(session));
    // Offline, before the first exchange: nothing is known to be sent, the session stays (its pending count is 0).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.close).not.toHaveBeenCalled();

    server.offline = false;
    session.move({ connection: 'connecting' });
    // The server's answer came, this browser's own updates not acknowledged yet.
    session.move({ connection: 'sending', hasSynced: true, role: 'economiste' });
    expect(session.close).not.toHaveBeenCalled();
    session.move({ connection: 'synced' });
    await expect(sending).resolves.toBe('sent');
    expect(server.puts).toEqual([hash]);
    expect(session.close).toHaveBeenCalledTimes(1);
    expect(readMarks()).toEqual({});
    expect(sessionOf('p-closed-tab')).toBeNull();
  });

  it('waits for its bridge to bring across what a page left between the two databases before it may close', async () => {
    const { sendInBackground } = await import('./sessions');
    const db = await sharedProject('p-left-between');
    const session = fakeSession();
    let recovered: () => void = () => {};
    session.settled.mockImplementation(() => new Promise<void>((resolve) => (recovered = resolve)));
    server.offline = false;
    const sending = sendInBackground(workspaceWith(db, session), 'p-left-between', 'person-jean');
    await vi.waitFor(() => expect(session.settled).toHaveBeenCalled());
    // Everything acknowledged, as far as the session knows: the left write is not in the document yet.
    session.move({ connection: 'synced', hasSynced: true, role: 'economiste' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.close).not.toHaveBeenCalled();
    // Brought across: a change to send now.
    session.move({ pending: 1, connection: 'sending' });
    recovered();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.close).not.toHaveBeenCalled();
    session.move({ pending: 0, connection: 'synced' });
    await expect(sending).resolves.toBe('sent');
    expect(session.close).toHaveBeenCalledTimes(1);
  });

  it('stops at a refusal, marks it for the list and keeps every local row', async () => {
    const { sendInBackground } = await import('./sessions');
    const db = await sharedProject('p-revoked');
    setMark('p-revoked', 'unsent');
    const session = fakeSession();
    const sending = sendInBackground(workspaceWith(db, session), 'p-revoked', 'person-jean');
    await vi.waitFor(() => expect(session.state).toBe(OFFLINE));
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.move({ isReadOnly: true, notices: [{ kind: 'revoked' }] });
    await expect(sending).resolves.toBe('stopped');
    expect(readMarks()).toEqual({ 'p-revoked': 'revoked' });
    expect(session.close).toHaveBeenCalledTimes(1);
    expect(await db.projects.get('p-revoked')).toMatchObject({ name: 'Résidence', sharing: { by: 'person-jean' } });
  });

  it('leaves a project open in this tab to its page, and hands the session over to a page that opens it', async () => {
    const { acquire, sendInBackground } = await import('./sessions');
    const { sessionOf } = await import('./registry');
    const db = await sharedProject('p-open');
    const session = fakeSession();
    const workspace = workspaceWith(db, session);
    const handle = acquire(workspace, 'p-open', { kind: 'shared', sharedBy: 'person-jean' });
    await expect(sendInBackground(workspace, 'p-open', 'person-jean')).resolves.toBe('busy');
    handle.release();

    const db2 = await sharedProject('p-taken');
    const session2 = fakeSession();
    const workspace2 = workspaceWith(db2, session2);
    const sending = sendInBackground(workspace2, 'p-taken', 'person-jean');
    await vi.waitFor(() => expect(sessionOf('p-taken')).toBe(session2));
    const page = acquire(workspace2, 'p-taken', { kind: 'shared', sharedBy: 'person-jean' });
    await expect(sending).resolves.toBe('busy');
    expect(page.view.phase).toBe('open');
    expect(session2.close).not.toHaveBeenCalled();
    page.release();
  });

  it('closes at once, without keeping anything open, when the server cannot be reached', async () => {
    const { sendInBackground } = await import('./sessions');
    const { isShared } = await import('./registry');
    const db = await sharedProject('p-unreachable');
    setMark('p-unreachable', 'unsent');
    const session = fakeSession();
    const workspace = workspaceWith(db, session);
    const sharing = await (workspace.sharing as NonNullable<Workspace['sharing']>)();
    vi.spyOn(sharing, 'signedInPerson').mockRejectedValue(new Error('offline'));
    await expect(sendInBackground(workspace, 'p-unreachable', 'person-jean')).resolves.toBe('offline');
    expect(isShared('p-unreachable')).toBe(false);
    expect(readMarks()).toEqual({ 'p-unreachable': 'unsent' });
  });
});

/** The Web Locks as two tabs share them: a lock held shared by one, asked exclusively (`ifAvailable`) by another. */
class TabLocks {
  readonly held = new Map<string, { mode: LockMode; count: number }>();
  async request(
    name: string,
    options: { mode?: LockMode; ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => unknown,
  ): Promise<unknown> {
    const mode = options.mode ?? 'exclusive';
    const current = this.held.get(name);
    if (current && (mode === 'exclusive' || current.mode === 'exclusive')) {
      if (options.ifAvailable) return callback(null);
      throw new Error('this fake does not queue');
    }
    this.held.set(name, { mode, count: (current?.count ?? 0) + 1 });
    try {
      return await callback({ name });
    } finally {
      const left = (this.held.get(name)?.count ?? 1) - 1;
      if (left === 0) this.held.delete(name);
      else this.held.set(name, { mode, count: left });
    }
  }
}

describe('one sender per project in this browser', () => {
  it('leaves a project another tab holds to that tab, and sends it once the tab let it go', async () => {
    const locks = new TabLocks();
    vi.stubGlobal('navigator', { onLine: true, locks });
    vi.stubGlobal('window', {
      location: new URL('http://localhost/dashboard'),
      addEventListener: () => {},
      setTimeout: (callback: () => void) => setTimeout(callback, 0),
    });
    const { startBackgroundSend } = await import('./backgroundSend');
    const { senderLockName } = await import('./sessions');
    const db = await sharedProject('p-other-tab');
    setMark('p-other-tab', 'unsent');
    const session = fakeSession();
    const workspace = workspaceWith(db, session);

    // The project is open in another tab: its page holds the lock, shared.
    let leave = () => {};
    const otherTab = locks.request(
      senderLockName('p-other-tab'),
      { mode: 'shared' },
      () => new Promise<void>((resolve) => (leave = resolve)),
    );
    await startBackgroundSend(workspace);
    const sharing = await (workspace.sharing as NonNullable<Workspace['sharing']>)();
    expect(sharing.SyncSession.open).not.toHaveBeenCalled();
    expect(readMarks()).toEqual({ 'p-other-tab': 'unsent' });

    // That tab closed without sending (offline there): the list's next pass sends it here, holding the lock alone.
    leave();
    await otherTab;
    const sending = startBackgroundSend(workspace);
    await vi.waitFor(() => expect(sharing.SyncSession.open).toHaveBeenCalledTimes(1));
    expect(locks.held.get(senderLockName('p-other-tab'))).toEqual({ mode: 'exclusive', count: 1 });
    backOnline(session);
    await sending;
    expect(readMarks()).toEqual({});
    expect(locks.held.size).toBe(0);
  });
});
