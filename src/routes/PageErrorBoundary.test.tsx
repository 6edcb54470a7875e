/**
 * A page that throws shows « Cette page n’a pas pu s’afficher » in its place — the layout around it stays, its
 * heading takes the focus — instead of a blank window; another address renders its page again.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AriaRouter } from '../components/testing/router';
import { DataWayOut } from '../screens/Workspace/Shell/DataWayOut';
import { PageErrorBoundary, QuietBoundary, isLoadFailure } from './PageErrorBoundary';

// React reports the errors a boundary catches on the console: expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://metr.fr/assets/SheetRoute-giCjZyLl.js');

function Broken({ error }: { error: Error }): never {
  throw error;
}

function Layout() {
  return (
    <div>
      <nav aria-label="En-tête">
        <Link to="/apropos">À propos</Link>
      </nav>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    </div>
  );
}

function renderAt(path: string, error: Error) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AriaRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/plans" element={<Broken error={error} />} />
            <Route path="/apropos" element={<h1>À propos de Metr</h1>} />
          </Route>
        </Routes>
      </AriaRouter>
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' });

describe('PageErrorBoundary', () => {
  it('says a page failed while showing, keeps the layout, and gives the focus to the heading', () => {
    renderAt('/plans', new TypeError('Cannot read properties of undefined'));
    expect(heading()).toHaveFocus();
    expect(screen.getByText(/Une erreur inattendue l’a interrompue/)).toBeInTheDocument();
    expect(screen.getByText(/ne sont pas perdus/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'En-tête' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page indisponible – Metr');
  });

  it('says a part of the page could not be loaded when its chunk could not be fetched', () => {
    renderAt('/plans', chunkError());
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText(/la connexion a peut-être été interrompue/)).toBeInTheDocument();
  });

  it('reloads the page on « Recharger la page »', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderAt('/plans', chunkError());
    await userEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is the page’s main landmark where it stands above the layouts (the workspace pages)', () => {
    render(
      <MemoryRouter initialEntries={['/plans']}>
        <AriaRouter>
          <PageErrorBoundary isLandmark>
            <Broken error={chunkError()} />
          </PageErrorBoundary>
        </AriaRouter>
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toContainElement(heading());
  });

  it('offers the workspace’s way out (backup, storage, sign-out) when given, each a Tab away from the heading', async () => {
    const wayOut = { onBackup: vi.fn(), onStorage: vi.fn(), onSignOut: vi.fn() };
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AriaRouter>
          <PageErrorBoundary isLandmark wayOut={<DataWayOut {...wayOut} />}>
            <Broken error={new TypeError('Invalid time value')} />
          </PageErrorBoundary>
        </AriaRouter>
      </MemoryRouter>,
    );
    expect(heading()).toHaveFocus();
    const region = screen.getByRole('region', { name: 'Vos données' });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    for (const [name, handler] of [
      ['Sauvegarde…', wayOut.onBackup],
      ['Espace de stockage…', wayOut.onStorage],
      ['Se déconnecter', wayOut.onSignOut],
    ] as const) {
      await user.tab();
      expect(within(region).getByRole('button', { name })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(handler).toHaveBeenCalledTimes(1);
    }
  });

  it('offers only the way out it is given', () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AriaRouter>
          <PageErrorBoundary isLandmark wayOut={<DataWayOut onSignOut={vi.fn()} />}>
            <Broken error={new TypeError('x')} />
          </PageErrorBoundary>
        </AriaRouter>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sauvegarde…' })).not.toBeInTheDocument();
  });

  it('renders the next page when the person goes elsewhere', async () => {
    renderAt('/plans', chunkError());
    await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
    expect(screen.getByRole('heading', { level: 1, name: 'À propos de Metr' })).toBeInTheDocument();
    expect(screen.queryByText('Cette page n’a pas pu s’afficher')).not.toBeInTheDocument();
  });
});

describe('QuietBoundary', () => {
  it('renders nothing in place of what failed, and leaves the rest of the page alone', () => {
    render(
      <div>
        <p>La page</p>
        <QuietBoundary>
          <Broken error={chunkError()} />
        </QuietBoundary>
      </div>,
    );
    expect(screen.getByText('La page')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('isLoadFailure', () => {
  it('tells a chunk that could not be fetched from a bug', () => {
    expect(isLoadFailure(chunkError())).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Cannot read properties of undefined (reading "name")'))).toBe(false);
    expect(isLoadFailure('a string')).toBe(false);
  });

  it('takes any failure for a load failure while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isLoadFailure(new Error('anything'))).toBe(true);
  });
});
