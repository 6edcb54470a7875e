import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { SignupModal, type SignupModalProps, type SignupStep } from './SignupModal';
import type { OnboardingFormValues } from './OnboardingForm';
import type { SignupFormValues } from './SignupForm';

const empty: SignupFormValues = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };
const emptyOnboarding: OnboardingFormValues = { company: '', profession: null, experience: null };

type Callbacks = Pick<SignupModalProps, 'onSignupComplete' | 'onFinish' | 'onClose' | 'onOnboardingSubmit'>;

/** The owner's part, as the route plays it: state in, callbacks out. */
function Harness({ initialStep = 1, callbacks }: { initialStep?: SignupStep; callbacks: Callbacks }) {
  const [isOpen, setIsOpen] = useState(true);
  const [step, setStep] = useState<SignupStep>(initialStep);
  const [values, setValues] = useState(empty);
  const [onboarding, setOnboarding] = useState(emptyOnboarding);
  return (
    <I18nProvider locale="fr-FR">
      <SignupModal
        isOpen={isOpen}
        onClose={() => {
          callbacks.onClose();
          setIsOpen(false);
          setStep(1);
          setValues(empty);
        }}
        step={step}
        signupValues={values}
        onSignupValuesChange={setValues}
        onSignupComplete={() => {
          callbacks.onSignupComplete();
          setStep(2);
        }}
        onboardingValues={onboarding}
        onOnboardingValuesChange={setOnboarding}
        onOnboardingSubmit={callbacks.onOnboardingSubmit}
        onFinish={callbacks.onFinish}
        termsHref="/terms"
      />
    </I18nProvider>
  );
}

let callbacks: { [K in keyof Callbacks]: Mock<() => void> };
beforeEach(() => {
  callbacks = {
    onSignupComplete: vi.fn(),
    onFinish: vi.fn(),
    onClose: vi.fn(),
    onOnboardingSubmit: vi.fn(),
  };
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup();
/**
 * Typing happens on the real clock (user-event inside a react-aria modal stalls on a fake one); the clock is faked
 * just before the action that starts a timer, which is then fired with fireEvent (synchronous).
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (element: HTMLElement) => act(() => void fireEvent.click(element));
const escape = () => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));

async function fillValid(user: ReturnType<typeof setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
  await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Durand');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'camille@metr.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
  await user.click(screen.getByRole('checkbox', { name: /J’accepte les CGU/ }));
}

describe('step 1: sign-up form', () => {
  it('is titled and described in French, with the password placeholder and the terms link', () => {
    render(<Harness callbacks={callbacks} />);
    const dialog = screen.getByRole('dialog', { name: 'Créer mon compte' });
    expect(dialog).toHaveAccessibleDescription('Rejoignez Metr pour automatiser vos métrés');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('placeholder', '8 caractères minimum');
    const terms = screen.getByRole('link', { name: /^CGU/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName('CGU (nouvelle fenêtre)');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName('J’accepte les CGU (nouvelle fenêtre) de Metr');
  });

  it('shows every validation message under its field on an empty submit and focuses the first one', async () => {
    render(<Harness callbacks={callbacks} />);
    fakeClock();
    await press(screen.getByRole('button', { name: 'Créer mon compte' }));
    const expectations: [HTMLElement, string][] = [
      [screen.getByRole('textbox', { name: 'Prénom' }), 'Le prénom est requis'],
      [screen.getByRole('textbox', { name: 'Nom' }), 'Le nom est requis'],
      [screen.getByRole('textbox', { name: 'Email' }), 'L’email est requis'],
      [screen.getByLabelText('Mot de passe'), 'Le mot de passe est requis'],
      [screen.getByRole('checkbox'), 'Vous devez accepter les conditions d’utilisation'],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
    await advance(5000);
    expect(callbacks.onSignupComplete).not.toHaveBeenCalled();
  });

  it('says the email is invalid and the password too short, focusing the email', async () => {
    const user = setup();
    render(<Harness callbacks={callbacks} />);
    await fillValid(user);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'camille@metr');
    const password = screen.getByLabelText('Mot de passe');
    await user.clear(password);
    await user.type(password, '1234567');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(email).toHaveAccessibleDescription('L’email est invalide');
    expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).not.toHaveAttribute('aria-invalid');
  });

  it('clears a field’s message once it is corrected', async () => {
    const user = setup();
    render(<Harness callbacks={callbacks} />);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const first = screen.getByRole('textbox', { name: 'Prénom' });
    await user.type(first, 'C');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is pending for exactly 1000 ms: « Création en cours… » and disabled at 999, step 2 at 1000', async () => {
    const user = setup();
    render(<Harness callbacks={callbacks} />);
    await fillValid(user);
    fakeClock();
    await press(screen.getByRole('button', { name: 'Créer mon compte' }));
    const button = screen.getByRole('button', { name: 'Création en cours…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second submit while pending does nothing.
    await press(button);
    await advance(999);
    expect(callbacks.onSignupComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Création en cours…' })).toBeInTheDocument();
    await advance(1);
    expect(callbacks.onSignupComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Infos projet / société' })).toHaveAccessibleDescription(
      'Aidez-nous à mieux vous connaître',
    );
    expect(screen.getByRole('textbox', { name: 'Société (facultatif)' })).toHaveFocus();
  });

  it('closing while pending cancels the wait: nothing moves a closed modal', async () => {
    const user = setup();
    render(<Harness callbacks={callbacks} />);
    await fillValid(user);
    fakeClock();
    await press(screen.getByRole('button', { name: 'Créer mon compte' }));
    await advance(500);
    await escape();
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(callbacks.onSignupComplete).not.toHaveBeenCalled();
  });
});

describe('step 2: onboarding', () => {
  it('offers the placeholder, the professions and the experiences; Suivant proceeds with nothing filled', async () => {
    const user = setup();
    render(<Harness initialStep={2} callbacks={callbacks} />);
    expect(screen.getByRole('textbox', { name: 'Société (facultatif)' })).toHaveAttribute(
      'placeholder',
      'Nom de votre entreprise',
    );
    expect(screen.getByRole('button', { name: /Sélectionnez votre métier/ })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(radios).toEqual(['0-3 ans', '3-7 ans', '7+ ans']);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(callbacks.onOnboardingSubmit).toHaveBeenCalledTimes(1);
  });

  it('a submit from the company field (Enter) proceeds too', async () => {
    const user = setup();
    render(<Harness initialStep={2} callbacks={callbacks} />);
    await user.type(screen.getByRole('textbox', { name: 'Société (facultatif)' }), 'Durand SARL{Enter}');
    expect(callbacks.onOnboardingSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('step 3: success timeline', () => {
  const bar = () => screen.getByRole('progressbar', { name: 'Préparation de votre dashboard' });

  it('is titled « Compte créé avec succès ! » and described « Initialisation de votre espace Metr »', () => {
    render(<Harness initialStep={3} callbacks={callbacks} />);
    const dialog = screen.getByRole('dialog', { name: 'Compte créé avec succès\u202f!' });
    expect(dialog).toHaveAccessibleDescription('Initialisation de votre espace Metr');
    expect(dialog).toHaveFocus();
  });

  it('goes 0 → 30 at 200 → 70 at 800 → 100 at 1500 (complete) → finish at 2000, to the millisecond', async () => {
    fakeClock();
    render(<Harness initialStep={3} callbacks={callbacks} />);
    // A determinate 0, told as such to assistive technologies.
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(bar()).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0\s%$/));
    await advance(199);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    await advance(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '30');
    await advance(599);
    expect(bar()).toHaveAttribute('aria-valuenow', '30');
    await advance(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '70');
    await advance(699);
    expect(bar()).toHaveAttribute('aria-valuenow', '70');
    expect(bar()).not.toHaveAttribute('data-complete');
    await advance(1);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('data-complete', 'true');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Terminé');
    await advance(499);
    expect(callbacks.onFinish).not.toHaveBeenCalled();
    await advance(1);
    expect(callbacks.onFinish).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(callbacks.onFinish).toHaveBeenCalledTimes(1);
  });

  it('closing stops the timeline: no finish and no update after the close', async () => {
    fakeClock();
    render(<Harness initialStep={3} callbacks={callbacks} />);
    await advance(1000);
    await press(screen.getByRole('button', { name: 'Fermer' }));
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(callbacks.onFinish).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('closing', () => {
  it('the close button and Escape both call onClose; reopening starts at step 1 with an empty form', async () => {
    const user = setup();
    const { rerender } = render(<Harness callbacks={callbacks} />);
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse');
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(callbacks.onClose).toHaveBeenCalledTimes(1);
    rerender(<Harness key="again" callbacks={callbacks} />);
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(callbacks.onClose).toHaveBeenCalledTimes(2);
  });
});
