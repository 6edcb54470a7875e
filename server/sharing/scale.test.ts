/**
 * Two sync servers behind one PostgreSQL, with Redis between them (Hocuspocus's Redis extension): a client on each sees
 * the other's edits and presence, the append-only log stays whole with two writers and compactions, and a `kill -9` of
 * one instance loses no acknowledged edit. Needs PostgreSQL and Redis: DATABASE_URL_TEST and REDIS_URL_TEST, which
 * `bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run server/sharing` sets (npm test does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import * as Y from 'yjs';
import { documentNameOf } from '../../src/domain/sharing/contract.ts';
import { SyncLog } from './log.ts';
import {
  MemoryAccess,
  addMeasurement,
  connectClient,
  openTestLog,
  redisPrefix,
  startSync,
  waitFor,
  type RunningSync,
  type TestClient,
} from './testing.ts';

const url = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
const schemas: string[] = [];
const cleanups: (() => unknown)[] = [];
const SCRIPT = fileURLToPath(new URL('./serve-for-tests.ts', import.meta.url));
const PROJECT = 'p-scale';

if (!url || !redisUrl) {
  console.warn(
    'Two-server sync suite SKIPPED: DATABASE_URL_TEST and REDIS_URL_TEST are needed. Run `bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run server/sharing`.',
  );
}

/** Two instances: their own pools on one schema, one Redis prefix. */
async function twoServers(limits = {}) {
  const { log: logA, schema } = await openTestLog(url ?? '');
  schemas.push(schema);
  const logB = await SyncLog.open({ connectionString: url ?? '', schema });
  const access = new MemoryAccess().grant('eco-a', PROJECT, 'economiste').grant('eco-b', PROJECT, 'economiste');
  const redis = { url: redisUrl ?? '', prefix: redisPrefix() };
  const a = await startSync({ access, log: logA, limits, redis });
  const b = await startSync({ access, log: logB, limits, redis });
  cleanups.push(
    () => a.close(),
    () => b.close(),
    () => logA.close(),
    () => logB.close(),
  );
  return { a, b, logA, logB, schema, access, redis };
}

function client(server: RunningSync, token: string, doc?: Y.Doc): TestClient {
  const c = connectClient({
    url: server.url,
    origin: server.origin,
    projectId: PROJECT,
    token,
    ...(doc ? { doc } : {}),
  });
  cleanups.push(() => c.destroy());
  return c;
}

const ids = (doc: Y.Doc) => [...doc.getMap('measurements').keys()].sort();

async function loaded(log: SyncLog, name = documentNameOf(PROJECT)) {
  const doc = new Y.Doc();
  for (const update of (await log.load(name)).updates) Y.applyUpdate(doc, update);
  return doc;
}

describe.skipIf(!url || !redisUrl)('two sync servers over Redis (DATABASE_URL_TEST, REDIS_URL_TEST)', () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    for (const schema of schemas) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.end();
  });

  it('shows each client the edits and the presence of a client on the other server', { timeout: 60_000 }, async () => {
    const { a, b, logA } = await twoServers();
    const onA = client(a, 'eco-a');
    const onB = client(b, 'eco-b');
    await Promise.all([onA.synced, onB.synced]);
    expect(a.sync.scaledOut && b.sync.scaledOut).toBe(true);

    addMeasurement(onA.doc, 'from-a');
    await waitFor(() => onB.doc.getMap('measurements').has('from-a'), 20_000);
    addMeasurement(onB.doc, 'from-b');
    await waitFor(() => onA.doc.getMap('measurements').has('from-b'), 20_000);
    // Two fields of one row, one from each side, both kept everywhere.
    onA.doc.getMap<Y.Map<unknown>>('measurements').get('from-b')?.set('label', 'Renommée sur A');
    onB.doc.getMap<Y.Map<unknown>>('measurements').get('from-b')?.set('value', 9);
    const row = (c: TestClient) => c.doc.getMap<Y.Map<unknown>>('measurements').get('from-b')?.toJSON();
    await waitFor(() => [onA, onB].every((c) => row(c)?.label === 'Renommée sur A' && row(c)?.value === 9), 20_000);

    onA.provider.setAwarenessField('user', { name: 'Alice', sheet: 'sheet-1' });
    onB.provider.setAwarenessField('user', { name: 'Bruno', sheet: 'sheet-2' });
    const names = (c: TestClient) =>
      [...(c.provider.awareness?.getStates().values() ?? [])]
        .map((state) => (state.user as { name?: string } | undefined)?.name)
        .filter(Boolean)
        .sort();
    await waitFor(() => [onA, onB].every((c) => names(c).join() === 'Alice,Bruno'), 20_000);

    // Stored once each (by the instance its sender is on), loaded whole by a third device.
    await Promise.all([onA.settled(), onB.settled()]);
    expect(row({ doc: await loaded(logA) } as TestClient)).toEqual(row(onA));
    expect(ids(await loaded(logA))).toEqual(['from-a', 'from-b']);
  });

  it('keeps the log whole with two writers while one of them compacts', { timeout: 60_000 }, async () => {
    const { log: logA, schema } = await openTestLog(url ?? '');
    schemas.push(schema);
    const logB = await SyncLog.open({ connectionString: url ?? '', schema });
    cleanups.push(
      () => logA.close(),
      () => logB.close(),
    );
    const name = documentNameOf(PROJECT);
    const writer = (prefix: string, log: SyncLog, count: number) => {
      const doc = new Y.Doc();
      const updates: Uint8Array[] = [];
      doc.on('update', (update: Uint8Array) => updates.push(update));
      for (let i = 0; i < count; i++) addMeasurement(doc, `${prefix}-${i}`, { value: i });
      return (async () => {
        for (const update of updates) await log.append(name, update);
      })();
    };
    // B appends 300 updates and A 100, while A compacts over and over until both are done.
    let writing = true;
    let folded = 0;
    let compactions = 0;
    const compacting = (async () => {
      while (writing) {
        folded += (await logA.compact(name)).folded;
        compactions += 1;
      }
    })();
    await Promise.all([writer('b', logB, 300), writer('a', logA, 100)]);
    writing = false;
    await compacting;
    folded += (await logB.compact(name)).folded;

    // Every row folded exactly once: what was appended is what was folded, and the log is empty after the last one.
    expect(compactions).toBeGreaterThan(1);
    expect(folded).toBe(400);
    expect(await logA.logLength(name)).toBe(0);
    const held = ids(await loaded(logB, name));
    expect(held).toHaveLength(400);
    expect(held).toEqual(
      [...Array.from({ length: 100 }, (_, i) => `a-${i}`), ...Array.from({ length: 300 }, (_, i) => `b-${i}`)].sort(),
    );
  });

  it('keeps both servers’ edits when each compacts its own appends', { timeout: 60_000 }, async () => {
    const { a, b, logA } = await twoServers({ compactAfterUpdates: 20 });
    const onA = client(a, 'eco-a');
    const onB = client(b, 'eco-b');
    await Promise.all([onA.synced, onB.synced]);
    for (let i = 0; i < 80; i++) {
      addMeasurement(onA.doc, `a-${i}`);
      addMeasurement(onB.doc, `b-${i}`);
      if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all([onA.settled(), onB.settled()]);
    await waitFor(() => ids(onA.doc).length === 160 && ids(onB.doc).length === 160, 30_000);
    await a.close();
    await b.close();
    // Compactions ran on both (their pending work is awaited by close), and a fresh load holds all 160.
    expect(await logA.logLength(documentNameOf(PROJECT))).toBeLessThan(160);
    expect(ids(await loaded(logA))).toEqual(ids(onA.doc));
  });

  it('loses no acknowledged edit when one server is killed with -9', { timeout: 180_000 }, async () => {
    const { log, schema } = await openTestLog(url ?? '');
    schemas.push(schema);
    cleanups.push(() => log.close());
    const prefix = redisPrefix();
    const projectId = 'crash2';
    const token = `eco-${projectId}`;
    const access = new MemoryAccess().grant(token, projectId, 'economiste');
    const b = await startSync({ access, log, redis: { url: redisUrl ?? '', prefix } });
    cleanups.push(() => b.close());
    const watcher = connectClient({ url: b.url, origin: b.origin, projectId, token });
    cleanups.push(() => watcher.destroy());
    await watcher.synced;

    const results: { sent: number; acknowledged: number; lost: number; seenOnB: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const a = await serve(schema, prefix);
      const origin = `http://127.0.0.1:${a.port}`;
      const onA = connectClient({ url: `ws://127.0.0.1:${a.port}/sync`, origin, projectId, token });
      await onA.synced;
      let sent = 0;
      let acknowledged = 0;
      const alive = () => a.child.exitCode === null && a.child.signalCode === null;
      const track = () => {
        if (alive()) acknowledged = Math.max(acknowledged, sent - onA.provider.unsyncedChanges);
      };
      onA.provider.on('unsyncedChanges', track);
      const sentIds: string[] = [];
      const burst = (async () => {
        for (let i = 0; i < 400 && alive(); i++) {
          const id = `r${round}-${i}`;
          sentIds.push(id);
          addMeasurement(onA.doc, id, { value: i });
          sent += 1;
          if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      await waitFor(() => acknowledged >= 40 + round * 30, 60_000);
      onA.provider.off('unsyncedChanges', track);
      await killed(a.child);
      await burst;
      onA.destroy();

      // Stored: every acknowledged edit is in what a fresh load reads.
      const held = (await loaded(log, documentNameOf(projectId))).getMap('measurements');
      const lost = sentIds.slice(0, acknowledged).filter((id) => !held.has(id)).length;
      // The person's browser reconnects to the surviving server with what it holds: the colleague there sees all of it.
      const moved = connectClient({ url: b.url, origin: b.origin, projectId, token, doc: onA.doc });
      await moved.synced;
      await moved.settled();
      await waitFor(() => sentIds.every((id) => watcher.doc.getMap('measurements').has(id)), 60_000);
      moved.destroy();
      results.push({ sent, acknowledged, lost, seenOnB: sentIds.length });
    }
    console.info('kill -9 of one of two servers (sent, acknowledged, lost):', JSON.stringify(results));
    expect(results.map((r) => r.lost)).toEqual([0, 0, 0]);
    expect(results.every((r) => r.acknowledged > 0 && r.acknowledged < r.sent)).toBe(true);
  });
});

function serve(schema: string, prefix: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      SYNC_TEST_DATABASE_URL: url,
      SYNC_TEST_SCHEMA: schema,
      SYNC_TEST_PORT: '0',
      SYNC_TEST_REDIS_URL: redisUrl,
      SYNC_TEST_REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`sync server exited (${code}) before it was ready`)));
  });
}

function killed(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
