import { Activity, lazy, Suspense, use, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { isAnalyticsConfigured, useConsentHostAsked } from '../routes/consentHostDemand';
import { SkipLink } from '../components/SkipLink';
import { PageErrorBoundary, QuietBoundary } from '../routes/PageErrorBoundary';
import { Providers } from './Providers';
import { useIsClient } from '../routes/hooks/client';
import { useRouteScroll } from '../routes/hooks/scroll';
import { loadSignupModal, useSignupModalHasOpened, useSignupModalPrepared } from '../routes/signupModalTrigger';

/**
 * The banner depends on what this browser has stored: not part of the prerendered landing. Its own component, so
 * that the render which brings it in after hydration stays this small, not the whole page; its own chunk, fetched
 * once the page is live (the stored consent's rules are no first load's business), and only when it has something
 * to do: an analytics id is configured (a choice to ask for, or a vendor to load), or the visitor asked for the
 * banner (« Gérer mes cookies »). Without an id, a visit loads none of it.
 */
const ConsentHost = lazy(() => import('../routes/ConsentHost').then((m) => ({ default: m.ConsentHost })));

function ClientConsentHost() {
  const isClient = useIsClient();
  const isAsked = useConsentHostAsked();
  // Once the page is live: the id is in the served page (or the build), and does not change during a visit.
  return isClient && (isAsked || isAnalyticsConfigured(document)) ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ConsentHost />
      </Suspense>
    </QuietBoundary>
  ) : null;
}

/**
 * The sign-up modal's host (inside the providers: the modal's atoms live there): from its first opening on, or before,
 * hidden, once it is prepared (usePrepareSignupModal: rendered ahead so that the opening only reveals it).
 */
function SignupModalSlot() {
  const isPrepared = useSignupModalPrepared();
  const hasOpened = useSignupModalHasOpened();
  if (!hasOpened && !isPrepared) return null;
  return (
    <Activity mode={hasOpened ? 'visible' : 'hidden'}>
      <Suspense fallback={null}>
        <LoadedSignupModalHost />
      </Suspense>
    </Activity>
  );
}

function LoadedSignupModalHost() {
  const SignupModalHost = use(loadSignupModal());
  // eslint-disable-next-line react-hooks/static-components -- the module's own export: the same component every render
  return <SignupModalHost />;
}

export function RootLayout() {
  useRouteScroll();
  // The page is live: its markup hydrated (the prerendered landing) or rendered. Before this, a click on a button of
  // the prerendered landing does nothing (links still work); the end-to-end tests wait for it as a visitor would.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <Providers>
      {/* Once for every route (public pages, /register, /dashboard): the banner and the analytics loader. */}
      <ClientConsentHost />
      <SkipLink />
      {/*
       * Layouts render <main>; this boundary covers the layout chunks, the workspace pages (own frame) and the sign-up
       * modal, whose chunk may fail to load at the press that opens it: the press then gets the error page's answer.
       */}
      <PageErrorBoundary isLandmark>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        {/* Here rather than in the public layout: the dashboard opens it too (its invite to create an account). */}
        <SignupModalSlot />
      </PageErrorBoundary>
    </Providers>
  );
}
