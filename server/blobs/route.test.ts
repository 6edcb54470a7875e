/**
 * /api/blobs/<sha256> through the real Node server of `npm start` (createAppServer) and a real PostgreSQL:
 * `bash scripts/with-postgres.sh npx vitest run server/blobs`.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../app.ts';
import { createAccountsHarness, DATABASE_URL, dropTestSchemas, type AccountsHarness } from '../accounts/testing.ts';
import { createBlobRoute } from './route.ts';
import { DiskBlobStore } from './store.ts';

/** A disk store whose next stored blob is removed at once, as a collection pass racing the upload would. */
class CollectedStore extends DiskBlobStore {
  loseNext = false;
  override async put(...args: Parameters<DiskBlobStore['put']>) {
    const stored = await super.put(...args);
    if (this.loseNext) {
      this.loseNext = false;
      await super.remove(args[0], new Date(Date.now() + 60_000));
    }
    return stored;
  }
}

if (!DATABASE_URL) {
  console.warn(
    'Blob route suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run server/blobs`.',
  );
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const plan = Buffer.from('%PDF-1.7 plan du rez-de-chaussée');
const LIMITS = { maxBytes: 1024, firmQuotaBytes: 2048, idleMs: 2_000 };

describe.skipIf(!DATABASE_URL)('blob route (PostgreSQL)', () => {
  let h: AccountsHarness;
  let dir: string;
  let server: Server;
  let base: string;
  let origin: string;
  let disk: CollectedStore;

  beforeEach(async () => {
    h = await createAccountsHarness();
    dir = await mkdtemp(join(tmpdir(), 'metr-blob-route-'));
    await mkdir(join(dir, 'site'));
    await writeFile(join(dir, 'site', 'index.html'), '<!doctype html><html><head></head></html>');
    disk = new CollectedStore(join(dir, 'blobs'));
    const blobs = createBlobRoute({
      blobs: disk,
      store: h.store,
      personOf: h.accounts.personOf,
      siteOrigin: 'http://localhost:4173',
      limits: LIMITS,
      logger: { log: (entry) => h.logs.push(entry) },
    });
    server = createAppServer({
      root: join(dir, 'site'),
      api: (request, info) => h.accounts.handle(request, info),
      blobs,
      logger: { log: () => undefined },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    origin = 'http://localhost:4173';
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.dispose();
    await rm(dir, { recursive: true, force: true });
  });
  afterAll(dropTestSchemas);

  /** A raw request: the path goes out exactly as written (no URL normalisation). */
  function send(
    method: string,
    path: string,
    { cookie, body, headers = {} }: { cookie?: string; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${base}${path}`,
        {
          method,
          path,
          headers: {
            ...(cookie ? { Cookie: cookie } : {}),
            ...(method === 'PUT' ? { Origin: origin } : {}),
            ...(body ? { 'Content-Length': String(body.length) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function team() {
    const owner = await h.signIn('owner@example.fr');
    await h.call('POST', '/api/firms', { cookie: owner, body: { name: 'Cabinet' } });
    await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-1', name: 'P' } });
    return owner;
  }

  it('uploads once, answers HEAD, serves the bytes to members, and is idempotent', async () => {
    const owner = await team();
    const hash = sha(plan);
    expect((await send('HEAD', `/api/blobs/${hash}`, { cookie: owner })).status).toBe(404);
    const put = await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan });
    expect(put.status).toBe(201);
    expect(JSON.parse(put.body.toString())).toEqual({ sha256: hash, size: plan.length });
    expect((await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan })).status).toBe(200);
    const head = await send('HEAD', `/api/blobs/${hash}`, { cookie: owner });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(plan.length));
    const got = await send('GET', `/api/blobs/${hash}`, { cookie: owner });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(plan);
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(got.headers.etag).toBe(`"${hash}"`);
    expect(
      (await send('GET', `/api/blobs/${hash}`, { cookie: owner, headers: { 'If-None-Match': `"${hash}"` } })).status,
    ).toBe(304);
    // A lecteur of the project reads it too.
    await h.call('PUT', '/api/projects/p-1/members', {
      cookie: owner,
      body: { email: 'l@example.fr', role: 'lecteur' },
    });
    const reader = await h.signIn('l@example.fr');
    expect((await send('GET', `/api/blobs/${hash}`, { cookie: reader })).body).toEqual(plan);
    // Counted once against the firm's quota.
    expect(await h.store.firmUsage((await h.store.projectFirm('p-1')) ?? '')).toBe(plan.length);
  });

  it('answers HEAD ?project= for that project only: a plan of another project of the same person is not this one’s', async () => {
    const owner = await team();
    await h.call('POST', '/api/projects', { cookie: owner, body: { projectId: 'p-2', name: 'Autre' } });
    const hash = sha(plan);
    await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan });
    expect((await send('HEAD', `/api/blobs/${hash}`, { cookie: owner })).status).toBe(200);
    expect((await send('HEAD', `/api/blobs/${hash}?project=p-1`, { cookie: owner })).status).toBe(200);
    // Readable from p-1, but p-2's members would not find it: an upload for p-2 must send it.
    expect((await send('HEAD', `/api/blobs/${hash}?project=p-2`, { cookie: owner })).status).toBe(404);
    await send('PUT', `/api/blobs/${hash}?project=p-2`, { cookie: owner, body: plan });
    expect((await send('HEAD', `/api/blobs/${hash}?project=p-2`, { cookie: owner })).status).toBe(200);
    expect((await send('HEAD', `/api/blobs/${hash}?project=p%2F..`, { cookie: owner })).status).toBe(400);
    // Another person, member of neither: nothing, whatever the project named.
    const stranger = await h.signIn('stranger@example.fr');
    expect((await send('HEAD', `/api/blobs/${hash}?project=p-1`, { cookie: stranger })).status).toBe(404);
  });

  it('denies a non-member, a revoked member and an anonymous caller, with no hint that the file exists', async () => {
    const owner = await team();
    const hash = sha(plan);
    await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan });
    const stranger = await h.signIn('stranger@example.fr');
    const missing = await send('GET', `/api/blobs/${sha(Buffer.from('rien'))}`, { cookie: stranger });
    const denied = await send('GET', `/api/blobs/${hash}`, { cookie: stranger });
    expect(denied.status).toBe(404);
    expect(JSON.parse(denied.body.toString()).message).toBe(JSON.parse(missing.body.toString()).message);
    expect((await send('HEAD', `/api/blobs/${hash}`, { cookie: stranger })).status).toBe(404);
    expect((await send('GET', `/api/blobs/${hash}`)).status).toBe(401);

    await h.call('PUT', '/api/projects/p-1/members', {
      cookie: owner,
      body: { email: 'm@example.fr', role: 'metreur' },
    });
    const member = await h.signIn('m@example.fr');
    expect((await send('GET', `/api/blobs/${hash}`, { cookie: member })).status).toBe(200);
    const memberId = (await h.store.personByEmailKey('m@example.fr'))?.id ?? '';
    await h.call('DELETE', `/api/projects/p-1/members/${memberId}`, { cookie: owner });
    expect((await send('GET', `/api/blobs/${hash}`, { cookie: member })).status).toBe(404);
  });

  it('refuses bytes that do not match the URL’s hash, and stores nothing', async () => {
    const owner = await team();
    const claimed = sha(Buffer.from('un autre plan'));
    const put = await send('PUT', `/api/blobs/${claimed}?project=p-1`, { cookie: owner, body: plan });
    expect(put.status).toBe(422);
    expect(JSON.parse(put.body.toString()).message).toMatch(/^Le fichier reçu ne correspond pas à son empreinte/);
    expect((await send('HEAD', `/api/blobs/${claimed}`, { cookie: owner })).status).toBe(404);
    expect(await readdir(join(dir, 'blobs', '.tmp'))).toEqual([]);
    expect(await h.store.firmUsage((await h.store.projectFirm('p-1')) ?? '')).toBe(0);
  });

  it('refuses a file over the size limit and an upload past the firm’s quota, in French', async () => {
    const owner = await team();
    const big = Buffer.alloc(LIMITS.maxBytes + 1, 1);
    const tooBig = await send('PUT', `/api/blobs/${sha(big)}?project=p-1`, { cookie: owner, body: big });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body.toString()).message).toBe(
      'Ce fichier dépasse la taille maximale de 0\u00a0Mo par plan.'.replace(
        '0',
        String(Math.round(LIMITS.maxBytes / 1048576)),
      ),
    );
    const a = Buffer.alloc(1000, 2);
    const b = Buffer.alloc(1000, 3);
    const c = Buffer.alloc(100, 4);
    expect((await send('PUT', `/api/blobs/${sha(a)}?project=p-1`, { cookie: owner, body: a })).status).toBe(201);
    expect((await send('PUT', `/api/blobs/${sha(b)}?project=p-1`, { cookie: owner, body: b })).status).toBe(201);
    const full = await send('PUT', `/api/blobs/${sha(c)}?project=p-1`, { cookie: owner, body: c });
    expect(full.status).toBe(507);
    expect(JSON.parse(full.body.toString()).message).toBe(
      'Espace de stockage de votre cabinet plein. Supprimez des plans inutilisés ou contactez-nous pour l’agrandir.',
    );
    // A blob the firm already holds costs nothing more.
    expect((await send('PUT', `/api/blobs/${sha(a)}?project=p-1`, { cookie: owner, body: a })).status).toBe(200);
    // Deleting the project frees its plans from the quota.
    const firmId = (await h.store.projectFirm('p-1')) ?? '';
    expect(await h.store.firmUsage(firmId)).toBe(2000);
    expect((await h.call('DELETE', '/api/projects/p-1', { cookie: owner })).status).toBe(200);
    expect(await h.store.firmUsage(firmId)).toBe(0);
  });

  it('asks for the file again when a collection pass removed its bytes during the upload', async () => {
    const owner = await team();
    const hash = sha(plan);
    disk.loseNext = true;
    const lost = await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan });
    expect(lost.status).toBe(503);
    expect(lost.headers['retry-after']).toBe('1');
    expect(JSON.parse(lost.body.toString())).toEqual({
      error: 'retry',
      message: 'Le fichier n’a pas pu être enregistré sur le serveur. Réessayez.',
    });
    // Its reference is recorded, the bytes are not: HEAD says 404, so the client sends them again.
    expect((await send('HEAD', `/api/blobs/${hash}?project=p-1`, { cookie: owner })).status).toBe(404);
    expect((await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: owner, body: plan })).status).toBe(201);
    expect((await send('GET', `/api/blobs/${hash}`, { cookie: owner })).body).toEqual(plan);
  });

  it('lets only an editor of the project upload, from the site’s own origin, with a length', async () => {
    const owner = await team();
    const hash = sha(plan);
    await h.call('PUT', '/api/projects/p-1/members', {
      cookie: owner,
      body: { email: 'l@example.fr', role: 'lecteur' },
    });
    const reader = await h.signIn('l@example.fr');
    const refused = await send('PUT', `/api/blobs/${hash}?project=p-1`, { cookie: reader, body: plan });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString()).message).toBe(
      'Votre rôle sur ce projet ne permet pas d’y ajouter des plans.',
    );
    await h.call('PUT', '/api/projects/p-1/members', {
      cookie: owner,
      body: { email: 'm@example.fr', role: 'metreur' },
    });
    const measurer = await h.signIn('m@example.fr');
    expect(
      (
        await send('PUT', `/api/blobs/${sha(plan.subarray(1))}?project=p-1`, {
          cookie: measurer,
          body: plan.subarray(1),
        })
      ).status,
    ).toBe(201);
    expect((await send('PUT', `/api/blobs/${hash}?project=p-2`, { cookie: owner, body: plan })).status).toBe(404);
    expect((await send('PUT', `/api/blobs/${hash}`, { cookie: owner, body: plan })).status).toBe(400);
    expect(
      (
        await send('PUT', `/api/blobs/${hash}?project=p-1`, {
          cookie: owner,
          body: plan,
          headers: { Origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    const chunked = await send('PUT', `/api/blobs/${hash}?project=p-1`, {
      cookie: owner,
      headers: { 'Transfer-Encoding': 'chunked' },
    });
    expect(chunked.status).toBe(411);
    expect((await send('HEAD', `/api/blobs/${hash}`, { cookie: owner })).status).toBe(404);
  });

  it('cuts an upload that stalls, and keeps no temporary file', async () => {
    const owner = await team();
    const hash = sha(plan);
    const ended = await new Promise<string>((resolve) => {
      const req = httpRequest(`${base}/api/blobs/${hash}?project=p-1`, {
        method: 'PUT',
        headers: { Cookie: owner, Origin: origin, 'Content-Length': String(plan.length) },
      });
      req.on('response', (res) => resolve(`status ${res.statusCode}`));
      req.on('error', () => resolve('closed'));
      req.write(plan.subarray(0, 5));
    });
    expect(['closed', 'status 499']).toContain(ended);
    // The server removes its temporary file once the cut reaches the store, which may follow the client's close by
    // more than a few milliseconds on a loaded machine.
    const deadline = Date.now() + 5_000;
    while ((await readdir(join(dir, 'blobs', '.tmp'))).length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await readdir(join(dir, 'blobs', '.tmp'))).toEqual([]);
    expect((await send('HEAD', `/api/blobs/${hash}`, { cookie: owner })).status).toBe(404);
  });

  it.each([
    '/api/blobs/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/blobs/%2e%2e%2f%2e%2e%2fpackage.json',
    '/api/blobs/..',
    `/api/blobs/${'A'.repeat(64)}`,
    `/api/blobs/${'a'.repeat(63)}`,
    `/api/blobs/${'a'.repeat(64)}/x`,
    `/api/blobs/${'a'.repeat(62)}%00a`,
    '/api/blobs/',
  ])('refuses a blob id that is not a SHA-256: %s', async (path) => {
    const owner = await team();
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const response = await send(method, method === 'PUT' ? `${path}?project=p-1` : path, {
        cookie: owner,
        ...(method === 'PUT' ? { body: plan } : {}),
      });
      // 400 when it reaches the blob route; 404 when the URL's own dot segments took it elsewhere. Never a file.
      expect([400, 404]).toContain(response.status);
      expect(response.body.toString()).not.toMatch(/root:|"name"/);
    }
  });
});
