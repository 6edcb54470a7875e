/**
 * The blob collection pass against a real PostgreSQL (`bash scripts/with-postgres.sh npx vitest run server/blobs`),
 * with the disk store and the S3 store (s3rver).
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AccountStore } from '../accounts/store.ts';
import { DATABASE_URL } from '../accounts/testing.ts';
import { SyncLog } from '../sharing/log.ts';
import { runBlobsCli } from '../cli/blobs.ts';
import { collectBlobs } from './collect.ts';
import { sha } from './contract.ts';
import { S3BlobStore } from './s3.ts';
import { DiskBlobStore, type BlobStore } from './store.ts';
import { startS3rver, type TestS3 } from './testing.ts';

if (!DATABASE_URL) {
  console.warn(
    'Blob collection suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run server/blobs`.',
  );
}

const HOUR = 60 * 60 * 1000;
const GRACE = 24 * HOUR;
const QUOTA = 1024 * 1024;
/** Every blob written by the test is older than the grace period at this time. */
const later = () => new Date(Date.now() + 2 * GRACE);

const plan = (name: string) => Buffer.from(`%PDF-1.7 ${name}`);

let s3: TestS3;
const schemas: string[] = [];

beforeAll(async () => {
  if (DATABASE_URL) s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
  if (!DATABASE_URL || !schemas.length) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  for (const schema of schemas.splice(0)) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

interface Harness {
  blobs: BlobStore;
  accounts: AccountStore;
  log: SyncLog;
  /** Stores the bytes (as an upload does) and, for a project, records the reference (as the route then does). */
  upload(bytes: Buffer, projectId?: string): Promise<string>;
  /** A document of a project naming `hash`, as its update in the sync log. */
  mention(document: string, hash: string): Promise<void>;
  dispose(): Promise<void>;
}

async function open(kind: 'disk' | 's3'): Promise<Harness> {
  const url = DATABASE_URL ?? '';
  const schema = `c_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`;
  schemas.push(schema);
  const accounts = await AccountStore.open({ connectionString: url, schema });
  const log = await SyncLog.open({ connectionString: url, schema });
  const dir = await mkdtemp(join(tmpdir(), 'metr-collect-'));
  const blobs = kind === 'disk' ? new DiskBlobStore(dir) : new S3BlobStore(await s3.bucket('plans/'));
  const now = new Date();
  await accounts.ensurePerson('person-1', 'eco@example.fr', 'eco@example.fr', now);
  await accounts.createFirm('firm-1', 'Cabinet', 'person-1', now);
  for (const id of ['p-1', 'p-2', 'p-3']) await accounts.createProject(id, 'firm-1', id, 'person-1', now);
  return {
    blobs,
    accounts,
    log,
    async upload(bytes, projectId) {
      const hash = sha(bytes);
      await blobs.put(hash, Readable.from([bytes]), bytes.length, QUOTA);
      if (projectId) await accounts.addBlob(hash, bytes.length, 'firm-1', projectId, QUOTA, new Date());
      return hash;
    },
    async mention(document, hash) {
      const doc = new Y.Doc();
      const file = new Y.Map<unknown>();
      doc.getMap('files').set(`file-${hash.slice(0, 8)}`, file);
      file.set('name', 'RDC.pdf');
      file.set('sha256', hash);
      await log.append(document, Y.encodeStateAsUpdate(doc));
    },
    async dispose() {
      await accounts.close();
      await log.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!DATABASE_URL).each(['disk', 's3'] as const)('blob collection (PostgreSQL, %s store)', (kind) => {
  let h: Harness;
  beforeEach(async () => {
    h = await open(kind);
  });
  afterEach(async () => {
    await h.dispose();
  });

  it('removes only what no project and no document references, once the grace period is over', async () => {
    const kept = await h.upload(plan('référencé par p-1'), 'p-1');
    const ofDeleted = await h.upload(plan('du projet supprimé'), 'p-2');
    const named = await h.upload(plan('nommé par un document'), 'p-2');
    const inSnapshot = await h.upload(plan('nommé dans un instantané'));
    const orphan = await h.upload(plan('refusé par le quota'));
    await h.accounts.deleteProject('p-2');
    // p-3's document names two blobs no project references: one in its log, one folded into its snapshot.
    await h.mention('project:p-3', inSnapshot);
    await h.log.compact('project:p-3');
    expect(await h.log.logLength('project:p-3')).toBe(0);
    await h.mention('project:p-3', named);

    // Within the grace period: nothing goes.
    const early = await collectBlobs({ blobs: h.blobs, accounts: h.accounts, log: h.log, graceMs: GRACE });
    expect(early).toMatchObject({ stored: 5, removed: 0, recent: 4 });
    for (const hash of [kept, ofDeleted, named, inSnapshot, orphan]) expect(await h.blobs.size(hash)).toBeDefined();

    // A dry run says what would go and removes nothing.
    const dry = await collectBlobs({ ...h, graceMs: GRACE, now: later, dryRun: true });
    expect(dry).toMatchObject({ stored: 5, removed: 2, recent: 0, inDocuments: 2 });
    expect(await h.blobs.size(orphan)).toBeDefined();

    const report = await collectBlobs({ ...h, graceMs: GRACE, now: later });
    expect(report).toMatchObject({
      stored: 5,
      removed: 2,
      removedBytes: plan('du projet supprimé').length + plan('refusé par le quota').length,
      inDocuments: 2,
      forgotten: 0,
    });
    expect(await h.blobs.size(kept)).toBeDefined();
    expect(await h.blobs.size(named)).toBeDefined();
    expect(await h.blobs.size(inSnapshot)).toBeDefined();
    expect(await h.blobs.size(ofDeleted)).toBeUndefined();
    expect(await h.blobs.size(orphan)).toBeUndefined();
    // The removed blob's record went with it; a second pass finds nothing more to do.
    expect(await h.accounts.unreferencedBlobs()).toEqual([named].sort());
    expect(await collectBlobs({ ...h, graceMs: GRACE, now: later })).toMatchObject({ stored: 3, removed: 0 });

    // Uploaded again for a project after its removal: stored and referenced anew.
    await h.upload(plan('du projet supprimé'), 'p-1');
    expect(await h.accounts.referencedBlobs([ofDeleted])).toEqual(new Set([ofDeleted]));
  });

  it('forgets the record of a blob whose bytes are gone, and keeps a referenced one whatever its age', async () => {
    const bytes = plan('sans octets');
    const hash = sha(bytes);
    await h.accounts.addBlob(hash, bytes.length, 'firm-1', 'p-2', QUOTA, new Date());
    await h.accounts.deleteProject('p-2');
    const referenced = await h.upload(plan('gardé'), 'p-1');
    const report = await collectBlobs({ ...h, graceMs: GRACE, now: later });
    expect(report).toMatchObject({ stored: 1, removed: 0, forgotten: 1 });
    expect(await h.accounts.unreferencedBlobs()).toEqual([]);
    expect(await h.blobs.size(referenced)).toBeDefined();
  });

  it('collects a blob whose plan was deleted from the document, or that only the history mentions', async () => {
    const hash = await h.upload(plan('retiré du projet'));
    const inVersion = await h.upload(plan('dans une version'));
    const doc = new Y.Doc();
    const files = doc.getMap<string>('files');
    files.set('file-1', hash);
    doc.getMap('versions').set('v-1', JSON.stringify({ files: [{ hash: inVersion }] }));
    await h.log.append('project:p-3', Y.encodeStateAsUpdate(doc));
    expect(await collectBlobs({ ...h, graceMs: GRACE, now: later })).toMatchObject({ removed: 0, inDocuments: 2 });
    // The plan deleted, its row kept by the journal: the live content no longer names it (a blob no project
    // references; a project's own reference goes at a compaction past the grace period, prune.ts). The version's stays.
    const before = Y.encodeStateVector(doc);
    doc.transact(() => {
      files.delete('file-1');
      doc.getMap('journal').set('j-1', JSON.stringify({ before: [{ id: 'file-1', hash }] }));
    });
    await h.log.append('project:p-3', Y.encodeStateAsUpdate(doc, before));
    expect(await collectBlobs({ ...h, graceMs: GRACE, now: later })).toMatchObject({ removed: 1, inDocuments: 1 });
    expect(await h.blobs.size(hash)).toBeUndefined();
    expect(await h.blobs.size(inVersion)).toBeDefined();
  });

  it('prints counts from the command line, and refuses an unknown command', async () => {
    await h.upload(plan('orphelin'));
    const out: string[] = [];
    const err: string[] = [];
    const deps = {
      ...h,
      graceMs: GRACE,
      now: later,
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
    };
    expect(await runBlobsCli(['collect', '--dry-run'], deps)).toBe(0);
    expect(out).toContain('would remove 1 unreferenced blob(s), 0.0 MB');
    expect(await runBlobsCli(['purge'], deps)).toBe(2);
    expect(err).toEqual(['usage: npm run blobs -- collect [--dry-run]']);
    expect(await runBlobsCli(['collect'], deps)).toBe(0);
    expect(out).toContain('removed 1 unreferenced blob(s), 0.0 MB');
  });
});

/** A promise and the function that resolves it. */
function gate() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe.skipIf(!DATABASE_URL)('blob collection against an upload at the same moment (PostgreSQL, disk store)', () => {
  let h: Harness;
  let dir: string;
  beforeEach(async () => {
    h = await open('disk');
    dir = await mkdtemp(join(tmpdir(), 'metr-collect-race-'));
  });
  afterEach(async () => {
    await h.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps bytes stored again after the pass looked, and a temporary upload still being written', async () => {
    const disk = new DiskBlobStore(dir);
    const bytes = plan('envoyé de nouveau');
    const hash = sha(bytes);
    await disk.put(hash, Readable.from([bytes]), bytes.length, QUOTA);
    const old = new Date(Date.now() - 2 * GRACE);
    await utimes(join(dir, hash.slice(0, 2), hash), old, old);
    await mkdir(join(dir, '.tmp'), { recursive: true });
    await writeFile(join(dir, '.tmp', 'en-cours'), 'x');
    await writeFile(join(dir, '.tmp', 'abandonné'), 'x');
    await utimes(join(dir, '.tmp', 'abandonné'), old, old);
    // The pass lists the blob as old and unreferenced; an upload of the same bytes lands before it removes them.
    const racing: BlobStore = {
      size: (sha256) => disk.size(sha256),
      put: (...args) => disk.put(...args),
      read: (sha256) => disk.read(sha256),
      list: () => disk.list(),
      removeTemporaries: (before) => disk.removeTemporaries(before),
      async remove(sha256, writtenBefore) {
        await disk.put(sha256, Readable.from([bytes]), bytes.length, QUOTA);
        return disk.remove(sha256, writtenBefore);
      },
    };
    const report = await collectBlobs({ blobs: racing, accounts: h.accounts, log: h.log, graceMs: GRACE });
    expect(report).toMatchObject({ removed: 0, recent: 1, temporaries: 1 });
    expect(await disk.size(hash)).toBe(bytes.length);
  });

  it('makes the reference of an upload wait for the pass deciding on the same blob', async () => {
    const bytes = plan('décidé sous verrou');
    const hash = sha(bytes);
    await h.accounts.addBlob(hash, bytes.length, 'firm-1', 'p-2', QUOTA, new Date());
    await h.accounts.deleteProject('p-2');
    const order: string[] = [];
    const held = gate();
    const inside = gate();
    const forgetting = h.accounts.forgetBlob(hash, async () => {
      inside.resolve();
      await held.promise;
      order.push('removed');
      return 'removed';
    });
    await inside.promise;
    const adding = h.accounts.addBlob(hash, bytes.length, 'firm-1', 'p-1', QUOTA, new Date()).then((result) => {
      order.push('referenced');
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    held.resolve();
    expect(await forgetting).toBe('removed');
    expect(await adding).toBe('ok');
    expect(order).toEqual(['removed', 'referenced']);
    // The reference is recorded anew, so the route's check that the bytes are there decides (503, sent again).
    expect(await h.accounts.referencedBlobs([hash])).toEqual(new Set([hash]));
  });
});
