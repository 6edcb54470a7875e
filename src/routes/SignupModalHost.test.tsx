import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Button } from '../components/Button';
import { isModalOpenAtom, modalStepAtom } from '../state/modal';
import { signupFormAtom, onboardingFormAtom } from '../state/signup';
import { Providers } from '../app/Providers';
import { getDatabase, registerLocalUser } from '../db/local';
import type * as LocalDatabase from '../db/local';
import { SESSION_KEY } from '../state/session';
import { SignupModalHost } from './SignupModalHost';
import { useOpenSignupModal } from './signupModalTrigger';

const PASSWORD = 'Sup3r-secret-Metr';

// The log-in date's write, held by a test to see what the finish does meanwhile (the real write otherwise).
const login = vi.hoisted(() => ({ held: null as Promise<void> | null }));
vi.mock('../db/local', async (importOriginal) => {
  const actual = await importOriginal<typeof LocalDatabase>();
  return {
    ...actual,
    loginLocalUser: async (email: string) => {
      await login.held;
      return actual.loginLocalUser(email);
    },
  };
});

function Opener() {
  const open = useOpenSignupModal();
  return <Button onPress={open}>Ouvrir l’inscription</Button>;
}

function Where() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <p data-testid="how">{useNavigationType()}</p>
      <Link to="/dashboard/projets/p1">Ouvrir le projet</Link>
    </>
  );
}

let store: ReturnType<typeof createStore>;
function renderApp(at = '/') {
  store = createStore();
  // The address the modal reads too (the app's router is the browser's).
  window.history.replaceState(null, '', at);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Providers store={store}>
        <Routes>
          <Route path="*" element={<Opener />} />
        </Routes>
        <Where />
        <SignupModalHost />
      </Providers>
    </MemoryRouter>,
  );
}

const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (element: HTMLElement) => act(() => void fireEvent.click(element));

async function openAndFill(user: ReturnType<typeof userEvent.setup>, email = 'Camille@Metr.fr') {
  await user.click(screen.getByRole('button', { name: 'Ouvrir l’inscription' }));
  await screen.findByRole('dialog', { name: 'Créer mon compte' });
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Mot de passe'), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /J’accepte les CGU/ }));
}

async function toStep2() {
  fakeClock();
  await press(screen.getByRole('button', { name: 'Créer mon compte' }));
  await advance(1000);
  vi.useRealTimers();
  await screen.findByRole('dialog', { name: 'Infos projet / société' });
}

/**
 * Step 2 sent, on a fake clock left running: the success step shows. The save runs on fake-indexeddb, which schedules
 * its work with setTimeout(0) here: what is due runs without moving the clock, so the timeline starts at a known instant.
 */
async function toStep3() {
  fakeClock();
  await press(screen.getByRole('button', { name: 'Suivant' }));
  for (let i = 0; i < 500 && !screen.queryByRole('dialog', { name: 'Compte créé avec succès\u202f!' }); i++) {
    await act(async () => {
      vi.advanceTimersByTime(0);
      await Promise.resolve();
    });
  }
}

beforeEach(async () => {
  localStorage.clear();
  const db = await getDatabase();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SignupModalHost', () => {
  it('registers, signs in and lands on /dashboard; the password is stored nowhere', async () => {
    const user = userEvent.setup();
    renderApp();
    await openAndFill(user);
    await toStep2();
    await user.type(screen.getByRole('textbox', { name: 'Société (facultatif)' }), ' Durand SARL ');
    await user.click(screen.getByRole('radio', { name: '3-7 ans' }));

    await toStep3();
    expect(screen.getByRole('dialog', { name: 'Compte créé avec succès\u202f!' })).toBeInTheDocument();
    await advance(1999);
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await advance(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(screen.getByTestId('how')).toHaveTextContent('PUSH');

    expect(store.get(isModalOpenAtom)).toBe(false);
    expect(store.get(modalStepAtom)).toBe(1);
    expect(store.get(signupFormAtom).password).toBe('');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      email: 'camille@metr.fr',
      isBetaUser: true,
    });

    const db = await getDatabase();
    const users = await db.users.toArray();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@metr.fr',
      company: 'Durand SARL',
      experience: '3-7 ans',
      isBetaUser: true,
    });
    expect(users[0]).not.toHaveProperty('profession');
    expect(users[0]).not.toHaveProperty('password');
    await waitFor(async () => expect((await db.users.toArray())[0]?.lastLoginAt).toEqual(expect.any(String)));
    const everything = JSON.stringify(await Promise.all(db.tables.map((table) => table.toArray()))).concat(
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    );
    expect(everything).not.toContain(PASSWORD);
  });

  it('from /dashboard, the finish shows the workspace at once, in place; the log-in date written meanwhile does not move the person', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await openAndFill(user);
    await toStep2();
    let release = () => {};
    login.held = new Promise<void>((resolve) => (release = resolve));
    try {
      await toStep3();
      await advance(2000);
      vi.useRealTimers();
      // The write is still held: the workspace is there all the same, with the session, and the address is not
      // pushed again (Back would land on the same page).
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
      expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
      expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();

      // The person goes on (a project) before the write is over: the write's end does not take them back.
      await user.click(screen.getByRole('link', { name: 'Ouvrir le projet' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/projets/p1');
    } finally {
      release();
      login.held = null;
    }
    const db = await getDatabase();
    await waitFor(async () => expect((await db.users.toArray())[0]?.lastLoginAt).toEqual(expect.any(String)));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/projets/p1');
  });

  it('Escape resets to step 1 and clears the form, password included; focus returns to the trigger', async () => {
    const user = userEvent.setup();
    renderApp();
    await openAndFill(user);
    await toStep2();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(modalStepAtom)).toBe(1);
    expect(store.get(signupFormAtom)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      acceptTerms: false,
    });
    expect(store.get(onboardingFormAtom)).toEqual({ company: '', profession: null, experience: null });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir l’inscription' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Ouvrir l’inscription' }));
    await screen.findByRole('dialog', { name: 'Créer mon compte' });
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });

  it('a duplicate email stays on step 2, logs only the French line and the error name, and offers to change it', async () => {
    await registerLocalUser({ firstName: 'Autre', lastName: 'Compte', email: 'camille@metr.fr' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp();
    await openAndFill(user);
    await toStep2();
    await user.type(screen.getByRole('textbox', { name: 'Société (facultatif)' }), 'Durand SARL');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un compte existe déjà avec cet email sur cet appareil.');
    expect(screen.getByRole('dialog', { name: 'Infos projet / société' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Société (facultatif)' })).toHaveValue('Durand SARL');
    expect(log).toHaveBeenCalledWith('Erreur lors de l’enregistrement', 'DuplicateEmailError');
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/camille|Durand|Sup3r/i);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Modifier mon email' }));
    await screen.findByRole('dialog', { name: 'Créer mon compte' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('Camille@Metr.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue(PASSWORD);
  });

  it('a duplicate email offers to sign in to that account: lastLoginAt set, the session stored, /dashboard', async () => {
    const existing = await registerLocalUser({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
    const user = userEvent.setup();
    renderApp();
    await openAndFill(user);
    await toStep2();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('Vous avez déjà un compte sur cet appareil');
    expect(offer).toHaveTextContent('Un compte existe déjà avec cet email sur cet appareil.');
    await user.click(screen.getByRole('button', { name: 'Me connecter à ce compte' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      email: 'camille@metr.fr',
      isBetaUser: true,
    });
    expect(store.get(isModalOpenAtom)).toBe(false);
    expect(store.get(signupFormAtom).password).toBe('');
    const db = await getDatabase();
    const users = await db.users.toArray();
    // The same account, signed into: not a second one, nothing of the onboarding written into it.
    expect(users).toEqual([{ ...existing, lastLoginAt: expect.any(String) }]);
  });

  it('« Se connecter » on step 1 opens the sign-in view with the address typed; an unknown one is said under the field', async () => {
    await registerLocalUser({ firstName: 'Camille', lastName: 'Durand', email: 'camille@metr.fr' });
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Ouvrir l’inscription' }));
    await screen.findByRole('dialog', { name: 'Créer mon compte' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'camile@metr.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const dialog = await screen.findByRole('dialog', { name: 'Se connecter' });
    expect(dialog).toHaveAccessibleDescription('Retrouvez votre espace Metr sur cet appareil');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('camile@metr.fr');
    // No password field: none is stored, so none is asked for.
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Aucun compte n’existe avec cet email sur cet appareil.'),
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    const db = await getDatabase();
    expect((await db.users.toArray()).map((u) => u.lastLoginAt)).toEqual([null]);

    await user.clear(email);
    await user.type(email, ' Camille@Metr.fr');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({
      email: 'camille@metr.fr',
      isBetaUser: true,
    });
    expect((await db.users.toArray())[0]?.lastLoginAt).toEqual(expect.any(String));
    expect(store.get(isModalOpenAtom)).toBe(false);
  });

  it('the sign-in view checks the address on submit and goes back to the sign-up with what was typed', async () => {
    const user = userEvent.setup();
    renderApp();
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByRole('dialog', { name: 'Se connecter' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est requis')));
    await user.type(email, 'camille@metr');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est invalide')));

    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('dialog', { name: 'Créer mon compte' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Camille');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue(PASSWORD);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
