import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Feature card i starts its entrance i × 500 ms after the first. */
export const FEATURE_STAGGER_MS = 500;
/** The hero video zooms with scroll, never beyond this scale. */
export const HERO_ZOOM_MAX = 1.1;

export const featureDelay = (index: number) => index * FEATURE_STAGGER_MS;

/** Scale of the hero video for a scroll progress (0 at the top, 1 once half the hero has scrolled away). */
export function heroZoomScale(progress: number): number {
  const p = Number.isFinite(progress) ? Math.min(Math.max(progress, 0), 1) : 0;
  return Math.min(HERO_ZOOM_MAX, 1 + (HERO_ZOOM_MAX - 1) * p);
}

/**
 * Zooms `ref` with the scroll of its section: a passive scroll listener, one write per animation frame, a style
 * transform (no React render per frame). Disabled (no transform at all) under reduced motion.
 */
export function useHeroZoom(ref: RefObject<HTMLElement | null>, isEnabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (!isEnabled) {
      element.style.transform = '';
      return undefined;
    }
    const section = element.closest('section') ?? element;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = section.getBoundingClientRect();
      const progress = rect.height > 0 ? -rect.top / (rect.height / 2) : 0;
      element.style.transform = `scale(${heroZoomScale(progress)})`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      element.style.transform = '';
    };
  }, [ref, isEnabled]);
}

/** 'static': shown, never animated; 'hidden': off screen, waiting to enter; 'shown': has entered (animated). */
export type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Entrance on first sight. Every render starts 'static', as the prerendered landing does (so hydration matches it):
 * content is hidden only once an IntersectionObserver has reported it off screen, where hiding it cannot be seen,
 * and is then revealed when it enters. Content already on screen stays as painted. Without an observer, or under
 * reduced motion, nothing is ever hidden.
 */
export function useRevealOnEnter(ref: RefObject<HTMLElement | null>, prefersReducedMotion: boolean): RevealState {
  const [state, setState] = useState<RevealState>('static');
  const hasEntered = state === 'shown';
  useEffect(() => {
    const element = ref.current;
    if (hasEntered || prefersReducedMotion || !element || typeof IntersectionObserver === 'undefined') return undefined;
    let isFirstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const isIn = entries.some((entry) => entry.isIntersecting);
        if (isFirstReport && isIn) {
          // On screen from the start: leave it as painted.
          observer.disconnect();
        } else if (isIn) {
          setState('shown');
          observer.disconnect();
        } else {
          setState('hidden');
        }
        isFirstReport = false;
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasEntered, prefersReducedMotion]);
  return prefersReducedMotion && state === 'hidden' ? 'static' : state;
}

/** When the poster is not (or cannot be seen to be) the largest paint, videos may start this long after load. */
export const AFTER_LOAD_FALLBACK_MS = 2500;

function subscribeLoad(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * True once the page has loaded and the browser has painted `image` (the hero poster, the largest paint): videos
 * start only then, so no video byte competes with the largest paint. The paint is read from the browser's own
 * largest-contentful-paint entries (a decoded copy of the image is not proof that the poster is on screen); where
 * that API is missing, or when another element stays the largest paint, a short delay after load stands in.
 */
export function useAfterFirstPaint(image: string, fallbackMs = AFTER_LOAD_FALLBACK_MS): boolean {
  const isLoaded = useSyncExternalStore(
    subscribeLoad,
    () => document.readyState === 'complete',
    () => false,
  );
  const [readyImage, setReadyImage] = useState<string | null>(null);
  useEffect(() => {
    if (!isLoaded) return undefined;
    let isCancelled = false;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      if (isCancelled) return;
      isCancelled = true;
      observer?.disconnect();
      // One more frame: the paint is recorded, let it reach the screen before any video request starts.
      requestAnimationFrame(() => setReadyImage(image));
    };
    const timer = setTimeout(done, fallbackMs);
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (supported) {
      observer = new PerformanceObserver((list) => {
        const painted = list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { url?: string }).url?.endsWith(image));
        if (painted) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    return () => {
      isCancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [isLoaded, image, fallbackMs]);
  return isLoaded && readyImage === image;
}

/**
 * Runs `callback` once the browser is idle (requestIdleCallback; a task later where it is missing, as in Safari).
 * Returns a cancel function.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
