import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobError, DiskBlobStore } from './store.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytes = Buffer.from('%PDF-1.7 un plan de masse');

describe('disk blob store', () => {
  let dir: string;
  let store: DiskBlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'metr-blobs-'));
    store = new DiskBlobStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores by SHA-256 under a two-digit folder, reads back, and is idempotent', async () => {
    const hash = sha(bytes);
    expect(await store.put(hash, Readable.from([bytes]), bytes.length, 1024)).toEqual({
      size: bytes.length,
      created: true,
    });
    expect(await readFile(join(dir, hash.slice(0, 2), hash))).toEqual(bytes);
    expect(await store.size(hash)).toBe(bytes.length);
    expect(await store.put(hash, Readable.from([bytes]), bytes.length, 1024)).toEqual({
      size: bytes.length,
      created: false,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.read(hash)) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('refuses bytes that do not hash to the announced SHA-256, and keeps nothing', async () => {
    const other = sha(Buffer.from('autre chose'));
    await expect(store.put(other, Readable.from([bytes]), bytes.length, 1024)).rejects.toEqual(
      new BlobError('mismatch'),
    );
    expect(await store.size(other)).toBeUndefined();
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('refuses more bytes than allowed, and fewer than announced', async () => {
    const hash = sha(bytes);
    await expect(store.put(hash, Readable.from([bytes]), bytes.length, bytes.length - 1)).rejects.toEqual(
      new BlobError('tooLarge'),
    );
    await expect(store.put(hash, Readable.from([bytes]), bytes.length + 1, 1024)).rejects.toEqual(
      new BlobError('incomplete'),
    );
    const broken = new Readable({ read() {} });
    broken.push(bytes.subarray(0, 4));
    setTimeout(() => broken.destroy(new Error('connection reset')), 5);
    await expect(store.put(hash, broken, bytes.length, 1024)).rejects.toEqual(new BlobError('incomplete'));
    expect(await store.size(hash)).toBeUndefined();
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('answers incomplete, without an uncaught error, for a body that fails before the file is open', async () => {
    const broken = new Readable({ read() {} });
    const put = store.put(sha(bytes), broken, bytes.length, 1024);
    // Emitted on the next tick, while put still waits for its temporary directory.
    broken.destroy(new Error('connection reset'));
    await expect(put).rejects.toEqual(new BlobError('incomplete'));
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it.each([
    '../../etc/passwd',
    '..',
    `${'a'.repeat(63)}/`,
    'A'.repeat(64),
    `${'a'.repeat(64)}/../x`,
    '',
    'a'.repeat(65),
  ])('refuses a name that is not a SHA-256: %j', async (name) => {
    await expect(store.size(name)).resolves.toBeUndefined();
    await expect(store.read(name)).resolves.toBeUndefined();
    await expect(store.put(name, Readable.from([bytes]), bytes.length, 1024)).rejects.toThrow('not a SHA-256');
  });

  it('streams a large file without holding it in memory', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const count = 96;
    const hash = createHash('sha256');
    for (let i = 0; i < count; i += 1) hash.update(chunk);
    const before = process.memoryUsage().arrayBuffers;
    let peak = 0;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < count; i += 1) {
          peak = Math.max(peak, process.memoryUsage().arrayBuffers - before);
          yield chunk;
        }
      })(),
    );
    const result = await store.put(hash.digest('hex'), source, count * chunk.length, 200 * 1024 * 1024);
    expect(result.size).toBe(96 * 1024 * 1024);
    // Buffering the upload would hold all 96 MiB at the end; a stream holds a few chunks at a time.
    expect(peak).toBeLessThan(32 * 1024 * 1024);
  });
});
