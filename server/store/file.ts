/**
 * The embedded store for `npm start`: one append-only JSON-lines file in the data directory. Each line is
 * `<checksum>\t<json>\n` and is fsynced before the call returns, so an acknowledged registration survives a crash or
 * a power cut. A process killed mid-write leaves at most one torn, unterminated last line: readers ignore it and the
 * next writer cuts it off before appending. A terminated line whose checksum does not match is skipped (counted in
 * `skippedLines`), never fatal: every complete record stays readable.
 *
 * The server and the CLI may use the same directory at once: every operation takes a lock file (created exclusively),
 * reads what other processes appended since, then writes. Erasure is real: `purge` rewrites the file without the
 * purged records (write to a temporary file, fsync, rename, fsync the directory), because appending a deletion would
 * leave the personal data on disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  readFile,
  rename,
  rm,
  stat,
  truncate,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { join } from 'node:path';
import {
  isLinkOwed,
  newRegistrationRecord,
  type ConfirmResult,
  type NewRegistration,
  type RateLimitResult,
  type Registration,
  type RegistrationStore,
} from './types.ts';

type LogRecord = { t: 'put'; reg: Registration } | { t: 'del'; id: string } | { t: 'hit'; k: string; at: number };

const FILE_NAME = 'registrations.jsonl';
const SECRET_FILE = 'rate-limit.key';
const LOCK_STALE_MS = 10_000;
const LOCK_TIMEOUT_MS = 15_000;

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

export function encodeRecord(record: LogRecord): string {
  const json = JSON.stringify(record);
  return `${checksum(json)}\t${json}\n`;
}

function decodeLine(line: string): LogRecord | undefined {
  const tab = line.indexOf('\t');
  if (tab !== 16) return undefined;
  const json = line.slice(tab + 1);
  if (checksum(json) !== line.slice(0, tab)) return undefined;
  try {
    return JSON.parse(json) as LogRecord;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function fsyncDir(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The rate-limit key of this data directory, made on first use. Written whole to a temporary file, then linked into
 * place (link fails if the name exists): another process, or one that started at the same instant, reads either no
 * key or the whole key, never half of one.
 */
async function rateLimitSecret(dir: string): Promise<string> {
  const path = join(dir, SECRET_FILE);
  const existing = await readFile(path, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  const tmp = join(dir, `.${SECRET_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  const handle = await open(tmp, 'wx', 0o600);
  try {
    await handle.write(randomBytes(32).toString('base64url'));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(tmp, path);
    await fsyncDir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(tmp);
  }
  return (await readFile(path, 'utf8')).trim();
}

export class FileStore implements RegistrationStore {
  readonly path: string;
  private readonly lockPath: string;
  private registrations = new Map<string, Registration>();
  /** Indexes over `registrations`: the address key and the current token's hash, each to the registration's id. */
  private byEmail = new Map<string, string>();
  private byTokenHash = new Map<string, string>();
  private hits = new Map<string, number[]>();
  private ino = -1;
  private offset = 0;
  /** Complete lines that failed their checksum (corruption, not a torn write). */
  skippedLines = 0;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly dir: string,
    readonly rateLimitSecret: string,
  ) {
    this.path = join(dir, FILE_NAME);
    this.lockPath = `${this.path}.lock`;
  }

  static async open(dir: string): Promise<FileStore> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const store = new FileStore(dir, await rateLimitSecret(dir));
    await store.exclusive(async () => undefined);
    return store;
  }

  /** Serialises calls in this process, then across processes with the lock directory. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      await this.lock();
      try {
        await this.catchUp();
        return await fn();
      } finally {
        await rm(this.lockPath, { force: true });
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async lock() {
    const deadline = Date.now() + LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        // 'wx' fails if the file exists: creating it is the atomic test-and-set. The holder's pid lets others tell
        // a live holder from a dead one.
        await writeFile(this.lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (await this.isLockStale()) await rm(this.lockPath, { force: true });
      else if (Date.now() > deadline) throw new Error('file store: lock timeout');
      else await sleep(2 + Math.random() * 8);
    }
  }

  /** A holder killed with SIGKILL leaves its lock behind: stale when its process is gone, or after 10 s anyway. */
  private async isLockStale(): Promise<boolean> {
    const [info, content] = await Promise.all([
      stat(this.lockPath).catch(() => null),
      readFile(this.lockPath, 'utf8').catch(() => ''),
    ]);
    if (!info) return false;
    if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
    const pid = Number(content);
    if (!Number.isInteger(pid) || pid <= 0) return false; // being written right now
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }

  /** Applies what was appended since the last read; reloads from scratch when the file was rewritten (purge). */
  private async catchUp() {
    const info = await stat(this.path).catch(() => null);
    if (!info) {
      this.reset(-1);
      return;
    }
    if (info.ino !== this.ino || info.size < this.offset) this.reset(info.ino);
    if (info.size === this.offset) return;
    const handle = await open(this.path, 'r');
    let bytes: Buffer;
    try {
      bytes = Buffer.alloc(info.size - this.offset);
      await handle.read(bytes, 0, bytes.length, this.offset);
    } finally {
      await handle.close();
    }
    const end = bytes.lastIndexOf(0x0a) + 1;
    for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
      if (!line) continue;
      const record = decodeLine(line);
      if (record) this.apply(record);
      else this.skippedLines += 1;
    }
    this.offset += end;
    // Bytes after the last newline are a torn write of a process that died (we hold the lock): cut them off so the
    // next record starts on its own line.
    if (end < bytes.length) await truncate(this.path, this.offset);
  }

  private reset(ino: number) {
    this.registrations = new Map();
    this.byEmail = new Map();
    this.byTokenHash = new Map();
    this.hits = new Map();
    this.ino = ino;
    this.offset = 0;
    this.skippedLines = 0;
  }

  private apply(record: LogRecord) {
    if (record.t === 'hit') {
      this.hits.set(record.k, [...(this.hits.get(record.k) ?? []), record.at]);
      return;
    }
    const id = record.t === 'put' ? record.reg.id : record.id;
    const previous = this.registrations.get(id);
    if (previous?.tokenHash) this.byTokenHash.delete(previous.tokenHash);
    if (previous?.previousTokenHash) this.byTokenHash.delete(previous.previousTokenHash);
    if (previous) this.byEmail.delete(previous.emailKey);
    if (record.t === 'del') {
      this.registrations.delete(id);
      return;
    }
    // Records written before a field existed: they owe nothing, and have no issue time or previous token.
    const registration: Registration = {
      ...record.reg,
      confirmationOwed: record.reg.confirmationOwed ?? false,
      tokenIssuedAt: record.reg.tokenIssuedAt ?? null,
      previousTokenHash: record.reg.previousTokenHash ?? null,
      previousTokenExpiresAt: record.reg.previousTokenExpiresAt ?? null,
    };
    this.registrations.set(id, registration);
    this.byEmail.set(registration.emailKey, id);
    if (registration.tokenHash) this.byTokenHash.set(registration.tokenHash, id);
    if (registration.previousTokenHash) this.byTokenHash.set(registration.previousTokenHash, id);
  }

  private async append(...records: LogRecord[]) {
    const text = records.map(encodeRecord).join('');
    const isNew = this.ino === -1;
    let handle: FileHandle | undefined;
    try {
      handle = await open(this.path, 'a', 0o600);
      await handle.write(text);
      await handle.sync();
      if (isNew) this.ino = (await handle.stat()).ino;
    } finally {
      await handle?.close();
    }
    if (isNew) await fsyncDir(this.dir);
    this.offset += Buffer.byteLength(text);
    for (const record of records) this.apply(record);
  }

  private byToken(tokenHash: string) {
    const id = this.byTokenHash.get(tokenHash);
    return id === undefined ? undefined : this.registrations.get(id);
  }

  hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult> {
    return this.exclusive(async () => {
      const at = now.getTime();
      const recent = (this.hits.get(key) ?? []).filter((t) => t > at - windowMs);
      this.hits.set(key, recent);
      if (recent.length >= limit) return { allowed: false, retryAfterMs: Math.min(...recent) + windowMs - at };
      await this.append({ t: 'hit', k: key, at });
      return { allowed: true, retryAfterMs: 0 };
    });
  }

  register(input: NewRegistration, now: Date) {
    return this.exclusive(async () => {
      const fresh = newRegistrationRecord(input, now);
      const known = this.registrations.get(this.byEmail.get(fresh.emailKey) ?? '');
      const at = now.toISOString();
      const registration: Registration = known
        ? {
            ...known,
            updatedAt: at,
            lastContactAt: at,
            confirmationOwed: isLinkOwed(known, now),
          }
        : fresh;
      await this.append({ t: 'put', reg: registration });
      return { registration, isNew: !known };
    });
  }

  private async update(id: string, patch: (current: Registration) => Partial<Registration> | undefined) {
    const current = this.registrations.get(id);
    const changes = current && patch(current);
    if (!current || !changes) return undefined;
    const next = { ...current, ...changes };
    await this.append({ t: 'put', reg: next });
    return next;
  }

  setToken(id: string, tokenHash: string, expiresAt: Date, now: Date) {
    return this.exclusive(async () => {
      await this.update(id, (current) =>
        current.status === 'pending'
          ? {
              tokenHash,
              tokenExpiresAt: expiresAt.toISOString(),
              tokenIssuedAt: now.toISOString(),
              previousTokenHash: current.tokenHash,
              previousTokenExpiresAt: current.tokenExpiresAt,
              updatedAt: now.toISOString(),
              lastContactAt: now.toISOString(),
            }
          : undefined,
      );
    });
  }

  markConfirmationSent(id: string, now: Date) {
    return this.exclusive(async () => {
      await this.update(id, () => ({ confirmationOwed: false, updatedAt: now.toISOString() }));
    });
  }

  owed() {
    return this.exclusive(async () =>
      [...this.registrations.values()].filter((r) => !r.teamNotified || (r.confirmationOwed && r.status === 'pending')),
    );
  }

  markTeamNotified(id: string, now: Date) {
    return this.exclusive(async () => {
      await this.update(id, () => ({ teamNotified: true, updatedAt: now.toISOString() }));
    });
  }

  async confirm(tokenHash: string, now: Date): Promise<ConfirmResult> {
    // An unknown token costs a stat, not the lock. When this process has applied the whole file (nothing appended by
    // the CLI or a crashed writer since, no purge), the in-memory index is the store; compared in the same tick as
    // the lookup, the answer holds for the file as it was at the stat.
    const info = await stat(this.path).catch(() => null);
    const isCurrent = info ? info.ino === this.ino && info.size === this.offset : this.ino === -1;
    if (isCurrent && !this.byTokenHash.has(tokenHash)) return { kind: 'unknown' };
    return this.exclusive(async () => {
      const found = this.byToken(tokenHash);
      if (!found) return { kind: 'unknown' };
      if (found.status !== 'pending') return { kind: 'already-confirmed' };
      const expiresAt = found.tokenHash === tokenHash ? found.tokenExpiresAt : found.previousTokenExpiresAt;
      if (!expiresAt || Date.parse(expiresAt) <= now.getTime()) return { kind: 'expired' };
      const at = now.toISOString();
      const registration = await this.update(found.id, () => ({
        status: 'confirmed',
        confirmedAt: at,
        updatedAt: at,
        lastContactAt: at,
        confirmationOwed: false,
      }));
      return registration ? { kind: 'confirmed', registration } : { kind: 'unknown' };
    });
  }

  approve(id: string, betaCodeHash: string, now: Date) {
    return this.exclusive(() => {
      const at = now.toISOString();
      return this.update(id, (current) =>
        current.status === 'confirmed'
          ? { status: 'approved', approvedAt: at, betaCodeHash, updatedAt: at, lastContactAt: at }
          : undefined,
      );
    });
  }

  get(id: string) {
    return this.exclusive(async () => this.registrations.get(id));
  }

  list() {
    return this.exclusive(async () =>
      [...this.registrations.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    );
  }

  purge(before: Date, hitsBefore: Date) {
    return this.exclusive(async () => {
      const keep = [...this.registrations.values()].filter((r) => Date.parse(r.lastContactAt) >= before.getTime());
      const removed = this.registrations.size - keep.length;
      await this.rewrite(keep, hitsBefore.getTime());
      return { registrations: removed };
    });
  }

  erase(emailKey: string) {
    return this.exclusive(async () => {
      const keep = [...this.registrations.values()].filter((r) => r.emailKey !== emailKey);
      const removed = this.registrations.size - keep.length;
      // Erasure is real here too: the file is written again without the record (see the top of this file).
      if (removed) await this.rewrite(keep, Number.NEGATIVE_INFINITY);
      return removed;
    });
  }

  /** Writes the file again with only `keep` and the hits from `hitsFrom` on (temporary file, fsync, rename). */
  private async rewrite(keep: readonly Registration[], hitsFrom: number) {
    const records: LogRecord[] = keep.map((reg) => ({ t: 'put', reg }));
    for (const [k, times] of this.hits) {
      for (const at of times) if (at >= hitsFrom) records.push({ t: 'hit', k, at });
    }
    const tmp = `${this.path}.tmp`;
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.write(records.map(encodeRecord).join(''));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, this.path);
    await fsyncDir(this.dir);
    this.reset(-1);
    await this.catchUp();
  }

  async close() {
    await this.queue;
  }
}
