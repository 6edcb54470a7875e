import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticOptions {
  root: string;
  /** Serve index.html for unknown paths without an extension (client-side routes). */
  spaFallback?: boolean;
  /** Long-lived caching for Vite's hashed files under /assets/. */
  immutablePrefix?: string;
}

/** Resolves a URL path inside root; null when it would escape it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = normalize(join(base, decoded));
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    if (s.isFile()) return { path, size: s.size };
    if (s.isDirectory()) {
      const index = join(path, 'index.html');
      const si = await stat(index).catch(() => null);
      if (si?.isFile()) return { path: index, size: si.size };
    }
  } catch {
    /* not found */
  }
  return null;
}

/** Serves files from `root`; returns false when nothing matched (the caller answers 404). */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, opts: StaticOptions): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const target = safeJoin(opts.root, url.pathname);
  if (!target) return false;
  let file = await fileAt(target);
  let isFallback = false;
  if (!file && opts.spaFallback && !extname(url.pathname)) {
    file = await fileAt(join(opts.root, 'index.html'));
    isFallback = true;
  }
  if (!file) return false;
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const immutable = opts.immutablePrefix && url.pathname.startsWith(opts.immutablePrefix) && !isFallback;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', file.size);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((done, fail) => {
    createReadStream(file.path).on('error', fail).on('end', done).pipe(res);
  });
  return true;
}
