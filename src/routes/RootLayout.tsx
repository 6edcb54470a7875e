import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/SkipLink';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { fr } from '../i18n/fr';
import { Providers } from './Providers';
import { useRouteScroll } from './hooks/scroll';

export function RootLayout() {
  useRouteScroll();
  return (
    <Providers>
      <SkipLink />
      {/* tabIndex -1: the skip link moves focus here without making <main> a tab stop. */}
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <VisuallyHidden elementType="div">
              <p role="status">{fr.shell.loadingPage}</p>
            </VisuallyHidden>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </Providers>
  );
}
