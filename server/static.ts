import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and videos are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (a `q=0` means refused), brotli first. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** At the best ratio: every result is kept and served many times (see the caches below). */
function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: 9 });
}

interface Compressed {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compressed copies of text files, made once per file version and kept in memory: the built site is a few hundred
 * KB, and compressing on every request would cost more CPU than it saves bandwidth. Brotli at its best quality:
 * hashed assets never change, so the cost is paid once (warmed at start-up, see warmCompressionCache).
 */
const compressedCache = new Map<string, Compressed>();

async function compressedCopy(path: string, mtimeMs: number): Promise<Compressed> {
  const cached = compressedCache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const raw = await readFile(path);
  const entry: Compressed = { mtimeMs, br: await compress(raw, 'br'), gzip: await compress(raw, 'gzip') };
  compressedCache.set(path, entry);
  return entry;
}

/**
 * A page's HTML compressed, kept for the next request: a handful of distinct pages (the shell, the prerendered
 * landing, with or without the analytics tag), bounded all the same.
 */
const pageCache = new Map<string, Buffer>();
const PAGE_CACHE_LIMIT = 32;

export async function compressText(text: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}\0${text.toString('utf8')}`;
  const cached = pageCache.get(key);
  if (cached) return cached;
  const body = await compress(text, encoding);
  if (pageCache.size >= PAGE_CACHE_LIMIT) pageCache.delete(pageCache.keys().next().value ?? '');
  pageCache.set(key, body);
  return body;
}

/** Compresses every text file under `dir` ahead of the first request (fire and forget at server start). */
export async function warmCompressionCache(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    if (!COMPRESSIBLE.test(TYPES[extname(full).toLowerCase()] ?? '')) continue;
    await compressedCopy(full, (await stat(full)).mtimeMs);
    count++;
  }
  return count;
}

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
    if (s.isFile()) return { path, size: s.size, mtimeMs: s.mtimeMs };
    if (s.isDirectory()) {
      const index = join(path, 'index.html');
      const si = await stat(index).catch(() => null);
      if (si?.isFile()) return { path: index, size: si.size, mtimeMs: si.mtimeMs };
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
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (COMPRESSIBLE.test(type)) {
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      const body = (await compressedCopy(file.path, file.mtimeMs))[encoding];
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
  }
  res.setHeader('Content-Length', file.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await new Promise<void>((done, fail) => {
    createReadStream(file.path).on('error', fail).on('end', done).pipe(res);
  });
  return true;
}
