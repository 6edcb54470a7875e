/**
 * A colleague's plan, once its bytes reach this browser: its sheets without a thumbnail get one, made in the PDF worker
 * (a fake here) and stored; a sheet that has one keeps it, a page the worker cannot draw keeps its placeholder.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, deterministic, fillWorkspace, pngBlob, testDatabase } from '../../../db/testing/database';
import type { OpenResult, ThumbnailResult } from '../../../workers/pdf/protocol';
import { makeReceivedThumbnails, RECEIVED_THUMBNAIL_PX, type ThumbnailPdfClient } from './receivedThumbnails';

afterEach(() => closeTestDatabases());

function fakeClient({ failing = [] as number[] } = {}) {
  const calls: string[] = [];
  const client: ThumbnailPdfClient = {
    open: vi.fn(async (docId: string) => {
      calls.push(`open ${docId}`);
      return {} as OpenResult;
    }),
    thumbnail: vi.fn(async (docId: string, page: number, options: { maxPx: number }) => {
      calls.push(`thumbnail ${page} ${options.maxPx}`);
      if (failing.includes(page)) throw new Error('tooComplex');
      return { bitmap: { close: () => {} }, blob: pngBlob(`page ${page}`), width: 240, height: 170 } as ThumbnailResult;
    }),
    close: vi.fn(async (docId: string) => {
      calls.push(`close ${docId}`);
    }),
  };
  return { client, calls };
}

describe('makeReceivedThumbnails', () => {
  it('makes and stores the thumbnail of each sheet of the file that has none, then closes the document', async () => {
    const db = testDatabase();
    const { file, sheets } = await fillWorkspace(db, deterministic());
    const [first, second] = sheets.map((s) => s.id) as [string, string];
    // A received file: no thumbnail for its second sheet (the first one's was made already).
    await db.thumbnails.delete(second);
    const kept = await db.thumbnails.get(first);
    const { client, calls } = fakeClient();

    expect(await makeReceivedThumbnails(db, file.id, pngBlob('les octets du plan'), client)).toBe(1);
    expect(calls).toEqual([
      `open received-thumbnails:${file.id}`,
      `thumbnail 1 ${RECEIVED_THUMBNAIL_PX}`,
      `close received-thumbnails:${file.id}`,
    ]);
    expect(await db.thumbnails.get(second)).toMatchObject({ id: second, fileId: file.id });
    expect(await db.thumbnails.get(first)).toEqual(kept);
    // Nothing left to make: the worker is not asked again.
    expect(await makeReceivedThumbnails(db, file.id, pngBlob('les octets du plan'), client)).toBe(0);
    expect(calls).toHaveLength(3);
  });

  it('leaves the placeholder of a page the worker cannot draw, and makes the others', async () => {
    const db = testDatabase();
    const { file, sheets } = await fillWorkspace(db, deterministic());
    await db.thumbnails.bulkDelete(sheets.map((s) => s.id));
    const { client, calls } = fakeClient({ failing: [0] });
    expect(await makeReceivedThumbnails(db, file.id, pngBlob('les octets du plan'), client)).toBe(1);
    expect(await db.thumbnails.get(sheets[0]?.id ?? '')).toBeUndefined();
    expect(await db.thumbnails.get(sheets[1]?.id ?? '')).toBeDefined();
    expect(calls.at(-1)).toBe(`close received-thumbnails:${file.id}`);
  });
});
