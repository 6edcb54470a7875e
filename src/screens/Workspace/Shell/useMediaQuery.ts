import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following its changes (a window resized, a phone turned). Outside a browser it
 * answers `serverValue`. The layout decides with it which regions are drawers: CSS alone cannot move a region into a
 * modal dialog.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
