/**
 * A real S3-compatible server for tests: s3rver (a devDependency) on a loopback port, its files in a temporary folder,
 * in a child process, so that its own buffers do not count in the memory the store under test is measured by.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Config } from './s3.ts';

export interface TestS3 {
  /** The settings of a new, empty bucket. */
  bucket(prefix?: string): Promise<S3Config>;
  close(): Promise<void>;
}

/** Buckets made at start (s3rver's own configureBuckets), handed out one per call of `bucket()`. */
const BUCKETS = 64;

const CHILD = `
const S3rver = require(process.argv[1]);
const buckets = Array.from({ length: ${BUCKETS} }, (_, i) => ({ name: 'metr-' + i }));
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2], configureBuckets: buckets })
  .run()
  .then((address) => process.stdout.write(address.port + '\\n'));
process.on('disconnect', () => process.exit(0));
`;

export async function startS3rver(): Promise<TestS3> {
  const dir = await mkdtemp(join(tmpdir(), 'metr-s3rver-'));
  const main = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(process.execPath, ['-e', CHILD, main, dir], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
    child.stdout?.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  let used = 0;
  return {
    async bucket(prefix) {
      if (used >= BUCKETS) throw new Error('test s3rver: no bucket left');
      const bucket = `metr-${used}`;
      used += 1;
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
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
