import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { PlanFileRow, ProjectRow } from '../../../domain/takeoff/types';
import { SheetFileError } from '../sheetDocument';
import { readPlanBlob } from './planBlob';

const bytes = new TextEncoder().encode('%PDF-1.4 plan partagé\n%%EOF\n');
const hash = createHash('sha256').update(bytes).digest('hex');
const NOW = '2026-11-30T06:00:00.000Z';

async function projectWithFile(shared: boolean) {
  const db = testDatabase();
  const project: ProjectRow = {
    id: 'p1',
    name: 'Résidence',
    createdAt: NOW,
    ...(shared ? { sharing: { since: NOW, by: 'person-1' } } : {}),
  };
  const file = {
    id: 'f1',
    projectId: 'p1',
    name: 'R+1.pdf',
    mediaType: 'application/pdf',
    size: bytes.length,
    hash,
    pageCount: 1,
    createdAt: NOW,
  } as PlanFileRow;
  await db.projects.put(project);
  await db.files.put(file);
  return db;
}

afterEach(() => {
  closeTestDatabases();
  vi.unstubAllGlobals();
});

describe('readPlanBlob', () => {
  it('reads this browser’s copy, and asks no server for a project that is not shared', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const db = await projectWithFile(false);
    expect(await readPlanBlob(db, 'f1')).toBeUndefined();
    await db.fileBlobs.put({ id: 'f1', blob: new Blob([bytes]) });
    expect(await readPlanBlob(db, 'f1')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a shared project’s plan by its SHA-256 once, checks it and keeps it', async () => {
    const fetch = vi.fn(async () => new Response(bytes, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const db = await projectWithFile(true);
    const blob = await readPlanBlob(db, 'f1');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(bytes);
    expect(fetch).toHaveBeenCalledWith(`/api/blobs/${hash}`, expect.anything());
    expect(await db.fileBlobs.get('f1')).toBeDefined();
    await readPlanBlob(db, 'f1');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says why in the viewer’s words when the server cannot give it, and keeps nothing', async () => {
    const db = await projectWithFile(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(readPlanBlob(db, 'f1')).rejects.toEqual(new SheetFileError('planNotFound'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new TextEncoder().encode('autre chose'), { status: 200 })),
    );
    await expect(readPlanBlob(db, 'f1')).rejects.toMatchObject({ code: 'planMismatch' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(readPlanBlob(db, 'f1')).rejects.toMatchObject({ code: 'planOffline' });
    expect(await db.fileBlobs.get('f1')).toBeUndefined();
  });
});
