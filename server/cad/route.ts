/**
 * POST /api/cad/dwg: a DWG in (raw bytes, application/octet-stream), the CadDrawing out (JSON, streamed, no-store);
 * an error is `{ code: CadErrorCode }` with its HTTP status. A Node handler (IncomingMessage/ServerResponse), not a
 * Web one like the beta API: the body is counted and timed as it arrives, and the answer is piped from the child.
 *
 * An open conversion endpoint, so it is guarded for what an attacker could send (README, « DWG : LibreDWG sur le
 * serveur »):
 * - another site using visitors' browsers: only the site's own origin may post (Origin, and Sec-Fetch-Site when
 *   sent); a body that is not application/octet-stream is refused (no form can post one without CORS, which we never
 *   grant);
 * - a big body: Content-Length over the limit is refused before a byte is read (413), and the bytes are counted as
 *   they arrive whatever the header said; nothing is spawned before the whole body is here;
 * - many uploads: places are reserved before the body is read (ConversionGate: 2 converting, 4 waiting, then 503),
 *   and one client address holds at most `perClient` of them (429);
 * - a slow (slowloris) upload: `idleMs` without a byte, or an average under `minBytesPerSecond` after `graceMs`, or
 *   the whole upload over `uploadMs`, and the connection is cut (408);
 * - a file that explodes in LibreDWG (the DWG equivalent of a zip bomb): the child's time, heap and resident memory
 *   limits (server/cad/process.ts), one fresh process per file;
 * - nothing kept: the bytes live in this process's memory until the child has read them; the log line has the request
 *   id, the status and a reason code, never a file name or a byte of content.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { CAD_LIMITS, type CadErrorCode } from '../../src/domain/cad/types.ts';
import { newId } from '../api/crypto.ts';
import { consoleLogger, type Logger, type ReasonCode } from '../api/log.ts';
import { ChildPool, ConversionGate, convertDwgInChild, DwgConversionError, type DwgOutput } from './process.ts';

export const DWG_PATH = '/api/cad/dwg';

export const DWG_ROUTE_LIMITS = {
  maxBytes: CAD_LIMITS.dwgBytes,
  /** The whole upload: 50 MB at 1 Mbit/s takes 7 minutes. */
  uploadMs: 10 * 60_000,
  /** No byte for this long: the client is gone or stalling. */
  idleMs: 15_000,
  /** After `graceMs`, an upload slower than this on average is cut (a trickle holding a place). */
  minBytesPerSecond: 16 * 1024,
  graceMs: 20_000,
  /** Places one client address may hold at once (uploading, waiting or converting). */
  perClient: 2,
  /** Seconds a refused client is told to wait (503, 429). */
  retryAfterSeconds: 30,
} as const;

export type DwgRouteLimits = { [K in keyof typeof DWG_ROUTE_LIMITS]: number };

/** HTTP status of each refusal; 499 (nginx's « client closed request ») is logged, never read. */
export const DWG_STATUS: Readonly<Record<CadErrorCode, number>> = {
  notCad: 422,
  truncated: 422,
  unsupportedVersion: 422,
  tooLarge: 413,
  tooComplex: 422,
  tooManyOperators: 422,
  emptyModel: 422,
  conversionFailed: 500,
  serverUnreachable: 502,
  serverBusy: 503,
  timeout: 504,
  cancelled: 499,
  workerFailed: 500,
};

const ACCEPTED_TYPES = new Set(['application/octet-stream']);

export interface DwgRouteOptions {
  /** The site's public origin (PUBLIC_SITE_URL): the only one allowed to post. */
  siteOrigin: string;
  gate?: ConversionGate;
  limits?: Partial<DwgRouteLimits>;
  logger?: Logger;
  /** Test seam: the conversion (default: a fresh child process per file). */
  convert?(bytes: Uint8Array, options: { signal: AbortSignal }): Promise<DwgOutput>;
}

class UploadError extends Error {
  constructor(readonly kind: 'tooLarge' | 'timeout' | 'aborted') {
    super(kind);
  }
}

/** Reads the body with the limits above; rejects with an UploadError. */
function readUpload(req: IncomingMessage, limits: DwgRouteLimits): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const started = Date.now();
    let last = started;
    let done = false;
    const stop = (error: UploadError | null) => {
      if (done) return;
      done = true;
      clearInterval(watch);
      clearTimeout(total);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      if (error) {
        chunks.length = 0;
        reject(error);
      } else {
        resolve(new Uint8Array(Buffer.concat(chunks, size)));
        chunks.length = 0;
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      last = Date.now();
      if (size > limits.maxBytes) stop(new UploadError('tooLarge'));
      else chunks.push(chunk);
    };
    const onEnd = () => stop(null);
    const onError = () => stop(new UploadError('aborted'));
    const onClose = () => {
      if (!req.complete) stop(new UploadError('aborted'));
    };
    const total = setTimeout(() => stop(new UploadError('timeout')), limits.uploadMs);
    const watch = setInterval(
      () => {
        const now = Date.now();
        if (now - last > limits.idleMs) stop(new UploadError('timeout'));
        else if (now - started > limits.graceMs && (size * 1000) / (now - started) < limits.minBytesPerSecond) {
          stop(new UploadError('timeout'));
        }
      },
      Math.max(10, Math.min(1000, limits.idleMs / 4)),
    );
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

export type DwgRoute = (req: IncomingMessage, res: ServerResponse, clientAddress: string | undefined) => Promise<void>;

export function createDwgRoute({
  siteOrigin,
  gate = new ConversionGate(),
  limits: overrides,
  logger = consoleLogger,
  convert,
}: DwgRouteOptions): DwgRoute & { close(): void } {
  // The real conversion keeps a spare child started ahead (ChildPool); a test's stand-in spawns nothing.
  const pool = convert ? undefined : new ChildPool();
  const run = convert ?? ((bytes, { signal }) => convertDwgInChild(bytes, { signal, pool }));
  const limits: DwgRouteLimits = { ...DWG_ROUTE_LIMITS, ...overrides };
  const origin = new URL(siteOrigin).origin;
  const perClient = new Map<string, number>();

  const route: DwgRoute = async (req, res, clientAddress) => {
    const requestId = newId();
    const answer = (status: number, reason: ReasonCode, code: CadErrorCode, headers: Record<string, string> = {}) => {
      logger.log({ requestId, status, reason });
      if (res.headersSent || res.destroyed) return;
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Request-Id', requestId);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(JSON.stringify({ code }));
    };
    /** Refused before reading the body: close the connection rather than read what is left of it. */
    const refuse = (status: number, reason: ReasonCode, code: CadErrorCode, headers: Record<string, string> = {}) =>
      answer(status, reason, code, { Connection: 'close', ...headers });

    if (req.method !== 'POST') return refuse(405, 'method_not_allowed', 'conversionFailed', { Allow: 'POST' });
    const fetchSite = req.headers['sec-fetch-site'];
    if (req.headers.origin !== origin || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      return refuse(403, 'cross_site', 'conversionFailed');
    }
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ACCEPTED_TYPES.has(mediaType)) return refuse(415, 'unsupported_media_type', 'notCad');
    const declared = req.headers['content-length'];
    if (declared !== undefined && !(Number(declared) <= limits.maxBytes)) {
      return refuse(413, 'dwg_tooLarge', 'tooLarge');
    }
    const client = clientAddress ?? 'unknown';
    const retryAfter = { 'Retry-After': String(limits.retryAfterSeconds) };
    if ((perClient.get(client) ?? 0) >= limits.perClient) {
      return refuse(429, 'dwg_serverBusy', 'serverBusy', retryAfter);
    }
    const slot = gate.reserve();
    if (!slot) return refuse(503, 'dwg_serverBusy', 'serverBusy', retryAfter);
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    const abort = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) abort.abort();
    };
    res.once('close', onClose);
    try {
      let bytes: Uint8Array | null;
      try {
        bytes = await readUpload(req, limits);
      } catch (error) {
        const kind = error instanceof UploadError ? error.kind : 'aborted';
        if (kind === 'aborted') return answer(499, 'client_aborted', 'cancelled');
        refuse(kind === 'tooLarge' ? 413 : 408, kind === 'tooLarge' ? 'dwg_tooLarge' : 'dwg_timeout', kind);
        // What is left of the body is not read: the connection goes once the answer is out.
        res.once('finish', () => req.socket.destroy());
        return;
      }
      // A client that leaves while its file waits for a place gives the place back at once.
      const left = new Promise<void>((done) => abort.signal.addEventListener('abort', () => done(), { once: true }));
      await Promise.race([slot.ready, left]);
      if (abort.signal.aborted) return answer(499, 'client_aborted', 'cancelled');
      let output: DwgOutput;
      try {
        output = await run(bytes, { signal: abort.signal });
      } catch (error) {
        const code = error instanceof DwgConversionError ? error.code : 'conversionFailed';
        if (code === 'cancelled') return answer(499, 'client_aborted', 'cancelled');
        return answer(DWG_STATUS[code], `dwg_${code}`, code);
      } finally {
        bytes = null;
      }
      logger.log({ requestId, status: 200, reason: 'dwg_converted' });
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Request-Id', requestId);
      res.setHeader('Vary', 'Accept-Encoding');
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      try {
        await (gzip ? pipeline(output.json, createGzip({ level: 5 }), res) : pipeline(output.json, res));
      } catch {
        // The client left mid-answer, or the child died while writing: the answer is cut, the client's JSON fails.
        res.destroy();
      }
      await output.exited;
    } finally {
      res.off('close', onClose);
      slot.release();
      const count = (perClient.get(client) ?? 1) - 1;
      if (count > 0) perClient.set(client, count);
      else perClient.delete(client);
    }
  };
  return Object.assign(route, { close: () => pool?.close() });
}
