import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestTarget } from './node.ts';

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
 * hashed assets never change, so the cost is paid once (warmed at start-up, see warmStaticCaches).
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

/** A path with a segment that starts with a dot: never served. */
const isHidden = (path: string) => path.split(/[/\\]/).some((segment) => segment.startsWith('.'));

/**
 * Hashes every file under `dir` and compresses the text ones ahead of the first request (at server start), so no
 * visitor waits for brotli 11 or for the hash of a video.
 */
export async function warmStaticCaches(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    if (isHidden(relative(dir, full))) continue;
    const { mtimeMs, size } = await stat(full);
    await contentTag({ path: full, size, mtimeMs });
    if (COMPRESSIBLE.test(TYPES[extname(full).toLowerCase()] ?? '')) await compressedCopy(full, mtimeMs);
    count++;
  }
  return count;
}

interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Strong validators: a hash of the bytes, so a rebuild that leaves a file unchanged (new mtime, same content) keeps
 * its ETag and browsers keep their copy. Computed once per file version and kept, like the compressed copies.
 */
const tagCache = new Map<string, { size: number; mtimeMs: number; tag: Promise<string> }>();

function contentTag(file: FileVersion): Promise<string> {
  const cached = tagCache.get(file.path);
  if (cached?.mtimeMs === file.mtimeMs && cached.size === file.size) return cached.tag;
  const tag = new Promise<string>((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(file.path)
      .on('error', fail)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => done(hash.digest('base64url').slice(0, 22)));
  });
  tagCache.set(file.path, { size: file.size, mtimeMs: file.mtimeMs, tag });
  tag.catch(() => tagCache.delete(file.path));
  return tag;
}

/** A hash of a generated body (a page's HTML), in the same form as a file's. */
export function bodyTag(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/**
 * The ETag of one representation: each encoding is a different body, so it gets its own tag (a cache holding the
 * brotli copy must not validate it against the gzip one).
 */
export function entityTag(hash: string, encoding: Encoding | null): string {
  return `"${hash}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;
}

/** A request header as one string (Node gives a list for some repeated headers). */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** If-None-Match, weak comparison (RFC 9110 §13.1.2): `*` or any listed tag, W/ or not, equal to ours. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export type ByteRange = { kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };

/**
 * A Range header for a body of `size` bytes (RFC 9110 §14). One range is served as it asks (`a-b`, `a-`, `-n`, the
 * end clamped to the last byte); several ranges get the whole body (no multipart/byteranges: video players ask for
 * one range at a time); another unit or a malformed header is ignored, as the RFC allows. Unsatisfiable: a start at
 * or past the end, or an empty suffix.
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  const set = header === undefined ? undefined : /^\s*bytes\s*=(.*)$/i.exec(header)?.[1];
  if (set === undefined) return { kind: 'none' };
  const specs = set
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length !== 1) return { kind: 'none' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0] ?? '');
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'none' };
  const [, first = '', last = ''] = spec;
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * If-Range: the range is served only while the client's copy is still ours. Only a strong tag equal to the identity
 * representation's can say so; a date cannot (no Last-Modified is sent) and a weak tag never may (RFC 9110 §13.1.5),
 * so either gets the whole file.
 */
function rangeStillValid(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

export interface StaticOptions {
  root: string;
  /** Serve index.html for unknown paths without an extension (client-side routes). */
  spaFallback?: boolean;
  /** Long-lived caching for Vite's hashed files under /assets/. */
  immutablePrefix?: string;
  /**
   * Files and folders of the build that are not pages of their own (relative to root): never served, however the
   * path is spelled (`/%70rerendered/`, `/prerendered%2Findex.html`).
   */
  internal?: readonly string[];
}

/** True when `target` (a resolved path) is one of `internal`'s entries under `root`, or inside one. */
export function isInternal(root: string, target: string, internal: readonly string[]): boolean {
  return internal.some((entry) => {
    const full = join(resolve(root), entry);
    return target === full || target.startsWith(full + sep);
  });
}

/**
 * Resolves a URL path inside root; null when it would escape it, or when a segment starts with a dot: dotfiles and
 * dot-folders are never served (the build's .vite/manifest.json lists source paths; a stray .env or .git must not
 * leak either).
 */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  if (isHidden(decoded)) return null;
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

/**
 * Serves files from `root`; returns false when nothing matched (the caller answers 404). Every file carries a strong
 * ETag and answers If-None-Match with 304. Byte ranges are served from the file as it is on disk, never compressed:
 * Safari plays a <video> only through 206 answers, and every browser seeks with them.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, opts: StaticOptions): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = requestTarget(req);
  const target = url ? safeJoin(opts.root, url.pathname) : null;
  if (!url || !target) return false;
  if (opts.internal && isInternal(opts.root, target, opts.internal)) return false;
  let file = await fileAt(target);
  let isFallback = false;
  if (!file && opts.spaFallback && !extname(url.pathname)) {
    file = await fileAt(join(opts.root, 'index.html'));
    isFallback = true;
  }
  if (!file) return false;
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const immutable = opts.immutablePrefix && url.pathname.startsWith(opts.immutablePrefix) && !isFallback;
  const compressible = COMPRESSIBLE.test(type);
  const hash = await contentTag(file);
  const range = rangeStillValid(headerValue(req, 'if-range'), entityTag(hash, null))
    ? parseRange(req.headers.range, file.size)
    : ({ kind: 'none' } as const);
  const encoding = compressible && range.kind === 'none' ? pickEncoding(req.headers['accept-encoding']) : null;
  const etag = entityTag(hash, encoding);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('ETag', etag);
  res.setHeader('Accept-Ranges', 'bytes');
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (isNotModified(headerValue(req, 'if-none-match'), etag)) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  if (range.kind === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${file.size}`);
    res.setHeader('Content-Length', 0);
    res.end();
    return true;
  }
  res.setHeader('Content-Type', type);
  if (encoding) {
    const body = (await compressedCopy(file.path, file.mtimeMs))[encoding];
    res.statusCode = 200;
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const { start, end } = range.kind === 'range' ? range : { start: 0, end: file.size - 1 };
  res.statusCode = range.kind === 'range' ? 206 : 200;
  if (range.kind === 'range') res.setHeader('Content-Range', `bytes ${start}-${end}/${file.size}`);
  res.setHeader('Content-Length', end - start + 1);
  if (req.method === 'HEAD' || end < start) {
    res.end();
    return true;
  }
  try {
    await pipeline(createReadStream(file.path, { start, end }), res);
  } catch (error) {
    // A viewer who seeks or leaves closes the connection mid-file: the client's doing, not a failure of ours.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
  return true;
}
