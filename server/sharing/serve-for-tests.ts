/**
 * A sync server in a process of its own, for the kill -9 rounds (crash.test.ts) and the benchmark: PostgreSQL from
 * SYNC_TEST_DATABASE_URL and SYNC_TEST_SCHEMA, port SYNC_TEST_PORT (0: any), every token `eco-<project>` an
 * économiste of that project; with SYNC_TEST_REDIS_URL (and SYNC_TEST_REDIS_PREFIX), one of several instances over
 * Redis. Prints `ready <port>` once it listens.
 */
import { MemoryAccess, startSync } from './testing.ts';
import { SyncLog } from './log.ts';
import type { SharingAccess } from '../../src/domain/sharing/contract.ts';

const connectionString = process.env.SYNC_TEST_DATABASE_URL ?? '';
const schema = process.env.SYNC_TEST_SCHEMA;
const log = await SyncLog.open({ connectionString, ...(schema ? { schema } : {}) });
const access: SharingAccess = {
  resolve: (token, projectId) =>
    token === `eco-${projectId}`
      ? new MemoryAccess().grant(token, projectId, 'economiste').resolve(token, projectId)
      : Promise.resolve(null),
};
const redisUrl = process.env.SYNC_TEST_REDIS_URL;
const server = await startSync({
  access,
  log,
  port: Number(process.env.SYNC_TEST_PORT ?? 0),
  ...(redisUrl ? { redis: { url: redisUrl, prefix: process.env.SYNC_TEST_REDIS_PREFIX ?? 'metr-test' } } : {}),
});
process.stdout.write(`ready ${server.port}\n`);
