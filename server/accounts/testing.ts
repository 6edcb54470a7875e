/**
 * Test helpers for accounts and blobs against a real PostgreSQL (DATABASE_URL_TEST, set by scripts/with-postgres.sh):
 * a fresh schema per harness, the accounts handler with a capturing mailer and logger, a settable clock, and cheap
 * scrypt parameters (the OWASP ones are tested once, in password.test.ts).
 */
import pg from 'pg';
import type { MailMessage } from '../mail/mailer.ts';
import type { LogEntry } from '../api/log.ts';
import { PostgresStore } from '../store/postgres.ts';
import { createAccounts, type Accounts, type AccountsDeps } from './handler.ts';
import { AccountStore } from './store.ts';

export const DATABASE_URL = process.env.DATABASE_URL_TEST;
export const SITE = 'http://localhost:4173';
export const T0 = new Date('2026-03-02T09:00:00.000Z');

export interface AccountsHarness {
  accounts: Accounts;
  store: AccountStore;
  /** The beta registrations (the same PostgreSQL schema). */
  registrations: PostgresStore;
  sent: MailMessage[];
  logs: LogEntry[];
  clock: { now: Date };
  /** Addresses that are approved beta users (may get an account). */
  betaUsers: Set<string>;
  call(
    method: string,
    path: string,
    init?: {
      body?: unknown;
      cookie?: string;
      origin?: string | null;
      ip?: string;
      headers?: Record<string, string>;
      base?: string;
    },
  ): Promise<Response>;
  /** Signs an address in through its magic link; returns the Cookie header value. */
  signIn(email: string): Promise<string>;
  /** The token of the last magic link mailed to `to`. */
  linkToken(to: string): string;
  /** Posts the link page's form. */
  openLink(token: string, init?: { origin?: string | null; base?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

const schemas: string[] = [];
let ipCounter = 0;

/** `hooks`: the sync server's (a revoked member, a changed role, a deleted project), for server/sharing's tests. */
export async function createAccountsHarness(
  hooks: Pick<AccountsDeps, 'onProjectDeleted' | 'onMembershipChanged' | 'onAccountDeleted'> = {},
): Promise<AccountsHarness> {
  const url = DATABASE_URL ?? '';
  const schema = `t_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  schemas.push(schema);
  const limits = await PostgresStore.open({ connectionString: url, schema });
  const store = await AccountStore.open({ connectionString: url, schema });
  const sent: MailMessage[] = [];
  const logs: LogEntry[] = [];
  const clock = { now: T0 };
  const betaUsers = new Set<string>();
  const accounts = createAccounts({
    store,
    limits,
    isBetaUser: async (key) => betaUsers.has(key),
    betaRegistrations: limits,
    mailer: {
      async send(message) {
        sent.push(message);
      },
    },
    config: { publicSiteUrl: SITE, apiPublicUrl: SITE, mailFrom: 'Metr <no-reply@metr.fr>', trustProxy: false },
    now: () => clock.now,
    logger: { log: (entry) => logs.push(entry) },
    scrypt: { N: 2 ** 10, r: 8, p: 1 },
    ...hooks,
  });

  const call: AccountsHarness['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    const origin = init.origin === undefined ? SITE : init.origin;
    if (origin !== null && method !== 'GET' && method !== 'HEAD') headers.Origin = origin;
    if (init.cookie) headers.Cookie = init.cookie;
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await accounts.handle(
      new Request(`${init.base ?? SITE}${path}`, {
        method,
        headers,
        ...(init.body !== undefined
          ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
          : {}),
      }),
      { clientAddress: init.ip ?? '192.0.2.10' },
    );
    await accounts.idle();
    return response;
  };

  function linkToken(to: string): string {
    const mail = [...sent].reverse().find((m) => m.to === to);
    const token = /link\/open\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no link sent');
    return token;
  }

  async function openLink(token: string, init: { origin?: string | null; base?: string } = {}) {
    const origin = init.origin === undefined ? (init.base ?? SITE) : init.origin;
    return accounts.handle(
      new Request(`${init.base ?? SITE}/api/auth/link/open`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(origin === null ? {} : { Origin: origin }),
        },
        body: new URLSearchParams({ token }).toString(),
      }),
      { clientAddress: '192.0.2.99' },
    );
  }

  return {
    accounts,
    store,
    registrations: limits,
    sent,
    logs,
    clock,
    betaUsers,
    call,
    linkToken,
    openLink,
    async signIn(email) {
      betaUsers.add(email.toLowerCase());
      ipCounter += 1;
      const response = await call('POST', '/api/auth/link', {
        body: { email },
        ip: `198.51.100.${ipCounter % 250}`,
      });
      if (response.status !== 200) throw new Error(`link request: ${response.status}`);
      const opened = await openLink(linkToken(email));
      const cookie = /^[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0];
      if (opened.status !== 303 || !cookie) throw new Error(`sign-in: ${opened.status}`);
      return cookie;
    },
    async dispose() {
      await accounts.idle();
      await store.close();
      await limits.close();
    },
  };
}

/** Drops the schemas the harnesses made (afterAll). */
export async function dropTestSchemas(): Promise<void> {
  if (!DATABASE_URL || !schemas.length) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  for (const schema of schemas.splice(0)) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}
