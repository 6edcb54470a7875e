import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered at build time (scripts/prerender.ts) and while the browser hydrates that markup,
 * true from the first render after it (at once where nothing was prerendered). Parts that depend on the visitor's
 * browser (stored consent, storage) render behind it, so the hydrated markup matches the prerendered one.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The current year, for the copyright line. The prerendered landing was written at build time: hydration starts
 * from the build's year, so the markup matches, and the next render brings the visitor's year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __METR_BUILD_YEAR__,
  );
}
