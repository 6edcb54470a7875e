/** The Node adapter of `npm start`: site and API on one port, security headers everywhere, mails in the outbox. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from './app.ts';
import { createApiHandler } from './api/handler.ts';
import { createOutboxMailer } from './mail/mailer.ts';
import { FileStore } from './store/file.ts';
import { contentSecurityPolicy, REACT_ARIA_STYLE_HASHES } from './securityHeaders.ts';

let dir: string;
let server: Server;
let base: string;
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'metr-app-'));
  const root = join(dir, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Metr</title>');
  await writeFile(join(root, 'assets', 'app-abc.js'), 'export {};');
  store = await FileStore.open(join(dir, 'data'));
  const api = createApiHandler({
    store,
    mailer: createOutboxMailer(join(dir, 'outbox')),
    config: {
      publicSiteUrl: 'http://127.0.0.1',
      apiPublicUrl: 'http://127.0.0.1',
      allowedOrigins: [],
      teamAddress: 'equipe@metr.fr',
      mailFrom: 'Metr <no-reply@metr.fr>',
      trustProxy: false,
    },
    logger: { log: () => undefined },
  });
  server = createServer(
    createHandler({
      root,
      api,
      security: { contactFormUrl: 'https://formspree.io/f/metr-contact', apiBase: '' },
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toBeTruthy();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toMatch(/strict-origin-when-cross-origin|no-referrer/);
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
    const files = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml')).sort();
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(join(dir, 'outbox', name)))));
    const confirmation = mails.find((mail) => mail.subject?.startsWith('Confirmez'));
    const link = /http:\/\/127\.0\.0\.1\/api\/emails\/confirm\?token=[\w-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    expect(link).toBeTruthy();
    const page = await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('Inscription confirmée');
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
