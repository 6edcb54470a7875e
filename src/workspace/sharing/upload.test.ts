import { describe, expect, it } from 'vitest';
import { UploadAbortedError, type ApiResult, type BlobUpload, type SharingApi, type StoredBlob } from './api';
import { uploadProjectBlobs, type ProjectBlob, type UploadProgress } from './upload';

const sha = (c: string) => c.repeat(64);
const blob = (c: string, size: number, name = `${c}.pdf`): ProjectBlob => ({
  sha256: sha(c),
  size,
  fileName: name,
  read: async () => new Blob([new Uint8Array(size)]),
});

/** A server holding blobs by hash, with a failure to return for one of them. */
function fakeServer({ stored = [] as string[], refuse = {} as Record<string, ApiResult<StoredBlob>> } = {}) {
  const held = new Set(stored);
  const puts: string[] = [];
  const heads: string[] = [];
  const api: Pick<SharingApi, 'hasBlob' | 'putBlob'> = {
    hasBlob: async (hash, projectId) => {
      expect(projectId).toBe('p1');
      heads.push(hash);
      return { ok: true, value: held.has(hash) };
    },
    putBlob: async (upload: BlobUpload) => {
      if (upload.signal?.aborted) throw new UploadAbortedError('cancelled');
      const refusal = refuse[upload.sha256];
      if (refusal) return refusal;
      upload.onProgress?.(upload.bytes.size / 2);
      upload.onProgress?.(upload.bytes.size);
      puts.push(upload.sha256);
      held.add(upload.sha256);
      return { ok: true, value: { sha256: upload.sha256, size: upload.bytes.size } };
    },
  };
  return { api, puts, heads };
}

describe('uploadProjectBlobs', () => {
  it('sends each blob once, with progress over every byte', async () => {
    const server = fakeServer();
    const progress: UploadProgress[] = [];
    const result = await uploadProjectBlobs({
      api: server.api,
      projectId: 'p1',
      blobs: [blob('a', 100), blob('b', 300), blob('a', 100, 'again.pdf')],
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ ok: true, value: { sent: 2, skipped: 0, missing: [] } });
    expect(server.puts).toEqual([sha('a'), sha('b')]);
    // Each asked of the server first, for this project.
    expect(server.heads).toEqual([sha('a'), sha('b')]);
    expect(progress.map((p) => p.sentBytes)).toEqual([0, 50, 100, 100, 250, 400, 400]);
    expect(progress.at(-1)).toEqual({ sentBytes: 400, totalBytes: 400, doneBlobs: 2, totalBlobs: 2 });
  });

  it('skips what the project has on the server already: sharing, resumed, or run again after an import', async () => {
    const server = fakeServer({ stored: [sha('a')] });
    const sent: string[] = [];
    const result = await uploadProjectBlobs({
      api: server.api,
      projectId: 'p1',
      blobs: [blob('a', 100), blob('b', 10), blob('c', 10)],
      onSent: (hash) => sent.push(hash),
    });
    expect(result).toEqual({ ok: true, value: { sent: 2, skipped: 1, missing: [] } });
    expect(server.puts).toEqual([sha('b'), sha('c')]);
    expect(sent).toEqual([sha('b'), sha('c')]);
    // Run again (a plan imported since): only what is new goes.
    const again = await uploadProjectBlobs({
      api: server.api,
      projectId: 'p1',
      blobs: [blob('a', 100), blob('b', 10), blob('c', 10), blob('d', 5)],
    });
    expect(again).toEqual({ ok: true, value: { sent: 1, skipped: 3, missing: [] } });
    expect(server.puts).toEqual([sha('b'), sha('c'), sha('d')]);
  });

  it('names the file when the server cannot say whether it has it', async () => {
    const server = fakeServer();
    server.api.hasBlob = async () => ({ ok: false, error: { kind: 'offline', status: 0 } });
    const result = await uploadProjectBlobs({ api: server.api, projectId: 'p1', blobs: [blob('a', 1, 'RDC.pdf')] });
    expect(result).toEqual({ ok: false, error: { kind: 'offline', status: 0, fileName: 'RDC.pdf' } });
    expect(server.puts).toEqual([]);
  });

  it('stops at the first refusal and names the file', async () => {
    const server = fakeServer({
      refuse: { [sha('b')]: { ok: false, error: { kind: 'quota', status: 507 } } },
    });
    const result = await uploadProjectBlobs({
      api: server.api,
      projectId: 'p1',
      blobs: [blob('a', 1), blob('b', 1, 'Niveau 1.pdf'), blob('c', 1)],
    });
    expect(result).toEqual({ ok: false, error: { kind: 'quota', status: 507, fileName: 'Niveau 1.pdf' } });
    expect(server.puts).toEqual([sha('a')]);
  });

  it('lists the plans whose bytes are not in this browser and goes on', async () => {
    const server = fakeServer();
    const gone: ProjectBlob = { ...blob('g', 5, 'Purgé.pdf'), read: async () => undefined };
    const result = await uploadProjectBlobs({ api: server.api, projectId: 'p1', blobs: [gone, blob('a', 1)] });
    expect(result).toEqual({ ok: true, value: { sent: 1, skipped: 0, missing: ['Purgé.pdf'] } });
  });

  it('rejects when cancelled, and what was sent before is reported', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const sent: string[] = [];
    const run = uploadProjectBlobs({
      api: server.api,
      projectId: 'p1',
      blobs: [blob('a', 1), blob('b', 1)],
      signal: controller.signal,
      onSent: (hash) => {
        sent.push(hash);
        controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(UploadAbortedError);
    expect(sent).toEqual([sha('a')]);
  });
});
