import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Register, emptyRegisterValues, type RegisterProps, type RegisterValues } from '../../src/screens/Register';
import { useHeld } from '../held';
import { desktopAt, phoneAt } from '../viewports';

const filled: RegisterValues = {
  nom: 'Lefèvre',
  prenom: 'Hélène',
  tel: '06 12 34 56 78',
  mail: 'helene.lefevre@bet-structures.fr',
  website: '',
};

/** The screen is controlled: the story holds the values, as the route does. */
function Stateful(props: RegisterProps) {
  const [values, setValues] = useHeld(props.values, props.onChange);
  return <Register {...props} values={values} onChange={setValues} />;
}

const meta = {
  title: 'Screens/Register',
  component: Register,
  args: {
    values: emptyRegisterValues,
    onChange: fn(),
    onSubmit: fn(),
    onSuccessClose: fn(),
    homeHref: '/',
    loginHref: 'https://app.metr.fr',
    privacyHref: '/privacy',
  },
  render: (args) => <Stateful {...args} />,
  parameters: desktopAt(900),
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step(
      'au clavier : retour au site, se connecter (nouvelle fenêtre), puis les champs dans l’ordre',
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole('link', { name: 'Retour au site' })).toHaveFocus();
        await userEvent.tab();
        await expect(canvas.getByRole('link', { name: 'Se connecter (nouvelle fenêtre)' })).toHaveFocus();
        for (const name of [/^Nom/, /^Prénom/, /^Téléphone/, /^Email/]) {
          await userEvent.tab();
          await expect(canvas.getByRole('textbox', { name })).toHaveFocus();
        }
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Créer mon accès bêta' })).toHaveFocus();
        (document.activeElement as HTMLElement | null)?.blur();
      },
    );
  },
};

export const Mobile: Story = { parameters: phoneAt(900) };

export const EmptyFields: Story = {
  args: { values: { ...emptyRegisterValues, prenom: 'Hélène' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('envoyer au clavier avec des champs vides', async () => {
      canvas.getByRole('button', { name: 'Créer mon accès bêta' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('le message sous chaque champ vide, le focus sur le premier, la saisie conservée', async () => {
      const nom = canvas.getByRole('textbox', { name: /^Nom/ });
      await waitFor(() => expect(nom).toHaveFocus());
      await expect(nom).toHaveAccessibleDescription(/Merci de remplir tous les champs/);
      await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Hélène');
    });
  },
};

/**
 * Values the browser's own checks let through (an email without a domain ending is a valid type="email"), which the
 * shared schema refuses on submit.
 */
export const InvalidFields: Story = {
  args: { values: { ...filled, tel: '12 34', mail: 'helene@bet-structures' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Créer mon accès bêta' });
    await userEvent.click(submit);
    // The baseline shows the button at rest, not whatever hover or press state the scripted pointer left.
    await userEvent.unhover(submit);
    await waitFor(() => expect(submit).not.toHaveAttribute('data-pressed'));
    await expect(canvas.getByRole('textbox', { name: /^Téléphone/ })).toHaveAccessibleDescription(
      /Le numéro de téléphone est invalide/,
    );
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/L’email est invalide/);
  },
};

export const ServerError: Story = {
  args: { values: filled, errorMessage: 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Une erreur est survenue lors de l’envoi/);
  },
};

export const Pending: Story = {
  args: { values: filled, isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Création…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SuccessDialogOpen: Story = {
  args: { values: filled, isSuccessOpen: true },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Inscription envoyée' });
    await step('le message de la spécification, le focus sur « Continuer »', async () => {
      await expect(dialog).toHaveAccessibleDescription(
        'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus());
    });
    await step('Échap ferme (la route ramène alors à l’accueil)', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onSuccessClose).toHaveBeenCalledTimes(1);
    });
  },
};
