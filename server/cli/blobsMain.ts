/** Entry of `npm run blobs` (see server/cli/blobs.ts). Reads the same environment as the server. */
import { AccountStore } from '../accounts/store.ts';
import { openBlobStore } from '../blobs/open.ts';
import { readServerConfig } from '../config.ts';
import { SyncLog } from '../sharing/log.ts';
import { runBlobsCli } from './blobs.ts';

const config = readServerConfig();
if (!config.databaseUrl) {
  console.error('blobs: DATABASE_URL is not set (the blob store serves shared projects, which need PostgreSQL)');
  process.exit(2);
}
const accounts = await AccountStore.open({ connectionString: config.databaseUrl });
const log = await SyncLog.open({ connectionString: config.databaseUrl });
try {
  process.exitCode = await runBlobsCli(process.argv.slice(2), {
    blobs: openBlobStore(config),
    accounts,
    log,
    graceMs: config.blobGraceMs,
  });
} catch (error) {
  // The failure's kind and message: the stores' errors name an operation and a status, never a key or a secret.
  console.error(`blobs: failed (${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown'})`);
  process.exitCode = 1;
} finally {
  await accounts.close();
  await log.close();
}
