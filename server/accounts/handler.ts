/**
 * Accounts, firms and project roles as a Web-standard handler, in the beta API's style (server/api/handler.ts): JSON
 * in and out, French messages, one log line per answer with a reason code and never an address, a token or an IP.
 *
 *   POST   /api/auth/link                     {email}            → 200 always (a link is mailed when the address may sign in)
 *   GET    /api/auth/link/open?token=…         → French page with a « Se connecter » button (a mail scanner signs in nobody)
 *   POST   /api/auth/link/open                 token=…           → uses the link once, sets the session cookie, 303 to the app
 *   POST   /api/auth/password                 {email, password}  → signs in (same 401 for an unknown address or a wrong password)
 *   PUT    /api/auth/password                 {password}         → sets or changes one's password (signed in)
 *   POST   /api/auth/logout                                      → revokes the session
 *   GET    /api/auth/me                                          → the person, their firm, their shared projects
 *   DELETE /api/auth/me                       {email | currentPassword} → deletes one's account (RGPD article 17)
 *   GET    /api/auth/me/export                                   → one's own data as a JSON file (RGPD articles 15, 20)
 *   POST   /api/firms                         {name}             → creates one's firm
 *   GET    /api/firms/members                                    → the firm's members
 *   POST   /api/firms/members                 {email}            → adds a member (firm administrator)
 *   POST   /api/projects                      {projectId, name}  → shares a project with one's firm (its first économiste)
 *   GET    /api/projects/<id>/members                            → members and roles (any member)
 *   PUT    /api/projects/<id>/members         {email, role}      → shares with a person or changes a role (économiste)
 *   DELETE /api/projects/<id>/members/<personId>                → revokes (économiste; anyone for themself)
 *   DELETE /api/projects/<id>                                    → deletes the shared project (économiste)
 *   POST   /api/sync-token                    {projectId}        → a 5-minute token for the sync server
 *
 * Every state-changing request must come from the site's own origin (Origin, else Sec-Fetch-Site), on top of the
 * session cookie being SameSite=Strict; JSON bodies must say application/json, which a cross-site form cannot send.
 */
import { z } from 'zod';
import { PROJECT_ROLES, ROLE_RIGHTS, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { normalizeEmail } from '../../src/domain/email.ts';
import { isValidEmail } from '../../src/domain/validation/beta.ts';
import { serverFr } from '../i18n.fr.ts';
import type { Mailer } from '../mail/mailer.ts';
import { forwardedAddress, rateLimitAddress } from '../api/clientAddress.ts';
import { isTokenShaped, keyedHasher, newId, newToken, sha256Hex } from '../api/crypto.ts';
import { HitGate } from '../api/hitGate.ts';
import { consoleLogger, type Logger, type ReasonCode } from '../api/log.ts';
import { MemoryRateLimit } from '../api/memoryRateLimit.ts';
import type { RequestInfo } from '../api/handler.ts';
import type { RegistrationStore } from '../store/types.ts';
import {
  burnPasswordTime,
  hashPassword,
  isAcceptablePassword,
  needsRehash,
  OWASP_SCRYPT,
  PASSWORD_LENGTH,
  verifyPassword,
  type ScryptParams,
} from './password.ts';
import { renderLinkPage, type LinkPageKind } from './pages.ts';
import type { AccountStore, PendingErasure, Session, SessionMethod } from './store.ts';

export const ACCOUNT_LIMITS = {
  maxBodyBytes: 4096,
  /** A magic link: single use, 15 minutes (OWASP Forgot Password Cheat Sheet: short-lived, single-use tokens). */
  linkTtlMs: 15 * 60_000,
  /** Links mailed to one person per window, decided silently (the answer is the same): an inbox is not flooded. */
  linksPerPerson: { limit: 3, windowMs: 15 * 60_000 },
  /** Link requests per client address. */
  linkPerIp: { limit: 10, windowMs: 15 * 60_000 },
  /** Link pages and uses per client address (in memory, like the confirmation links). */
  linkOpenPerIp: { limit: 30, windowMs: 15 * 60_000 },
  /** Password attempts per client address and per account (the magic link still works when these are spent). */
  passwordPerIp: { limit: 10, windowMs: 15 * 60_000 },
  passwordPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Downloads of one's own data and deletion attempts confirmed by the address, per person. */
  exportPerPerson: { limit: 10, windowMs: 15 * 60_000 },
  deletePerPerson: { limit: 5, windowMs: 15 * 60_000 },
  /** A session: 30 days at most, 7 days without use ends it. */
  sessionTtlMs: 30 * 24 * 3_600_000,
  sessionIdleMs: 7 * 24 * 3_600_000,
  /** The sync server's token: bound to a person and a project, for 5 minutes. */
  syncTokenTtlMs: 5 * 60_000,
  firmName: 120,
  projectName: 200,
} as const;

export const SESSION_COOKIE = { https: '__Host-metr_session', http: 'metr_session' } as const;
export const LINK_PATH = '/api/auth/link';
export const LINK_OPEN_PATH = '/api/auth/link/open';

export interface AccountsConfig {
  publicSiteUrl: string;
  /** Where the API is reachable from a mail client (the magic link's base). */
  apiPublicUrl: string;
  mailFrom: string;
  trustProxy: boolean;
}

export interface AccountsDeps {
  store: AccountStore;
  /** The beta store: its rate-limit counter (shared by every instance) and its key. */
  limits: Pick<RegistrationStore, 'hit' | 'rateLimitSecret'>;
  /** Whether an address that has no account yet may sign in: an approved beta user. Invited people always may. */
  isBetaUser: (emailKey: string) => Promise<boolean>;
  /**
   * The beta registrations (name, phone, address): a person's download includes theirs, and deleting the account
   * erases it. Without it (tests of other parts), neither.
   */
  betaRegistrations?: Pick<RegistrationStore, 'list' | 'erase'>;
  mailer: Mailer;
  config: AccountsConfig;
  now?: () => Date;
  logger?: Logger;
  /** Tests lower the hash cost; production keeps OWASP's. */
  scrypt?: ScryptParams;
  /** Told when a shared project is deleted (the sync server closes its connections and removes its log). */
  onProjectDeleted?: (projectId: string) => void;
  /**
   * Told when a member's role changed (`role`) or their access was removed (null), once the change is committed: the
   * sync server closes or downgrades that person's open connections on every instance.
   */
  onMembershipChanged?: (projectId: string, personId: string, role: ProjectRole | null) => void;
  /**
   * Told once an account's deletion is committed (after the membership and project notices): the sync server erases
   * the person from the shared documents, then the pending erasure the deletion recorded is done
   * (AccountStore.erasureDone). Not told, or failing, the next start finishes it (server/sharing/erasure.ts).
   */
  onAccountDeleted?: (erasure: PendingErasure) => void;
}

export interface Accounts {
  /** Whether this handler serves the path. */
  handles(pathname: string): boolean;
  handle(request: Request, info?: RequestInfo): Promise<Response>;
  /** The signed-in person of a request's Cookie header, or undefined. */
  personOf(cookieHeader: string | null, isHttps: boolean): Promise<string | undefined>;
  /** Resolves once the mails owed so far went out or failed (tests). */
  idle(): Promise<void>;
}

const t = serverFr.accounts;
const PROJECT_ID = /^[A-Za-z0-9-]{1,64}$/;
const PERSON_ID = /^[0-9a-f-]{36}$/;

const email = z
  .string({ error: t.emailInvalid })
  .trim()
  .max(254, { error: t.emailInvalid })
  .refine(isValidEmail, { error: t.emailInvalid });
const password = z.string({ error: t.passwordLength }).refine(isAcceptablePassword, { error: t.passwordLength });
const role = z.enum(PROJECT_ROLES as [ProjectRole, ...ProjectRole[]], { error: t.roleInvalid });
// eslint-disable-next-line no-control-regex -- control characters are what the check refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const label = (max: number) =>
  z
    .string({ error: t.nameInvalid })
    .trim()
    .min(1, { error: t.nameInvalid })
    .max(max, { error: t.nameInvalid })
    .refine((value) => !CONTROL.test(value), { error: t.nameInvalid });

const schemas = {
  link: z.strictObject({ email }),
  signIn: z.strictObject({ email, password: z.string({ error: t.passwordLength }).max(PASSWORD_LENGTH.max * 4) }),
  setPassword: z.strictObject({
    password,
    currentPassword: z
      .string({ error: t.passwordLength })
      .max(PASSWORD_LENGTH.max * 4)
      .optional(),
  }),
  firm: z.strictObject({ name: label(ACCOUNT_LIMITS.firmName) }),
  firmMember: z.strictObject({ email }),
  project: z.strictObject({
    projectId: z.string().regex(PROJECT_ID, { error: t.projectInvalid }),
    name: label(ACCOUNT_LIMITS.projectName),
  }),
  member: z.strictObject({ email, role }),
  syncToken: z.strictObject({ projectId: z.string().regex(PROJECT_ID, { error: t.projectInvalid }) }),
  deleteAccount: z.strictObject({
    email: z.string({ error: t.deleteAccount.emailWrong }).max(254, { error: t.deleteAccount.emailWrong }).optional(),
    currentPassword: z
      .string({ error: t.passwordLength })
      .max(PASSWORD_LENGTH.max * 4)
      .optional(),
  }),
};

/** Project names as a French list: « A », « B » et « C ». */
const projectList = (names: readonly string[]) =>
  new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(names.map((name) => `«\u00a0${name}\u00a0»`));

class HttpError extends Error {
  fields?: Record<string, string>;
  /** More of the answer's body (the projects a refusal names). */
  extra?: Record<string, unknown>;
  constructor(
    readonly status: number,
    readonly reason: ReasonCode,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  withFields(fields: Record<string, string>): this {
    this.fields = fields;
    return this;
  }

  withExtra(extra: Record<string, unknown>): this {
    this.extra = extra;
    return this;
  }
}

class ClientAbortError extends Error {}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

export function createAccounts({
  store,
  limits,
  isBetaUser,
  betaRegistrations,
  mailer,
  config,
  now = () => new Date(),
  logger = consoleLogger,
  scrypt = OWASP_SCRYPT,
  onProjectDeleted,
  onMembershipChanged,
  onAccountDeleted,
}: AccountsDeps): Accounts {
  const siteOrigin = new URL(config.publicSiteUrl).origin;
  const apiOrigin = new URL(config.apiPublicUrl).origin;
  const rateLimitKey = keyedHasher(limits.rateLimitSecret);
  const gate = new HitGate(limits);
  const linkOpenLimit = new MemoryRateLimit(ACCOUNT_LIMITS.linkOpenPerIp.limit, ACCOUNT_LIMITS.linkOpenPerIp.windowMs);
  const pending = new Set<Promise<void>>();

  /** Work done after the answer (a mail), so the answer's timing does not depend on whether the address is known. */
  function later(work: () => Promise<void>) {
    const task = work()
      .catch(() => {
        // Never the address or the error's text (it may quote the address): the mail is lost, the person asks again.
        logger.log({ requestId: newId(), status: 500, reason: 'mail_failed' });
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  function json(
    requestId: string,
    status: number,
    reason: ReasonCode,
    body: unknown,
    headers: Record<string, string> = {},
  ): Response {
    logger.log({ requestId, status, reason });
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: {
        ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        'X-Request-Id': requestId,
        ...headers,
      },
    });
  }

  function page(
    requestId: string,
    status: number,
    reason: ReasonCode,
    kind: LinkPageKind,
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ): Response {
    logger.log({ requestId, status, reason });
    return new Response(renderLinkPage(kind, config.publicSiteUrl, token), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'same-origin',
        'Content-Security-Policy': `default-src 'none'; base-uri 'none'; form-action ${kind === 'form' ? "'self'" : "'none'"}; frame-ancestors 'none'`,
        'X-Request-Id': requestId,
        ...headers,
      },
    });
  }

  function fail(status: number, reason: ReasonCode, error: string, message: string, headers?: Record<string, string>) {
    return new HttpError(status, reason, error, message, headers);
  }

  /** Same-origin only: the site's origin (or the API's own, for the link page's form). */
  function checkOrigin(request: Request) {
    const origin = request.headers.get('origin');
    const fetchSite = request.headers.get('sec-fetch-site');
    const allowed =
      origin !== null
        ? origin === siteOrigin || origin === apiOrigin
        : fetchSite !== 'cross-site' && fetchSite !== 'same-site';
    if (!allowed) throw fail(403, 'cross_site', 'forbidden_origin', serverFr.api.forbiddenOrigin);
  }

  function clientKey(request: Request, info?: RequestInfo): string {
    const address =
      info?.clientAddress ??
      (config.trustProxy ? forwardedAddress(request.headers.get('x-forwarded-for')) : undefined) ??
      'unknown';
    return rateLimitAddress(address);
  }

  async function limit(key: string, rule: { limit: number; windowMs: number }, reason: ReasonCode) {
    const result = await gate.hit(await rateLimitKey(key), rule.limit, rule.windowMs, now());
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw fail(429, reason, 'too_many_requests', serverFr.api.tooManyRequests, { 'Retry-After': String(seconds) });
    }
  }

  async function readBody(request: Request, max: number = ACCOUNT_LIMITS.maxBodyBytes): Promise<Uint8Array> {
    if (Number(request.headers.get('content-length') ?? 0) > max) {
      throw fail(413, 'payload_too_large', 'payload_too_large', serverFr.api.payloadTooLarge);
    }
    if (!request.body) return new Uint8Array();
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new ClientAbortError('client aborted');
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        throw fail(413, 'payload_too_large', 'payload_too_large', serverFr.api.payloadTooLarge);
      }
      chunks.push(chunk.value);
    }
    return Buffer.concat(chunks);
  }

  async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw fail(415, 'unsupported_media_type', 'unsupported_media_type', serverFr.api.unsupportedMediaType);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request)));
    } catch (error) {
      if (error instanceof HttpError || error instanceof ClientAbortError) throw error;
      throw fail(400, 'malformed_json', 'malformed_json', serverFr.api.malformedJson);
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const names =
          issue.code === 'unrecognized_keys' ? issue.keys : typeof issue.path[0] === 'string' ? [issue.path[0]] : [];
        for (const name of names) fields[name] ??= issue.message;
      }
      throw new HttpError(400, 'invalid_fields', 'invalid_fields', serverFr.api.invalid, {}).withFields(fields);
    }
    return result.data;
  }

  function cookieName(request: Request) {
    return new URL(request.url).protocol === 'https:' ? SESSION_COOKIE.https : SESSION_COOKIE.http;
  }

  function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
    const isHttps = new URL(request.url).protocol === 'https:';
    // __Host-: Secure, Path=/ and no Domain, so no sibling host can set or read it. Over plain HTTP (a laptop,
    // `npm start`) the browser would refuse a Secure cookie: the name says which one it is.
    return [
      `${cookieName(request)}=${token}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Strict',
      `Max-Age=${maxAgeSeconds}`,
      ...(isHttps ? ['Secure'] : []),
    ].join('; ');
  }

  async function sessionToken(request: Request): Promise<string | undefined> {
    const token = parseCookies(request.headers.get('cookie')).get(cookieName(request));
    return token && isTokenShaped(token) ? token : undefined;
  }

  async function sessionOf(cookieHeader: string | null, isHttps: boolean): Promise<Session | undefined> {
    const token = parseCookies(cookieHeader).get(isHttps ? SESSION_COOKIE.https : SESSION_COOKIE.http);
    if (!token || !isTokenShaped(token)) return undefined;
    return store.useSession(await sha256Hex(token), now(), ACCOUNT_LIMITS.sessionIdleMs);
  }

  async function personOf(cookieHeader: string | null, isHttps: boolean): Promise<string | undefined> {
    return (await sessionOf(cookieHeader, isHttps))?.personId;
  }

  async function requireSession(request: Request): Promise<Session> {
    const session = await sessionOf(request.headers.get('cookie'), new URL(request.url).protocol === 'https:');
    if (!session) throw fail(401, 'unauthenticated', 'unauthenticated', t.unauthenticated);
    return session;
  }

  /** A session opened by a magic link in the last 15 minutes: the mailbox was just proven (forgotten password). */
  function isFreshLink(session: Session) {
    return session.method === 'link' && now().getTime() - session.createdAt.getTime() <= ACCOUNT_LIMITS.linkTtlMs;
  }

  /**
   * A sensitive change asks for the current password (OWASP Authentication Cheat Sheet: re-authenticate); each try
   * counts as a password attempt, per client address and per account. Refused: 403 `reauthenticate` with `message`.
   */
  async function reauthenticate(
    request: Request,
    info: RequestInfo | undefined,
    person: { email: string; passwordHash: string | null },
    currentPassword: string | undefined,
    message: string,
    fields?: Record<string, string>,
  ) {
    await limit(`auth-pw-ip:${clientKey(request, info)}`, ACCOUNT_LIMITS.passwordPerIp, 'rate_limited_ip');
    await limit(
      `auth-pw-account:${normalizeEmail(person.email)}`,
      ACCOUNT_LIMITS.passwordPerAccount,
      'rate_limited_account',
    );
    const isCurrent =
      currentPassword !== undefined &&
      person.passwordHash !== null &&
      (await verifyPassword(currentPassword, person.passwordHash));
    if (!isCurrent) {
      const refusal = fail(403, 'bad_credentials', 'reauthenticate', message);
      throw fields ? refusal.withFields(fields) : refusal;
    }
  }

  async function requirePerson(request: Request): Promise<string> {
    return (await requireSession(request)).personId;
  }

  async function newSession(request: Request, personId: string, method: SessionMethod): Promise<string> {
    const token = newToken();
    const at = now();
    await store.addSession(
      await sha256Hex(token),
      personId,
      at,
      new Date(at.getTime() + ACCOUNT_LIMITS.sessionTtlMs),
      method,
    );
    return sessionCookie(request, token, Math.floor(ACCOUNT_LIMITS.sessionTtlMs / 1000));
  }

  /** Makes a link and mails it (after the answer); silent when the person had their share of links lately. */
  function mailLink(personId: string, to: string, kind: 'signIn' | 'invitation', projectName?: string) {
    later(async () => {
      const at = now();
      const since = new Date(at.getTime() - ACCOUNT_LIMITS.linksPerPerson.windowMs);
      if ((await store.countMagicLinks(personId, since)) >= ACCOUNT_LIMITS.linksPerPerson.limit) return;
      const token = newToken();
      await store.addMagicLink(await sha256Hex(token), personId, at, new Date(at.getTime() + ACCOUNT_LIMITS.linkTtlMs));
      const link = `${config.apiPublicUrl}${LINK_OPEN_PATH}?token=${token}`;
      const mail = kind === 'signIn' ? t.mail.signIn : t.mail.invitation;
      await mailer.send({
        from: config.mailFrom,
        to,
        subject: mail.subject,
        text: kind === 'signIn' ? t.mail.signIn.text(link) : t.mail.invitation.text(link, projectName ?? ''),
      });
    });
  }

  // Routes ------------------------------------------------------------------------------------------------------------

  async function requestLink(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    checkOrigin(request);
    const { email: address } = await readJson(request, schemas.link);
    await limit(`auth-link:${clientKey(request, info)}`, ACCOUNT_LIMITS.linkPerIp, 'rate_limited_ip');
    const emailKey = normalizeEmail(address);
    // The answer is the same whether the address has an account, may get one, or neither; the lookups and the mail
    // happen after it.
    later(async () => {
      let person = await store.personByEmailKey(emailKey);
      if (!person && (await isBetaUser(emailKey))) person = await store.ensurePerson(newId(), address, emailKey, now());
      if (person) mailLink(person.id, person.email, 'signIn');
    });
    return json(requestId, 200, 'link_requested', { ok: true, message: t.linkSent });
  }

  async function openLink(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    const limited = linkOpenLimit.hit(await rateLimitKey(`auth-open:${clientKey(request, info)}`), now());
    if (!limited.allowed) {
      const seconds = String(Math.max(1, Math.ceil(limited.retryAfterMs / 1000)));
      return page(requestId, 429, 'rate_limited_ip', 'tooManyRequests', { headers: { 'Retry-After': seconds } });
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (!isTokenShaped(token)) return page(requestId, 404, 'token_unknown', 'unknown');
      return page(requestId, 200, 'confirm_form', 'form', { token });
    }
    try {
      checkOrigin(request);
    } catch {
      return page(requestId, 403, 'cross_site', 'forbidden');
    }
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded')
      return page(requestId, 415, 'unsupported_media_type', 'unknown');
    const token = new URLSearchParams(new TextDecoder().decode(await readBody(request, 256))).get('token') ?? '';
    if (!isTokenShaped(token)) return page(requestId, 404, 'token_unknown', 'unknown');
    const used = await store.useMagicLink(await sha256Hex(token), now());
    if (used.kind === 'used') return page(requestId, 410, 'token_used', 'used');
    if (used.kind === 'expired') return page(requestId, 410, 'token_expired', 'expired');
    if (used.kind !== 'ok') return page(requestId, 404, 'token_unknown', 'unknown');
    const cookie = await newSession(request, used.personId, 'link');
    logger.log({ requestId, status: 303, reason: 'signed_in' });
    return new Response(null, {
      status: 303,
      headers: {
        Location: `${config.publicSiteUrl}/dashboard`,
        'Set-Cookie': cookie,
        'Cache-Control': 'no-store',
        'X-Request-Id': requestId,
      },
    });
  }

  async function signInWithPassword(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    checkOrigin(request);
    const body = await readJson(request, schemas.signIn);
    const emailKey = normalizeEmail(body.email);
    await limit(`auth-pw-ip:${clientKey(request, info)}`, ACCOUNT_LIMITS.passwordPerIp, 'rate_limited_ip');
    // Counted for every address, known or not: the limit itself tells nothing.
    await limit(`auth-pw-account:${emailKey}`, ACCOUNT_LIMITS.passwordPerAccount, 'rate_limited_account');
    const person = await store.personByEmailKey(emailKey);
    const ok = person?.passwordHash ? await verifyPassword(body.password, person.passwordHash) : false;
    if (!person?.passwordHash) await burnPasswordTime(body.password, scrypt);
    if (!person || !ok) throw fail(401, 'bad_credentials', 'bad_credentials', t.badCredentials);
    if (person.passwordHash && needsRehash(person.passwordHash, scrypt)) {
      await store.setPasswordHash(person.id, await hashPassword(body.password, scrypt), now());
    }
    return json(
      requestId,
      200,
      'signed_in',
      { ok: true },
      { 'Set-Cookie': await newSession(request, person.id, 'password') },
    );
  }

  /**
   * Changing a password needs the current one (OWASP Authentication Cheat Sheet: re-authenticate before a sensitive
   * change), or a session opened by a magic link in the last 15 minutes — the « mot de passe oublié » path: the mailbox
   * was just proven. A stolen session cookie alone cannot take the account.
   */
  async function setPassword(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    checkOrigin(request);
    const session = await requireSession(request);
    const { personId } = session;
    const body = await readJson(request, schemas.setPassword);
    const person = await store.personById(personId);
    if (person?.passwordHash && !isFreshLink(session)) {
      await reauthenticate(request, info, person, body.currentPassword, t.reauthenticate);
    }
    await store.setPasswordHash(personId, await hashPassword(body.password, scrypt), now());
    // Whoever held another session (a stolen cookie, a shared computer) is out once the password changes.
    const token = await sessionToken(request);
    if (token) await store.deleteOtherSessions(personId, await sha256Hex(token));
    return json(requestId, 200, 'password_set', { ok: true, message: t.passwordSet });
  }

  async function logout(request: Request, requestId: string): Promise<Response> {
    checkOrigin(request);
    const token = await sessionToken(request);
    if (token) await store.deleteSession(await sha256Hex(token));
    return json(requestId, 200, 'signed_out', { ok: true }, { 'Set-Cookie': sessionCookie(request, '', 0) });
  }

  async function me(request: Request, requestId: string): Promise<Response> {
    const session = await requireSession(request);
    const { personId } = session;
    const [person, firm, projects] = await Promise.all([
      store.personById(personId),
      store.firmOf(personId),
      store.projectsOf(personId),
    ]);
    if (!person) throw fail(401, 'unauthenticated', 'unauthenticated', t.unauthenticated);
    return json(requestId, 200, 'ok', {
      person: {
        id: person.id,
        email: person.email,
        hasPassword: person.passwordHash !== null,
        // What the password form asks: the current one, unless this session may set a new one without it.
        needsCurrentPassword: person.passwordHash !== null && !isFreshLink(session),
        needsFreshLink: person.passwordHash === null && !isFreshLink(session),
      },
      firm: firm ? { id: firm.id, name: firm.name, isAdmin: firm.isAdmin } : null,
      projects: projects.map(({ id, name, role: r }) => ({ id, name, role: r, rights: ROLE_RIGHTS[r] })),
    });
  }

  /**
   * The person's own data as a file (RGPD articles 15 and 20): what the accounts hold (AccountStore.personalData) and
   * their beta registration, if the same address has one. Keys in French: the file is for the person to read.
   */
  async function exportData(request: Request, requestId: string): Promise<Response> {
    checkOrigin(request);
    const { personId } = await requireSession(request);
    await limit(`account-export:${personId}`, ACCOUNT_LIMITS.exportPerPerson, 'rate_limited_account');
    const data = await store.personalData(personId);
    if (!data) throw fail(401, 'unauthenticated', 'unauthenticated', t.unauthenticated);
    const emailKey = normalizeEmail(data.email);
    const registration = (await betaRegistrations?.list())?.find((r) => normalizeEmail(r.emailKey) === emailKey);
    const at = now();
    const file = {
      format: 'metr-donnees-personnelles',
      version: 1,
      exporteLe: at.toISOString(),
      compte: {
        adresse: data.email,
        creeLe: data.createdAt.toISOString(),
        modifieLe: data.updatedAt.toISOString(),
        // Whether there is one; the password itself is never stored, and its hash is no data of the person's to read.
        motDePasseDefini: data.hasPassword,
      },
      cabinet: data.firm
        ? { nom: data.firm.name, administrateur: data.firm.isAdmin, membreDepuis: data.firm.joinedAt.toISOString() }
        : null,
      projetsPartages: data.projects.map((p) => ({
        id: p.id,
        nom: p.name,
        role: p.role,
        membreDepuis: p.memberSince.toISOString(),
        roleDepuis: p.roleSince.toISOString(),
        partageParVous: p.sharedByThem,
      })),
      projetsSupprimesPendantVotreAcces: data.deletedProjects.map((p) => ({
        id: p.id,
        supprimeLe: p.deletedAt.toISOString(),
      })),
      sessions: data.sessions.map((x) => ({
        ouverteLe: x.createdAt.toISOString(),
        derniereUtilisation: x.lastUsedAt.toISOString(),
        expireLe: x.expiresAt.toISOString(),
        moyen: x.method === 'link' ? 'lien reçu par email' : 'mot de passe',
      })),
      liensDeConnexion: data.magicLinks.map((x) => ({
        envoyeLe: x.createdAt.toISOString(),
        expireLe: x.expiresAt.toISOString(),
        utiliseLe: x.usedAt?.toISOString() ?? null,
      })),
      inscriptionBeta: registration
        ? {
            nom: registration.nom,
            prenom: registration.prenom,
            telephone: registration.tel,
            adresse: registration.mail,
            statut: registration.status,
            inscritLe: registration.createdAt,
            confirmeLe: registration.confirmedAt,
            approuveLe: registration.approvedAt,
            dernierContact: registration.lastContactAt,
          }
        : null,
    };
    const name = `${t.exportFileName}-${at.toISOString().slice(0, 10)}.json`;
    return json(requestId, 200, 'account_exported', file, { 'Content-Disposition': `attachment; filename="${name}"` });
  }

  /**
   * Deletes the person's account (RGPD article 17), confirmed as a password change is: by the current password when
   * `me` says it is needed (`needsCurrentPassword`), otherwise by typing the account's address. Refused (409) while
   * they are the only économiste of a project others work on, naming those projects. Every session goes (the other
   * devices are signed out at their next request), the sync server closes their open connections, and the beta
   * registration of the same address is erased too.
   */
  async function deleteAccount(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    checkOrigin(request);
    const session = await requireSession(request);
    const { personId } = session;
    const body = await readJson(request, schemas.deleteAccount);
    const person = await store.personById(personId);
    if (!person) throw fail(401, 'unauthenticated', 'unauthenticated', t.unauthenticated);
    const emailKey = normalizeEmail(person.email);
    if (person.passwordHash && !isFreshLink(session)) {
      await reauthenticate(request, info, person, body.currentPassword, t.deleteAccount.reauthenticate, {
        currentPassword: t.deleteAccount.reauthenticate,
      });
    } else if (!isFreshLink(session)) {
      // No password to ask for: the address alone is no proof (anyone holding the session reads it from `me`), so the
      // person signs in again by a link sent to that address, and deletes within its 15 minutes.
      throw fail(403, 'bad_credentials', 'reauthenticate_link', t.deleteAccount.freshLink);
    } else {
      await limit(`account-delete:${personId}`, ACCOUNT_LIMITS.deletePerPerson, 'rate_limited_account');
      const typed = body.email?.trim() ?? '';
      if (typed === '') {
        throw fail(400, 'invalid_fields', 'invalid_fields', t.deleteAccount.emailMissing).withFields({
          email: t.deleteAccount.emailMissing,
        });
      }
      if (normalizeEmail(typed) !== emailKey) {
        throw fail(403, 'bad_credentials', 'confirm_email', t.deleteAccount.emailWrong).withFields({
          email: t.deleteAccount.emailWrong,
        });
      }
    }
    const deletion = await store.deleteAccount(personId);
    if (deletion.kind === 'unknown') throw fail(401, 'unauthenticated', 'unauthenticated', t.unauthenticated);
    if (deletion.kind === 'sole-economiste') {
      const names = deletion.projects.map((p) => p.name);
      throw fail(
        409,
        'sole_economiste',
        'sole_economiste',
        t.deleteAccount.soleEconomiste(projectList(names), names.length),
      ).withExtra({ projects: deletion.projects });
    }
    for (const projectId of deletion.leftProjects) onMembershipChanged?.(projectId, personId, null);
    for (const projectId of deletion.deletedProjects) onProjectDeleted?.(projectId);
    onAccountDeleted?.({
      personId,
      leftProjects: deletion.leftProjects,
      deletedProjects: deletion.deletedProjects,
    });
    let message: string = t.deleteAccount.deleted;
    try {
      await betaRegistrations?.erase(emailKey);
    } catch {
      // Never the address: the person is told, and the registration's own retention still ends it.
      logger.log({ requestId, status: 500, reason: 'registration_erase_failed' });
      message = t.deleteAccount.deletedRegistrationKept;
    }
    return json(
      requestId,
      200,
      'account_deleted',
      { ok: true, message },
      { 'Set-Cookie': sessionCookie(request, '', 0) },
    );
  }

  async function createFirm(request: Request, requestId: string): Promise<Response> {
    checkOrigin(request);
    const personId = await requirePerson(request);
    const { name } = await readJson(request, schemas.firm);
    const id = newId();
    if (!(await store.createFirm(id, name, personId, now()))) {
      throw fail(409, 'conflict', 'already_in_firm', t.alreadyInFirm);
    }
    return json(requestId, 201, 'created', { firm: { id, name, isAdmin: true } });
  }

  async function firmMembers(request: Request, requestId: string): Promise<Response> {
    if (request.method !== 'GET') checkOrigin(request);
    const personId = await requirePerson(request);
    const firm = await store.firmOf(personId);
    if (!firm) throw fail(404, 'no_firm', 'no_firm', t.noFirm);
    if (request.method === 'GET') {
      return json(requestId, 200, 'ok', { members: await store.firmMembers(firm.id) });
    }
    if (!firm.isAdmin) throw fail(403, 'forbidden_role', 'forbidden', t.firmAdminOnly);
    const { email: address } = await readJson(request, schemas.firmMember);
    const person = await store.ensurePerson(newId(), address, normalizeEmail(address), now());
    if (!(await store.addFirmMember(firm.id, person.id, now()))) {
      const current = await store.firmOf(person.id);
      if (current?.id !== firm.id) throw fail(409, 'conflict', 'in_another_firm', t.inAnotherFirm);
    }
    return json(requestId, 200, 'member_added', { members: await store.firmMembers(firm.id) });
  }

  async function createProject(request: Request, requestId: string): Promise<Response> {
    checkOrigin(request);
    const personId = await requirePerson(request);
    const { projectId, name } = await readJson(request, schemas.project);
    const firm = await store.firmOf(personId);
    if (!firm) throw fail(409, 'no_firm', 'no_firm', t.noFirm);
    if (!(await store.createProject(projectId, firm.id, name, personId, now()))) {
      // Already shared: by this person (a retry) it is fine; by anyone else it is not theirs to claim.
      if ((await store.roleOf(projectId, personId)) === undefined) {
        throw fail(409, 'conflict', 'project_exists', t.projectExists);
      }
    }
    return json(requestId, 201, 'created', { project: { id: projectId, name, role: 'economiste' } });
  }

  /** The caller's role, or 404 when they are not a member (a non-member does not learn the project exists). */
  async function roleOn(projectId: string, personId: string): Promise<ProjectRole> {
    const current = await store.roleOf(projectId, personId);
    if (!current) throw fail(404, 'not_found', 'not_found', t.projectNotFound);
    return current;
  }

  async function projectMembers(
    request: Request,
    requestId: string,
    projectId: string,
    memberId: string | undefined,
  ): Promise<Response> {
    if (request.method !== 'GET') checkOrigin(request);
    const personId = await requirePerson(request);
    const mine = await roleOn(projectId, personId);
    if (request.method === 'GET' && memberId === undefined) {
      return json(requestId, 200, 'ok', { members: await store.members(projectId) });
    }
    if (request.method === 'DELETE' && memberId !== undefined) {
      // Anyone may leave; only an économiste may remove someone else.
      if (memberId !== personId && !ROLE_RIGHTS[mine].share)
        throw fail(403, 'forbidden_role', 'forbidden', t.shareDenied);
      const removed = await store.removeMember(projectId, memberId);
      if (removed === 'last-economiste') throw fail(409, 'conflict', 'last_economiste', t.lastEconomiste);
      if (removed === 'not-member') throw fail(404, 'not_found', 'not_found', t.memberNotFound);
      onMembershipChanged?.(projectId, memberId, null);
      return json(requestId, 200, 'member_removed', { members: await store.members(projectId) });
    }
    if (request.method === 'PUT' && memberId === undefined) {
      if (!ROLE_RIGHTS[mine].share) throw fail(403, 'forbidden_role', 'forbidden', t.shareDenied);
      const body = await readJson(request, schemas.member);
      const emailKey = normalizeEmail(body.email);
      const known = await store.personByEmailKey(emailKey);
      const person = known ?? (await store.ensurePerson(newId(), body.email, emailKey, now()));
      const wasMember = (await store.roleOf(projectId, person.id)) !== undefined;
      const result = await store.setRole(projectId, person.id, body.role, now());
      if (result === 'last-economiste') throw fail(409, 'conflict', 'last_economiste', t.lastEconomiste);
      if (result === 'no-project') throw fail(404, 'not_found', 'not_found', t.projectNotFound);
      if (wasMember) onMembershipChanged?.(projectId, person.id, body.role);
      if (!wasMember) {
        // Someone with no firm yet joins the project's: they can then upload its plans and share it with their
        // firm's tools. A person of another firm stays in theirs, a guest of this project only.
        const firmId = await store.projectFirm(projectId);
        if (firmId && !(await store.firmOf(person.id))) await store.addFirmMember(firmId, person.id, now());
        const project = (await store.projectsOf(person.id)).find((p) => p.id === projectId);
        mailLink(person.id, person.email, 'invitation', project?.name);
      }
      return json(requestId, 200, wasMember ? 'role_changed' : 'member_added', {
        members: await store.members(projectId),
      });
    }
    throw fail(405, 'method_not_allowed', 'method_not_allowed', serverFr.api.methodNotAllowed, {
      Allow: memberId === undefined ? 'GET, PUT' : 'DELETE',
    });
  }

  async function deleteProject(request: Request, requestId: string, projectId: string): Promise<Response> {
    if (request.method !== 'DELETE') {
      throw fail(405, 'method_not_allowed', 'method_not_allowed', serverFr.api.methodNotAllowed, { Allow: 'DELETE' });
    }
    checkOrigin(request);
    const personId = await requirePerson(request);
    if (!ROLE_RIGHTS[await roleOn(projectId, personId)].deleteProject) {
      throw fail(403, 'forbidden_role', 'forbidden', t.deleteDenied);
    }
    await store.deleteProject(projectId, now());
    onProjectDeleted?.(projectId);
    return json(requestId, 200, 'project_deleted', { ok: true });
  }

  async function syncToken(request: Request, requestId: string): Promise<Response> {
    checkOrigin(request);
    const personId = await requirePerson(request);
    const { projectId } = await readJson(request, schemas.syncToken);
    const role = await store.roleOf(projectId, personId);
    if (!role && (await store.wasDeletedFor(projectId, personId))) {
      // Only a former member hears it (anyone else gets the usual 404): the browser says « supprimé », not « retiré ».
      throw fail(404, 'not_found', 'project_deleted', t.projectDeleted);
    }
    const current = await roleOn(projectId, personId);
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + ACCOUNT_LIMITS.syncTokenTtlMs);
    await store.addSyncToken(await sha256Hex(token), personId, projectId, expiresAt, at);
    return json(requestId, 200, 'sync_token', {
      token,
      expiresAt: expiresAt.toISOString(),
      role: current,
      rights: ROLE_RIGHTS[current],
    });
  }

  type Route = (request: Request, requestId: string, info?: RequestInfo) => Promise<Response>;
  const routes: Record<string, Record<string, Route>> = {
    [LINK_PATH]: { POST: requestLink },
    [LINK_OPEN_PATH]: { GET: openLink, HEAD: openLink, POST: openLink },
    '/api/auth/password': { POST: signInWithPassword, PUT: setPassword },
    '/api/auth/logout': { POST: logout },
    '/api/auth/me': { GET: me, DELETE: deleteAccount },
    '/api/auth/me/export': { GET: exportData },
    '/api/firms': { POST: createFirm },
    '/api/firms/members': { GET: firmMembers, POST: firmMembers },
    '/api/projects': { POST: createProject },
    '/api/sync-token': { POST: syncToken },
  };
  const PROJECT_PATH = /^\/api\/projects\/([^/]+)(\/members(?:\/([^/]+))?)?$/;

  function handles(pathname: string): boolean {
    return Object.hasOwn(routes, pathname) || PROJECT_PATH.test(pathname);
  }

  async function handle(request: Request, info?: RequestInfo): Promise<Response> {
    const requestId = newId();
    const { pathname } = new URL(request.url);
    try {
      const byMethod = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
      if (byMethod) {
        const route = Object.hasOwn(byMethod, request.method) ? byMethod[request.method] : undefined;
        if (!route) {
          throw fail(405, 'method_not_allowed', 'method_not_allowed', serverFr.api.methodNotAllowed, {
            Allow: Object.keys(byMethod).join(', '),
          });
        }
        return await route(request, requestId, info);
      }
      const match = PROJECT_PATH.exec(pathname);
      const projectId = decodeURIComponent(match?.[1] ?? '');
      const memberId = match?.[3] === undefined ? undefined : decodeURIComponent(match[3]);
      if (!match || !PROJECT_ID.test(projectId) || (memberId !== undefined && !PERSON_ID.test(memberId))) {
        throw fail(404, 'not_found', 'not_found', serverFr.api.notFound);
      }
      if (match[2]) return await projectMembers(request, requestId, projectId, memberId);
      return await deleteProject(request, requestId, projectId);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(
          requestId,
          error.status,
          error.reason,
          {
            error: error.error,
            message: error.message,
            ...(error.fields ? { fields: error.fields } : {}),
            ...error.extra,
          },
          error.headers,
        );
      }
      if (error instanceof ClientAbortError) {
        return json(requestId, 499, 'client_aborted', { error: 'client_aborted', message: serverFr.api.internal });
      }
      return json(requestId, 500, 'internal_error', { error: 'internal_error', message: serverFr.api.internal });
    }
  }

  return {
    handles,
    handle,
    personOf,
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
