import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  bodyTag,
  compressText,
  entityTag,
  headerValue,
  isNotModified,
  pickEncoding,
  safeJoin,
  serveStatic,
} from './static.ts';
import { isKnownPath, prerenderedFile, prerenderedPaths, routePath } from '../src/config/routes.ts';
import { allowedMethods, type ApiHandler } from './api/handler.ts';
import { consoleLogger, type Logger, type ReasonCode } from './api/log.ts';
import { serverFr } from './i18n.fr.ts';
import { isHttpsRequest, requestHost, requestTarget, sendWebResponse, toWebRequest } from './node.ts';
import { isPdfWorkerScript, securityHeaders, type SecurityHeaderOptions } from './securityHeaders.ts';
import { isValidAnalyticsId } from '../src/domain/consent.ts';
import { forwardedAddress } from './api/clientAddress.ts';
import { preloadTags, readManifest } from './preload.ts';
import { DWG_PATH, DWG_ROUTE_LIMITS, type DwgRoute } from './cad/route.ts';
import { BLOB_PREFIX, type BlobRoute } from './blobs/route.ts';

export interface AppOptions {
  /** The built site (vite build output). */
  root: string;
  /** The beta-registration API (server/api/handler.ts); without it, /api/* answers 404. */
  api?: ApiHandler;
  /** CSP inputs; defaults allow only the site itself. */
  security?: SecurityHeaderOptions;
  /** Behind a reverse proxy: the client address is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
  /** Where the adapter logs the API answers it gives itself (a malformed request); the API logs its own. */
  logger?: Logger;
  /** POST /api/cad/dwg, the DWG conversion (server/cad/route.ts); without it, the path answers 404. */
  dwg?: DwgRoute;
  /** /api/blobs/<sha256>, plans' bytes streamed both ways (server/blobs/route.ts); without it, 404. */
  blobs?: BlobRoute;
  /** A request's body must have arrived this long after its headers (SERVER_TIMEOUTS.requestMs; DWG uploads apart). */
  requestMs?: number;
}

/**
 * Time limits of the Node server, sized for what it receives: page requests and one JSON body of at most 4 KB, which
 * takes well under a second even on a poor mobile link. Node's defaults (300 s for a request, checked every 30 s)
 * let a client that stalls its body hold a connection for five minutes. Responses are not limited: a video may take
 * its time to download.
 *
 * One route receives more: POST /api/cad/dwg takes a DWG of up to 50 MB, minutes on a slow link. Node's
 * `requestTimeout` is one value for the whole server, so it is set to that route's limit (`uploadMs`, a backstop) and
 * `requestMs` is enforced per request by the handler (limitBodyTime below) on every other path; the DWG route times
 * its upload itself (server/cad/route.ts: idle, minimum rate, total).
 */
export const SERVER_TIMEOUTS = {
  /** Headers and body of one request (the handler's own limit, from the end of the headers). */
  requestMs: 15_000,
  /** Node's requestTimeout: the DWG upload's limit and a margin; every other request is cut at requestMs. */
  uploadMs: DWG_ROUTE_LIMITS.uploadMs + 30_000,
  /** The headers alone. */
  headersMs: 10_000,
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: 5_000,
  /** How often Node checks the two limits above (its default, 30 s, would stretch each by up to that). */
  checkIntervalMs: 1_000,
} as const;

export type ServerTimeouts = { [K in keyof typeof SERVER_TIMEOUTS]: number };

/** The server of `npm start`: the adapter below with the time limits above. */
export function createAppServer(options: AppOptions & { timeouts?: Partial<ServerTimeouts> }): Server {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  return createServer(
    {
      requestTimeout: Math.max(timeouts.uploadMs, timeouts.requestMs),
      headersTimeout: timeouts.headersMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    createHandler({ ...options, requestMs: timeouts.requestMs }),
  );
}

/**
 * Node's requestTimeout for one request: the body must have arrived `ms` after the headers, or the client gets what
 * Node itself sends (408, then the connection closes) — the handler reading it sees the body fail, as before.
 */
function limitBodyTime(req: IncomingMessage, res: ServerResponse, ms: number) {
  const timer = setTimeout(() => {
    if (req.complete) return;
    if (!res.headersSent && req.socket.writable) {
      req.socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    }
    req.socket.destroy();
  }, ms);
  timer.unref();
  res.once('close', () => clearTimeout(timer));
}

/** An answer of the adapter itself: JSON in French under /api/ (logged like the API's), plain text elsewhere. */
function answerAdapter(
  res: ServerResponse,
  logger: Logger,
  isApi: boolean,
  status: number,
  reason: ReasonCode,
  message: string,
) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (isApi) {
    const requestId = crypto.randomUUID();
    logger.log({ requestId, status, reason });
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('X-Request-Id', requestId);
    res.end(JSON.stringify({ error: reason, message }));
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(message);
  }
}

const API_PREFIX = '/api/';

/**
 * Methods Node parses but the Fetch standard refuses to put in a `Request` (new Request throws a TypeError): the API
 * never sees them, the adapter answers them itself.
 */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * The analytics id reaches the page at serve time, from the same setting that opens the CSP to the vendor: one build
 * serves every environment, and the page never asks for a script the policy would block (src/app/analytics.ts).
 * Checked again here (letters, digits, hyphens only), so it can never break out of the attribute.
 */
function analyticsMeta(analyticsId: string | undefined): string {
  return isValidAnalyticsId(analyticsId) ? `<meta name="metr-analytics-id" content="${analyticsId}">` : '';
}

/**
 * One address per page. The build's shell (index.html) and the prerendered landing (prerendered/index.html) are
 * files the server turns into pages, not pages of their own: `/index.html` is how people and old links name the
 * landing, so it moves to `/` for good (301); the prerendered copy is an internal path nobody links to, so it is
 * simply not there (404).
 */
const SHELL_FILE = 'index.html';
/** The build's folder of prerendered pages ('prerendered', from the landing's 'prerendered/index.html'). */
const INTERNAL_FILES = [dirname(prerenderedFile('/')), SHELL_FILE];

/** The page's HTML: its prerendered file when it has one (the landing), the empty shell otherwise. */
async function pageHtml(root: string, pathname: string): Promise<{ html: string; isPrerendered: boolean }> {
  const path = routePath(pathname);
  if (prerenderedPaths.includes(path)) {
    const prerendered = await readFile(join(root, prerenderedFile(path)), 'utf8').catch(() => null);
    if (prerendered !== null) return { html: prerendered, isPrerendered: true };
  }
  return { html: await readFile(join(root, 'index.html'), 'utf8'), isPrerendered: false };
}

/**
 * The Node adapter of `npm start`: the built site and the API on one port. Known client routes get index.html with
 * 200; any other path without a file gets index.html with 404, so the app shows its 404 page and crawlers see the
 * right status. Paths under /api/ go to the Web-standard API handler. Security headers go on every response.
 */
export function createHandler({
  root,
  api,
  security = { contactFormUrl: '', apiBase: '' },
  trustProxy = false,
  logger = consoleLogger,
  dwg,
  blobs,
  requestMs = SERVER_TIMEOUTS.requestMs,
}: AppOptions) {
  // Read once: a new build means a new server process.
  const manifest = readManifest(root);
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const isHttps = isHttpsRequest(req);
      const url = requestTarget(req);
      const allowWasm = url !== null && isPdfWorkerScript(url.pathname);
      const host = requestHost(req);
      // The sync server's WebSocket on this very origin (server/sharing); the Host was checked by requestHost.
      const syncSource = security.sync && host ? `${isHttps ? 'wss' : 'ws'}://${host}` : undefined;
      for (const [name, value] of Object.entries(securityHeaders({ ...security, isHttps, allowWasm, syncSource }))) {
        res.setHeader(name, value);
      }
      const isApi = url?.pathname.startsWith(API_PREFIX) ?? false;
      if (!url || !host) {
        answerAdapter(res, logger, isApi, 400, 'bad_request', serverFr.api.badRequest);
        return;
      }
      const isDwg = isApi && dwg !== undefined && url.pathname === DWG_PATH;
      // A plan of up to 200 MB: the blob route cuts an idle upload itself; Node's requestTimeout is the backstop.
      const isBlob = isApi && blobs !== undefined && url.pathname.startsWith(BLOB_PREFIX);
      if (!isDwg && !isBlob) limitBodyTime(req, res, requestMs);
      if (isApi) {
        const forwarded = req.headers['x-forwarded-for'];
        const clientAddress = trustProxy
          ? (forwardedAddress(Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null)) ??
            req.socket.remoteAddress)
          : req.socket.remoteAddress;
        if (isDwg) {
          await dwg(req, res, clientAddress);
          return;
        }
        if (isBlob) {
          await blobs(req, res, url, isHttps);
          return;
        }
        if (!api) {
          answerAdapter(res, logger, true, 404, 'not_found', serverFr.api.notFound);
          return;
        }
        if (FETCH_FORBIDDEN_METHODS.has(req.method ?? '')) {
          const allow = allowedMethods(url.pathname);
          if (allow) res.setHeader('Allow', allow);
          answerAdapter(
            res,
            logger,
            true,
            allow ? 405 : 404,
            allow ? 'method_not_allowed' : 'not_found',
            allow ? serverFr.api.methodNotAllowed : serverFr.api.notFound,
          );
          return;
        }
        const response = await api(toWebRequest(req, { isHttps, host, target: url }), { clientAddress });
        await sendWebResponse(res, response);
        return;
      }
      const isPage = req.method === 'GET' || req.method === 'HEAD';
      if (isPage && safeJoin(root, url.pathname) === join(resolve(root), SHELL_FILE)) {
        res.statusCode = 301;
        res.setHeader('Location', `/${url.search}`);
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.end();
        return;
      }
      if (
        isPage &&
        !isKnownPath(url.pathname) &&
        (await serveStatic(req, res, { root, immutablePrefix: '/assets/', internal: INTERNAL_FILES }))
      ) {
        return;
      }
      if (!isPage) {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      const page = await pageHtml(root, url.pathname);
      const head = preloadTags(manifest, url.pathname, page.isPrerendered) + analyticsMeta(security.analyticsId);
      const html = Buffer.from(page.html.replace('</head>', `${head}</head>`), 'utf8');
      res.statusCode = isKnownPath(url.pathname) ? 200 : 404;
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (res.statusCode === 200) {
        // Revalidated on every visit (no-cache), answered 304 while the page is the same: the HTML is made per
        // request but from a fixed build and configuration, so its hash is a strong validator.
        const etag = entityTag(bodyTag(html), encoding);
        res.setHeader('ETag', etag);
        if (isNotModified(headerValue(req, 'if-none-match'), etag)) {
          res.statusCode = 304;
          res.end();
          return;
        }
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      const body = encoding ? await compressText(html, encoding) : html;
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      // No request data in logs: only the failure kind.
      console.error('server: request failed', error instanceof Error ? error.name : 'unknown');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  };
}
