/**
 * Wires the sync server into `npm start` (server/main.ts): it runs when the server has PostgreSQL (DATABASE_URL), the
 * store its log lives in, on the same port as the site, at /sync. With REDIS_URL, several instances share their
 * documents' edits and presence through Redis; revocations and deletions reach every instance through PostgreSQL
 * (notices.ts), with or without Redis.
 */
import type { SharingAccess } from '../../src/domain/sharing/contract.ts';
import type { AccountStore } from '../accounts/store.ts';
import { blobPruner, blobSweep } from '../blobs/prune.ts';
import type { ServerConfig } from '../config.ts';
import { SyncLog } from './log.ts';
import { SyncNotices } from './notices.ts';
import { createSyncServer, type SyncServer } from './server.ts';

/**
 * No one has access until the accounts module answers (server/accounts, issue 30's third part): the sync server runs,
 * refuses every token with `no-access`, and stores nothing.
 */
export const noAccess: SharingAccess = { resolve: () => Promise.resolve(null) };

export interface OpenedSync {
  server: SyncServer;
  close(): Promise<void>;
}

export async function openSync(
  config: Pick<ServerConfig, 'databaseUrl' | 'publicSiteUrl' | 'redisUrl' | 'blobGraceMs'>,
  access: SharingAccess = noAccess,
  /** The accounts' store: a project's blob references its document no longer names are dropped (blobs/prune.ts). */
  accounts?: AccountStore,
): Promise<OpenedSync | null> {
  if (!config.databaseUrl) return null;
  const log = await SyncLog.open({ connectionString: config.databaseUrl });
  const notices = await SyncNotices.open({ connectionString: config.databaseUrl });
  const server = createSyncServer({
    access,
    log,
    notices,
    // Behind a proxy that rewrites Host, the page's origin is the public site's.
    allowedOrigins: [new URL(config.publicSiteUrl).origin],
    ...(config.redisUrl ? { redis: { url: config.redisUrl } } : {}),
    ...(accounts ? { onCompacted: blobPruner({ accounts, log, graceMs: config.blobGraceMs }) } : {}),
  });
  // A plan deleted from a project no longer edited is released too, and a prune a crash interrupted is caught up.
  const sweep = accounts ? blobSweep({ accounts, log, graceMs: config.blobGraceMs }) : null;
  return {
    server,
    async close() {
      await sweep?.close();
      await server.close();
      await notices.close();
      await log.close();
    },
  };
}
