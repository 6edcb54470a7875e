/**
 * The cookie-consent banner and the analytics loader, mounted once by the root layout once the page is live (a chunk
 * of its own: no first load carries the stored consent's rules). `useOpenConsent()` (consentReopen.ts) reopens the
 * banner ('Gérer mes cookies' in the footer).
 *
 * - No analytics id configured: nothing is ever loaded and the banner does not appear by itself (there is nothing to
 *   consent to); 'Gérer mes cookies' still opens it.
 * - With an id: the banner appears until the visitor chooses; the vendor script loads only once consent is granted —
 *   at startup when a valid consent is stored, or right after 'Tout accepter'. A later refusal unloads it.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';

// The banner (and the buttons and links it is made of) loads only when there is something to ask: the host is in
// the shell of every route, and most visits after the first have nothing to show.
const ConsentBanner = lazy(() => import('../patterns/ConsentBanner').then((m) => ({ default: m.ConsentBanner })));
import { consentAtom, type ConsentValue } from '../state/consent';
import { consentBannerReopenedAtom } from '../state/consentBanner';
import { takeFocusBeforeReopen } from './consentReopen';
import { bottomInset } from '../theme/insets.css';
import { readAnalyticsId } from '../app/analytics';

/** The vendor's loader: a chunk fetched only when there is something to load or to unload. */
const analyticsLoader = () => import('../app/analyticsLoader');
import { paths } from '../config/routes';

/**
 * The banner's own container, first child of <body>: before the skip link and the page in reading and tab order, so
 * it is met first without taking the focus (RGAA 12.8, DSFR consent manager).
 */
function useFirstInBody(isActive: boolean): HTMLElement {
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.dataset.consentHost = '';
    return element;
  });
  // A layout effect: attached before the banner's own (passive) effect moves the focus into it.
  useLayoutEffect(() => {
    if (!isActive) return;
    document.body.prepend(container);
    return () => container.remove();
  }, [isActive, container]);
  return container;
}

/** The banner covers the bottom of the window: the page keeps that much room (src/theme/insets.css.ts). */
const keepRoomFor = (height: number) =>
  height > 0
    ? document.documentElement.style.setProperty(bottomInset, `${height}px`)
    : document.documentElement.style.removeProperty(bottomInset);

export function ConsentHost() {
  const [analyticsId] = useState(readAnalyticsId);
  const [choice, choose] = useAtom(consentAtom);
  const [isReopened, setReopened] = useAtom(consentBannerReopenedAtom);

  useEffect(() => {
    if (analyticsId !== undefined && choice === 'granted') {
      void analyticsLoader().then(({ loadAnalytics }) => loadAnalytics(analyticsId));
    }
  }, [analyticsId, choice]);

  const isOpen = isReopened || (analyticsId !== undefined && choice === null);
  const container = useFirstInBody(isOpen);

  const decide = (value: ConsentValue) => {
    const target = takeFocusBeforeReopen();
    const hadFocus = container.contains(document.activeElement);
    choose(value);
    setReopened(false);
    // Its cookies go, whenever they were set. Hotjar has no stop call: a recorder already running in this page only
    // ends with the page.
    if (value === 'denied') {
      void analyticsLoader().then(({ reloadPage, unloadAnalytics }) => {
        if (unloadAnalytics()) reloadPage();
      });
    }
    // The banner is about to disappear with the focus in it: put the focus back where the visitor was, or on the
    // main content, never on <body>.
    if (!hadFocus) return;
    const fallback = document.getElementById('main');
    queueMicrotask(() => (target?.isConnected ? target : fallback)?.focus({ preventScroll: true }));
  };

  if (!isOpen) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ConsentBanner
        onAcceptAll={() => decide('granted')}
        onRejectAll={() => decide('denied')}
        onClose={() => decide('denied')}
        privacyHref={paths.privacy}
        isFocusedOnOpen={isReopened}
        onHeightChange={keepRoomFor}
      />
    </Suspense>,
    container,
  );
}
