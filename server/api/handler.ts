/**
 * The beta-registration API as a Web-standard handler: `Request` in, `Response` out. It runs unchanged as a
 * serverless function (server/api/serverless.ts) and behind the Node adapter of `npm start` (server/app.ts). No
 * Node-only API here: Web Crypto, TextEncoder/TextDecoder and streams; the store, the mailer, the clock and the logger
 * are injected.
 *
 *   POST /api/emails/register   {nom, prenom, tel, mail, website?} → JSON
 *   GET  /api/emails/confirm?token=…   → French HTML page with a 'Confirmer' button (a scanner's GET confirms nothing)
 *   POST /api/emails/confirm   token=… → confirms, French HTML page
 */
import type { BetaRegistrationValues } from '../../src/domain/validation/beta.ts';
import {
  BETA_CONFIRM_PATH,
  BETA_REGISTER_PATH,
  type BetaErrorBody,
  type BetaSuccessBody,
} from '../../src/domain/validation/betaApi.ts';
import { serverFr } from '../i18n.fr.ts';
import type { Mailer } from '../mail/mailer.ts';
import { LINK_COOLDOWN_MS, type RegistrationStore } from '../store/types.ts';
import { forwardedAddress, rateLimitAddress } from './clientAddress.ts';
import { isTokenShaped, keyedHasher, newId, sha256Hex } from './crypto.ts';
import { createDeliveries } from './deliveries.ts';
import { HitGate } from './hitGate.ts';
import { MemoryRateLimit } from './memoryRateLimit.ts';
import { consoleLogger, type Logger, type ReasonCode } from './log.ts';
import { renderConfirmPage, type ConfirmPageKind } from './pages.ts';
import { betaRegistrationSchema, issuesToFieldErrors } from './schema.ts';

export const REGISTER_PATH = BETA_REGISTER_PATH;
export const CONFIRM_PATH = BETA_CONFIRM_PATH;

/** What each API path serves: the Allow header of its 405 (OPTIONS on the register path is the CORS preflight). */
const REGISTER_ALLOW = 'POST';
const CONFIRM_ALLOW = 'GET, HEAD, POST';
const ALLOWED_METHODS: Readonly<Record<string, string>> = {
  [REGISTER_PATH]: REGISTER_ALLOW,
  [CONFIRM_PATH]: CONFIRM_ALLOW,
};

/** The Allow header of an API path, or undefined when the API has no such path (404 whatever the method). */
export function allowedMethods(pathname: string): string | undefined {
  return Object.hasOwn(ALLOWED_METHODS, pathname) ? ALLOWED_METHODS[pathname] : undefined;
}

export const LIMITS = {
  maxBodyBytes: 4096,
  /** The confirmation form posts one 43-character token. */
  maxConfirmBodyBytes: 256,
  perIp: { limit: 5, windowMs: 10 * 60 * 1000 },
  /**
   * An address is not rate-limited by answer: every valid submission gets the same 200, so nobody learns whether an
   * address was submitted lately, and nobody can lock its owner out. Its mails are paced instead: one confirmation
   * link per LINK_COOLDOWN_MS (server/store/types.ts), decided by the store with the submission's write.
   */
  linkCooldownMs: LINK_COOLDOWN_MS,
  /** Confirmation pages and posts per client (in memory): a person needs two; a flood of guesses is cut early. */
  confirmPerIp: { limit: 20, windowMs: 10 * 60 * 1000 },
  tokenTtlMs: 8 * 60 * 60 * 1000,
} as const;

export interface ApiConfig {
  /** The site's public origin (and path), for the same-origin check and the back-to-site link. */
  publicSiteUrl: string;
  /** Where the confirm endpoint is reachable from a mail client (the API's public base). */
  apiPublicUrl: string;
  allowedOrigins: readonly string[];
  teamAddress: string;
  mailFrom: string;
  /** Take the client address from X-Forwarded-For (behind our own proxy or a serverless platform). */
  trustProxy: boolean;
}

export interface ApiDeps {
  store: RegistrationStore;
  /** The rate-limit HMAC key (RATE_LIMIT_SECRET); defaults to the one the store keeps. */
  rateLimitSecret?: string;
  mailer: Mailer;
  config: ApiConfig;
  now?: () => Date;
  logger?: Logger;
}

export interface RequestInfo {
  /** The peer address as the platform sees it (Node socket); preferred over headers. */
  clientAddress?: string;
}

export type ApiHandler = (request: Request, info?: RequestInfo) => Promise<Response>;

/** The handler, and the mails it sends after answering. */
export interface Api extends ApiHandler {
  /** Resolves once the mails owed so far went out or failed (tests; a serverless platform's waitUntil). */
  idle(): Promise<void>;
  /** Stops the retries and waits for the mails in flight: call it before closing the store. */
  close(): Promise<void>;
}

type Json = BetaSuccessBody | BetaErrorBody;

class ClientAbortError extends Error {}

const t = serverFr.api;

export function createApiHandler({
  store,
  rateLimitSecret = store.rateLimitSecret,
  mailer,
  config,
  now = () => new Date(),
  logger = consoleLogger,
}: ApiDeps): Api {
  const siteOrigin = new URL(config.publicSiteUrl).origin;
  const rateLimitKey = keyedHasher(rateLimitSecret);
  const confirmLimit = new MemoryRateLimit(LIMITS.confirmPerIp.limit, LIMITS.confirmPerIp.windowMs);
  // A client over its limit is refused from memory, without waiting for the store (the file store's lock).
  const ipLimit = new HitGate(store);
  const deliveries = createDeliveries({
    store,
    mailer,
    logger,
    now,
    confirmLink: (token) => `${config.apiPublicUrl}${CONFIRM_PATH}?token=${token}`,
    mailFrom: config.mailFrom,
    teamAddress: config.teamAddress,
    tokenTtlMs: LIMITS.tokenTtlMs,
  });
  // Mails a previous process owed when it stopped (a crash, a deployment) go out now.
  deliveries.schedule();
  const allowlist = new Set(config.allowedOrigins);

  function json(
    requestId: string,
    status: number,
    reason: ReasonCode,
    body: Json,
    extra: Record<string, string> = {},
  ): Response {
    logger.log({ requestId, status, reason });
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        'X-Request-Id': requestId,
        ...extra,
      },
    });
  }

  function page(
    requestId: string,
    status: number,
    reason: ReasonCode,
    kind: ConfirmPageKind,
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ): Response {
    logger.log({ requestId, status, reason });
    return new Response(renderConfirmPage(kind, config.publicSiteUrl, token), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        // The token is in the form page's URL: never sent to another origin. Not no-referrer: under it a browser
        // sends 'Origin: null' with the form's POST, and the origin check below needs the page's own.
        'Referrer-Policy': 'same-origin',
        // A plain form that posts to this same endpoint: no script, no style, nothing else.
        'Content-Security-Policy': `default-src 'none'; base-uri 'none'; form-action ${kind === 'confirmForm' ? "'self'" : "'none'"}; frame-ancestors 'none'; img-src 'self'`,
        'X-Request-Id': requestId,
        ...headers,
      },
    });
  }

  /** CORS headers for an allowlisted foreign origin (a site served from another host than the API). */
  function cors(origin: string | null): Record<string, string> {
    return origin && allowlist.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  }

  /** The confirmation page posts from the API's own origin, which may differ from the site's. */
  const confirmOrigins = new Set([siteOrigin, new URL(config.apiPublicUrl).origin, ...allowlist]);

  /**
   * The site's configured origin or an allowlisted one; a browser request from anywhere else is refused. Only
   * configuration counts: the request line and Host are the client's to choose, so an origin derived from them would
   * let any page pass as our own.
   */
  function isAllowedOrigin(request: Request, origin: string | null, allowed: ReadonlySet<string> = allowlist): boolean {
    const fetchSite = request.headers.get('sec-fetch-site');
    if (origin !== null) return origin === siteOrigin || allowed.has(origin);
    // No Origin: curl and server-to-server calls (no ambient credentials to abuse). A browser saying cross-site
    // without an Origin is refused.
    return fetchSite !== 'cross-site' && fetchSite !== 'same-site';
  }

  function clientKey(request: Request, info?: RequestInfo): string {
    const address =
      info?.clientAddress ??
      (config.trustProxy ? forwardedAddress(request.headers.get('x-forwarded-for')) : undefined) ??
      'unknown';
    return rateLimitAddress(address);
  }

  /** Reads at most `limit` bytes; undefined when the body is larger (whatever Content-Length said). */
  async function readBody(request: Request, limit: number = LIMITS.maxBodyBytes): Promise<Uint8Array | undefined> {
    if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined;
    if (!request.body) return new Uint8Array();
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The body stream fails only when the connection does: the client went away (or stalled past the limit).
        throw new ClientAbortError('client aborted');
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  }

  async function register(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    const origin = request.headers.get('origin');
    const corsHeaders = cors(origin);
    if (request.method === 'OPTIONS' && corsHeaders['Access-Control-Allow-Origin']) {
      logger.log({ requestId, status: 204, reason: 'preflight' });
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          'X-Content-Type-Options': 'nosniff',
          'X-Request-Id': requestId,
        },
      });
    }
    if (request.method !== 'POST') {
      return json(
        requestId,
        405,
        'method_not_allowed',
        { error: 'method_not_allowed', message: t.methodNotAllowed },
        {
          Allow: REGISTER_ALLOW,
          ...corsHeaders,
        },
      );
    }
    if (!isAllowedOrigin(request, origin)) {
      return json(requestId, 403, 'cross_site', { error: 'forbidden_origin', message: t.forbiddenOrigin });
    }
    const type = (request.headers.get('content-type') ?? '').toLowerCase();
    const [mediaType = '', ...params] = type.split(';').map((part) => part.trim());
    const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length);
    if (mediaType !== 'application/json' || (charset !== undefined && charset.replace(/"/g, '') !== 'utf-8')) {
      return json(
        requestId,
        415,
        'unsupported_media_type',
        { error: 'unsupported_media_type', message: t.unsupportedMediaType },
        corsHeaders,
      );
    }
    const body = await readBody(request);
    if (!body) {
      return json(
        requestId,
        413,
        'payload_too_large',
        { error: 'payload_too_large', message: t.payloadTooLarge },
        corsHeaders,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      return json(
        requestId,
        400,
        'malformed_json',
        { error: 'malformed_json', message: t.malformedJson, fields: {} },
        corsHeaders,
      );
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return json(
        requestId,
        400,
        'malformed_json',
        { error: 'malformed_json', message: t.notAnObject, fields: {} },
        corsHeaders,
      );
    }
    const result = betaRegistrationSchema.safeParse(parsed);
    if (!result.success) {
      return json(
        requestId,
        400,
        'invalid_fields',
        { error: 'invalid_fields', message: t.invalid, fields: issuesToFieldErrors(result.error.issues) },
        corsHeaders,
      );
    }
    const values: BetaRegistrationValues = result.data;
    const success = (): BetaSuccessBody => ({ ok: true, message: t.registered });
    // A bot filled the hidden field: the usual answer, and nothing stored, counted or sent.
    if (values.website) return json(requestId, 200, 'honeypot', success(), corsHeaders);

    const at = now();
    const byIp = await ipLimit.hit(
      `ip:${await rateLimitKey(`ip:${clientKey(request, info)}`)}`,
      LIMITS.perIp.limit,
      LIMITS.perIp.windowMs,
      at,
    );
    if (!byIp.allowed) return tooMany(requestId, 'rate_limited_ip', byIp.retryAfterMs, corsHeaders);

    const { registration, isNew } = await store.register(
      { id: newId(), nom: values.nom, prenom: values.prenom, tel: values.tel, mail: values.mail },
      at,
    );
    // The answer never says whether the address was known (no enumeration), by its content or by its timing: a new,
    // a pending and a confirmed address each cost the one durable write above, and the mails they are owed (a fresh
    // link while pending and none went out in the last 10 minutes, the team notification once) are sent after the
    // answer. Submitted names and phone numbers never overwrite a stored registration: whoever knows an address must
    // not rewrite its owner's data.
    deliveries.schedule();
    const reason: ReasonCode = isNew
      ? 'registered'
      : registration.status === 'pending'
        ? 'resent'
        : 'already_registered';
    return json(requestId, 200, reason, success(), corsHeaders);
  }

  function tooMany(requestId: string, reason: ReasonCode, retryAfterMs: number, headers: Record<string, string>) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return json(
      requestId,
      429,
      reason,
      { error: 'too_many_requests', message: t.tooManyRequests, retryAfter: seconds },
      { 'Retry-After': String(seconds), ...headers },
    );
  }

  /**
   * Double opt-in in two steps: the link in the mail opens a page with a 'Confirmer' button (GET changes nothing, so
   * a mail scanner that follows links confirms nothing); the button posts the token back, from our own origin, and
   * the post confirms. Both are rate-limited per client in memory, and an unknown token never waits for the store's
   * lock.
   */
  async function confirm(request: Request, requestId: string, info?: RequestInfo): Promise<Response> {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return json(
        requestId,
        405,
        'method_not_allowed',
        { error: 'method_not_allowed', message: t.methodNotAllowed },
        { Allow: CONFIRM_ALLOW },
      );
    }
    const limited = confirmLimit.hit(await rateLimitKey(`confirm:${clientKey(request, info)}`), now());
    if (!limited.allowed) {
      const seconds = String(Math.max(1, Math.ceil(limited.retryAfterMs / 1000)));
      return page(requestId, 429, 'rate_limited_ip', 'tooManyRequests', { headers: { 'Retry-After': seconds } });
    }
    if (method !== 'POST') {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (!isTokenShaped(token)) return page(requestId, 404, 'token_unknown', 'unknown');
      return page(requestId, 200, 'confirm_form', 'confirmForm', { token });
    }
    if (!isAllowedOrigin(request, request.headers.get('origin'), confirmOrigins)) {
      return page(requestId, 403, 'cross_site', 'forbidden');
    }
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/x-www-form-urlencoded') {
      return page(requestId, 415, 'unsupported_media_type', 'unknown');
    }
    const body = await readBody(request, LIMITS.maxConfirmBodyBytes);
    if (!body) return page(requestId, 413, 'payload_too_large', 'unknown');
    const token = new URLSearchParams(new TextDecoder().decode(body)).get('token') ?? '';
    if (!isTokenShaped(token)) return page(requestId, 404, 'token_unknown', 'unknown');
    const result = await store.confirm(await sha256Hex(token), now());
    switch (result.kind) {
      case 'confirmed':
        return page(requestId, 200, 'confirmed', 'confirmed');
      case 'already-confirmed':
        return page(requestId, 200, 'already_confirmed', 'alreadyConfirmed');
      case 'expired':
        return page(requestId, 410, 'token_expired', 'expired');
      default:
        return page(requestId, 404, 'token_unknown', 'unknown');
    }
  }

  const handler: ApiHandler = async (request, info) => {
    const requestId = newId();
    const { pathname } = new URL(request.url);
    const isConfirm = pathname === CONFIRM_PATH;
    try {
      if (pathname === REGISTER_PATH) return await register(request, requestId, info);
      if (isConfirm) return await confirm(request, requestId, info);
      return json(requestId, 404, 'not_found', { error: 'not_found', message: t.notFound });
    } catch (error) {
      // Nobody is left to read this answer; 499 (nginx's "client closed request") keeps it apart from our failures.
      if (error instanceof ClientAbortError) {
        return json(requestId, 499, 'client_aborted', { error: 'client_aborted', message: t.internal });
      }
      // Store or unexpected failure: no detail in the log or the answer (it could carry submitted data).
      if (isConfirm) return page(requestId, 500, 'internal_error', 'error');
      return json(requestId, 500, 'internal_error', { error: 'internal_error', message: t.internal });
    }
  };
  return Object.assign(handler, { idle: () => deliveries.idle(), close: () => deliveries.close() });
}
