import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { accountFr } from '../../src/i18n/account.fr';
import {
  SignupModal,
  type OnboardingFormValues,
  type SignupFormValues,
  type SignupModalProps,
  type SignupModalView,
  type SignupStep,
} from '../../src/screens/Signup';
import { desktopAt, phoneAt } from '../viewports';
import { expectStillAnimation } from '../animation';

const emptySignup: SignupFormValues = { firstName: '', lastName: '', email: '', password: '', acceptTerms: false };
const filledSignup: SignupFormValues = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@durand-economie.fr',
  password: 'motdepasse-solide',
  acceptTerms: true,
};
const emptyOnboarding: OnboardingFormValues = { company: '', profession: null, experience: null };
const filledOnboarding: OnboardingFormValues = {
  company: 'Durand Économie de la construction',
  profession: 'Économiste',
  experience: '7+ ans',
};

const signInProps = { values: { email: '' }, onChange: fn(), onSubmit: fn() };

/** The owner's part, as SignupModalHost plays it: the values, the step and the view live here. */
function Stateful(props: SignupModalProps) {
  const [step, setStep] = useState<SignupStep>(props.step);
  const [isOpen, setIsOpen] = useState(props.isOpen);
  const [signupValues, setSignupValues] = useState(props.signupValues);
  const [onboardingValues, setOnboardingValues] = useState(props.onboardingValues);
  const [view, setView] = useState<SignupModalView>(props.view ?? 'signup');
  const [signInValues, setSignInValues] = useState(props.signIn?.values ?? { email: '' });
  return (
    <SignupModal
      {...props}
      isOpen={isOpen}
      step={step}
      view={view}
      onViewChange={(next) => {
        props.onViewChange?.(next);
        // As the host does: the address typed for the sign-up goes with the person to the sign-in view.
        if (next === 'signin') setSignInValues({ email: signInValues.email || signupValues.email });
        setView(next);
      }}
      signIn={{ ...signInProps, ...props.signIn, values: signInValues, onChange: setSignInValues }}
      signupValues={signupValues}
      onSignupValuesChange={setSignupValues}
      onboardingValues={onboardingValues}
      onOnboardingValuesChange={setOnboardingValues}
      onClose={() => {
        props.onClose();
        setIsOpen(false);
      }}
      onSignupComplete={() => {
        props.onSignupComplete();
        setStep(2);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Signup/Modal',
  component: SignupModal,
  args: {
    isOpen: true,
    step: 1,
    signupValues: emptySignup,
    onboardingValues: emptyOnboarding,
    termsHref: '/terms',
    onClose: fn(),
    onSignupValuesChange: fn(),
    onSignupComplete: fn(),
    onOnboardingValuesChange: fn(),
    onOnboardingSubmit: fn(),
    onFinish: fn(),
    onViewChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: desktopAt(900),
} satisfies Meta<typeof SignupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** toHaveTextContent normalises no-break spaces; the French messages keep theirs, so compare the raw text. */
const expectText = async (element: HTMLElement, text: string) => expect(element.textContent).toContain(text);

export const Step1SignUp: Story = {
  play: async ({ step }) => {
    const modal = await dialog('Créer mon compte');
    const inModal = within(modal);
    await step('titre, sous-titre et champs', async () => {
      await expect(modal).toHaveAccessibleDescription('Rejoignez Metr pour automatiser vos métrés');
      await expect(inModal.getByLabelText('Mot de passe')).toHaveAttribute('placeholder', '8 caractères minimum');
      await expect(inModal.getByRole('link', { name: 'CGU (nouvelle fenêtre)' })).toHaveAttribute('target', '_blank');
    });
    await step('parcours au clavier', async () => {
      await userEvent.tab();
      await expect(inModal.getByRole('button', { name: 'Fermer' })).toHaveFocus();
      await userEvent.tab();
      await expect(inModal.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
      await userEvent.keyboard('Camille');
      await userEvent.tab();
      await userEvent.keyboard('Durand');
      await userEvent.tab();
      await expect(inModal.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      await userEvent.tab();
      await expect(inModal.getByLabelText('Mot de passe')).toHaveFocus();
      await userEvent.tab();
      await expect(inModal.getByRole('checkbox')).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(inModal.getByRole('checkbox')).toBeChecked();
    });
  },
};

export const Step1ValidationErrors: Story = {
  play: async ({ args, step }) => {
    const modal = await dialog('Créer mon compte');
    const inModal = within(modal);
    await step('envoi du formulaire vide au clavier', async () => {
      inModal.getByRole('button', { name: 'Créer mon compte' }).focus();
      await userEvent.keyboard('{Enter}');
    });
    await step('chaque message sous son champ, le focus sur le premier', async () => {
      const first = inModal.getByRole('textbox', { name: 'Prénom' });
      await waitFor(() => expect(first).toHaveFocus());
      await expect(first).toHaveAccessibleDescription(accountFr.validation.signup.firstNameRequired);
      await expect(inModal.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Le nom est requis');
      await expect(inModal.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('L’email est requis');
      await expect(inModal.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Le mot de passe est requis');
      await expect(inModal.getByRole('checkbox')).toHaveAccessibleDescription(
        'Vous devez accepter les conditions d’utilisation',
      );
      await expect(args.onSignupComplete).not.toHaveBeenCalled();
    });
    await step('clic sur le titre : le focus passe au dialogue, sans anneau sur le champ', async () => {
      // Snapshot without the focus ring over the invalid border: their overlap was painted differently from run to
      // run under load (6 pixels at zero tolerance). blur() was not enough: the modal's focus scope gives the focus
      // back to the field on the next frame, so the ring came back at an unpredictable time. A pointer press on the
      // title moves the focus to the dialog itself (tabindex -1, no outline) and switches react-aria to pointer mode.
      await userEvent.click(inModal.getByRole('heading', { name: 'Créer mon compte' }));
      await waitFor(() => expect(modal).toHaveFocus());
    });
  },
};

export const Step1InvalidEmailAndShortPassword: Story = {
  args: { signupValues: { ...filledSignup, email: 'camille@durand', password: 'court' } },
  play: async ({ step }) => {
    const modal = await dialog('Créer mon compte');
    const inModal = within(modal);
    await step('envoi', async () => {
      const submit = inModal.getByRole('button', { name: 'Créer mon compte' });
      await userEvent.click(submit);
      // The pointer leaves the button: the picture shows the errors, not a hover that may or may not have been drawn.
      await userEvent.unhover(submit);
      await waitFor(() => expect(submit).not.toHaveAttribute('data-hovered'));
    });
    await step('email invalide et mot de passe trop court', async () => {
      const email = inModal.getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAccessibleDescription('L’email est invalide');
      await expect(inModal.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        'Le mot de passe doit contenir au moins 8 caractères',
      );
    });
  },
};

/** The real 1000 ms wait, through to step 2 (the snapshot is step 2: no timer is left running). */
export const Step1SubmitThenStep2: Story = {
  args: { signupValues: filledSignup },
  play: async ({ args, step }) => {
    const modal = await dialog('Créer mon compte');
    await step('envoi au clavier\u00a0: « Création en cours… »', async () => {
      within(modal).getByRole('button', { name: 'Créer mon compte' }).focus();
      await userEvent.keyboard('{Enter}');
      const pending = await within(modal).findByRole('button', { name: 'Création en cours…' });
      await expect(pending).toHaveAttribute('aria-disabled', 'true');
    });
    await step('étape 2 après 1000 ms, focus sur la société', async () => {
      const next = await screen.findByRole('dialog', { name: 'Infos projet / société' }, { timeout: 3000 });
      await expect(args.onSignupComplete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(next).getByRole('textbox', { name: 'Société (facultatif)' })).toHaveFocus());
    });
  },
};

export const Step2Onboarding: Story = {
  args: { step: 2 },
  play: async ({ args, step }) => {
    const modal = await dialog('Infos projet / société');
    const inModal = within(modal);
    await step('société au clavier', async () => {
      await waitFor(() => expect(inModal.getByRole('textbox', { name: 'Société (facultatif)' })).toHaveFocus());
      await userEvent.keyboard('Durand Économie');
    });
    await step('métier au clavier', async () => {
      await userEvent.tab();
      const trigger = inModal.getByRole('button', { name: /Métier/ });
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await within(listbox).findByRole('option', { name: 'Économiste' });
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Économiste', 'Ingénieur', 'Architecte', 'Autre']);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(trigger).toHaveTextContent('Ingénieur'));
      // The list closes with an exit animation: wait until it has left, or the snapshot may catch it half-way.
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('expérience au clavier', async () => {
      await userEvent.tab();
      await expect(inModal.getByRole('radio', { name: '0-3 ans' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(inModal.getByRole('radio', { name: '3-7 ans' })).toBeChecked();
    });
    await step('« Suivant » sans autre contrôle', async () => {
      await userEvent.tab();
      await expect(inModal.getByRole('button', { name: 'Suivant' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOnboardingSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const Step2Saving: Story = {
  args: { step: 2, onboardingValues: filledOnboarding, isSaving: true },
  play: async () => {
    const modal = await dialog('Infos projet / société');
    await expect(within(modal).getByRole('button', { name: 'Enregistrement…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Step2QuotaExceeded: Story = {
  args: { step: 2, onboardingValues: filledOnboarding, saveError: accountFr.storage.quotaExceeded },
  play: async () => {
    const modal = await dialog('Infos projet / société');
    await expectText(within(modal).getByRole('alert'), accountFr.storage.quotaExceeded);
    await expect(within(modal).queryByRole('button', { name: 'Modifier mon email' })).not.toBeInTheDocument();
  },
};

export const Step2StorageUnavailable: Story = {
  args: { step: 2, onboardingValues: filledOnboarding, saveError: accountFr.storage.unavailable },
  play: async () => {
    const modal = await dialog('Infos projet / société');
    await expectText(within(modal).getByRole('alert'), accountFr.storage.unavailable);
  },
};

const successStory = (progress: number): Story => ({
  args: { step: 3, successProgress: progress },
  play: async () => {
    const modal = await dialog('Compte créé avec succès\u202f!');
    await expect(modal).toHaveAccessibleDescription('Initialisation de votre espace Metr');
    await expectStillAnimation(modal, 'workspaceInit');
    const bar = within(modal).getByRole('progressbar', { name: 'Préparation de votre dashboard' });
    // Determinate from 0 on: assistive technologies are told 0 %, not « busy ».
    await expect(bar).toHaveAttribute('aria-valuenow', String(progress));
  },
});

export const Step3Success0: Story = successStory(0);
export const Step3Success30: Story = successStory(30);
export const Step3Success70: Story = successStory(70);
export const Step3Success100: Story = successStory(100);

/** The real timeline: 30, 70, 100, then the finish callback at 2000 ms (nothing left running for the snapshot). */
export const Step3Timeline: Story = {
  args: { step: 3 },
  play: async ({ args }) => {
    const modal = await dialog('Compte créé avec succès\u202f!');
    const bar = within(modal).getByRole('progressbar', { name: 'Préparation de votre dashboard' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '30'), { timeout: 1000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '70'), { timeout: 1500 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 1500 });
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 1500 });
  },
};

export const Escape: Story = {
  args: { signupValues: filledSignup },
  play: async ({ args }) => {
    await dialog('Créer mon compte');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { signupValues: { ...filledSignup, password: '' } },
  parameters: phoneAt(812),
  play: async () => {
    await dialog('Créer mon compte');
  },
};

/** Step 1's « Se connecter »: the sign-in view, the address typed carried over, the email focused; and back. */
export const Step1ToSignIn: Story = {
  args: { signupValues: { ...filledSignup, password: '' } },
  play: async ({ args, step }) => {
    const modal = await dialog('Créer mon compte');
    await step('« Déjà un compte sur cet appareil ? Se connecter »', async () => {
      await expectText(modal, 'Déjà un compte sur cet appareil\u202f?');
      within(modal).getByRole('button', { name: 'Se connecter' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onViewChange).toHaveBeenCalledWith('signin');
    });
    await step('la vue de connexion, l’email repris et focalisé', async () => {
      const signIn = await dialog('Se connecter');
      await expect(signIn).toHaveAccessibleDescription('Retrouvez votre espace Metr sur cet appareil');
      const email = within(signIn).getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveValue('camille.durand@durand-economie.fr');
      await expect(within(signIn).queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    });
  },
};

/** The sign-in view: the email only (no password is stored), « Se connecter », and the way to the sign-up. */
export const SignIn: Story = {
  args: { view: 'signin', signIn: { ...signInProps, values: { email: 'camille.durand@durand-economie.fr' } } },
  play: async ({ args, step }) => {
    const modal = await dialog('Se connecter');
    const inModal = within(modal);
    await step('au clavier\u00a0: l’email, « Se connecter »', async () => {
      const email = inModal.getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAccessibleDescription(
        'Votre compte est enregistré dans ce navigateur, sans mot de passe\u00a0: saisissez l’email avec lequel vous l’avez créé.',
      );
      await userEvent.tab();
      await expect(inModal.getByRole('button', { name: 'Se connecter' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.signIn?.onSubmit).toHaveBeenCalledWith({ email: 'camille.durand@durand-economie.fr' });
    });
    await step('« Pas encore de compte ? Créer mon compte »', async () => {
      await userEvent.tab();
      await expect(inModal.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
    });
    await step('un clic sur le titre\u00a0: l’image sans focus', async () => {
      await userEvent.click(inModal.getByRole('heading', { name: 'Se connecter' }));
      await waitFor(() => expect(modal).toHaveFocus());
    });
  },
};

export const SignInUnknownAccount: Story = {
  args: {
    view: 'signin',
    signIn: { ...signInProps, values: { email: 'dominique@metr.fr' }, error: { kind: 'unknownAccount' } },
  },
  play: async () => {
    const modal = await dialog('Se connecter');
    const email = within(modal).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(
        'Aucun compte n’existe avec cet email sur cet appareil. Vérifiez l’adresse, ou créez votre compte.',
      ),
    );
    // The picture without the focus ring over the invalid border (see Step1ValidationErrors).
    await userEvent.click(within(modal).getByRole('heading', { name: 'Se connecter' }));
    await waitFor(() => expect(modal).toHaveFocus());
  },
};

export const SignInInvalidEmail: Story = {
  args: { view: 'signin', signIn: { ...signInProps, values: { email: 'camille@metr' } } },
  play: async ({ args }) => {
    const modal = await dialog('Se connecter');
    await userEvent.click(within(modal).getByRole('button', { name: 'Se connecter' }));
    const email = within(modal).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est invalide')));
    await expect(args.signIn?.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(modal).getByRole('heading', { name: 'Se connecter' }));
    await waitFor(() => expect(modal).toHaveFocus());
  },
};

/** Step 2 found an account with this address on this device: the offer to sign in to it, or to change the address. */
export const Step2ExistingAccount: Story = {
  args: {
    step: 2,
    onboardingValues: filledOnboarding,
    saveError: accountFr.storage.duplicateEmail,
    onChangeEmail: fn(),
    onSignInExisting: fn(),
  },
  play: async ({ args, step }) => {
    const modal = await dialog('Infos projet / société');
    const inModal = within(modal);
    await step('l’offre, annoncée', async () => {
      const offer = inModal.getByRole('alert');
      await expect(offer).toHaveTextContent('Vous avez déjà un compte sur cet appareil');
      await expectText(offer, accountFr.storage.duplicateEmail);
    });
    await step('« Me connecter à ce compte » au clavier', async () => {
      inModal.getByRole('button', { name: 'Me connecter à ce compte' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignInExisting).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(inModal.getByRole('button', { name: 'Modifier mon email' })).toHaveFocus();
    });
    await step('un clic sur le titre\u00a0: l’image sans focus', async () => {
      await userEvent.click(inModal.getByRole('heading', { name: 'Infos projet / société' }));
      await waitFor(() => expect(modal).toHaveFocus());
    });
  },
};

export const SignInMobile: Story = {
  args: { view: 'signin', signIn: { ...signInProps, values: { email: 'camille.durand@durand-economie.fr' } } },
  parameters: phoneAt(640),
  play: async () => {
    await dialog('Se connecter');
  },
};
