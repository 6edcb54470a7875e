import { describe, expect, it } from 'vitest';
import {
  burnPasswordTime,
  hashPassword,
  isAcceptablePassword,
  needsRehash,
  OWASP_SCRYPT,
  runningHashes,
  verifyPassword,
} from './password.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes with OWASP’s scrypt parameters by default, salted, never in clear, and verifies', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 16384, r: 8, p: 5 });
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterz', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts each hash: one password, two different stored values, both verify', async () => {
    const a = await hashPassword('même mot de passe', CHEAP);
    const b = await hashPassword('même mot de passe', CHEAP);
    expect(a).not.toBe(b);
    expect(await verifyPassword('même mot de passe', a)).toBe(true);
    expect(await verifyPassword('même mot de passe', b)).toBe(true);
  });

  it('treats one Unicode spelling as one password (NFKC) and is case-sensitive', async () => {
    const stored = await hashPassword('Élodie-2026', CHEAP);
    expect(await verifyPassword('E\u0301lodie-2026', stored)).toBe(true);
    expect(await verifyPassword('élodie-2026', stored)).toBe(false);
  });

  it('never matches a malformed or tampered stored value', async () => {
    const stored = await hashPassword('un mot de passe', CHEAP);
    const parts = stored.split('$');
    const key = parts[5] ?? '';
    const flipped = [...parts.slice(0, 5), `${key.slice(0, -2)}${key.endsWith('AA') ? 'BA' : 'AA'}`].join('$');
    expect(await verifyPassword('un mot de passe', flipped)).toBe(false);
    expect(await verifyPassword('un mot de passe', 'un mot de passe')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$-1$8$1$a$b')).toBe(false);
  });

  it('asks for a re-hash when stored with weaker parameters than today’s', async () => {
    const weak = await hashPassword('un mot de passe', CHEAP);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, CHEAP)).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('accepts 8 to 128 characters, counted as people count them, with no composition rule', () => {
    expect(isAcceptablePassword('1234567')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(true);
    expect(isAcceptablePassword('éééééééé')).toBe(true);
    expect(isAcceptablePassword('🔑🔑🔑🔑🔑🔑🔑')).toBe(false);
    expect(isAcceptablePassword('a'.repeat(64))).toBe(true);
    expect(isAcceptablePassword('a'.repeat(128))).toBe(true);
    expect(isAcceptablePassword('a'.repeat(129))).toBe(false);
    expect(isAcceptablePassword('tout en minuscules sans chiffre')).toBe(true);
  });

  it('runs at most two hashes at once, the others wait their turn', async () => {
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`mot de passe ${i}`, CHEAP));
    expect(runningHashes()).toBe(2);
    expect(new Set(await Promise.all(hashes)).size).toBe(6);
    expect(runningHashes()).toBe(0);
  });

  it('spends a hash’s time for an account without a password', async () => {
    await expect(burnPasswordTime('peu importe', CHEAP)).resolves.toBeUndefined();
  });
});
