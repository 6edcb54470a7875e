/**
 * The beta-registration API as a Web-standard handler: `Request` in, `Response` out. It runs unchanged as a
 * serverless function (server/api/serverless.ts) and behind the Node adapter of `npm start` (server/app.ts). No
 * Node-only API here: Web Crypto, TextEncoder/TextDecoder and streams; the store, the mailer, the clock and the logger
 * are injected.
 *
 *   POST /api/emails/register   {nom, prenom, tel, mail, website?} → JSON
 *   GET  /api/emails/confirm?token=…                                → French HTML page
 */
import { emailKey, type BetaRegistrationValues } from '../../src/domain/validation/beta.ts';
import { serverFr, type RegistrationMailFields } from '../i18n.fr.ts';
import type { Mailer } from '../mail/mailer.ts';
import { composeConfirmation, composeTeamNotification } from '../mail/messages.ts';
import type { Registration, RegistrationStore } from '../store/types.ts';
import { forwardedAddress, rateLimitAddress } from './clientAddress.ts';
import { isTokenShaped, keyedHasher, newId, newToken, sha256Hex } from './crypto.ts';
import { consoleLogger, type Logger, type ReasonCode } from './log.ts';
import { renderConfirmPage, type ConfirmPageKind } from './pages.ts';
import { betaRegistrationSchema, issuesToFieldErrors } from './schema.ts';

export const REGISTER_PATH = '/api/emails/register';
export const CONFIRM_PATH = '/api/emails/confirm';

export const LIMITS = {
  maxBodyBytes: 4096,
  perIp: { limit: 5, windowMs: 10 * 60 * 1000 },
  perEmail: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
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

type Json = Record<string, unknown>;

class MailError extends Error {}
class ClientAbortError extends Error {}

const t = serverFr.api;

export function createApiHandler({
  store,
  rateLimitSecret = store.rateLimitSecret,
  mailer,
  config,
  now = () => new Date(),
  logger = consoleLogger,
}: ApiDeps) {
  const siteOrigin = new URL(config.publicSiteUrl).origin;
  const rateLimitKey = keyedHasher(rateLimitSecret);
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

  function page(requestId: string, status: number, reason: ReasonCode, kind: ConfirmPageKind): Response {
    logger.log({ requestId, status, reason });
    return new Response(renderConfirmPage(kind, config.publicSiteUrl), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
        // The token is in this page's URL: never send it on as a Referer.
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy':
          "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; img-src 'self'",
        'X-Request-Id': requestId,
      },
    });
  }

  /** CORS headers for an allowlisted foreign origin (a site served from another host than the API). */
  function cors(origin: string | null): Record<string, string> {
    return origin && allowlist.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  }

  /**
   * The site's configured origin or an allowlisted one; a browser request from anywhere else is refused. Only
   * configuration counts: the request line and Host are the client's to choose, so an origin derived from them would
   * let any page pass as our own.
   */
  function isAllowedOrigin(request: Request, origin: string | null): boolean {
    const fetchSite = request.headers.get('sec-fetch-site');
    if (origin !== null) return origin === siteOrigin || allowlist.has(origin);
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

  /** Reads at most maxBodyBytes; undefined when the body is larger (whatever Content-Length said). */
  async function readBody(request: Request): Promise<Uint8Array | undefined> {
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
      if (size > LIMITS.maxBodyBytes) {
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

  async function send(message: Parameters<Mailer['send']>[0]) {
    try {
      await mailer.send(message);
    } catch {
      throw new MailError('mail failed');
    }
  }

  async function sendConfirmation(registration: Registration, at: Date) {
    const token = newToken();
    await store.setToken(registration.id, await sha256Hex(token), new Date(at.getTime() + LIMITS.tokenTtlMs), at);
    const link = `${config.apiPublicUrl}${CONFIRM_PATH}?token=${token}`;
    await send(
      composeConfirmation({ from: config.mailFrom, to: registration.mail, prenom: registration.prenom, link }),
    );
  }

  async function notifyTeam(registration: Registration, at: Date) {
    const fields: RegistrationMailFields = registration;
    await send(
      composeTeamNotification({
        from: config.mailFrom,
        to: config.teamAddress,
        fields,
        id: registration.id,
      }),
    );
    await store.markTeamNotified(registration.id, at);
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
          Allow: 'POST',
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
    const declared = Number(request.headers.get('content-length') ?? 0);
    const body = declared > LIMITS.maxBodyBytes ? undefined : await readBody(request);
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
    const success = () => ({ ok: true, message: t.registered });
    // A bot filled the hidden field: the usual answer, and nothing stored, counted or sent.
    if (values.website) return json(requestId, 200, 'honeypot', success(), corsHeaders);

    const at = now();
    const byIp = await store.hit(
      `ip:${await rateLimitKey(`ip:${clientKey(request, info)}`)}`,
      LIMITS.perIp.limit,
      LIMITS.perIp.windowMs,
      at,
    );
    if (!byIp.allowed) return tooMany(requestId, 'rate_limited_ip', byIp.retryAfterMs, corsHeaders);
    const byEmail = await store.hit(
      `mail:${await rateLimitKey(`mail:${emailKey(values.mail)}`)}`,
      LIMITS.perEmail.limit,
      LIMITS.perEmail.windowMs,
      at,
    );
    if (!byEmail.allowed) return tooMany(requestId, 'rate_limited_email', byEmail.retryAfterMs, corsHeaders);

    const { registration, isNew } = await store.register(
      { id: newId(), nom: values.nom, prenom: values.prenom, tel: values.tel, mail: values.mail },
      at,
    );
    // The answer never says whether the address was known (no enumeration). A known, still pending address gets a
    // fresh link (the registrant may have lost the first one); a confirmed one gets nothing more. Submitted names and
    // phone numbers never overwrite a stored registration: whoever knows an address must not rewrite its owner's data.
    let reason: ReasonCode = isNew ? 'registered' : 'already_registered';
    try {
      if (registration.status === 'pending') {
        await sendConfirmation(registration, at);
        if (!isNew) reason = 'resent';
      }
      if (!registration.teamNotified) await notifyTeam(registration, at);
    } catch (error) {
      if (!(error instanceof MailError)) throw error;
      return json(requestId, 502, 'mail_failed', { error: 'mail_failed', message: t.mailFailed }, corsHeaders);
    }
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

  async function confirm(request: Request, requestId: string): Promise<Response> {
    if (request.method !== 'GET') {
      return json(
        requestId,
        405,
        'method_not_allowed',
        { error: 'method_not_allowed', message: t.methodNotAllowed },
        { Allow: 'GET' },
      );
    }
    const token = new URL(request.url).searchParams.get('token') ?? '';
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
      if (isConfirm) return await confirm(request, requestId);
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
  return handler;
}
