// @vitest-environment jsdom
/**
 * When a journal write waiting for the paint starts: after the frame, or at once when the page is hidden or left —
 * a tab closed right after a click must not take the click's change with it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './journalRunner';

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  frames = [];
  visibility = 'visible';
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterNextPaint', () => {
  it('waits for the next frame and the task after it', async () => {
    const painted = afterNextPaint(10_000);
    expect(await settled(painted)).toBe(false);
    for (const frame of frames.splice(0)) frame(0);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settled(painted)).toBe(true);
  });

  it('gives up waiting after its ceiling when no frame comes', async () => {
    const painted = afterNextPaint(100);
    vi.advanceTimersByTime(99);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('lets every pending write go at once when the page is hidden, without a frame or a timer', async () => {
    const first = afterNextPaint(10_000);
    const second = afterNextPaint(10_000);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    // A wait asked for while hidden does not wait at all.
    expect(await settled(afterNextPaint(10_000))).toBe(true);
  });

  it('lets a pending write go at once when the page is left (pagehide)', async () => {
    const painted = afterNextPaint(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(await settled(painted)).toBe(true);
  });
});
