import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: a stand-in on which any query naming `reduce` (prefers-reduced-motion: reduce) matches when
 * `reduce` is true, and nothing else ever does. Its listeners are never called (the preference does not change
 * during a test). Undo with `restoreMatchMedia()`.
 */
export function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

/** Puts jsdom back as it was: without matchMedia. */
export function restoreMatchMedia() {
  // @ts-expect-error -- jsdom has no matchMedia; deleting the stand-in puts it back as it was
  delete window.matchMedia;
}
