import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressText, pickEncoding, serveStatic } from './static.ts';
import { isKnownPath, prerenderedFile, prerenderedPaths, routePath } from '../src/routes/paths.ts';
import type { ApiHandler } from './api/handler.ts';
import { isHttpsRequest, sendWebResponse, toWebRequest } from './node.ts';
import { securityHeaders, type SecurityHeaderOptions } from './securityHeaders.ts';
import { isValidAnalyticsId } from '../src/domain/consent.ts';
import { forwardedAddress } from './api/clientAddress.ts';
import { preloadTags, readManifest } from './preload.ts';

export interface AppOptions {
  /** The built site (vite build output). */
  root: string;
  /** The beta-registration API (server/api/handler.ts); without it, /api/* answers 404. */
  api?: ApiHandler;
  /** CSP inputs; defaults allow only the site itself. */
  security?: SecurityHeaderOptions;
  /** Behind a reverse proxy: the client address is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
}

const API_PREFIX = '/api/';

/**
 * The analytics id reaches the page at serve time, from the same setting that opens the CSP to the vendor: one build
 * serves every environment, and the page never asks for a script the policy would block (src/routes/analytics.ts).
 * Checked again here (letters, digits, hyphens only), so it can never break out of the attribute.
 */
function analyticsMeta(analyticsId: string | undefined): string {
  return isValidAnalyticsId(analyticsId) ? `<meta name="metr-analytics-id" content="${analyticsId}">` : '';
}

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
}: AppOptions) {
  // Read once: a new build means a new server process.
  const manifest = readManifest(root);
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const isHttps = isHttpsRequest(req);
      for (const [name, value] of Object.entries(securityHeaders({ ...security, isHttps }))) res.setHeader(name, value);
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith(API_PREFIX)) {
        if (!api) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end('{"error":"not_found"}');
          return;
        }
        const forwarded = req.headers['x-forwarded-for'];
        const clientAddress = trustProxy
          ? (forwardedAddress(Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null)) ??
            req.socket.remoteAddress)
          : req.socket.remoteAddress;
        const response = await api(toWebRequest(req, { isHttps }), { clientAddress });
        await sendWebResponse(res, response);
        return;
      }
      const isPage = req.method === 'GET' || req.method === 'HEAD';
      if (
        isPage &&
        !isKnownPath(url.pathname) &&
        (await serveStatic(req, res, { root, immutablePrefix: '/assets/' }))
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
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = pickEncoding(req.headers['accept-encoding']);
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
