import { describe, expect, it } from 'vitest';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pickEncoding, safeJoin, serveStatic } from './static';

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

function request(port: number, path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    get({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}
