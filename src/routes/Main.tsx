import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { fr } from '../i18n/fr';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * The page's <main> landmark, owned by each layout so that the header and the footer stay outside it (banner and
 * contentinfo landmarks). tabIndex -1: the skip link moves focus here without making <main> a tab stop. The page
 * chunk loads inside it, so the header and footer stay on screen meanwhile, and on a page that fails.
 */
export function Main({ children }: { children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      <PageErrorBoundary>
        <Suspense
          fallback={
            <VisuallyHidden elementType="div">
              <p role="status">{fr.shell.loadingPage}</p>
            </VisuallyHidden>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </PageErrorBoundary>
    </main>
  );
}

/** Pages with their own frame (/register, /dashboard): just the landmark. */
export function StandaloneLayout() {
  return <Main />;
}
