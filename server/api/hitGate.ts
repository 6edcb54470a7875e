/**
 * The store's rate-limit answers, remembered by this process, so that a client over its limit is refused from memory
 * instead of queueing for the store: with the file store every hit takes the file's lock, and a flood of refused
 * requests queued there slowed every other client's registration (the probe: a 1,000-request flood raised another
 * client's median from 23 to 98 ms). The store stays the judge of every request this process cannot decide.
 *
 * Per key, this process remembers the hits the store allowed (their times, as the handler gave them) and the end of
 * the last refusal the store gave. It refuses from memory only when the store would, with the store's own wait:
 * - `limit` remembered hits within the window: the store holds at most `limit` hits of a key within any window (a
 *   refused attempt is not counted), so it holds exactly these, and the first leaves the window when ours does;
 * - before the end of a refusal: hits only leave the window when their time comes, so the store's count stays at the
 *   limit until then, and its wait is what is left of the one it gave.
 * While requests of a key are in flight to the store, at most `limit` go at once: the next ones wait for their answers
 * (not for the store), then decide again. Forgetting a key costs only a trip to the store, never a wrong answer, so
 * the memory is bounded: at most `maxKeys` keys, the idle ones dropped first.
 */
import type { RateLimitResult, RegistrationStore } from '../store/types.ts';

interface KeyState {
  /** Times (ms) of the hits the store allowed, oldest first. */
  times: number[];
  /** The end (ms) of the store's last refusal. */
  refusedUntil: number;
  /** The window of the last call, to tell when the key is idle. */
  windowMs: number;
  inFlight: Set<Promise<unknown>>;
}

export class HitGate {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly store: Pick<RegistrationStore, 'hit'>,
    private readonly maxKeys = 10_000,
  ) {}

  /** The store's `hit`, answered from memory when this process already knows the answer. */
  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult> {
    const at = now.getTime();
    const state = this.state(key, windowMs, at);
    for (;;) {
      state.times = state.times.filter((time) => time > at - windowMs);
      if (state.refusedUntil > at) return { allowed: false, retryAfterMs: state.refusedUntil - at };
      const oldest = state.times[0];
      if (oldest !== undefined && state.times.length >= limit) {
        return { allowed: false, retryAfterMs: oldest + windowMs - at };
      }
      if (state.times.length + state.inFlight.size < limit) break;
      // As many requests as the limit allows are with the store: their answers decide this one.
      await Promise.race(state.inFlight);
    }
    const call = this.store.hit(key, limit, windowMs, now);
    const settled = call.then(
      () => undefined,
      () => undefined,
    );
    state.inFlight.add(settled);
    try {
      const result = await call;
      if (result.allowed) {
        state.times.push(at);
        state.times.sort((a, b) => a - b);
      } else {
        state.refusedUntil = Math.max(state.refusedUntil, at + result.retryAfterMs);
      }
      return result;
    } finally {
      state.inFlight.delete(settled);
    }
  }

  private state(key: string, windowMs: number, at: number): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      if (this.keys.size >= this.maxKeys) this.prune(at);
      state = { times: [], refusedUntil: 0, windowMs, inFlight: new Set() };
      this.keys.set(key, state);
    }
    state.windowMs = windowMs;
    return state;
  }

  /** Drops the keys with nothing left to tell, then the oldest idle ones if that was not enough. */
  private prune(at: number) {
    const isIdle = (state: KeyState) => state.inFlight.size === 0;
    for (const [key, state] of this.keys) {
      const isOver = state.refusedUntil <= at && state.times.every((time) => time <= at - state.windowMs);
      if (isIdle(state) && isOver) this.keys.delete(key);
    }
    for (const [key, state] of this.keys) {
      if (this.keys.size < this.maxKeys) break;
      if (isIdle(state)) this.keys.delete(key);
    }
  }

  /** How many keys are remembered (tests). */
  get size(): number {
    return this.keys.size;
  }
}
