import { describe, expect, it } from 'vitest';
import { MemoryRateLimit } from './memoryRateLimit.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 2, 2) + ms);

describe('MemoryRateLimit', () => {
  it('allows `limit` hits per window and key, then says how long to wait', () => {
    const limit = new MemoryRateLimit(2, 1000);
    expect(limit.hit('a', at(0)).allowed).toBe(true);
    expect(limit.hit('a', at(100)).allowed).toBe(true);
    expect(limit.hit('a', at(400))).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(limit.hit('b', at(400)).allowed).toBe(true);
    expect(limit.hit('a', at(1000)).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping finished windows first, then the oldest', () => {
    const limit = new MemoryRateLimit(1, 1000, 3);
    for (const key of ['a', 'b', 'c']) limit.hit(key, at(0));
    limit.hit('d', at(2000)); // a, b and c are over: dropped
    expect(limit.size).toBe(1);
    for (const key of ['e', 'f']) limit.hit(key, at(2100));
    limit.hit('g', at(2200)); // all current: the oldest (d) goes
    expect(limit.size).toBe(3);
    expect(limit.hit('e', at(2300)).allowed).toBe(false);
    expect(limit.hit('d', at(2300)).allowed).toBe(true);
  });
});
