/** The how-it-works carousel's rotation: loaded with that section only (see deferred.tsx). */
import { useCallback, useEffect, useRef, useState } from 'react';

/** The how-it-works carousel moves to the next step every 5500 ms. */
export const CAROUSEL_INTERVAL_MS = 5500;

export type CarouselIntent = 'auto' | 'playing' | 'paused';

export interface CarouselOptions {
  count: number;
  prefersReducedMotion: boolean;
  /** @default 0 */
  defaultIndex?: number;
  /** @default CAROUSEL_INTERVAL_MS */
  intervalMs?: number;
}

/**
 * Whether the browser draws the focus on `element` (`:focus-visible`): false after a mouse press. A press at load,
 * before React listens, is held and replayed (pressReplay.ts) without the pointerdown React would have seen, but the
 * browser has moved the focus already: that focus is not keyboard focus, and must not hold the rotation.
 */
const showsFocus = (element: Element) => element.matches(':focus-visible');

/**
 * Auto-rotation in the spirit of the WAI-ARIA APG carousel: one timeout per step (so a user's choice restarts the
 * full interval), a play/pause intent that wins over the automatic behaviour, rotation held while keyboard focus is
 * inside, none by default under reduced motion.
 */
export function useCarousel({
  count,
  prefersReducedMotion,
  defaultIndex = 0,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: CarouselOptions) {
  const [index, setIndex] = useState(defaultIndex);
  const [restarts, setRestarts] = useState(0);
  const [intent, setIntent] = useState<CarouselIntent>('auto');
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false);
  const pointerDown = useRef(false);

  const isRotating = !hasKeyboardFocus && (intent === 'playing' || (intent === 'auto' && !prefersReducedMotion));

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [isRotating, index, restarts, count, intervalMs]);

  /** A user's choice: select the step and start a full interval again. */
  const select = useCallback((next: number) => {
    setIndex(next);
    setRestarts((n) => n + 1);
  }, []);

  // Stable while the rotation neither starts nor stops: the control is not rendered again at every step.
  const togglePlay = useCallback(() => {
    if (isRotating) {
      setIntent('paused');
    } else {
      setIntent('playing');
      // An explicit "play" wins over the focus that is on the button.
      setHasKeyboardFocus(false);
    }
  }, [isRotating]);

  /** Spread on the carousel's container: keyboard focus inside holds the rotation, a mouse click does not. */
  const containerProps = {
    // Capture phase: react-aria focuses a pressed tab in its own pointerdown handler, before a bubbling one runs.
    onPointerDownCapture: () => {
      pointerDown.current = true;
    },
    onKeyDownCapture: () => {
      pointerDown.current = false;
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (!pointerDown.current && showsFocus(event.target)) setHasKeyboardFocus(true);
      pointerDown.current = false;
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasKeyboardFocus(false);
    },
  };

  return { index, select, setIndex, isRotating, togglePlay, containerProps };
}
