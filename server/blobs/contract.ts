/**
 * The behaviour every BlobStore must have, as a reusable Vitest suite: store.test.ts runs it against the disk store,
 * s3.test.ts against the S3 store on a real S3-compatible server (s3rver).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobError, type BlobStore, type StoredBlob } from './store.ts';

export interface BlobStoreHarness {
  store: BlobStore;
  /** Temporary uploads still present, whatever their form (files, keys). */
  leftovers(): Promise<string[]>;
  /** Leaves a temporary upload as a crash would. */
  plantTemporary(): Promise<void>;
  dispose(): Promise<void>;
}

export const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readBack(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listAll(store: BlobStore): Promise<StoredBlob[]> {
  const all: StoredBlob[] = [];
  for await (const blob of store.list()) all.push(blob);
  return all;
}

export function blobStoreContract(name: string, open: () => Promise<BlobStoreHarness>) {
  describe(`${name}: BlobStore contract`, () => {
    const bytes = Buffer.from('%PDF-1.7 un plan de masse');
    let h: BlobStoreHarness;
    let store: BlobStore;
    beforeEach(async () => {
      h = await open();
      store = h.store;
    });
    afterEach(async () => {
      await h.dispose();
    });

    it('stores by SHA-256, reads back, lists, and is idempotent', async () => {
      const hash = sha(bytes);
      expect(await store.size(hash)).toBeUndefined();
      expect(await store.read(hash)).toBeUndefined();
      expect(await store.put(hash, Readable.from([bytes]), bytes.length, 1024)).toEqual({
        size: bytes.length,
        created: true,
      });
      expect(await store.size(hash)).toBe(bytes.length);
      expect(await store.put(hash, Readable.from([bytes]), bytes.length, 1024)).toEqual({
        size: bytes.length,
        created: false,
      });
      expect(await readBack(await store.read(hash))).toEqual(bytes);
      const listed = await listAll(store);
      expect(listed.map(({ sha256, size }) => ({ sha256, size }))).toEqual([{ sha256: hash, size: bytes.length }]);
      expect(Math.abs((listed[0]?.writtenAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      expect(await h.leftovers()).toEqual([]);
    });

    it('refuses bytes that do not hash to the announced SHA-256, and keeps nothing', async () => {
      const other = sha(Buffer.from('autre chose'));
      await expect(store.put(other, Readable.from([bytes]), bytes.length, 1024)).rejects.toEqual(
        new BlobError('mismatch'),
      );
      expect(await store.size(other)).toBeUndefined();
      expect(await listAll(store)).toEqual([]);
      expect(await h.leftovers()).toEqual([]);
    });

    it('refuses more bytes than allowed, more or fewer than announced, and a body cut short', async () => {
      const hash = sha(bytes);
      await expect(store.put(hash, Readable.from([bytes]), bytes.length, bytes.length - 1)).rejects.toEqual(
        new BlobError('tooLarge'),
      );
      await expect(store.put(hash, Readable.from([bytes]), bytes.length + 1, 1024)).rejects.toEqual(
        new BlobError('incomplete'),
      );
      await expect(store.put(hash, Readable.from([bytes]), bytes.length - 1, 1024)).rejects.toEqual(
        new BlobError('incomplete'),
      );
      const broken = new Readable({ read() {} });
      broken.push(bytes.subarray(0, 4));
      setTimeout(() => broken.destroy(new Error('connection reset')), 5);
      await expect(store.put(hash, broken, bytes.length, 1024)).rejects.toEqual(new BlobError('incomplete'));
      expect(await store.size(hash)).toBeUndefined();
      expect(await listAll(store)).toEqual([]);
      expect(await h.leftovers()).toEqual([]);
    });

    it('answers incomplete, without an uncaught error, for a body that fails before anything reads it', async () => {
      const broken = new Readable({ read() {} });
      const put = store.put(sha(bytes), broken, bytes.length, 1024);
      broken.destroy(new Error('connection reset'));
      await expect(put).rejects.toEqual(new BlobError('incomplete'));
      expect(await h.leftovers()).toEqual([]);
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
      await expect(store.remove(name, new Date())).rejects.toThrow('not a SHA-256');
    });

    it('removes a blob only when its bytes were written before the given time', async () => {
      const hash = sha(bytes);
      await store.put(hash, Readable.from([bytes]), bytes.length, 1024);
      // Written now: not before a minute ago.
      expect(await store.remove(hash, new Date(Date.now() - 60_000))).toBe(false);
      expect(await store.size(hash)).toBe(bytes.length);
      expect(await store.remove(hash, new Date(Date.now() + 60_000))).toBe(true);
      expect(await store.size(hash)).toBeUndefined();
      expect(await listAll(store)).toEqual([]);
      expect(await store.remove(hash, new Date(Date.now() + 60_000))).toBe(false);
      // Stored again after its removal: there again, readable.
      await store.put(hash, Readable.from([bytes]), bytes.length, 1024);
      expect(await readBack(await store.read(hash))).toEqual(bytes);
    });

    it('removes temporary uploads older than the given time only', async () => {
      await h.plantTemporary();
      expect(await h.leftovers()).toHaveLength(1);
      expect(await store.removeTemporaries(new Date(Date.now() - 60_000))).toBe(0);
      expect(await h.leftovers()).toHaveLength(1);
      expect(await store.removeTemporaries(new Date(Date.now() + 60_000))).toBe(1);
      expect(await h.leftovers()).toEqual([]);
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
    }, 60_000);
  });
}
