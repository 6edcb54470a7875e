import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveStatic } from './static.ts';
import { isKnownPath } from '../src/routes/paths.ts';

export interface AppOptions {
  /** The built site (vite build output). */
  root: string;
}

/**
 * The Node adapter: serves the built site. Known client routes get index.html with 200; any other path without a
 * file gets index.html with 404, so the app shows its 404 page and crawlers see the right status.
 */
export function createHandler({ root }: AppOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const isPage = req.method === 'GET' || req.method === 'HEAD';
      if (isPage && !isKnownPath(url.pathname) && (await serveStatic(req, res, { root, immutablePrefix: '/assets/' }))) {
        return;
      }
      if (!isPage) {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      const html = await readFile(join(root, 'index.html'));
      res.statusCode = isKnownPath(url.pathname) ? 200 : 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : html);
    } catch (error) {
      // No request data in logs: only the failure kind.
      console.error('server: request failed', error instanceof Error ? error.name : 'unknown');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  };
}
