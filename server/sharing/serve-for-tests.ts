/**
 * A sync server in a process of its own, for the kill -9 rounds (crash.test.ts) and the benchmark: PostgreSQL from
 * SYNC_TEST_DATABASE_URL and SYNC_TEST_SCHEMA, port SYNC_TEST_PORT (0: any), every token `eco-<project>` an
 * économiste of that project and `met<n>-<project>` a métreur; with SYNC_TEST_REDIS_URL (and SYNC_TEST_REDIS_PREFIX),
 * one of several instances over Redis. Prints `ready <port>` once it listens; on SIGUSR2 (started with --expose-gc),
 * prints `heap <bytes>` after a full garbage collection (the memory benchmark).
 */
import { MemoryAccess, startSync } from './testing.ts';
import { SyncLog } from './log.ts';
import type { SharingAccess } from '../../src/domain/sharing/contract.ts';

const connectionString = process.env.SYNC_TEST_DATABASE_URL ?? '';
const schema = process.env.SYNC_TEST_SCHEMA;
const log = await SyncLog.open({ connectionString, ...(schema ? { schema } : {}) });
const access: SharingAccess = {
  resolve: (token, projectId) => {
    if (token === `eco-${projectId}`) {
      return new MemoryAccess().grant(token, projectId, 'economiste').resolve(token, projectId);
    }
    if (new RegExp(`^met\\d+-${projectId}$`).test(token)) {
      return new MemoryAccess().grant(token, projectId, 'metreur').resolve(token, projectId);
    }
    return Promise.resolve(null);
  },
};
const redisUrl = process.env.SYNC_TEST_REDIS_URL;
const server = await startSync({
  access,
  log,
  port: Number(process.env.SYNC_TEST_PORT ?? 0),
  ...(redisUrl ? { redis: { url: redisUrl, prefix: process.env.SYNC_TEST_REDIS_PREFIX ?? 'metr-test' } } : {}),
});
process.on('SIGUSR2', () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  process.stdout.write(`heap ${process.memoryUsage().heapUsed}\n`);
});
process.stdout.write(`ready ${server.port}\n`);
