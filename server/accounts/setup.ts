/**
 * Wires accounts, roles, the sync server's access check and the blob store from the server config. They need
 * PostgreSQL (DATABASE_URL): without it, `npm start` serves the site and the beta API as before, and sharing is off.
 */
import type { SharingAccess } from '../../src/domain/sharing/contract.ts';
import type { Api } from '../api/handler.ts';
import { apiPublicUrl } from '../api/setup.ts';
import type { ServerConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RegistrationStore } from '../store/types.ts';
import { createBlobRoute, type BlobRoute } from '../blobs/route.ts';
import { openBlobStore } from '../blobs/open.ts';
import type { BlobStore } from '../blobs/store.ts';
import { normalizeEmail } from '../../src/domain/email.ts';
import { createSharingAccess } from './access.ts';
import { createAccounts, type Accounts, type AccountsDeps } from './handler.ts';
import { AccountStore } from './store.ts';

export interface Sharing {
  accounts: Accounts;
  /** For the sync server (Hocuspocus's onAuthenticate). */
  access: SharingAccess;
  blobs: BlobRoute;
  /** The plans' bytes (disk or S3), for the collection pass. */
  blobStore: BlobStore;
  store: AccountStore;
  close(): Promise<void>;
}

export async function openSharing(
  config: ServerConfig,
  registrations: RegistrationStore,
  mailer: Mailer,
  /** The sync server's hooks: a revoked member, a changed role and a deleted project reach open connections. */
  hooks: Pick<AccountsDeps, 'onProjectDeleted' | 'onMembershipChanged' | 'onAccountDeleted'> = {},
): Promise<Sharing | undefined> {
  if (!config.databaseUrl) return undefined;
  const store = await AccountStore.open({ connectionString: config.databaseUrl });
  const accounts = createAccounts({
    store,
    limits: {
      hit: (...args) => registrations.hit(...args),
      rateLimitSecret: config.rateLimitSecret ?? registrations.rateLimitSecret,
    },
    // A beta user whose access the team opened (npm run registrations -- approve) may create an account.
    isBetaUser: async (emailKey) =>
      (await registrations.list()).some((r) => r.status === 'approved' && normalizeEmail(r.emailKey) === emailKey),
    // A person's download includes their beta registration, and deleting the account erases it.
    betaRegistrations: registrations,
    mailer,
    ...hooks,
    config: {
      publicSiteUrl: config.publicSiteUrl,
      apiPublicUrl: apiPublicUrl(config),
      mailFrom: config.mailFrom,
      trustProxy: config.trustProxy,
    },
  });
  const blobStore = openBlobStore(config);
  const blobs = createBlobRoute({
    blobs: blobStore,
    store,
    personOf: accounts.personOf,
    siteOrigin: config.publicSiteUrl,
    limits: { maxBytes: config.blobMaxBytes, firmQuotaBytes: config.firmQuotaBytes },
  });
  return { accounts, access: createSharingAccess(store), blobs, blobStore, store, close: () => store.close() };
}

/** The beta API with the accounts' paths in front of it. */
export function withAccounts(api: Api, accounts: Accounts | undefined): Api {
  if (!accounts) return api;
  const handler = (request: Request, info?: Parameters<Api>[1]) =>
    accounts.handles(new URL(request.url).pathname) ? accounts.handle(request, info) : api(request, info);
  return Object.assign(handler, {
    idle: () => Promise.all([api.idle(), accounts.idle()]).then(() => undefined),
    close: () => Promise.all([api.close(), accounts.idle()]).then(() => undefined),
  });
}
