import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDialog } from '../../../../src/screens/Workspace/Sharing/AccountDialog';
import { AccountSignIn } from '../../../../src/screens/Workspace/Sharing/AccountSignIn';
import { shownDialog } from '../../../overlays';

const meta = {
  title: 'Screens/Workspace/Sharing/AccountSignIn',
  component: AccountSignIn,
  args: {
    state: 'form',
    onRequestLink: fn(),
    onPasswordSignIn: fn(),
    onOtherAddress: fn(),
  },
  // In the dialog the route opens it in (the list's « Compte et cabinet », or the first step of sharing).
  render: (args) => (
    <AccountDialog isOpen onClose={() => undefined}>
      <AccountSignIn {...args} />
    </AccountDialog>
  ),
  parameters: { viewport: { width: 900, height: 800 } },
} satisfies Meta<typeof AccountSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty: the e-mail, « Recevoir un lien de connexion ». An empty or wrong address is refused at its field with the focus
 * on it; a good one is sent trimmed and lower-cased.
 */
export const Vide: Story = {
  name: 'Connexion : formulaire vide',
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    const email = within(dialog).getByRole('textbox', { name: /Adresse e-mail/ });
    const send = within(dialog).getByRole('button', { name: 'Recevoir un lien de connexion' });
    await step('vide puis fausse : refusée à son champ', async () => {
      await userEvent.click(send);
      await expect(email).toHaveAccessibleDescription(/Saisissez votre adresse e-mail\./);
      await expect(email).toHaveFocus();
      await userEvent.type(email, 'claire@');
      await userEvent.keyboard('{Enter}');
      await expect(email).toHaveAccessibleDescription(/Saisissez une adresse e-mail valide/);
    });
    await step('une bonne adresse : le lien est demandé', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, ' Claire.Martin@Cabinet-Durand.fr ');
      await userEvent.keyboard('{Enter}');
      await expect(args.onRequestLink).toHaveBeenCalledWith('claire.martin@cabinet-durand.fr');
    });
    // Left clean for the picture: the field as a person first sees it.
    await userEvent.clear(email);
    await userEvent.tab();
  },
};

/** By password: the second field, asked for when empty; the keyboard path goes through the mode switch. */
export const MotDePasse: Story = {
  name: 'Connexion par mot de passe',
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter avec un mot de passe' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }),
      'claire.martin@cabinet-durand.fr',
    );
    const password = within(dialog).getByLabelText('Mot de passe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(/Saisissez votre mot de passe\./);
    await userEvent.type(password, 'correct horse battery staple{Enter}');
    await expect(args.onPasswordSignIn).toHaveBeenCalledWith(
      'claire.martin@cabinet-durand.fr',
      'correct horse battery staple',
    );
    await expect(within(dialog).getByRole('button', { name: 'Recevoir plutôt un lien par e-mail' })).toBeVisible();
  },
};

/** Sent: the same answer whatever the address, said honestly, and the way back to the form. */
export const LienEnvoye: Story = {
  name: 'Lien de connexion demandé',
  args: { state: 'sent', sentTo: 'claire.martin@cabinet-durand.fr' },
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(
      within(dialog).getByText(/Si l’adresse claire\.martin@cabinet-durand\.fr a un compte Metr, ou peut en ouvrir un/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utiliser une autre adresse' }));
    await expect(args.onOtherAddress).toHaveBeenCalledTimes(1);
  },
};

/** The server refused (a wrong password, too many attempts): said above the form, the form stays. */
export const Erreur: Story = {
  name: 'Connexion refusée',
  args: { error: 'Trop de tentatives. Réessayez dans 15\u00a0min.' },
  play: async () => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/Trop de tentatives/);
    await expect(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
  },
};

/** The account was just deleted: said above the sign-in form, politely; this browser's projects stay. */
export const CompteSupprime: Story = {
  name: 'Compte supprimé',
  args: {
    notice:
      'Votre compte est supprimé. Vous êtes déconnecté sur tous vos appareils. Les projets de ce navigateur restent sur cet appareil.',
  },
  play: async () => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/Votre compte est supprimé\./);
    await expect(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ })).toBeVisible();
  },
};

/** Sharing is off on this server: said instead of a form; working alone goes on. */
export const PartageDesactive: Story = {
  name: 'Partage non activé sur ce serveur',
  args: { state: 'off' },
  play: async () => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).getByText('Le partage n’est pas activé sur ce serveur')).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** The first step of « Partager ce projet » for a person signed out: why an account, in the dialog of the project. */
export const DansLePartage: Story = {
  name: 'Connexion demandée pour partager',
  args: { intro: 'Pour partager ce projet, connectez-vous d’abord à votre compte Metr.' },
  render: (args) => (
    <AccountDialog isOpen onClose={() => undefined} title="Partager «\u00a0Résidence Les Tilleuls\u00a0»">
      <AccountSignIn {...args} />
    </AccountDialog>
  ),
  play: async () => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).getByText(/connectez-vous d’abord/)).toBeVisible();
  },
};
