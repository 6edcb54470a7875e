import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { MetrDatabase } from '../../../db/schema';
import type { PlanFileRow } from '../../../domain/takeoff/types';
import type { ApiResult, BlobUpload, SharingApi, SharingApiError, StoredBlob } from '../../../workspace/sharing/api';
import { startPlanSender, type PlanSender, type PlanSending } from './planSender';

const NOW = '2026-11-30T15:00:00.000Z';
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

let sender: PlanSender | null = null;
afterEach(() => {
  sender?.stop();
  sender = null;
  closeTestDatabases();
});

/** A server's blob store for project p1: what it references, what it refuses, every request made. */
function fakeServer({ held = [] as string[], refuse = null as SharingApiError | null, offline = false } = {}) {
  const stored = new Set(held);
  const heads: string[] = [];
  const puts: string[] = [];
  const state = { refuse, offline };
  const api: Pick<SharingApi, 'hasBlob' | 'putBlob'> = {
    hasBlob: async (hash, projectId) => {
      expect(projectId).toBe('p1');
      heads.push(hash);
      if (state.offline) return { ok: false, error: { kind: 'offline', status: 0 } };
      return { ok: true, value: stored.has(hash) };
    },
    putBlob: async (upload: BlobUpload): Promise<ApiResult<StoredBlob>> => {
      if (state.refuse) return { ok: false, error: state.refuse };
      upload.onProgress?.(upload.bytes.size);
      puts.push(upload.sha256);
      stored.add(upload.sha256);
      return { ok: true, value: { sha256: upload.sha256, size: upload.bytes.size } };
    },
  };
  return { api, heads, puts, state };
}

async function importPlan(db: MetrDatabase, id: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  const file: PlanFileRow = {
    id,
    projectId: 'p1',
    name: `${id}.pdf`,
    mediaType: 'application/pdf',
    size: bytes.length,
    hash: sha(bytes),
    pageCount: 1,
    createdAt: NOW,
  };
  await db.transaction('rw', db.files, db.fileBlobs, async () => {
    await db.fileBlobs.put({ id, blob: new Blob([bytes]) });
    await db.files.put(file);
  });
  return file.hash;
}

async function project() {
  const db = testDatabase();
  await db.projects.put({ id: 'p1', name: 'Résidence', createdAt: NOW, sharing: { since: NOW, by: 'person-1' } });
  return db;
}

function start(db: MetrDatabase, api: Pick<SharingApi, 'hasBlob' | 'putBlob'>) {
  const states: PlanSending[] = [];
  sender = startPlanSender({ db, projectId: 'p1', api, onChange: (s) => states.push(s) });
  return states;
}

const settled = (states: PlanSending[], count: number) =>
  expect.poll(() => states.filter((s) => s.state !== 'sending').length).toBe(count);

describe('the plan sender of a shared project', () => {
  it('says nothing when the server has every plan, and asks about each once only', async () => {
    const db = await project();
    const first = await importPlan(db, 'f1', '%PDF-1.4 RDC');
    // A colleague's plan, on the server already: its bytes reach this browser later.
    const colleagues = sha(new TextEncoder().encode('%PDF-1.4 R+1'));
    const server = fakeServer({ held: [first, colleagues] });
    const states = start(db, server.api);
    await expect.poll(() => server.heads).toEqual([first]);
    expect(states).toEqual([]);
    expect(server.puts).toEqual([]);
    // It arrives: only it is asked about, and nothing is sent nor shown.
    await importPlan(db, 'f2', '%PDF-1.4 R+1');
    await expect.poll(() => server.heads).toEqual([first, colleagues]);
    expect(server.puts).toEqual([]);
    expect(states).toEqual([]);
  });

  it('sends a plan imported after the project was shared, with its progress, then goes quiet', async () => {
    const db = await project();
    const server = fakeServer();
    const states = start(db, server.api);
    const hash = await importPlan(db, 'f1', '%PDF-1.4 un plan importé après le partage');
    await expect.poll(() => server.puts).toEqual([hash]);
    await settled(states, 1);
    expect(states[0]).toMatchObject({ state: 'sending', sentBytes: 0, plans: 1 });
    expect(states.at(-1)).toEqual({ state: 'idle' });
  });

  it('says the server’s refusal with the file’s name, and sends again on « Réessayer »', async () => {
    const db = await project();
    const server = fakeServer({ refuse: { kind: 'quota', status: 507 } });
    const states = start(db, server.api);
    const hash = await importPlan(db, 'f1', '%PDF-1.4 trop pour le quota');
    await expect
      .poll(() => states.at(-1))
      .toEqual({
        state: 'failed',
        error: { kind: 'quota', status: 507, fileName: 'f1.pdf' },
      });
    expect(server.puts).toEqual([]);
    server.state.refuse = null;
    sender?.retry();
    await expect.poll(() => server.puts).toEqual([hash]);
    await expect.poll(() => states.at(-1)).toEqual({ state: 'idle' });
  });

  it('waits quietly offline, and sends once told the connection is back', async () => {
    const db = await project();
    const server = fakeServer({ offline: true });
    const states = start(db, server.api);
    const hash = await importPlan(db, 'f1', '%PDF-1.4 hors ligne');
    await expect.poll(() => server.heads.length).toBeGreaterThan(0);
    expect(states).toEqual([]);
    server.state.offline = false;
    sender?.retry();
    await expect.poll(() => server.puts).toEqual([hash]);
  });

  it('says plans may still be waiting until a run finds them all on the server, or the server refuses one', async () => {
    const db = await project();
    const server = fakeServer({ offline: true });
    const states = start(db, server.api);
    expect(sender?.hasUnsent).toBe(true);
    await importPlan(db, 'f1', '%PDF-1.4 hors ligne');
    await expect.poll(() => server.heads.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Stopped by the connection: still to go.
    expect(sender?.hasUnsent).toBe(true);
    server.state.offline = false;
    sender?.retry();
    await expect.poll(() => server.puts.length).toBe(1);
    await expect.poll(() => sender?.hasUnsent).toBe(false);
    server.state.refuse = { kind: 'quota', status: 507 };
    await importPlan(db, 'f2', '%PDF-1.4 trop pour le quota');
    await expect.poll(() => states.at(-1)?.state).toBe('failed');
    // Refused: it waits for the person's « Réessayer », not for the connection.
    await expect.poll(() => sender?.hasUnsent).toBe(false);
  });

  it('sends nothing once stopped', async () => {
    const db = await project();
    const server = fakeServer();
    start(db, server.api);
    sender?.stop();
    await importPlan(db, 'f1', '%PDF-1.4 après l’arrêt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.puts).toEqual([]);
  });
});
