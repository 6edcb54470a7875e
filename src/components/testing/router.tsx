/**
 * For tests only: the react-aria ↔ react-router wiring the app's Providers set up (they live in app/, which
 * components and screens may not import), so that a link's press navigates client-side in a test as in the app.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useNavigate } from 'react-router-dom';

export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Renders `ui` at `/`, beside the other `routes` (path → what it shows) a link may lead to. */
export function renderInRouter(ui: ReactNode, routes: Readonly<Record<string, ReactNode>> = {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AriaRouter>
        <Routes>
          <Route path="/" element={ui} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </AriaRouter>
    </MemoryRouter>,
  );
}
