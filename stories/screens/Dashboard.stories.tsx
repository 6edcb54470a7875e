import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dashboard, type DashboardProps } from '../../src/screens/Dashboard';
import { useHeld } from '../held';
import { desktopAt, phone } from '../viewports';

/** The sign-in form's value held by the story, as SignedOutDashboard holds it. */
function Held(props: DashboardProps) {
  const [values, setValues] = useHeld(props.signIn.values, props.signIn.onChange);
  return <Dashboard {...props} signIn={{ ...props.signIn, values, onChange: setValues }} />;
}

/**
 * /dashboard with no session in this browser: signing in to an account of this device, the invitation to create one,
 * and what the workspace behind it does.
 */
const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: {
    homeHref: '/',
    onSignUp: fn(),
    signIn: { values: { email: '' }, onChange: fn(), onSubmit: fn() },
  },
  render: (args) => <Held {...args} />,
  // Spread into a literal: Storybook writes the doc comment above into `parameters` only when it is an object literal
  // (it would add a second `parameters` over a call).
  parameters: { ...desktopAt(1000) },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('se connecter au clavier, avec l’email seul', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();
      await userEvent.tab();
      const email = canvas.getByRole('textbox', { name: 'Email' });
      await expect(email).toHaveFocus();
      await expect(canvas.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
      await userEvent.keyboard('camille@metr.fr');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Se connecter' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.signIn.onSubmit).toHaveBeenCalledWith({ email: 'camille@metr.fr' });
    });
    await step('ou créer un compte, puis l’accueil', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignUp).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveFocus();
    });
    await step('ce que fait l’espace de métré aujourd’hui, sans promesse d’à venir', async () => {
      const workspace = canvas.getByRole('region', { name: 'Votre espace de métré' });
      const titles = within(workspace)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      await expect(titles).toEqual([
        'Projets',
        'Import de plans',
        'Échelle et mesures',
        'Bibliothèque d’articles',
        'Export DPGF et DQE',
      ]);
      await expect(workspace).not.toHaveTextContent(/Bientôt/);
    });
    await step('un clic hors du formulaire\u00a0: l’image sans focus', async () => {
      await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    });
  },
};

/** Submitted empty, then a malformed address: the sign-up's messages, under the field, the focus on it. */
export const SignInInvalidEmail: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await step('vide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
      await waitFor(() => expect(email).toHaveFocus());
      await expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est requis'));
    });
    await step('mal formé', async () => {
      await userEvent.keyboard('camille@metr{Enter}');
      await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est invalide')));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(args.signIn.onSubmit).not.toHaveBeenCalled();
    });
    await step('un clic sur le titre\u00a0: l’image sans l’anneau de focus sur la bordure en erreur', async () => {
      await userEvent.click(canvas.getByRole('heading', { level: 1 }));
      await waitFor(() => expect(email).not.toHaveFocus());
    });
  },
};

/** The owner found no account with this address on this device: said under the field (the focus: unit tests). */
export const SignInUnknownAccount: Story = {
  args: {
    signIn: {
      values: { email: 'dominique@metr.fr' },
      onChange: fn(),
      onSubmit: fn(),
      error: { kind: 'unknownAccount' },
    },
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(
        'Aucun compte n’existe avec cet email sur cet appareil. Vérifiez l’adresse, ou créez votre compte.',
      ),
    );
  },
};

export const SignInPending: Story = {
  args: { signIn: { values: { email: 'camille@metr.fr' }, onChange: fn(), onSubmit: fn(), isPending: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Connexion…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The local database could not be read (a private window, storage disabled): its French message, in an alert. */
export const SignInStorageError: Story = {
  args: {
    signIn: {
      values: { email: 'camille@metr.fr' },
      onChange: fn(),
      onSubmit: fn(),
      error: {
        kind: 'storage',
        message:
          'Le stockage local de votre navigateur n’est pas disponible (navigation privée\u202f?). Ouvrez Metr dans une fenêtre normale puis réessayez.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('La connexion a échoué');
    await expect(alert).toHaveTextContent(/Le stockage local de votre navigateur n’est pas disponible/);
  },
};

export const Mobile: Story = { parameters: phone };
