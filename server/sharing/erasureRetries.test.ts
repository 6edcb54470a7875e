/**
 * A failed erasure is tried again while the server runs (erasure.ts, erasureRetries): on a timer with a doubling delay,
 * one timer at most, cleared on shutdown. Fake timers, an in-memory queue and a sync server that fails on demand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingErasure } from '../accounts/store.ts';
import { ERASURE_RETRY, erasureRetries, type ErasureQueue } from './erasure.ts';

const CLAIRE: PendingErasure = { personId: 'claire', leftProjects: ['p-1'], deletedProjects: [] };

function harness(failures: number) {
  const pending = new Map<string, PendingErasure>([[CLAIRE.personId, CLAIRE]]);
  const queue: ErasureQueue = {
    pendingErasures: () => Promise.resolve([...pending.values()]),
    erasureDone: (personId) => {
      pending.delete(personId);
      return Promise.resolve();
    },
  };
  let left = failures;
  const attempts: number[] = [];
  const sync = {
    erasePerson: () => {
      attempts.push(Date.now());
      if (left > 0) {
        left -= 1;
        return Promise.reject(new Error('sync server unavailable'));
      }
      return Promise.resolve();
    },
  };
  const errors: string[] = [];
  const retries = erasureRetries(queue, sync, { onError: (what) => errors.push(what) });
  return { pending, attempts, errors, retries };
}

describe('erasureRetries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed erasure again after 30 s, then 60 s later, and stops once it is done', async () => {
    const h = harness(2);
    await h.retries.finish(CLAIRE);
    expect(h.attempts).toEqual([0]);
    expect(h.pending.size).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(ERASURE_RETRY.firstDelayMs - 1);
    expect(h.attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.attempts).toEqual([0, 30_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.attempts).toEqual([0, 30_000, 90_000]);
    expect(h.pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.errors).toEqual(['erasure not finished', 'erasure not finished']);
  });

  it('doubles the delay up to an hour, with one timer however many failures', async () => {
    const h = harness(Number.POSITIVE_INFINITY);
    await h.retries.resume();
    // Two more failures at once (two deletions told): still one timer.
    await Promise.all([h.retries.finish(CLAIRE), h.retries.finish(CLAIRE)]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(6 * 60 * 60_000);
    const retried = h.attempts.slice(3);
    const gaps = retried.map((at, i) => at - (i === 0 ? 0 : (retried[i - 1] ?? 0)));
    expect(gaps.slice(0, 9)).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      960_000,
      1_920_000,
      ERASURE_RETRY.maxDelayMs,
      ERASURE_RETRY.maxDelayMs,
    ]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('clears its timer on shutdown: nothing runs after', async () => {
    const h = harness(1);
    await h.retries.finish(CLAIRE);
    expect(vi.getTimerCount()).toBe(1);
    h.retries.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(ERASURE_RETRY.maxDelayMs * 2);
    expect(h.attempts).toEqual([0]);
    expect(h.pending.size).toBe(1);
  });
});
