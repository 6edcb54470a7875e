import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { fr } from '../i18n/fr';

/**
 * The page's <main> landmark, owned by each layout so that the header and the footer stay outside it (banner and
 * contentinfo landmarks). tabIndex -1: the skip link moves focus here without making <main> a tab stop. The page
 * chunk loads inside it, so the header and footer stay on screen meanwhile.
 */
export function Main({ children }: { children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      <Suspense
        fallback={
          <VisuallyHidden elementType="div">
            <p role="status">{fr.shell.loadingPage}</p>
          </VisuallyHidden>
        }
      >
        {children ?? <Outlet />}
      </Suspense>
    </main>
  );
}

/** Pages with their own frame (/register, /dashboard): just the landmark. */
export function StandaloneLayout() {
  return <Main />;
}
