/**
 * kill -9 rounds: the sync server runs in a child process, a client sends a burst of edits, the server is killed with
 * SIGKILL in the middle of it, started again on the same port, and every edit the client saw acknowledged (its
 * provider's count of unsynced changes) must be in what the restarted server loads. 5 rounds, 0 lost.
 * Needs PostgreSQL (DATABASE_URL_TEST, see log.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { addMeasurement, connectClient, openTestLog, waitFor } from './testing.ts';

const url = process.env.DATABASE_URL_TEST;
const schemas: string[] = [];
const SCRIPT = fileURLToPath(new URL('./serve-for-tests.ts', import.meta.url));

if (!url) {
  console.warn(
    'Sync kill -9 suite SKIPPED: DATABASE_URL_TEST is not set. Run `bash scripts/with-postgres.sh npx vitest run server/sharing`.',
  );
}

function serve(schema: string, port = 0): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, SYNC_TEST_DATABASE_URL: url, SYNC_TEST_SCHEMA: schema, SYNC_TEST_PORT: String(port) },
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

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.skipIf(!url)('sync server under kill -9 (DATABASE_URL_TEST)', () => {
  afterAll(async () => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    for (const schema of schemas) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.end();
  });

  it('loses no acknowledged edit in 5 rounds', { timeout: 120_000 }, async () => {
    const { log, schema } = await openTestLog(url ?? '');
    schemas.push(schema);
    await log.close();
    const projectId = 'crash';
    let { child, port } = await serve(schema);
    const results: { sent: number; acknowledged: number; lost: number }[] = [];
    for (let round = 0; round < 5; round++) {
      const origin = `http://127.0.0.1:${port}`;
      const client = connectClient({
        url: `ws://127.0.0.1:${port}/sync`,
        origin,
        projectId,
        token: `eco-${projectId}`,
      });
      await client.synced;
      let sent = 0;
      let acknowledged = 0;
      // After n answers the first n updates are committed (the server answers in order): the count of answered
      // updates is what was sent minus what is still unsynced, recorded until the socket closes.
      const track = () => {
        if (child.exitCode === null && child.signalCode === null) {
          acknowledged = Math.max(acknowledged, sent - client.provider.unsyncedChanges);
        }
      };
      client.provider.on('unsyncedChanges', track);
      const ids: string[] = [];
      const burst = (async () => {
        for (let i = 0; i < 400 && child.signalCode === null; i++) {
          const id = `r${round}-${i}`;
          ids.push(id);
          addMeasurement(client.doc, id, { value: i });
          sent += 1;
          if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 1));
        }
      })();
      await waitFor(() => acknowledged >= 40 + round * 30, 30_000);
      client.provider.off('unsyncedChanges', track);
      await killed(child);
      await burst;
      client.destroy();
      ({ child, port } = await serve(schema, port));

      // What the restarted server loads (a fresh client, another device).
      const check = connectClient({ url: `ws://127.0.0.1:${port}/sync`, origin, projectId, token: `eco-${projectId}` });
      await check.synced;
      const held = check.doc.getMap('measurements');
      const lost = ids.slice(0, acknowledged).filter((id) => !held.has(id)).length;
      results.push({ sent, acknowledged, lost });
      check.destroy();
    }
    await killed(child);
    console.info('kill -9 rounds (sent, acknowledged, lost):', JSON.stringify(results));
    expect(results.map((r) => r.lost)).toEqual([0, 0, 0, 0, 0]);
    // The rounds did kill mid-burst: some edits were sent and never acknowledged.
    expect(results.every((r) => r.acknowledged > 0 && r.acknowledged < r.sent)).toBe(true);
  });
});
