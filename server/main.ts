/**
 * `npm start`: serves the production build (dist/), the beta-registration API, the DWG conversion and, with
 * PostgreSQL (DATABASE_URL), the sync server of shared projects (WebSocket at /sync) on one local port.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAppServer } from './app.ts';
import { readServerConfig } from './config.ts';
import { createApiHandler } from './api/handler.ts';
import { apiConfigFrom, openMailer, openStore } from './api/setup.ts';
import { warmStaticCaches } from './static.ts';
import { createDwgRoute } from './cad/route.ts';
import { openSharing, withAccounts } from './accounts/setup.ts';
import { describeBlobStore } from './blobs/open.ts';
import { attachSyncServer, type SyncServer } from './sharing/server.ts';
import { openSync } from './sharing/setup.ts';
import { erasureRetries, type ErasureRetries } from './sharing/erasure.ts';

const config = readServerConfig();
const root = config.siteDir;

if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`No build found in ${root}: run \`npm run build\` first (npm start does it).`);
  process.exit(1);
}

// Compress the built text files before the first visitor asks for them (brotli 11 takes ~1 s for the bundle).
const warming = config.warmStatic
  ? warmStaticCaches(root).catch((error: unknown) => {
      console.error('server: compression warm-up failed', error instanceof Error ? error.name : 'unknown');
    })
  : Promise.resolve();

const store = await openStore(config);
const mailer = openMailer(config);
const betaApi = createApiHandler({
  store,
  rateLimitSecret: config.rateLimitSecret,
  mailer,
  config: apiConfigFrom(config),
});
// Accounts, roles, sync tokens and plans' blobs (issue 30); `sharing.access` is the sync server's SharingAccess. A revoked
// member, a changed role and a deleted project are passed on to the sync server (opened just below, so reached through
// `sync`), which tells every instance through PostgreSQL.
let sync: Awaited<ReturnType<typeof openSync>> = null;
let erasures: ErasureRetries | null = null;
const tellSync = (what: string, work: (server: SyncServer) => Promise<void>) => {
  if (!sync) return;
  work(sync.server).catch((error: unknown) => {
    console.error(`sync: ${what} not passed on`, error instanceof Error ? error.message : 'unknown');
  });
};
const sharing = await openSharing(config, store, mailer, {
  onProjectDeleted: (projectId) => tellSync('project deletion', (server) => server.onProjectDeleted(projectId)),
  onMembershipChanged: (projectId, personId, role) =>
    tellSync('membership change', (server) => server.onMembershipChanged(projectId, personId, role)),
  // The deleted person's name rewritten in the shared documents; left pending, and tried again on a timer, if not.
  onAccountDeleted: (erasure) => tellSync('account erasure', () => erasures?.finish(erasure) ?? Promise.resolve()),
});
const api = withAccounts(betaApi, sharing?.accounts);
// DWG files converted by LibreDWG (GPL-3.0) in a child process per file, for this site's own pages only.
const dwg = createDwgRoute({ siteOrigin: config.publicSiteUrl });
// Shared projects (issue 30): Hocuspocus on this port, its update log in the same PostgreSQL; who may open a project is
// the accounts' answer (a sync token and the person's current role).
sync = sharing ? await openSync(config, sharing.access, sharing.store) : null;
// Deleted accounts a crash (or the sync server failing) left in the shared documents are erased now, and one that
// fails is tried again while the server runs (server/sharing/erasure.ts).
if (sharing && sync) {
  erasures = erasureRetries(sharing.store, sync.server, {
    onError: (what, error) => console.error(`sync: ${what}`, error instanceof Error ? error.message : 'unknown'),
  });
  void erasures.resume();
}
const server = createAppServer({
  root,
  api,
  security: {
    contactFormUrl: config.contactFormUrl,
    apiBase: config.apiBase,
    analyticsId: config.analyticsId,
    sync: sync !== null,
  },
  trustProxy: config.trustProxy,
  dwg,
  blobs: sharing?.blobs,
});
if (sync) attachSyncServer(server, sync.server);
await warming;
server.listen(config.port, config.host, () => {
  console.info(`Metr est servi sur http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  console.info(
    config.smtp
      ? 'Emails envoyés par SMTP.'
      : `Aucun SMTP configuré\u00a0: les emails sont écrits dans ${config.outboxDir}`,
  );
  console.info(
    sharing && sync
      ? `Comptes et partage actifs (PostgreSQL), synchronisation sur /sync, plans stockés dans ${describeBlobStore(config)}`
      : 'Comptes et partage désactivés\u00a0: définissez DATABASE_URL (PostgreSQL).',
  );
  if (sync) {
    console.info(
      sync.server.scaledOut
        ? 'Plusieurs instances\u00a0: la synchronisation passe par Redis (REDIS_URL).'
        : 'Une seule instance\u00a0: définissez REDIS_URL pour en servir plusieurs derrière la même base PostgreSQL.',
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Mails in flight go out before the store closes; what is still owed is on disk for the next start.
  process.on(signal, () => {
    dwg.close();
    erasures?.close();
    // The sync server's connections are WebSockets: closed first, or server.close() would wait for them.
    void (sync?.close() ?? Promise.resolve()).catch(() => undefined);
    server.close(
      () =>
        void api
          .close()
          .then(() => sharing?.close())
          .then(() => store.close())
          .finally(() => process.exit(0)),
    );
  });
}
