import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { paths, workspacePatterns } from '../config/routes';
import { getDatabase, registerLocalUser } from '../db/local';
import { isModalOpenAtom, modalViewAtom } from '../state/modal';
import { SESSION_KEY, writeSession } from '../state/session';
import { DashboardRoute } from './DashboardRoute';

// The workspace itself is not under test here: what the route shows once a session is stored, and for whom.
vi.mock('./workspace/WorkspaceShell', () => ({
  WorkspaceShell: ({ email }: { email: string }) => <p data-testid="workspace">{email}</p>,
}));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

let store: ReturnType<typeof createStore>;
function renderAt(path: string) {
  store = createStore();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers store={store}>
        <Routes>
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={workspacePatterns.project} element={<DashboardRoute />} />
        </Routes>
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  const db = await getDatabase();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => vi.restoreAllMocks());

describe('DashboardRoute without a session', () => {
  it('offers to sign in to an account of this device, and to sign up', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Votre compte est enregistré dans ce navigateur, sans mot de passe\u00a0: saisissez l’email avec lequel vous l’avez créé.',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(store.get(isModalOpenAtom)).toBe(true);
    expect(store.get(modalViewAtom)).toBe('signup');
  });

  it('signs in (the session lost after sign-up, or signed out): lastLoginAt set, the session stored, the workspace', async () => {
    const account = await registerLocalUser({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'Camille@Metr.fr{Enter}');

    expect(await screen.findByTestId('workspace')).toHaveTextContent('camille@metr.fr');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      email: 'camille@metr.fr',
      isBetaUser: true,
    });
    const db = await getDatabase();
    expect(await db.users.toArray()).toEqual([{ ...account, lastLoginAt: expect.any(String) }]);
  });

  it('an address with no account here is said under the field; nothing is stored', async () => {
    await registerLocalUser({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
    const user = userEvent.setup();
    renderAt('/dashboard');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'dominique@metr.fr{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Aucun compte n’existe avec cet email sur cet appareil.'),
    );
    expect(email).toHaveFocus();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.queryByTestId('workspace')).not.toBeInTheDocument();
    const db = await getDatabase();
    expect((await db.users.toArray()).map((u) => u.lastLoginAt)).toEqual([null]);
  });

  it('a deep link stays where it pointed once signed in', async () => {
    await registerLocalUser({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
    const user = userEvent.setup();
    renderAt('/dashboard/projets/p-1');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'camille@metr.fr{Enter}');
    expect(await screen.findByTestId('workspace')).toHaveTextContent('camille@metr.fr');
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/projets/p-1');
  });
});

describe('DashboardRoute with a session', () => {
  it('shows the workspace for the session’s email', () => {
    writeSession({ email: 'camille@metr.fr', isBetaUser: true });
    renderAt('/dashboard');
    expect(screen.getByTestId('workspace')).toHaveTextContent('camille@metr.fr');
  });
});
