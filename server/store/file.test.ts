import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeContract, newRegistration } from './contract.ts';
import { encodeRecord, FileStore } from './file.ts';
import { newRegistrationRecord, type Registration } from './types.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'metr-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

storeContract('file', async () => FileStore.open(await tempDir()));

const T0 = new Date('2026-03-02T09:00:00.000Z');

describe('file store durability', () => {
  it('writes one checksummed JSON line per record', async () => {
    const dir = await tempDir();
    const store = await FileStore.open(dir);
    await store.register(newRegistration({ mail: 'line@example.fr' }), T0);
    const lines = (await readFile(store.path, 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(lines[0]).toMatch(/^[0-9a-f]{16}\t\{"t":"put","reg":\{.*"mail":"line@example.fr"/);
  });

  it('survives a torn last line: complete records stay, the next write starts on a clean line', async () => {
    const dir = await tempDir();
    const writer = await FileStore.open(dir);
    const a = await writer.register(newRegistration(), T0);
    const b = await writer.register(newRegistration(), T0);
    await writer.close();
    // What a process killed in the middle of write() leaves behind: half a record, no newline.
    const half = encodeRecord({ t: 'put', reg: { ...a.registration, id: 'torn' } }).slice(0, 40);
    await appendFile(join(dir, 'registrations.jsonl'), half);

    const reader = await FileStore.open(dir);
    expect((await reader.list()).map((r) => r.id)).toEqual([a.registration.id, b.registration.id]);
    const c = await reader.register(newRegistration(), T0);
    const reopened = await FileStore.open(dir);
    expect((await reopened.list()).map((r) => r.id)).toEqual([a.registration.id, b.registration.id, c.registration.id]);
    expect(reopened.skippedLines).toBe(0);
    expect(await readFile(join(dir, 'registrations.jsonl'), 'utf8')).not.toContain(half);
  });

  it('skips a corrupted complete line and keeps every other record', async () => {
    const dir = await tempDir();
    const store = await FileStore.open(dir);
    const a = await store.register(newRegistration(), T0);
    await appendFile(store.path, '0123456789abcdef\t{"t":"put","reg":{"id":"bad"\n');
    await appendFile(store.path, 'not even a record\n');
    const b = await store.register(newRegistration(), T0);
    const reopened = await FileStore.open(dir);
    expect((await reopened.list()).map((r) => r.id)).toEqual([a.registration.id, b.registration.id]);
    expect(reopened.skippedLines).toBe(2);
  });

  it('loses no acknowledged record when the writing process is killed (SIGKILL) mid-flight', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/writer.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acknowledged: string[] = [];
    let buffer = '';
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        acknowledged.push(...lines);
        if (acknowledged.length >= 40 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => done());
    });
    const store = await FileStore.open(dir);
    const ids = new Set((await store.list()).map((r) => r.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    for (const id of acknowledged) expect(ids.has(id)).toBe(true);
    expect(store.skippedLines).toBe(0);
    // The store is still writable after the crash (a stale lock or torn tail would block or corrupt this).
    expect((await store.register(newRegistration(), T0)).isNew).toBe(true);
  }, 30_000);

  it('shares one directory between processes: each instance sees the others’ writes', async () => {
    const dir = await tempDir();
    const server = await FileStore.open(dir);
    const cli = await FileStore.open(dir);
    const { registration } = await server.register(newRegistration(), T0);
    // A token the other instance set: the server must not answer « unknown » from its own index.
    await cli.setToken(registration.id, 'a'.repeat(64), new Date(T0.getTime() + 1000), T0);
    expect((await server.confirm('a'.repeat(64), T0)).kind).toBe('confirmed');
    expect((await cli.approve(registration.id, 'h', T0))?.status).toBe('approved');
    expect((await server.get(registration.id))?.status).toBe('approved');
    expect((await server.register(newRegistration({ mail: registration.mail }), T0)).isNew).toBe(false);
  });

  it('erases purged data from the disk, not only from the index', async () => {
    const dir = await tempDir();
    const store = await FileStore.open(dir);
    await store.register(newRegistration({ nom: 'Effacé', mail: 'gone@example.fr' }), T0);
    const kept = await store.register(newRegistration({ mail: 'kept@example.fr' }), new Date('2029-01-01T00:00:00Z'));
    await store.purge(new Date('2028-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z'));
    const text = await readFile(store.path, 'utf8');
    expect(text).not.toContain('gone@example.fr');
    expect(text).not.toContain('Effacé');
    expect(text).toContain(kept.registration.id);
    const other = await FileStore.open(dir);
    expect((await other.list()).map((r) => r.id)).toEqual([kept.registration.id]);
  });
});

describe('file store rate-limit key', () => {
  it('is made once, kept in a 0600 file, and shared by every instance of the directory', async () => {
    const dir = await tempDir();
    const stores = await Promise.all(Array.from({ length: 6 }, () => FileStore.open(dir)));
    const secrets = new Set(stores.map((store) => store.rateLimitSecret));
    expect(secrets.size).toBe(1);
    const [secret = ''] = secrets;
    expect(secret).toMatch(/^[\w-]{43}$/);
    const info = await stat(join(dir, 'rate-limit.key'));
    expect(info.mode & 0o777).toBe(0o600);
    expect((await FileStore.open(dir)).rateLimitSecret).toBe(secret);
    expect((await FileStore.open(await tempDir())).rateLimitSecret).not.toBe(secret);
    // No temporary file left behind by the instances that lost the race.
    expect((await readdir(dir)).filter((name) => name.includes('rate-limit'))).toEqual(['rate-limit.key']);
  });
});

describe('file store confirmation lookups', () => {
  it('answers an unknown token without the lock, while a known one waits for it', async () => {
    const dir = await tempDir();
    const store = await FileStore.open(dir);
    const { registration } = await store.register(newRegistration(), T0);
    await store.setToken(registration.id, 'a'.repeat(64), new Date(T0.getTime() + 1000), T0);
    // Another live process (this one's pid) holds the lock.
    await writeFile(`${store.path}.lock`, String(process.pid));
    let knownDone = false;
    const known = store.confirm('a'.repeat(64), T0).then((result) => {
      knownDone = true;
      return result;
    });
    expect(await store.confirm('b'.repeat(64), T0)).toEqual({ kind: 'unknown' });
    expect(knownDone).toBe(false);
    await rm(`${store.path}.lock`);
    expect((await known).kind).toBe('confirmed');
  });

  it('reads records written before confirmationOwed existed as owing no link', async () => {
    const dir = await tempDir();
    const { confirmationOwed: _dropped, ...old } = newRegistrationRecord(newRegistration(), T0);
    await appendFile(join(dir, 'registrations.jsonl'), encodeRecord({ t: 'put', reg: old as Registration }));
    const store = await FileStore.open(dir);
    expect((await store.list())[0]?.confirmationOwed).toBe(false);
  });

  it('reads records written before links were paced: no issue time (a link is owed), no previous token', async () => {
    const dir = await tempDir();
    const record = {
      ...newRegistrationRecord(newRegistration(), T0),
      tokenHash: '6'.repeat(64),
      confirmationOwed: false,
    };
    const { tokenIssuedAt: _issued, previousTokenHash: _hash, previousTokenExpiresAt: _expires, ...old } = record;
    await appendFile(join(dir, 'registrations.jsonl'), encodeRecord({ t: 'put', reg: old as Registration }));
    const store = await FileStore.open(dir);
    expect((await store.list())[0]).toMatchObject({ tokenIssuedAt: null, previousTokenHash: null });
    const again = await store.register(newRegistration({ mail: record.mail }), T0);
    expect(again.registration.confirmationOwed).toBe(true);
  });
});
