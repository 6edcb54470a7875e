import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isNotModified, parseRange, pickEncoding, safeJoin, serveStatic } from './static';

describe('safeJoin', () => {
  it('stays inside the root', () => {
    expect(safeJoin('/srv/site', '/assets/app.js')).toBe('/srv/site/assets/app.js');
    expect(safeJoin('/srv/site', '/')).toBe('/srv/site/');
  });
  it('refuses traversal, encoded traversal, NUL and bad encodings', () => {
    expect(safeJoin('/srv/site', '/../etc/passwd')).toBeNull();
    expect(safeJoin('/srv/site', '/%2e%2e/etc/passwd')).toBeNull();
    expect(safeJoin('/srv/site', '/a%00b')).toBeNull();
    expect(safeJoin('/srv/site', '/%E0%A4%A')).toBeNull();
    expect(safeJoin('/srv/site', '/..%2fsite-other/x')).toBeNull();
  });
  it('refuses dotfiles and dot-folders, encoded or not, at any depth', () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.env',
      '/assets/.hidden.js',
      '/a/.git/HEAD',
    ]) {
      expect(safeJoin('/srv/site', path)).toBeNull();
    }
    expect(safeJoin('/srv/site', '/media/demo.v2.mp4')).toBe('/srv/site/media/demo.v2.mp4');
  });
});

describe('parseRange', () => {
  it('serves one range as asked, the end clamped to the last byte', () => {
    expect(parseRange('bytes=0-1023', 5000)).toEqual({ kind: 'range', start: 0, end: 1023 });
    expect(parseRange('bytes=500-', 5000)).toEqual({ kind: 'range', start: 500, end: 4999 });
    expect(parseRange('bytes=-500', 5000)).toEqual({ kind: 'range', start: 4500, end: 4999 });
    expect(parseRange('bytes=-9000', 5000)).toEqual({ kind: 'range', start: 0, end: 4999 });
    expect(parseRange('bytes=4000-99999', 5000)).toEqual({ kind: 'range', start: 4000, end: 4999 });
    expect(parseRange('Bytes = 7-7', 5000)).toEqual({ kind: 'range', start: 7, end: 7 });
  });
  it('says unsatisfiable for a start past the end or an empty suffix', () => {
    expect(parseRange('bytes=5000-', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=6000-7000', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 5000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
  it('ignores several ranges, other units and malformed headers (the whole file)', () => {
    for (const header of [undefined, 'bytes=0-1,5-9', 'items=0-1', 'bytes=abc', 'bytes=-', 'bytes=9-3', 'bytes 0-1']) {
      expect(parseRange(header, 5000)).toEqual({ kind: 'none' });
    }
  });
});

describe('isNotModified', () => {
  it('compares entity tags weakly, and * matches', () => {
    expect(isNotModified('"abc"', '"abc"')).toBe(true);
    expect(isNotModified('W/"abc"', '"abc"')).toBe(true);
    expect(isNotModified('"x", "abc"', '"abc"')).toBe(true);
    expect(isNotModified('*', '"abc"')).toBe(true);
    expect(isNotModified('"abc-br"', '"abc"')).toBe(false);
    expect(isNotModified(undefined, '"abc"')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
  });
});

describe('serveStatic compression', () => {
  it('serves text files compressed to clients that accept it, with Vary, and leaves the rest alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metr-static-'));
    writeFileSync(join(dir, 'app.js'), 'console.log("métré");\n'.repeat(200));
    writeFileSync(join(dir, 'poster.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const server = createServer((req, res) => void serveStatic(req, res, { root: dir }));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;
    try {
      const js = await request(port, '/app.js', 'br, gzip');
      expect(js.headers['content-encoding']).toBe('br');
      expect(js.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(js.body).toString()).toBe(readFileSync(join(dir, 'app.js'), 'utf8'));
      expect(js.body.length).toBeLessThan(200);
      const gz = await request(port, '/app.js', 'gzip');
      expect(gunzipSync(gz.body).toString()).toContain('métré');
      const plain = await request(port, '/app.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const jpg = await request(port, '/poster.jpg', 'br, gzip');
      expect(jpg.headers['content-encoding']).toBeUndefined();
      expect(jpg.body.length).toBe(4);
    } finally {
      server.close();
    }
  });
});

describe('serveStatic ranges and validators', () => {
  const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'metr-static-'));
    writeFileSync(join(dir, 'clip.mp4'), video);
    writeFileSync(join(dir, 'app.js'), 'console.log("métré");\n'.repeat(200));
    const server = createServer((req, res) => void serveStatic(req, res, { root: dir }));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers a single range with 206 and the exact bytes, never compressed', async () => {
    const whole = await request(port, '/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body.equals(video)).toBe(true);
    for (const [range, start, end] of [
      ['bytes=0-1023', 0, 1023],
      ['bytes=-500', 4500, 4999],
      ['bytes=500-', 500, 4999],
    ] as const) {
      const part = await request(port, '/clip.mp4', { range });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/5000`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.body.equals(video.subarray(start, end + 1))).toBe(true);
    }
    const text = await request(port, '/app.js', { range: 'bytes=0-9', 'accept-encoding': 'br, gzip' });
    expect(text.status).toBe(206);
    expect(text.headers['content-encoding']).toBeUndefined();
    expect(text.body.toString()).toBe('console.lo');
  });

  it('answers 416 with the size for an unsatisfiable range, and the whole file for several', async () => {
    const beyond = await request(port, '/clip.mp4', { range: 'bytes=5000-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */5000');
    expect(beyond.body.length).toBe(0);
    const several = await request(port, '/clip.mp4', { range: 'bytes=0-9,20-29' });
    expect(several.status).toBe(200);
    expect(several.body.equals(video)).toBe(true);
  });

  it('honours If-Range only with the current strong ETag', async () => {
    const etag = (await request(port, '/clip.mp4')).headers.etag ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect((await request(port, '/clip.mp4', { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    for (const ifRange of ['"stale"', `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      const response = await request(port, '/clip.mp4', { range: 'bytes=0-9', 'if-range': ifRange });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(5000);
    }
  });

  it('gives each representation a strong ETag and answers If-None-Match with 304', async () => {
    const plain = await request(port, '/app.js', { 'accept-encoding': 'identity' });
    const br = await request(port, '/app.js', { 'accept-encoding': 'br' });
    const gz = await request(port, '/app.js', { 'accept-encoding': 'gzip' });
    const tags = [plain, br, gz].map((response) => response.headers.etag ?? '');
    expect(new Set(tags).size).toBe(3);
    const again = await request(port, '/app.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    const other = await request(port, '/app.js', { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag ?? '' });
    expect(other.status).toBe(200);
    const video304 = await request(port, '/clip.mp4', {
      range: 'bytes=0-9',
      'if-none-match': (await request(port, '/clip.mp4')).headers.etag ?? '',
    });
    expect(video304.status).toBe(304);
  });
});

function request(port: number, path: string, headers: Record<string, string> | string = {}) {
  const sent = typeof headers === 'string' ? { 'accept-encoding': headers } : headers;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    get({ port, host: '127.0.0.1', path, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}
