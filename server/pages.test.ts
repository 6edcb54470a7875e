/** The pages the Node adapter sends: the prerendered landing, the shell elsewhere, their preloads, compressed. */
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from './app.ts';
import { preloadTags, type Manifest } from './preload.ts';
import { media } from '../src/config/media.ts';

/** A build's manifest in miniature: the entry, the app, the public layout and two pages. */
const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/style-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'src/app/App.tsx': { file: 'assets/app-1.js', imports: ['_runtime.js', '_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/PublicLayout.tsx': { file: 'assets/PublicLayout-1.js', imports: ['_react.js', '_Link.js'] },
  '_Link.js': { file: 'assets/Link-1.js', css: ['assets/Link-1.css'] },
  'src/routes/HomeRoute.tsx': { file: 'assets/HomeRoute-1.js', imports: ['_Link.js'] },
  'src/routes/AboutRoute.tsx': { file: 'assets/AboutRoute-1.js' },
  'src/routes/NotFoundRoute.tsx': { file: 'assets/NotFoundRoute-1.js' },
  'src/routes/DashboardRoute.tsx': { file: 'assets/DashboardRoute-1.js' },
};

describe('preloadTags', () => {
  it('preloads the app, the layout and the page, each once, stylesheets first, modules after their imports', () => {
    const tags = preloadTags(manifest, '/about');
    // Not what index.html loads already (the entry, its runtime, the global stylesheet).
    expect(tags.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/Link-1.css"',
      'href="/assets/react-1.js"',
      'href="/assets/app-1.js"',
      'href="/assets/Link-1.js"',
      'href="/assets/PublicLayout-1.js"',
      'href="/assets/AboutRoute-1.js"',
    ]);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/app-1.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/Link-1.css">');
    expect(tags).not.toContain('rel="preload" as="image"');
  });

  it('gives an unknown path the 404 page’s modules', () => {
    expect(preloadTags(manifest, '/nulle-part')).toContain('/assets/NotFoundRoute-1.js');
  });

  it('on the prerendered landing: the poster first, at high priority, and the scripts for after the paint', () => {
    const tags = preloadTags(manifest, '/', true);
    expect(tags.startsWith(`<link rel="preload" as="image" href="${media.demo.poster}" fetchpriority="high">`)).toBe(
      true,
    );
    expect(tags).not.toContain('modulepreload');
    expect(tags).toContain(
      '<meta name="metr-modules" content="/assets/react-1.js /assets/app-1.js /assets/Link-1.js ' +
        '/assets/PublicLayout-1.js /assets/HomeRoute-1.js">',
    );
  });

  it('without a manifest, only the lead image', () => {
    expect(preloadTags(null, '/about')).toBe('');
    expect(preloadTags(null, '/')).toContain(media.demo.poster);
  });
});

let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'metr-pages-'));
  await mkdir(join(dir, '.vite'), { recursive: true });
  await mkdir(join(dir, 'prerendered'), { recursive: true });
  const shell = '<!doctype html><html><head><title>Metr</title></head><body><div id="root"></div></body></html>';
  await writeFile(join(dir, 'index.html'), shell);
  await writeFile(
    join(dir, 'prerendered', 'index.html'),
    shell.replace('<div id="root"></div>', `<div id="root"><h1>${'Vos métrés automatisés. '.repeat(50)}</h1></div>`),
  );
  await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  server = createServer(createHandler({ root: dir }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await rm(dir, { recursive: true, force: true });
});

function request(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    }).on('error', fail);
  });
}

describe('pages', () => {
  it('sends the landing prerendered, with its poster preloaded and its scripts listed for later', async () => {
    const { status, body } = await request('/');
    expect(status).toBe(200);
    expect(body).toContain('<h1>Vos métrés automatisés.');
    expect(body).toContain(`href="${media.demo.poster}" fetchpriority="high"`);
    expect(body).toContain('<meta name="metr-modules" content="/assets/react-1.js /assets/app-1.js');
    expect(body).not.toContain('modulepreload');
  });

  it('sends the empty shell elsewhere, with its modules preloaded, and a 404 status for unknown paths', async () => {
    const about = await request('/about');
    expect(about.body).toContain('<div id="root"></div>');
    expect(about.body).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutRoute-1.js">');
    const missing = await request('/nulle-part');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('/assets/NotFoundRoute-1.js');
  });

  it('answers a workspace deep link with 200 and the dashboard’s chunks preloaded', async () => {
    for (const path of ['/dashboard/projets/abc', '/dashboard/projets/abc/plans/def']) {
      const page = await request(path);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/DashboardRoute-1.js">');
    }
    expect((await request('/nimporte-quoi')).status).toBe(404);
    expect((await request('/dashboard/nimporte-quoi')).status).toBe(404);
  });

  it('compresses the HTML with what the browser accepts, brotli first', async () => {
    const plain = await request('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await request('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.body) / 3);
    const gzip = await request('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(plain.body);
  });
});

describe('one address for the landing', () => {
  it.each(['/index.html', '/%69ndex.html', '/index.html?utm_source=lettre'])(
    '%s → 301 to / (the shell is never a page of its own)',
    async (path) => {
      const { status, headers, body } = await request(path);
      expect(status).toBe(301);
      expect(headers.location).toBe(path.includes('?') ? '/?utm_source=lettre' : '/');
      expect(body).not.toContain('<div id="root">');
    },
  );

  it.each([
    '/prerendered/',
    '/prerendered/index.html',
    '/prerendered',
    '/prerendered%2Findex.html',
    '/%70rerendered/index.html',
    '/assets/..%2Fprerendered/index.html',
  ])('%s (the build’s internal copy) → the 404 page, never the landing', async (path) => {
    const { status, body } = await request(path);
    expect(status).toBe(404);
    expect(body).not.toContain('Vos métrés automatisés.');
  });

  it('still sends the landing at / and the other pages as before', async () => {
    expect((await request('/')).status).toBe(200);
    expect((await request('/about')).status).toBe(200);
    expect((await request('/.vite/manifest.json')).status).toBe(404);
  });
});
