import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smooth unless the user asked for reduced motion (WCAG 2.3.3). */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * Scrolls the section named by `hash` into view; the section may not exist yet (the route chunk is lazy), so it
 * retries on animation frames for a short while. Returns a cancel function.
 */
export function scrollToHash(hash: string, behavior: ScrollBehavior, maxFrames = 120): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return;
    }
    if (++frame < maxFrames) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

/** The fragment a link of this page has already scrolled to, which the router's own pass then leaves alone. */
let scrolledFragment: string | null = null;

/**
 * A link to a fragment of the page being shown (`#features`) scrolls there at once, as the browser would. The router
 * navigates in a transition, which waits for every part of the page its new location reaches: on the landing, the
 * deferred sections still hydrating (their code may not even be there yet under load) — the scroll would come only
 * then, or never for a person who gave up. The router still records the address; its scroll pass skips this one.
 * Returns whether `to` was such a link.
 */
export function scrollToFragmentLink(to: string): boolean {
  if (!to.startsWith('#') || to.length < 2) return false;
  scrolledFragment = to;
  scrollToHash(to, scrollBehavior());
  return true;
}

/**
 * The view scrolls smoothly to the top on every route change (instantly under reduced motion); a URL with
 * a hash (`/#features`) scrolls to that section instead, also on first load.
 *
 * The first run (the app answering the page the browser loaded) never scrolls to the top: the browser has placed the
 * page itself (top, a restored position, or an anchor). And its hash is the address bar's: a link to `#features`
 * pressed before the app answered has been followed by the browser already, possibly before the router listened for
 * it, so the router may still think the address has no hash — scrolling to the top then would undo the person's press.
 */
export function useRouteScroll() {
  const { pathname, hash, key } = useLocation();
  const isFirst = useRef(true);
  useLayoutEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      const loaded = hash || window.location.hash;
      return loaded ? scrollToHash(loaded, scrollBehavior()) : undefined;
    }
    const scrolled = scrolledFragment;
    scrolledFragment = null;
    if (hash && hash === scrolled) return undefined;
    if (hash) return scrollToHash(hash, scrollBehavior());
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
    return undefined;
    // `key` changes on every navigation, including to the same path.
  }, [pathname, hash, key]);
}

/** True once the page is scrolled strictly past `threshold` pixels (the header turns opaque past 20 px). */
export function useScrolledPast(threshold: number): boolean {
  // False at first, as in the prerendered landing; the layout effect corrects it before the first paint (a page
  // reloaded half-way down).
  const [isPast, setIsPast] = useState(false);
  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return isPast;
}
