import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/SkipLink';
import { ConsentHost } from './ConsentHost';
import { Providers } from './Providers';
import { useRouteScroll } from './hooks/scroll';

// Its own chunk, fetched once the page has started: the modal host (atoms, session, storage errors) costs the
// shell ~2 KB gzip that the initial JavaScript budget does not have.
const SignupModalHost = lazy(() => import('./SignupModalHost').then((m) => ({ default: m.SignupModalHost })));

export function RootLayout() {
  useRouteScroll();
  return (
    <Providers>
      {/* Once for every route (public pages, /register, /dashboard): the banner and the analytics loader. */}
      <ConsentHost />
      <SkipLink />
      {/* Layouts render <main>; this boundary only covers the layout chunks themselves. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* Here rather than in the public layout: the dashboard opens it too (its invite to create an account). */}
      <Suspense fallback={null}>
        <SignupModalHost />
      </Suspense>
    </Providers>
  );
}
