import { memo, Suspense, use, useEffect, type ComponentType } from 'react';
import { readable } from '../../react/readable';
import { holdPresses, type PressHold } from './pressReplay';

/** How far ahead of the screen a deferred section's code starts loading: one screen height. */
const LOAD_AHEAD = '100% 0px';

export interface DeferredSection {
  /** The section, to render in place of the real one. */
  Section: ComponentType;
  /** Resolves once the section can render without waiting: at once on the prerendered landing, else once loaded. */
  ready: () => Promise<void>;
  /**
   * Fetches (and evaluates) the section's code now, the page being idle; it hydrates when it comes near the screen
   * or is pressed, then without waiting for its code.
   */
  prefetch: () => void;
}

/**
 * A landing section whose code loads later than the page's. On the prerendered landing its markup is already in the
 * HTML: React leaves that markup as it is (a boundary waiting to hydrate) until the code is there, then hydrates it in
 * place. The code is fetched when the page is idle after its largest paint (`prefetch()`, called by the landing); the
 * section hydrates when it comes near the screen, or on the first press or key anywhere, whichever comes first (a
 * visitor who does nothing costs no hydration work, which is most of what deferring it saves).
 *
 * Until it answers, a press or a key on one of its controls is held and replayed once it does (pressReplay.ts):
 * React would drop it. A navigation waits for the section to hydrate (react-router navigates in a transition), hence
 * the load on the first press. Should React have to render the section on the client before its code has arrived,
 * the prerendered markup, kept before hydration, stands in unchanged. Elsewhere (no prerendered markup: a later
 * navigation to the page, stories, tests, the build-time render) the code loads at once.
 */
export function deferredSection(id: string, load: () => Promise<ComponentType>): DeferredSection {
  // Read when this module is evaluated: before hydration, so still the server's markup.
  const prerendered = typeof document === 'undefined' ? undefined : document.getElementById(id)?.outerHTML;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (prerendered === undefined) release();

  let code: Promise<ComponentType> | undefined;
  const fetchCode = () => (code ??= load());
  // A failed load surfaces where the section renders (use() throws it).
  const component = readable(gate.then(fetchCode));

  let hasMounted = false;
  // Presses on the prerendered section are held until it answers, and start loading it.
  const element = prerendered === undefined ? null : document.getElementById(id);
  let presses: PressHold | undefined = element ? holdPresses(element, release) : undefined;

  function Loaded() {
    const Section = use(component);
    useEffect(() => {
      const section = document.getElementById(id);
      const focused = document.activeElement;
      const focusedId = section?.contains(focused) ? focused?.id : undefined;
      // The section answers from the next task: the renders its hydration set off (effects, layout effects) are
      // done by then.
      const timer = setTimeout(() => {
        // Interactive from here on (the end-to-end tests read it).
        section?.setAttribute('data-hydrated', '');
        const isPressed = presses?.release() ?? false;
        presses = undefined;
        // Rendered on the client instead of hydrated (its code came after React had to render it), a tab is a new
        // element: it takes the focus its prerendered twin had, instead of the page; a press being replayed moves the
        // focus itself (and as a pointer's, not as a keyboard's).
        if (!isPressed && focusedId && document.activeElement === document.body) {
          document.getElementById(focusedId)?.focus({ preventScroll: true });
        }
      }, 0);
      return () => clearTimeout(timer);
    }, []);
    return <Section />;
  }

  /** The prerendered markup, unchanged, while React renders this part without its code. */
  function Fallback() {
    useEffect(release, []);
    return prerendered === undefined ? null : (
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />
    );
  }

  const Section = memo(function DeferredSection() {
    useEffect(() => {
      // The first mount hydrates the prerendered landing: wait for the section to come near. Any later mount (a
      // navigation back to the landing) needs the code now.
      const isHydrating = prerendered !== undefined && !hasMounted;
      hasMounted = true;
      const section = document.getElementById(id);
      if (!isHydrating || !section || typeof IntersectionObserver === 'undefined') {
        release();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          release();
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(section);
      // Any press may navigate (a header link to a section), and react-router navigates in a transition, which
      // would wait for this section to hydrate: its code must be on the way by then. A pointer press or a key starts
      // it (a keyboard user also reaches the section by Tab without scrolling).
      const options = { capture: true, once: true } as const;
      window.addEventListener('pointerdown', release, options);
      window.addEventListener('keydown', release, options);
      return () => {
        observer.disconnect();
        window.removeEventListener('pointerdown', release, options);
        window.removeEventListener('keydown', release, options);
      };
    }, []);
    return (
      <Suspense fallback={<Fallback />}>
        <Loaded />
      </Suspense>
    );
  });

  const ready = () => (prerendered === undefined ? component.then(() => undefined) : Promise.resolve());
  return { Section, ready, prefetch: () => void fetchCode().catch(() => undefined) };
}
