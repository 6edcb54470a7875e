import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStoreContract, sha } from './contract.ts';
import { DiskBlobStore } from './store.ts';

blobStoreContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'metr-blobs-'));
  const tmp = join(dir, '.tmp');
  return {
    store: new DiskBlobStore(dir),
    leftovers: () => readdir(tmp).catch(() => []),
    async plantTemporary() {
      await mkdir(tmp, { recursive: true });
      await writeFile(join(tmp, crypto.randomUUID()), 'la moitié d’un plan');
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('disk blob store: layout', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'metr-blobs-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a blob under a two-digit folder and lists only well-named files', async () => {
    const store = new DiskBlobStore(dir);
    const bytes = Buffer.from('%PDF-1.7 un plan de masse');
    const hash = sha(bytes);
    await store.put(hash, Readable.from([bytes]), bytes.length, 1024);
    expect(await readFile(join(dir, hash.slice(0, 2), hash))).toEqual(bytes);
    // A stray file, or one in the wrong folder, is not a blob.
    await writeFile(join(dir, hash.slice(0, 2), 'notes.txt'), 'x');
    const other = 'f'.repeat(64);
    await mkdir(join(dir, '00'), { recursive: true });
    await writeFile(join(dir, '00', other), 'x');
    const listed: string[] = [];
    for await (const blob of store.list()) listed.push(blob.sha256);
    expect(listed).toEqual([hash]);
  });
});
