/**
 * The plans and changes of a shared project made while the server is out of reach (issue 30): imported before the
 * first exchange with the server, they are sent as soon as the connection comes back, without reopening the project —
 * also when the person left the project before that (its session stays, in the background, until they are sent).
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

beforeEach(() => {
  vi.stubGlobal('window', { location: new URL('http://localhost/dashboard') });
  server.offline = true;
  server.heads = [];
  server.puts = [];
});

afterEach(() => closeTestDatabases());

/** A shared project of its own for each test: the registry outlives a test by its grace. */
async function sharedProject(id: string) {
  const db = testDatabase();
  await db.projects.put({ id, name: 'Résidence', createdAt: NOW, sharing: { since: NOW, by: 'person-jean' } });
  return db;
}

describe('a shared project opened offline', () => {
  it('sends the plan imported before the first exchange as soon as the connection comes back', async () => {
    const { acquire } = await import('./sessions');
    const db = await sharedProject('p-offline');
    const session = fakeSession();
    const handle = acquire(workspaceWith(db, session), 'p-offline', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('open'));

    const hash = await importPlan(db, 'p-offline', 'f-offline', '%PDF-1.4 importé hors ligne');
    // Back online: the provider connects, exchanges, and says it is synced.
    server.offline = false;
    session.move({ connection: 'connecting' });
    session.move({ connection: 'sending', hasSynced: true, role: 'economiste' });
    session.move({ connection: 'synced' });
    await vi.waitFor(() => expect(server.puts).toEqual([hash]));
    handle.release();
  });

  it('keeps the session after the person leaves the project offline, until the plan and the change are sent', async () => {
    const { acquire, CLOSE_GRACE_MS } = await import('./sessions');
    const { sessionOf } = await import('./registry');
    const db = await sharedProject('p-left');
    const session = fakeSession();
    const handle = acquire(workspaceWith(db, session), 'p-left', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('open'));
    const hash = await importPlan(db, 'p-left', 'f-offline', '%PDF-1.4 importé hors ligne');
    // The import's rows are in the document, not acknowledged.
    session.move({ pending: 1 });

    // Back to the project list, still offline: well past the grace, the session is kept.
    handle.release();
    await new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS + 200));
    expect(session.close).not.toHaveBeenCalled();
    expect(sessionOf('p-left')).toBe(session);

    server.offline = false;
    session.move({ connection: 'connecting' });
    session.move({ connection: 'sending', hasSynced: true, role: 'economiste' });
    // The document's update acknowledged; the plan still to go: the session waits for it.
    session.move({ connection: 'synced', pending: 0 });
    await vi.waitFor(() => expect(server.puts).toEqual([hash]));
    await vi.waitFor(() => expect(session.close).toHaveBeenCalledTimes(1));
    expect(sessionOf('p-left')).toBeNull();
  });

  it('closes after the grace a session that has nothing to send, and one that may send nothing', async () => {
    const { acquire, CLOSE_GRACE_MS } = await import('./sessions');
    const db = await sharedProject('p-nothing');
    const session = fakeSession();
    const handle = acquire(workspaceWith(db, session), 'p-nothing', { kind: 'shared', sharedBy: 'person-jean' });
    await vi.waitFor(() => expect(handle.view.phase).toBe('open'));
    // A lecteur's change is refused here already: nothing of theirs is waited for.
    session.move({ pending: 1, isReadOnly: true, role: 'lecteur' });
    handle.release();
    await vi.waitFor(() => expect(session.close).toHaveBeenCalledTimes(1), { timeout: CLOSE_GRACE_MS + 2_000 });
  });
});
