/**
 * Plans' bytes (PDF, DWG), stored by their SHA-256: the sheet in a shared project's document holds the hash, never the
 * bytes. One interface, two stores: the disk one here (the default) and an S3-compatible one (`s3.ts`, BLOB_STORE=s3).
 * Both pass the same contract (`contract.ts`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export type BlobFailure = 'mismatch' | 'tooLarge' | 'incomplete';

export class BlobError extends Error {
  constructor(readonly kind: BlobFailure) {
    super(`blob ${kind}`);
  }
}

export interface StoredBlob {
  sha256: string;
  size: number;
  /** When its bytes were last written: a blob stored again (uploaded anew) counts as new. */
  writtenAt: Date;
}

export interface BlobStore {
  /** The blob's size, or undefined when it is not stored. */
  size(sha256: string): Promise<number | undefined>;
  /**
   * Stores the bytes of `body` under `sha256`, streamed (never the whole file in memory), at most `maxBytes` of them:
   * refused with BlobError when the bytes hash to something else, are more than `maxBytes` or stop early (fewer than
   * `expectedBytes`). Idempotent: storing a blob that is there already changes nothing.
   */
  put(
    sha256: string,
    body: Readable,
    expectedBytes: number,
    maxBytes: number,
  ): Promise<{ size: number; created: boolean }>;
  /** A stream of the blob's bytes, or undefined when it is not stored. */
  read(sha256: string): Promise<Readable | undefined>;
  /** Every stored blob (temporary uploads left out), for the collection pass (`collect.ts`). */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes the blob unless its bytes were written at or after `writtenBefore` (an upload of the same bytes that
   * landed since the caller looked): true when it removed it.
   */
  remove(sha256: string, writtenBefore: Date): Promise<boolean>;
  /** Removes temporary uploads last written before `before` (left by a crash); answers how many. */
  removeTemporaries(before: Date): Promise<number>;
}

function checkHash(sha256: string) {
  // The only door to the file system: 64 lower-case hex digits cannot name a parent, a separator or a device.
  if (!SHA256_HEX.test(sha256)) throw new Error('blob store: not a SHA-256');
}

/**
 * Content-addressed files under `dir`: `<dir>/<first two hex digits>/<sha256>`. An upload goes to `<dir>/.tmp/` first,
 * hashed as it arrives, flushed to disk (fsync), then renamed into place only when its hash is the one announced: a
 * reader never sees half a file, a crash leaves at most a temporary file, and two uploads of one blob at once both
 * end with the same bytes in place.
 */
export class DiskBlobStore implements BlobStore {
  constructor(private readonly dir: string) {}

  private path(sha256: string) {
    checkHash(sha256);
    return join(this.dir, sha256.slice(0, 2), sha256);
  }

  async size(sha256: string): Promise<number | undefined> {
    try {
      const info = await stat(this.path(sha256));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  async put(sha256: string, body: Readable, expectedBytes: number, maxBytes: number) {
    // The body may fail (a client resetting its upload) while the temporary file is still being opened, before
    // anything reads it: without a listener from the first moment, that error would be thrown out of the process.
    let failed = false;
    const onError = () => {
      failed = true;
    };
    body.on('error', onError);
    try {
      return await this.write(sha256, body, expectedBytes, maxBytes, () => failed);
    } finally {
      body.off('error', onError);
    }
  }

  private async write(sha256: string, body: Readable, expectedBytes: number, maxBytes: number, failed: () => boolean) {
    const target = this.path(sha256);
    const tmpDir = join(this.dir, '.tmp');
    await mkdir(tmpDir, { recursive: true, mode: 0o700 });
    const tmp = join(tmpDir, randomUUID());
    const file = await open(tmp, 'wx', 0o600);
    const hash = createHash('sha256');
    let size = 0;
    let closed = false;
    try {
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new BlobError('tooLarge');
          hash.update(chunk);
          await file.write(chunk);
        }
      } catch (error) {
        throw error instanceof BlobError ? error : new BlobError('incomplete');
      }
      if (failed() || size !== expectedBytes) throw new BlobError('incomplete');
      if (hash.digest('hex') !== sha256) throw new BlobError('mismatch');
      await file.sync();
      await file.close();
      closed = true;
      const existed = (await this.size(sha256)) !== undefined;
      await mkdir(join(this.dir, sha256.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(tmp, target);
      await this.syncDir(join(this.dir, sha256.slice(0, 2)));
      return { size, created: !existed };
    } finally {
      if (!closed) await file.close().catch(() => undefined);
      await rm(tmp, { force: true });
    }
  }

  /** The rename itself survives a power cut only once its directory is flushed. */
  private async syncDir(path: string) {
    const handle = await open(path, 'r').catch(() => undefined);
    if (!handle) return;
    await handle.sync().catch(() => undefined);
    await handle.close();
  }

  async read(sha256: string): Promise<ReadStream | undefined> {
    if ((await this.size(sha256)) === undefined) return undefined;
    return createReadStream(this.path(sha256));
  }

  async *list(): AsyncIterable<StoredBlob> {
    const folders = await readdir(this.dir).catch(() => [] as string[]);
    for (const folder of folders.sort()) {
      if (!/^[0-9a-f]{2}$/.test(folder)) continue;
      const names = await readdir(join(this.dir, folder)).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (!SHA256_HEX.test(name) || !name.startsWith(folder)) continue;
        const info = await stat(join(this.dir, folder, name)).catch(() => undefined);
        if (info?.isFile()) yield { sha256: name, size: info.size, writtenAt: info.mtime };
      }
    }
  }

  async remove(sha256: string, writtenBefore: Date): Promise<boolean> {
    const path = this.path(sha256);
    const info = await stat(path).catch(() => undefined);
    // A rename of a new upload keeps its temporary file's time: the bytes stored again look new.
    if (!info?.isFile() || info.mtime.getTime() >= writtenBefore.getTime()) return false;
    await rm(path, { force: true });
    await this.syncDir(join(this.dir, sha256.slice(0, 2)));
    return true;
  }

  async removeTemporaries(before: Date): Promise<number> {
    const tmpDir = join(this.dir, '.tmp');
    let removed = 0;
    for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
      const info = await stat(join(tmpDir, name)).catch(() => undefined);
      if (!info || info.mtime.getTime() >= before.getTime()) continue;
      await rm(join(tmpDir, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}
