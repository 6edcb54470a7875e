import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateLimitResult, RegistrationStore } from '../store/types.ts';
import { HitGate } from './hitGate.ts';

/** The store's hit as the contract says (server/store/contract.ts): a sliding window, refused attempts not counted. */
function memoryStore(): Pick<RegistrationStore, 'hit'> & { calls: number } {
  const hits = new Map<string, number[]>();
  return {
    calls: 0,
    async hit(key, limit, windowMs, now): Promise<RateLimitResult> {
      this.calls += 1;
      const at = now.getTime();
      const recent = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
      hits.set(key, recent);
      if (recent.length >= limit) return { allowed: false, retryAfterMs: Math.min(...recent) + windowMs - at };
      recent.push(at);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

const WINDOW = 10 * 60 * 1000;

describe('HitGate', () => {
  it('answers every request as the store alone would, allowed or refused, with the same wait', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 4 * 60 * 1000 })), {
          maxLength: 80,
        }),
        async (steps) => {
          const direct = memoryStore();
          const behind = memoryStore();
          const gate = new HitGate(behind);
          let at = 0;
          for (const [key, step] of steps) {
            at += step;
            const now = new Date(at);
            expect(await gate.hit(key, 5, WINDOW, now)).toEqual(await direct.hit(key, 5, WINDOW, now));
          }
        },
      ),
    );
  });

  it('asks the store nothing for a client it knows to be over its limit', async () => {
    const store = memoryStore();
    const gate = new HitGate(store);
    for (let i = 0; i < 5; i++) expect((await gate.hit('k', 5, WINDOW, new Date(i))).allowed).toBe(true);
    for (let i = 0; i < 1000; i++) {
      expect(await gate.hit('k', 5, WINDOW, new Date(60_000))).toEqual({
        allowed: false,
        retryAfterMs: WINDOW - 60_000,
      });
    }
    expect(store.calls).toBe(5);
    // The first hit leaves the window: the store is asked again.
    expect((await gate.hit('k', 5, WINDOW, new Date(WINDOW))).allowed).toBe(true);
    expect(store.calls).toBe(6);
  });

  it('remembers a refusal the store gave for hits it never saw (another instance, a previous process)', async () => {
    const store = memoryStore();
    for (let i = 0; i < 5; i++) await store.hit('k', 5, WINDOW, new Date(i * 1000));
    store.calls = 0;
    const gate = new HitGate(store);
    expect(await gate.hit('k', 5, WINDOW, new Date(60_000))).toEqual({ allowed: false, retryAfterMs: WINDOW - 60_000 });
    expect(await gate.hit('k', 5, WINDOW, new Date(120_000))).toEqual({
      allowed: false,
      retryAfterMs: WINDOW - 120_000,
    });
    expect(store.calls).toBe(1);
  });

  it('sends at most the limit’s count of concurrent requests to the store; a failure is the caller’s, then forgotten', async () => {
    const store = memoryStore();
    const gate = new HitGate(store);
    const results = await Promise.all(Array.from({ length: 40 }, () => gate.hit('k', 5, WINDOW, new Date(0))));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(store.calls).toBe(5);
    const failing = new HitGate({ hit: () => Promise.reject(new Error('store down')) });
    await expect(failing.hit('k', 5, WINDOW, new Date(0))).rejects.toThrow('store down');
    await expect(failing.hit('k', 5, WINDOW, new Date(0))).rejects.toThrow('store down');
  });

  it('keeps at most maxKeys keys, dropping those with nothing left to tell first', async () => {
    const store = memoryStore();
    const gate = new HitGate(store, 3);
    for (const key of ['a', 'b', 'c']) await gate.hit(key, 5, WINDOW, new Date(0));
    await gate.hit('d', 5, WINDOW, new Date(WINDOW + 1));
    expect(gate.size).toBe(1);
    for (const key of ['e', 'f', 'g', 'h']) await gate.hit(key, 5, WINDOW, new Date(WINDOW + 2));
    expect(gate.size).toBeLessThanOrEqual(3);
  });
});
