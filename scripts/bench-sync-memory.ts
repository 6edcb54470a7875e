/**
 * `npm run bench:sync:memory`: the sync server's memory for a project of 5,000 measurements, in a server process of its
 * own (server/sharing/serve-for-tests.ts, started with --expose-gc; its heap read after a full collection):
 *
 * 1. the document loaded, one économiste connected;
 * 2. three métreurs connected, each adding a measurement (the price check runs on each of their updates);
 * 3. each métreur renaming an article (an update that touches the priced table);
 * 4. one métreur's price change, cancelled by the server.
 *
 * Needs PostgreSQL: `bash scripts/with-postgres.sh npm run bench:sync:memory`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as Y from 'yjs';
import { addMeasurement, connectClient, openTestLog, waitFor, type TestClient } from '../server/sharing/testing.ts';

const url = process.env.DATABASE_URL_TEST ?? process.env.DATABASE_URL;
if (!url) {
  console.error('bench:sync:memory needs PostgreSQL: bash scripts/with-postgres.sh npm run bench:sync:memory');
  process.exit(1);
}
const SCRIPT = fileURLToPath(new URL('../server/sharing/serve-for-tests.ts', import.meta.url));
const PROJECT = 'mem';

const { log, schema } = await openTestLog(url);
await log.close();

const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', SCRIPT], {
  env: { ...process.env, SYNC_TEST_DATABASE_URL: url, SYNC_TEST_SCHEMA: schema, SYNC_TEST_PORT: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout?.on('data', (chunk: Buffer) => {
  out += chunk.toString();
});
await waitFor(() => /ready \d+/.test(out), 60_000);
const port = Number(/ready (\d+)/.exec(out)?.[1]);

const heap = async () => {
  // Two collections a little apart, so what a closed transaction left is gone.
  for (let i = 0; i < 2; i++) {
    const before = out.length;
    child.kill('SIGUSR2');
    await waitFor(() => /heap \d+\n/.test(out.slice(before)), 30_000);
  }
  return Number([...out.matchAll(/heap (\d+)\n/g)].at(-1)?.[1]);
};
const connect = (token: string) =>
  connectClient({ url: `ws://127.0.0.1:${port}/sync`, origin: `http://127.0.0.1:${port}`, projectId: PROJECT, token });

const author = connect(`eco-${PROJECT}`);
await author.synced;
for (let i = 0; i < 5000; i += 500) {
  author.doc.transact(() => {
    for (let j = i; j < i + 500; j++) addMeasurement(author.doc, `m-${j}`, { value: j });
  });
}
author.doc.transact(() => {
  for (let i = 0; i < 50; i++) {
    const row = new Y.Map<unknown>();
    author.doc.getMap('libraryItems').set(`art-${i}`, row);
    row.set('designation', `Article ${i}`);
    row.set('prix_unitaire', 10 + i);
  }
});
await author.settled();
const bytes = Y.encodeStateAsUpdate(author.doc).byteLength;

const loaded = await heap();
const metreurs: TestClient[] = [1, 2, 3].map((n) => connect(`met${n}-${PROJECT}`));
await Promise.all(metreurs.map((m) => m.synced));
metreurs.forEach((m, n) => addMeasurement(m.doc, `by-met-${n}`));
await Promise.all(metreurs.map((m) => m.settled()));
await waitFor(() => author.doc.getMap('measurements').size === 5003, 30_000);
const measuring = await heap();

metreurs.forEach((m, n) =>
  m.doc.getMap<Y.Map<unknown>>('libraryItems').get(`art-${n}`)?.set('designation', `Renommé ${n}`),
);
await Promise.all(metreurs.map((m) => m.settled()));
const renaming = await heap();

metreurs[0]?.doc.getMap<Y.Map<unknown>>('libraryItems').get('art-10')?.set('prix_unitaire', 1);
await metreurs[0]?.settled();
await waitFor(() => metreurs[0]?.messages.some((m) => m.type === 'metr:refused') ?? false, 30_000);
const cancelled = await heap();

for (const c of [author, ...metreurs]) c.destroy();
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});
const db = new pg.Client({ connectionString: url });
await db.connect();
await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
await db.end();

const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
console.info(
  `bench:sync:memory — 5,000 measurements and 50 priced articles, ${(bytes / 1024).toFixed(0)} KB as one update`,
);
console.info(`server heap, document loaded, one économiste:           ${mb(loaded)}`);
console.info(`+ 3 métreurs connected, one measurement each:           ${mb(measuring)}  (+${mb(measuring - loaded)})`);
console.info(`+ each métreur renames an article (priced table):       ${mb(renaming)}  (+${mb(renaming - loaded)})`);
console.info(`+ one métreur's price change, cancelled:                ${mb(cancelled)}  (+${mb(cancelled - loaded)})`);
process.exit(0);
