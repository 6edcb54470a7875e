/**
 * /api/blobs/<sha256>: plans' bytes, on Node's own request and response so that a 200 MB plan streams both ways
 * (the Web-standard adapter buffers a response whole).
 *
 *   HEAD /api/blobs/<sha256>[?project=<id>]  → 200 with its size when the caller may read it (uploaded already; with a
 *                                              project: referenced by that project), else 404
 *   GET  /api/blobs/<sha256>                 → the bytes, to a member of a project that references the blob
 *   PUT  /api/blobs/<sha256>?project=<id>    → stores the bytes (hash checked against the URL), references them from the
 *                                              project; idempotent. The caller may edit the project; the project's
 *                                              firm's quota counts each blob once.
 *
 * A caller who may not read a blob gets the same 404 as for a blob that does not exist: knowing a hash proves nothing,
 * and the answer does not say whether another firm has the file. Uploading the bytes is the only way to reference them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { ROLE_RIGHTS } from '../../src/domain/sharing/contract.ts';
import { newId } from '../api/crypto.ts';
import { consoleLogger, type Logger, type ReasonCode } from '../api/log.ts';
import { serverFr } from '../i18n.fr.ts';
import type { AccountStore } from '../accounts/store.ts';
import { BlobError, SHA256_HEX, type BlobStore } from './store.ts';

export const BLOB_PREFIX = '/api/blobs/';

export interface BlobLimits {
  /** One file at most (BLOB_MAX_MB). */
  maxBytes: number;
  /** A firm's blobs at most, unless the firm has its own quota (FIRM_QUOTA_GB). */
  firmQuotaBytes: number;
  /** No byte of an upload for this long: the client is gone. */
  idleMs: number;
}

export const DEFAULT_BLOB_LIMITS: BlobLimits = {
  maxBytes: 200 * 1024 * 1024,
  firmQuotaBytes: 10 * 1024 * 1024 * 1024,
  idleMs: 30_000,
};

export interface BlobRouteDeps {
  blobs: BlobStore;
  store: AccountStore;
  /** The signed-in person of a Cookie header (accounts.personOf). */
  personOf: (cookieHeader: string | null, isHttps: boolean) => Promise<string | undefined>;
  siteOrigin: string;
  limits?: Partial<BlobLimits>;
  logger?: Logger;
  now?: () => Date;
}

export type BlobRoute = (req: IncomingMessage, res: ServerResponse, url: URL, isHttps: boolean) => Promise<void>;

const t = serverFr.blobs;
const PROJECT_ID = /^[A-Za-z0-9-]{1,64}$/;

export function createBlobRoute({
  blobs,
  store,
  personOf,
  siteOrigin,
  limits: overrides = {},
  logger = consoleLogger,
  now = () => new Date(),
}: BlobRouteDeps): BlobRoute {
  const limits: BlobLimits = { ...DEFAULT_BLOB_LIMITS, ...overrides };
  const origin = new URL(siteOrigin).origin;

  return async (req, res, url, isHttps) => {
    const requestId = newId();
    const answer = (
      status: number,
      reason: ReasonCode,
      error: string,
      message: string,
      headers: Record<string, string> = {},
    ) => {
      logger.log({ requestId, status, reason });
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Request-Id', requestId);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // A refused upload is not read: the connection closes rather than swallow up to 200 MB.
      if (req.method === 'PUT' && !req.complete) res.setHeader('Connection', 'close');
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error, message }));
    };

    const sha256 = url.pathname.slice(BLOB_PREFIX.length);
    if (!SHA256_HEX.test(sha256)) {
      answer(400, 'blob_invalid_hash', 'invalid_hash', t.invalidHash);
      return;
    }
    const method = req.method ?? '';
    if (method !== 'GET' && method !== 'HEAD' && method !== 'PUT') {
      answer(405, 'method_not_allowed', 'method_not_allowed', serverFr.api.methodNotAllowed, {
        Allow: 'GET, HEAD, PUT',
      });
      return;
    }
    if (method === 'PUT') {
      const requestOrigin = req.headers.origin;
      const fetchSite = req.headers['sec-fetch-site'];
      const allowed =
        requestOrigin !== undefined
          ? requestOrigin === origin
          : fetchSite !== 'cross-site' && fetchSite !== 'same-site';
      if (!allowed) {
        answer(403, 'cross_site', 'forbidden_origin', serverFr.api.forbiddenOrigin);
        return;
      }
    }
    const personId = await personOf(req.headers.cookie ?? null, isHttps);
    if (!personId) {
      answer(401, 'unauthenticated', 'unauthenticated', serverFr.accounts.unauthenticated);
      return;
    }

    if (method !== 'PUT') {
      // HEAD ?project=: does this project reference the blob (its members will find it)? An upload skips only then.
      const scope = method === 'HEAD' ? (url.searchParams.get('project') ?? undefined) : undefined;
      if (scope !== undefined && !PROJECT_ID.test(scope)) {
        answer(400, 'invalid_fields', 'project_required', t.projectRequired);
        return;
      }
      const size = (await store.canReadBlob(personId, sha256, scope)) ? await blobs.size(sha256) : undefined;
      if (size === undefined) {
        answer(404, 'not_found', 'not_found', t.notFound);
        return;
      }
      const etag = `"${sha256}"`;
      res.setHeader('ETag', etag);
      // Private: a shared cache must not hand one firm's plan to another. The bytes under a hash never change.
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('X-Request-Id', requestId);
      if (req.headers['if-none-match'] === etag) {
        logger.log({ requestId, status: 304, reason: 'blob_served' });
        res.statusCode = 304;
        res.end();
        return;
      }
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/octet-stream');
      res.setHeader('Content-Length', size);
      logger.log({ requestId, status: 200, reason: 'blob_served' });
      if (method === 'HEAD') {
        res.end();
        return;
      }
      const stream = await blobs.read(sha256);
      if (!stream) {
        res.destroy();
        return;
      }
      await pipeline(stream, res).catch(() => undefined);
      return;
    }

    const projectId = url.searchParams.get('project') ?? '';
    if (!PROJECT_ID.test(projectId)) {
      answer(400, 'invalid_fields', 'project_required', t.projectRequired);
      return;
    }
    const role = await store.roleOf(projectId, personId);
    if (!role) {
      answer(404, 'not_found', 'not_found', serverFr.accounts.projectNotFound);
      return;
    }
    if (!ROLE_RIGHTS[role].edit) {
      answer(403, 'forbidden_role', 'forbidden', t.editDenied);
      return;
    }
    const firmId = await store.projectFirm(projectId);
    const firm = await store.firmOf(personId);
    if (!firmId || !firm) {
      answer(403, 'no_firm', 'no_firm', serverFr.accounts.noFirm);
      return;
    }
    const lengthHeader = req.headers['content-length'];
    if (lengthHeader === undefined || !/^\d{1,15}$/.test(lengthHeader)) {
      answer(411, 'length_required', 'length_required', t.lengthRequired);
      return;
    }
    const length = Number(lengthHeader);
    const maxMb = Math.round(limits.maxBytes / (1024 * 1024));
    if (length > limits.maxBytes) {
      answer(413, 'blob_too_large', 'too_large', t.tooLarge(maxMb));
      return;
    }
    // The project's firm pays for its plans, whoever of its members or guests uploads them.
    const quota = (await store.firmQuota(firmId)) ?? limits.firmQuotaBytes;
    const isKnownToFirm = await store.firmHasBlob(firmId, sha256);
    if (!isKnownToFirm && (await store.firmUsage(firmId)) + length > quota) {
      answer(507, 'blob_quota', 'quota_full', t.quotaFull);
      return;
    }
    // No byte for idleMs: the client is gone or stalling, and holds a temporary file. (A 'data' listener here would
    // start the stream flowing before the store reads it: the socket's own idle timer is used instead.)
    req.socket.setTimeout(limits.idleMs, () => req.destroy());
    let created: boolean;
    try {
      ({ created } = await blobs.put(sha256, req, length, Math.min(length, limits.maxBytes)));
    } catch (error) {
      if (!(error instanceof BlobError)) throw error;
      if (error.kind === 'mismatch') answer(422, 'blob_hash_mismatch', 'hash_mismatch', t.hashMismatch);
      else if (error.kind === 'tooLarge') answer(413, 'blob_too_large', 'too_large', t.tooLarge(maxMb));
      else answer(499, 'client_aborted', 'incomplete', t.incomplete);
      return;
    } finally {
      req.socket.setTimeout(0);
    }
    if ((await store.addBlob(sha256, length, firmId, projectId, quota, now())) === 'quota') {
      answer(507, 'blob_quota', 'quota_full', t.quotaFull);
      return;
    }
    // A collection pass that had already decided to remove these bytes (they were unreferenced and old) may have
    // removed them just after this upload wrote them again: the reference above waited for it (the blob's lock), so
    // the bytes are checked once more. The client sends them again; its reference is recorded already.
    if ((await blobs.size(sha256)) === undefined) {
      answer(503, 'blob_collected', 'retry', t.collected, { 'Retry-After': '1' });
      return;
    }
    logger.log({ requestId, status: created ? 201 : 200, reason: 'blob_stored' });
    res.statusCode = created ? 201 : 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Request-Id', requestId);
    res.end(JSON.stringify({ sha256, size: length }));
  };
}
