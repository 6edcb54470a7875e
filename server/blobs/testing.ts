/**
 * A real S3-compatible server for tests: s3rver (a devDependency) on a loopback port, its files in a temporary folder,
 * a fresh bucket per call of `bucket()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from './s3.ts';

export interface TestS3 {
  /** The settings of a new, empty bucket. */
  bucket(prefix?: string): Promise<S3Config>;
  close(): Promise<void>;
}

let bucketCount = 0;

export async function startS3rver(): Promise<TestS3> {
  const dir = await mkdtemp(join(tmpdir(), 'metr-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    async bucket(prefix) {
      bucketCount += 1;
      const bucket = `metr-${process.pid}-${bucketCount}`;
      await (server as unknown as { store: { putBucket(name: string): Promise<unknown> } }).store.putBucket(bucket);
      // s3rver's own credentials; it does not check Signature Version 4 (s3.test.ts checks the signing).
      return {
        endpoint,
        region: 'us-east-1',
        bucket,
        pathStyle: true,
        prefix,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      };
    },
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
