/**
 * A per-process rate limit in memory, for requests too frequent and too cheap to count in the store: confirmation
 * links (a flood of made-up tokens must cost a map lookup, not a durable write). Fixed windows per key, and a bounded
 * number of keys, so a flood from many addresses cannot grow it without end. Each instance counts its own requests:
 * a limit on abuse, not a quota.
 */
import type { RateLimitResult } from '../store/types.ts';

export class MemoryRateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  hit(key: string, now: Date): RateLimitResult {
    const at = now.getTime();
    let window = this.windows.get(key);
    if (!window || at - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(at);
      window = { start: at, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return { allowed: false, retryAfterMs: window.start + this.windowMs - at };
    window.count += 1;
    return { allowed: true, retryAfterMs: 0 };
  }

  /** Drops finished windows, then the oldest keys if that was not enough. */
  private prune(at: number) {
    for (const [key, window] of this.windows) if (at - window.start >= this.windowMs) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  get size(): number {
    return this.windows.size;
  }
}
