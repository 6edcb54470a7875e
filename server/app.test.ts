/** The Node adapter of `npm start`: site and API on one port, security headers everywhere, mails in the outbox. */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppServer, SERVER_TIMEOUTS } from './app.ts';
import type { LogEntry } from './api/log.ts';
import { createApiHandler, type Api } from './api/handler.ts';
import { testConfig } from './api/testing.ts';
import { createOutboxMailer } from './mail/mailer.ts';
import { FileStore } from './store/file.ts';
import { contentSecurityPolicy, REACT_ARIA_STYLE_HASHES } from './securityHeaders.ts';

let dir: string;
let server: Server;
let base: string;
let port: number;
let store: FileStore;
let logs: LogEntry[];
let api: Api;
const video = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7) % 256));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'metr-app-'));
  const root = join(dir, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'media'), { recursive: true });
  await mkdir(join(root, '.vite'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><html><head><title>Metr</title></head></html>');
  await writeFile(join(root, 'assets', 'app-abc.js'), 'export {};');
  await writeFile(join(root, 'assets', 'pdf.worker-g5DBlWy-.js'), 'export {};');
  await writeFile(join(root, 'media', 'demo.mp4'), video);
  await writeFile(join(root, 'media', 'demo-poster.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc.js"}}');
  await writeFile(join(root, '.env'), 'SECRET=1');
  logs = [];
  store = await FileStore.open(join(dir, 'data'));
  api = createApiHandler({
    store,
    mailer: createOutboxMailer(join(dir, 'outbox')),
    config: { ...testConfig, publicSiteUrl: 'http://127.0.0.1', apiPublicUrl: 'http://127.0.0.1', allowedOrigins: [] },
    logger: { log: (entry) => logs.push(entry) },
  });
  server = createAppServer({
    root,
    api,
    security: { contactFormUrl: 'https://formspree.io/f/metr-contact', apiBase: '' },
    logger: { log: (entry) => logs.push(entry) },
    // Short limits so a stalled body is cut within the test; the real ones are checked below.
    timeouts: { requestMs: 600, headersMs: 500, checkIntervalMs: 50 },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await api.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toBeTruthy();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|same-origin)$/);
  expect(response.headers.get('permissions-policy')).toContain('autoplay=(self)');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).not.toContain('bluetooth');
}

describe('Node adapter', () => {
  it('serves the site, its assets and a real 404, with the security headers', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/register', 200],
      ['/assets/app-abc.js', 200],
      ['/nope', 404],
    ] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(status);
      expectSecurityHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it('lets only the PDF worker’s script compile WebAssembly (pdf.js decoders), never a page or another script', async () => {
    const scriptSrc = async (path: string) =>
      ((await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '')
        .split('; ')
        .find((d) => d.startsWith('script-src '));
    expect(await scriptSrc('/assets/pdf.worker-g5DBlWy-.js')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    for (const path of [
      '/',
      '/dashboard',
      '/assets/app-abc.js',
      '/assets/pdf.worker-g5DBlWy-.js/..%2F..%2Findex.html',
    ]) {
      expect(await scriptSrc(path)).toBe("script-src 'self'");
    }
  });

  it('sends HSTS when the proxy says HTTPS', async () => {
    const response = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('has a CSP without unsafe-inline or unsafe-eval, and the contact form service in form-action', () => {
    const csp = contentSecurityPolicy({
      contactFormUrl: 'https://formspree.io/f/metr-contact',
      apiBase: 'https://api.metr.fr/v1',
    });
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    for (const directive of [
      "script-src 'self'",
      `style-src 'self' ${REACT_ARIA_STYLE_HASHES.join(' ')}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self' https://formspree.io",
      "img-src 'self' data: blob:",
      "media-src 'self' data: blob:",
      "connect-src 'self' https://api.metr.fr",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
  });

  it('routes POST /api/emails/register to the API end to end, writing .eml files to the outbox', async () => {
    const response = await fetch(`${base}/api/emails/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nom: 'Durand', prenom: 'Camille', tel: '0601020304', mail: 'camille@example.fr' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(response);
    await api.idle(); // the mails go out after the answer
    const files = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml')).sort();
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(join(dir, 'outbox', name)))));
    const confirmation = mails.find((mail) => mail.subject?.startsWith('Confirmez'));
    const link = /http:\/\/127\.0\.0\.1\/api\/emails\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    expect(link).toBeTruthy();
    // The link opens a page whose button posts the token back; only the post confirms.
    const page = await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expectSecurityHeaders(page);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Confirmer</button>');
    expect((await store.list())[0]?.status).toBe('pending');
    const action = new URL(/<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '', page.url);
    const token = /name="token" value="([\w-]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1' },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Inscription confirmée');
    expect((await store.list())[0]?.status).toBe('confirmed');
  });

  it('answers the API’s own statuses through the adapter', async () => {
    const get = await fetch(`${base}/api/emails/register`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const cross = await fetch(`${base}/api/emails/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(cross.status).toBe(403);
    const big = await fetch(`${base}/api/emails/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(10_000),
    });
    expect(big.status).toBe(413);
    expect((await fetch(`${base}/api/unknown`)).status).toBe(404);
  });
});

/** One request through node:http, which (unlike fetch) sends any Host and any request target as given. */
function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((ok, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** Raw bytes over a socket; resolves with what the server sent once it closes the connection. */
function rawExchange(text: string, { closeAfterWrite = false } = {}) {
  return new Promise<string>((ok, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      if (closeAfterWrite) socket.destroy();
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => ok(received));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? ok(received) : fail(error)));
  });
}

const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((done) => setTimeout(done, 10));
};

const registration = JSON.stringify({ nom: 'Durand', prenom: 'Camille', tel: '0601020304', mail: 'x@example.fr' });

describe('media: ranges and validators', () => {
  it('serves a video by ranges (206), whole (200) with Accept-Ranges, and 416 past its end', async () => {
    const whole = await send('/media/demo.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.body.equals(video)).toBe(true);
    const first = await send('/media/demo.mp4', { headers: { Range: 'bytes=0-1023', 'Accept-Encoding': 'br, gzip' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-1023/20000');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.equals(video.subarray(0, 1024))).toBe(true);
    const tail = await send('/media/demo.mp4', { headers: { Range: 'bytes=-500' } });
    expect(tail.headers['content-range']).toBe('bytes 19500-19999/20000');
    expect((await send('/media/demo.mp4', { headers: { Range: 'bytes=500-' } })).body.length).toBe(19_500);
    const beyond = await send('/media/demo.mp4', { headers: { Range: 'bytes=20000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */20000');
    const several = await send('/media/demo.mp4', { headers: { Range: 'bytes=0-1,4-5' } });
    expect(several.status).toBe(200);
    expect(several.body.length).toBe(20_000);
    const etag = whole.headers.etag ?? '';
    expect((await send('/media/demo.mp4', { headers: { Range: 'bytes=0-9', 'If-Range': etag } })).status).toBe(206);
    expect((await send('/media/demo.mp4', { headers: { Range: 'bytes=0-9', 'If-Range': '"old"' } })).status).toBe(200);
  });

  it.each(['/media/demo.mp4', '/media/demo-poster.jpg', '/favicon.svg', '/assets/app-abc.js', '/', '/register'])(
    '%s: a strong ETag, revalidated with 304',
    async (path) => {
      const first = await send(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(first.status).toBe(200);
      const etag = first.headers.etag ?? '';
      expect(etag).toMatch(/^"[\w-]{22}(-br)?"$/);
      if (!path.startsWith('/assets/')) expect(first.headers['cache-control']).toBe('no-cache');
      const again = await send(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect((await send(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' } })).status).toBe(200);
    },
  );

  it('gives an unknown page its 404 without a validator', async () => {
    const missing = await send('/nulle-part', { headers: { 'If-None-Match': '*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('hidden files', () => {
  it.each(['/.vite/manifest.json', '/%2Evite/manifest.json', '/.env', '/.vite/'])(
    '%s → 404, never the file',
    async (path) => {
      const response = await send(path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('src/main.tsx');
      expect(response.body.toString()).not.toContain('SECRET');
    },
  );
});

describe('methods', () => {
  /** The adapter's own failures land in console.error ('server: request failed', a TypeError…): none may. */
  async function withoutErrors(run: () => Promise<void>) {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      await run();
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  }

  it.each([
    ['/api/emails/register', 'POST'],
    ['/api/emails/confirm', 'GET, HEAD, POST'],
  ])('TRACE and methods the API does not serve on %s → 405 with Allow, no 500', async (path, allow) => {
    await withoutErrors(async () => {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL']) {
        // A TRACE request carries no content (RFC 9110 §9.3.8); the others send the JSON body a client would.
        const body = method === 'TRACE' ? undefined : '{}';
        const response = await send(path, {
          method,
          // Node's client frames no body of a DELETE by itself: the length says where it ends.
          headers: {
            'Content-Type': 'application/json',
            Connection: 'close',
            'Content-Length': String(body?.length ?? 0),
          },
          body,
        });
        expect(response.status, `${method} ${response.body.toString()}`).toBe(405);
        expect(response.headers.allow, method).toBe(allow);
        expect(JSON.parse(response.body.toString()), method).toMatchObject({ error: 'method_not_allowed' });
        expect(logs.at(-1), method).toMatchObject({ status: 405, reason: 'method_not_allowed' });
      }
    });
  });

  it('TRACE on an unknown API path → 404, like any other method there', async () => {
    await withoutErrors(async () => {
      const response = await send('/api/unknown', { method: 'TRACE' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString())).toMatchObject({ error: 'not_found' });
    });
  });

  it.each(['/', '/register', '/favicon.svg', '/nulle-part'])(
    'TRACE and other methods on %s → 405 with Allow: GET, HEAD',
    async (path) => {
      await withoutErrors(async () => {
        for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND']) {
          const response = await send(path, { method, headers: { Connection: 'close' } });
          expect(response.status, method).toBe(405);
          expect(response.headers.allow, method).toBe('GET, HEAD');
        }
      });
    },
  );

  it('a refused body is skipped, never read as the next request on the connection', async () => {
    const answer = await rawExchange(
      'PUT /api/emails/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n' +
        'GET /nulle-part HTTP/1.1\r\n\r\n' +
        'GET /register HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    // Node closes the connection rather than skip an unread body, or skips it: either way the body's bytes are
    // never answered as a request of their own (a 404 for /nulle-part would say they were).
    expect(answer.match(/^HTTP\/1\.1 \d{3}/gm)?.slice(0, 1)).toEqual(['HTTP/1.1 405']);
    expect(answer).not.toMatch(/^HTTP\/1\.1 4(00|04)/m);
  });

  it('a method Node does not know (TRACK, FOO) and CONNECT are refused before the adapter, never with a 500', async () => {
    await withoutErrors(async () => {
      for (const line of ['TRACK /api/emails/register', 'FOO /', 'CONNECT 127.0.0.1:80']) {
        const answer = await rawExchange(`${line} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
        expect(answer, line).not.toMatch(/^HTTP\/1\.1 [25]\d\d/);
      }
    });
  });
});

describe('malformed requests', () => {
  it.each(['/api/emails/register', '/'])('a malformed Host on %s → 400, not a 500', async (path) => {
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      const response = await send(path, {
        method: path === '/' ? 'GET' : 'POST',
        headers: { Host: '[bad', 'Content-Type': 'application/json' },
        body: path === '/' ? undefined : registration,
      });
      expect(response.status).toBe(400);
      if (path !== '/') {
        expect(JSON.parse(response.body.toString())).toMatchObject({ error: 'bad_request' });
        expect(logs.at(-1)).toMatchObject({ status: 400, reason: 'bad_request' });
      }
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('takes no origin from the request target: POST //evil.example/api/… is not the API', async () => {
    const before = (await store.list()).length;
    const response = await send('//evil.example/api/emails/register', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: registration,
    });
    expect(response.status).not.toBe(200);
    expect(await store.list()).toHaveLength(before);
  });

  it('takes no origin from Host: Host and Origin both evil.example → 403', async () => {
    const response = await send('/api/emails/register', {
      method: 'POST',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: registration,
    });
    expect(response.status).toBe(403);
  });

  it('an absolute-form target reaches the API by its path, still judged by the configured origin', async () => {
    const response = await send('http://evil.example/api/emails/register', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: registration,
    });
    expect(response.status).toBe(403);
  });
});

describe('connections', () => {
  it('logs a client that disconnects mid-body as its abort (499), not as a 500', async () => {
    const count = logs.length;
    await rawExchange(
      'POST /api/emails/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"nom":"Dur',
      { closeAfterWrite: true },
    );
    await waitFor(() => logs.length > count);
    expect(logs.slice(count)).toEqual([{ requestId: expect.any(String), status: 499, reason: 'client_aborted' }]);
  });

  it('cuts a stalled body at the request time limit (408) and logs the abort', async () => {
    const count = logs.length;
    const answer = await rawExchange(
      'POST /api/emails/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"nom":"Dur',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    await waitFor(() => logs.length > count);
    expect(logs.slice(count).map((entry) => entry.status)).toEqual([499]);
  });

  it('runs with limits sized for a 4 KB body, not Node’s five minutes (Node’s own limit is the DWG upload’s)', () => {
    const real = createAppServer({ root: dir });
    // Node has one requestTimeout per server: it is the DWG route's backstop; requestMs is the handler's, per request
    // (the stalled-body test above runs on it).
    expect(real.requestTimeout).toBe(SERVER_TIMEOUTS.uploadMs);
    expect(real.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(real.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(SERVER_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
  });
});
