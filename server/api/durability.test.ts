/**
 * An acknowledged registration is never lost: the real server is killed with SIGKILL in the middle of a burst of
 * registrations, and every address it answered 200 for is in the store afterwards; the mails it still owed go out
 * when the API starts again on the same data.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { FileStore } from '../store/file.ts';
import { createApiHandler } from './handler.ts';
import { testConfig, valid } from './testing.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('registration durability', () => {
  it('loses no acknowledged registration when the server is killed (SIGKILL) mid-burst', async () => {
    dir = await mkdtemp(join(tmpdir(), 'metr-durability-'));
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/server.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const port = await new Promise<number>((done) => child.stdout.once('data', (chunk: Buffer) => done(Number(chunk))));

    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    // Eight clients, each from its own address (the per-IP limit is 5 per 10 minutes), one address per request.
    const client = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        if (i >= 5) return;
        const mail = `burst-${worker}-${i}@example.fr`;
        sent += 1;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/emails/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${worker}` },
            body: JSON.stringify({ ...valid, mail }),
          });
          if (response.status === 200) acknowledged.push(mail);
          if (acknowledged.length >= 12 && !killed) {
            killed = true;
            child.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, worker) => client(worker)));
    expect(killed).toBe(true);
    await exited;

    const store = await FileStore.open(join(dir, 'data'));
    const stored = new Set((await store.list()).map((r) => r.mail));
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    for (const mail of acknowledged) expect(stored.has(mail), mail).toBe(true);
    expect(store.skippedLines).toBe(0);

    // The next start sends whatever the killed process still owed; then nothing is owed.
    const mails: MailMessage[] = [];
    const api = createApiHandler({
      store,
      mailer: { send: async (message) => void mails.push(message) },
      config: testConfig,
      logger: { log: () => undefined },
    });
    await api.idle();
    expect(await store.owed()).toEqual([]);
    const stillPending = (await store.list()).filter((r) => r.status === 'pending');
    for (const registration of stillPending) expect(registration.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent).toBeGreaterThanOrEqual(acknowledged.length);
    await api.close();
    await store.close();
  }, 60_000);
});
