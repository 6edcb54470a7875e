import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver: a stand-in that hands the component's callbacks to the test. `resized()` calls them
 * all, as a resize of the observed element would (wrap it in `act`). Undo with `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): { resized: () => void } {
  const callbacks: ((entries: readonly unknown[]) => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: readonly unknown[]) => void) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return { resized: () => callbacks.forEach((callback) => callback([])) };
}
