/**
 * Passwords, as the OWASP Password Storage Cheat Sheet says today: a memory-hard, salted, slow hash — scrypt from
 * Node's own crypto (no native package to build here), with one of the cheat sheet's equivalent scrypt settings:
 * N = 2^14, r = 8, p = 5 (16 MiB per hash; the cheat sheet lists it beside N = 2^17, r = 8, p = 1 at 128 MiB as giving
 * the same defence). The low-memory one is chosen because a small server hashes several sign-ins at once: 16 MiB
 * each, at most MAX_CONCURRENT_HASHES at a time, the rest wait. A 16-byte random salt per password and a 32-byte key,
 * compared in constant time. The stored string names its parameters, so raising them later re-hashes at the next sign-in
 * (`needsRehash`) instead of locking anyone out.
 *
 * Length: at least 8 characters (OWASP Authentication Cheat Sheet, NIST SP 800-63B with another factor: the magic
 * link), at most 128, so a pass phrase fits and a megabyte « password » cannot cost the server a hash of it. No
 * composition rules. The breached-password check (Have I Been Pwned's range API) is not done: this server works
 * offline and sends no password-derived data anywhere.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet, « scrypt »: N=2^14 (16 MiB), r=8 (1024 bytes), p=5. */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 14, r: 8, p: 5 };

/** Hashes running at once; the others queue (a flood of sign-ins is also cut by the rate limits before this). */
export const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Hashes running now (tests). */
export function runningHashes(): number {
  return running;
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export { PASSWORD_LENGTH, isAcceptablePassword } from '../../src/domain/sharing/password.ts';

const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below what OWASP's parameters use.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  return limited(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Stored with weaker parameters than today's: hash again after a successful sign-in. */
export function needsRehash(stored: string, params: ScryptParams = OWASP_SCRYPT): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

/**
 * Spends one hash's time on a sign-in for an address with no password, so the answer's timing does not tell whether
 * the account exists (the answer's content does not either).
 */
export async function burnPasswordTime(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<void> {
  await derive(password, Buffer.alloc(SALT_BYTES), params);
}
