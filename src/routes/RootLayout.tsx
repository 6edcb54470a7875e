import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/SkipLink';
import { ConsentHost } from './ConsentHost';
import { Providers } from './Providers';
import { useIsClient } from './hooks/client';
import { useRouteScroll } from './hooks/scroll';
import { useSignupModalHasOpened } from './signupModalTrigger';

// Its own chunk, fetched on the modal's first opening (with the modal's own chunk, in parallel): the host (atoms,
// session, storage errors) is ~3 KB gzip that no first load needs.
const SignupModalHost = lazy(() => {
  void import('../screens/Signup/SignupModal');
  return import('./SignupModalHost').then((m) => ({ default: m.SignupModalHost }));
});

export function RootLayout() {
  useRouteScroll();
  const hasOpenedSignup = useSignupModalHasOpened();
  // The banner depends on what this browser has stored: not part of the prerendered landing.
  const isClient = useIsClient();
  return (
    <Providers>
      {/* Once for every route (public pages, /register, /dashboard): the banner and the analytics loader. */}
      {isClient && <ConsentHost />}
      <SkipLink />
      {/* Layouts render <main>; this boundary only covers the layout chunks themselves. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* Here rather than in the public layout: the dashboard opens it too (its invite to create an account). */}
      {hasOpenedSignup && (
        <Suspense fallback={null}>
          <SignupModalHost />
        </Suspense>
      )}
    </Providers>
  );
}
