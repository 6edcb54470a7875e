import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, testDatabase } from '../../../db/testing/database';
import type { PlanFileRow, ProjectRow } from '../../../domain/takeoff/types';
import { SheetFileError } from '../sheetDocument';
import { CadModelFetchError, readCadModel, readPlanBlob } from './planBlob';

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

/** A colleague's DXF in a shared project: its row as the document gives it, with its blobs' hashes. */
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const drawn = new TextEncoder().encode('%PDF-1.4 dessin\n%%EOF\n');
const model = new TextEncoder().encode('{"blocks":[],"layers":[]}');
const source = new TextEncoder().encode('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n');
const served = new Map([drawn, model, source].map((data) => [`/api/blobs/${sha(data)}`, data]));
const serve = () =>
  vi.fn(async (url: string) => {
    const data = served.get(url);
    return data ? new Response(data, { status: 200 }) : new Response('', { status: 404 });
  });

async function sharedCadFile({ hashes = true } = {}) {
  const db = await projectWithFile(true);
  const dxf = sha(source);
  await db.files.put({
    id: 'cad1',
    projectId: 'p1',
    name: 'RDC.dxf',
    mediaType: 'application/pdf',
    size: source.length,
    hash: dxf,
    pageCount: 1,
    cad: { format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file' },
    ...(hashes ? { sha256: sha(drawn), cadSha256: { model: sha(model), source: dxf } } : {}),
    createdAt: NOW,
  });
  return db;
}

describe('a shared CAD file', () => {
  it('fetches its drawn PDF by the hash its document row names, not by the drawing’s own', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch);
    const db = await sharedCadFile();
    const blob = await readPlanBlob(db, 'cad1');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(drawn);
    expect(fetch).toHaveBeenCalledWith(`/api/blobs/${sha(drawn)}`, expect.anything());
    expect(await db.fileBlobs.get('cad1')).toBeDefined();
  });

  it('fetches its model and source together, checks both and keeps them; the next read asks no one', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch);
    const db = await sharedCadFile();
    const read = await readCadModel(db, 'cad1');
    expect(await read?.model.text()).toBe('{"blocks":[],"layers":[]}');
    expect(new Uint8Array(await (read as { source: Blob }).source.arrayBuffer())).toEqual(source);
    expect(await db.cadModels.get('cad1')).toBeDefined();
    const calls = fetch.mock.calls.length;
    await readCadModel(db, 'cad1');
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it('keeps neither when one of the two cannot be had or does not check out, and says why', async () => {
    const db = await sharedCadFile();
    served.delete(`/api/blobs/${sha(source)}`);
    vi.stubGlobal('fetch', serve());
    await expect(readCadModel(db, 'cad1')).rejects.toEqual(new CadModelFetchError('notFound'));
    served.set(`/api/blobs/${sha(source)}`, new TextEncoder().encode('autre chose'));
    await expect(readCadModel(db, 'cad1')).rejects.toMatchObject({ failure: 'mismatch' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(readCadModel(db, 'cad1')).rejects.toMatchObject({ failure: 'offline' });
    expect(await db.cadModels.get('cad1')).toBeUndefined();
    served.set(`/api/blobs/${sha(source)}`, source);
  });

  it('asks nothing of a row that names no blobs yet, nor of an unshared project, nor for a PDF', async () => {
    const fetch = serve();
    vi.stubGlobal('fetch', fetch);
    const db = await sharedCadFile({ hashes: false });
    expect(await readPlanBlob(db, 'cad1')).toBeUndefined();
    expect(await readCadModel(db, 'cad1')).toBeUndefined();
    expect(await readCadModel(db, 'f1')).toBeUndefined();
    await db.projects.update('p1', { sharing: undefined });
    await db.files.update('cad1', { sha256: sha(drawn), cadSha256: { model: sha(model), source: sha(source) } });
    expect(await readCadModel(db, 'cad1')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
