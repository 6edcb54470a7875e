import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDialog } from '../../../../src/screens/Workspace/Sharing/AccountDialog';
import { FirmPanel, type FirmMemberEntry } from '../../../../src/screens/Workspace/Sharing/FirmPanel';
import { shownDialog } from '../../../overlays';

const MEMBERS: readonly FirmMemberEntry[] = [
  { id: 'u1', name: 'Claire Martin', email: 'claire.martin@cabinet-durand.fr', isAdmin: true, isYou: true },
  { id: 'u2', name: 'Jean Leroy', email: 'jean.leroy@cabinet-durand.fr', isAdmin: false },
];

const meta = {
  title: 'Screens/Workspace/Sharing/FirmPanel',
  component: FirmPanel,
  args: {
    email: 'claire.martin@cabinet-durand.fr',
    firm: null,
    members: [],
    onCreate: fn(),
    onAddMember: fn(),
    onSignOut: fn(),
  },
  render: (args) => (
    <AccountDialog isOpen onClose={() => undefined}>
      <FirmPanel {...args} />
    </AccountDialog>
  ),
  parameters: { viewport: { width: 900, height: 800 } },
} satisfies Meta<typeof FirmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, no firm: « Votre cabinet », its name (asked for when empty), and the way out. */
export const SansCabinet: Story = {
  name: 'Créer son cabinet',
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).getByText('Connecté en tant que claire.martin@cabinet-durand.fr')).toBeVisible();
    const name = within(dialog).getByRole('textbox', { name: 'Nom du cabinet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer le cabinet' }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/Saisissez le nom de votre cabinet\./);
    await userEvent.type(name, '  Cabinet Durand Économie {Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Cabinet Durand Économie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/**
 * Signing out while changes of this person to shared projects have not reached the server: asked first (they wait
 * in this browser for this account, and another account here cannot change those projects meanwhile).
 */
export const DeconnexionAvecEnvoisEnAttente: Story = {
  name: 'Se déconnecter avec des modifications non envoyées',
  args: {
    firm: { name: 'Cabinet Durand Économie', isAdmin: true },
    members: MEMBERS,
    unsentProjects: () => 2,
  },
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await step('« Rester connecté » ne déconnecte pas', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
      const asked = await shownDialog('alertdialog', 'Des modifications ne sont pas encore envoyées');
      await expect(within(asked).getByText(/Vos modifications de 2\s+projets partagés/)).toBeVisible();
      await expect(within(asked).getByRole('button', { name: 'Rester connecté' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOut).not.toHaveBeenCalled();
    });
    await step('« Se déconnecter quand même » déconnecte', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
      const asked = await shownDialog('alertdialog', 'Des modifications ne sont pas encore envoyées');
      await userEvent.click(within(asked).getByRole('button', { name: 'Se déconnecter quand même' }));
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
    // Asked again, and left open for the picture.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    await shownDialog('alertdialog', 'Des modifications ne sont pas encore envoyées');
  },
};

/** An administrator: the members, and one added by e-mail (an address already there is refused at its field). */
export const Administrateur: Story = {
  name: 'Membres du cabinet, vus par son administrateur',
  args: {
    firm: { name: 'Cabinet Durand Économie', isAdmin: true },
    members: MEMBERS,
    notice: 'nadia.roux@cabinet-durand.fr fait maintenant partie du cabinet.',
  },
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    const list = within(dialog).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A person's name first, their address beside it as secondary text.
    await expect(within(list).getByText('Jean Leroy')).toBeVisible();
    await expect(within(list).getByText('jean.leroy@cabinet-durand.fr')).toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: /Adresse e-mail/ });
    await userEvent.type(email, 'Jean.Leroy@cabinet-durand.fr{Enter}');
    await expect(email).toHaveAccessibleDescription(/fait déjà partie du cabinet/);
    await userEvent.clear(email);
    await userEvent.type(email, 'paul.girard@cabinet-durand.fr{Enter}');
    await expect(args.onAddMember).toHaveBeenCalledWith('paul.girard@cabinet-durand.fr');
  },
};

/** A member who does not administer the firm: the list, and why they cannot add anyone. */
export const Membre: Story = {
  name: 'Membres du cabinet, vus par un membre',
  args: {
    email: 'jean.leroy@cabinet-durand.fr',
    firm: { name: 'Cabinet Durand Économie', isAdmin: false },
    members: MEMBERS.map((m) => ({ ...m, isYou: m.id === 'u2' })),
  },
  play: async () => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).queryByRole('button', { name: 'Ajouter' })).toBeNull();
    await expect(within(dialog).getByText(/Seul un administrateur du cabinet/)).toBeVisible();
  },
};

/** The server refused the firm's creation: said above, the form stays. */
export const Erreur: Story = {
  name: 'Création refusée',
  args: {
    error:
      'Le serveur Metr ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: rien n’est perdu dans ce navigateur.',
  },
  play: async () => {
    const dialog = await shownDialog('dialog', 'Compte Metr et cabinet');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/ne répond pas/);
  },
};
