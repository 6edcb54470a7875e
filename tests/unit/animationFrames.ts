import { beforeEach, vi } from 'vitest';

/**
 * Animation frames that queue up and run when the test flushes them, as a browser runs them at its next frame.
 * Called at the top of a test file: before each test the queue is emptied and requestAnimationFrame (and
 * cancelAnimationFrame, which does nothing) are spied on; the file's `vi.restoreAllMocks()` undoes them.
 */
export function queuedAnimationFrames() {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  /** Runs the frames queued so far; those they request wait for the next flush. */
  const flush = () => {
    for (const cb of frames.splice(0)) cb(0);
  };
  return { frames, flush };
}
