import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from './firstPaint';
import { AppRoutes, preloadPage } from '../routes/router';

/**
 * Starts the app in `root`: hydrates the prerendered markup of the landing (scripts/prerender.ts), renders from
 * scratch everywhere else.
 */
export async function startApp(root: HTMLElement) {
  // The page's own modules first: hydration then finds every component ready (see page() in routes/router.tsx).
  // A failed load is left to the render, where the route's boundary shows it.
  await preloadPage(window.location.pathname).catch(() => undefined);
  // The page's modules were evaluated in the task that settled them: hydrate in a task of its own.
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page (Total Blocking Time): the page is already painted, so nothing waits on it.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
