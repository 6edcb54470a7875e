import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver: a stand-in that hands the component's callbacks to the test. `resized()` calls them
 * all, as a resize of the observed element would (wrap it in `act`). Undo with `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): { resized: () => void } {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { resized: () => callbacks.forEach((callback) => callback()) };
}
