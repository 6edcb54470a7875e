/**
 * POST /api/cad/dwg end to end over HTTP, through the Node adapter of `npm start` (createAppServer): the real
 * conversion of the example DWG, and the guards (origin, media type, size, slow upload, busy, per client), with the
 * conversion replaced where the child itself is not what is tested. No wall-clock assertion.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CadDrawing } from '../../src/domain/cad/types.ts';
import type { LogEntry } from '../api/log.ts';
import { createAppServer } from '../app.ts';
import { ConversionGate, DwgConversionError, type DwgOutput } from './process.ts';
import { createDwgRoute, DWG_PATH, type DwgRouteOptions } from './route.ts';

const EXAMPLE = new Uint8Array(
  readFileSync(new URL('../../tests/fixtures/cad/libredwg-example_2000.dwg', import.meta.url)),
);

let dir: string;
const servers: Server[] = [];
const closers: (() => void)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'metr-dwg-'));
  await mkdir(join(dir, 'dist'), { recursive: true });
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><html><head></head></html>');
});

afterAll(async () => {
  for (const close of closers) close();
  await Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
  await rm(dir, { recursive: true, force: true });
});

/**
 * A server with the DWG route (one route: one gate, one spare child), its origin the site's own (the route is
 * same-origin only, so it is made at the first request, once the port is known).
 */
async function serve(options: Partial<DwgRouteOptions> = {}) {
  const logs: LogEntry[] = [];
  let origin = '';
  let route: ReturnType<typeof createDwgRoute> | undefined;
  const server = createAppServer({
    root: join(dir, 'dist'),
    dwg: (req, res, address) => {
      route ??= createDwgRoute({ siteOrigin: origin, logger: { log: (e) => logs.push(e) }, ...options });
      return route(req, res, address);
    },
  });
  servers.push(server);
  closers.push(() => route?.close());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    fetch(`${origin}${DWG_PATH}`, {
      method: 'POST',
      body,
      headers: { Origin: origin, 'Content-Type': 'application/octet-stream', ...headers },
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  return { origin, port, logs, post };
}

const jsonOutput = (text: string): DwgOutput => ({
  json: Readable.from([Buffer.from(text)]),
  exited: Promise.resolve(),
});

describe('POST /api/cad/dwg', () => {
  it('converts the example DWG in a child process and streams the drawing back, uncached, with the security headers', async () => {
    const { post, logs } = await serve();
    const response = await post(new Blob([EXAMPLE]));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(response.headers.get('content-encoding')).toBe('gzip'); // fetch asks for it, and undoes it
    const drawing = (await response.json()) as CadDrawing;
    expect(drawing.layers).toHaveLength(5);
    expect(drawing.modelSpace.filter((e) => e.kind === 'insert')).toHaveLength(10);
    expect(logs).toEqual([{ requestId: expect.any(String), status: 200, reason: 'dwg_converted' }]);
  });

  it('answers 422 notCad for bytes that are not a DWG (the real child)', async () => {
    const { post, logs } = await serve();
    const response = await post(new Blob([new TextEncoder().encode('%PDF-1.7\n')]));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'notCad' });
    // The log line: an id, a status, a reason — never the file.
    expect(logs).toEqual([{ requestId: expect.any(String), status: 422, reason: 'dwg_notCad' }]);
  });

  it('refuses a declared size over the limit (413) before reading the body or converting anything', async () => {
    let converted = 0;
    const { port, origin } = await serve({
      convert: async () => {
        converted++;
        return jsonOutput('{}');
      },
    });
    const answer = await raw(
      port,
      `POST ${DWG_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Length: ${50 * 1024 * 1024 + 1}\r\n\r\nAC1015`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"code":"tooLarge"}');
    expect(converted).toBe(0);
  });

  it('counts the bytes as they arrive: a chunked body over the limit is cut (413)', async () => {
    let converted = 0;
    const { post } = await serve({
      limits: { maxBytes: 1000 },
      convert: async () => {
        converted++;
        return jsonOutput('{}');
      },
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'tooLarge' });
    expect(converted).toBe(0);
  });

  it('is for this site’s own pages only: another origin, a cross-site fetch, another media type, another method', async () => {
    const { post, origin } = await serve({ convert: async () => jsonOutput('{}') });
    expect((await post(new Blob([EXAMPLE]), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(new Blob([EXAMPLE]), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const withoutOrigin = await fetch(`${origin}${DWG_PATH}`, {
      method: 'POST',
      body: new Blob([EXAMPLE]),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(withoutOrigin.status).toBe(403);
    expect((await post(new Blob([EXAMPLE]), { 'Content-Type': 'text/plain' })).status).toBe(415);
    const get = await fetch(`${origin}${DWG_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('maps the conversion’s typed failures to their statuses: 504 timeout, 500 conversionFailed, 422 emptyModel', async () => {
    for (const [code, status] of [
      ['timeout', 504],
      ['conversionFailed', 500],
      ['emptyModel', 422],
      ['truncated', 422],
      ['unsupportedVersion', 422],
    ] as const) {
      const { post } = await serve({
        convert: () => Promise.reject(new DwgConversionError(code)),
      });
      const response = await post(new Blob([EXAMPLE]));
      expect(response.status, code).toBe(status);
      expect(await response.json()).toEqual({ code });
    }
  });

  it('answers 503 serverBusy past the queue’s bound, and takes files again once a place is free', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let started = 0;
    const gate = new ConversionGate(1, 0);
    const { post } = await serve({
      gate,
      limits: { perClient: 5 },
      convert: async () => {
        started++;
        await held;
        return jsonOutput('{"ok":1}');
      },
    });
    const first = post(new Blob([EXAMPLE]));
    while (started === 0) await tick();
    const busy = await post(new Blob([EXAMPLE]));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    expect(await busy.json()).toEqual({ code: 'serverBusy' });
    release();
    const answer = await first;
    expect(answer.status).toBe(200);
    await answer.json();
    // The place is given back once the child has exited, just after the answer's last byte.
    while (gate.size) await tick();
    expect((await post(new Blob([EXAMPLE]))).status).toBe(200);
  });

  it('lets one client hold only perClient places (429)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let started = 0;
    const { post } = await serve({
      limits: { perClient: 1 },
      convert: async () => {
        started++;
        await held;
        return jsonOutput('{}');
      },
    });
    const first = post(new Blob([EXAMPLE]));
    while (started === 0) await tick();
    const second = await post(new Blob([EXAMPLE]));
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ code: 'serverBusy' });
    release();
    expect((await first).status).toBe(200);
  });

  it('cuts an upload that stalls (408 timeout) and converts nothing', async () => {
    let converted = 0;
    const { port, origin, logs } = await serve({
      limits: { idleMs: 100 },
      convert: async () => {
        converted++;
        return jsonOutput('{}');
      },
    });
    const answer = await raw(
      port,
      `POST ${DWG_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Length: 100000\r\n\r\nAC1015`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"code":"timeout"}');
    expect(converted).toBe(0);
    expect(logs.map((l) => l.reason)).toEqual(['dwg_timeout']);
  });

  it('cuts a trickle under the minimum rate after its grace time', async () => {
    const { port, origin } = await serve({
      limits: { idleMs: 10_000, graceMs: 100, minBytesPerSecond: 1_000_000 },
      convert: async () => jsonOutput('{}'),
    });
    const answer = await raw(
      port,
      `POST ${DWG_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin}\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Length: 100000\r\n\r\nAC1015`,
      { trickle: true },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

const tick = () => new Promise((done) => setTimeout(done, 10));

/** Raw bytes over a socket (what fetch will not send: a lying Content-Length, a stalled body); what came back. */
function raw(port: number, text: string, { trickle = false } = {}) {
  return new Promise<string>((ok, fail) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      // The trickle starts after the request's head, never before it (the parser would answer 400).
      if (trickle) timer = setInterval(() => socket.writable && socket.write('x'), 20);
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      clearInterval(timer);
      ok(received);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(timer);
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') ok(received);
      else fail(error);
    });
  });
}
