/**
 * Test doubles for the viewer's non-React parts: a clock whose frames and timers run when the test says so. Not
 * imported by the app.
 */
import type { FrameClock } from './viewport';
import type { Timers } from './renderer';

export class ManualClock implements FrameClock, Timers {
  time = 0;
  #next = 1;
  readonly #frames = new Map<number, () => void>();
  readonly #timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  requestFrame(callback: () => void): number {
    const handle = this.#next++;
    this.#frames.set(handle, callback);
    return handle;
  }

  cancelFrame(handle: number): void {
    this.#frames.delete(handle);
  }

  setTimeout(callback: () => void, ms: number): number {
    const handle = this.#next++;
    this.#timers.set(handle, { at: this.time + ms, callback });
    return handle;
  }

  clearTimeout(handle: number): void {
    this.#timers.delete(handle);
  }

  get pendingFrames(): number {
    return this.#frames.size;
  }

  get pendingTimers(): number {
    return this.#timers.size;
  }

  /** Advances the time by `ms` and runs one frame: the callbacks requested before it (new requests wait). */
  frame(ms = 16): void {
    this.advance(ms);
    const due = [...this.#frames.values()];
    this.#frames.clear();
    for (const callback of due) callback();
  }

  /** Advances the time, running the timers that fall due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].callback();
    }
    this.time = end;
  }

  /** Runs frames until none is requested any more (an animation to its end). */
  settleFrames(ms = 16, limit = 1000): void {
    for (let i = 0; i < limit && this.#frames.size > 0; i++) this.frame(ms);
  }
}
