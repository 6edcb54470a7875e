import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDialog } from '../../../../src/screens/Workspace/Sharing/AccountDialog';
import { FirmPanel } from '../../../../src/screens/Workspace/Sharing/FirmPanel';
import { PasswordPanel, type PasswordPanelProps } from '../../../../src/screens/Workspace/Sharing/PasswordPanel';
import { shownDialog } from '../../../overlays';

const EMAIL = 'claire.martin@cabinet-durand.fr';

const meta = {
  title: 'Screens/Workspace/Sharing/PasswordPanel',
  component: PasswordPanel,
  args: {
    email: EMAIL,
    hasPassword: false,
    needsCurrentPassword: false,
    onSave: fn<PasswordPanelProps['onSave']>(async () => ({ ok: true })),
  },
  // As the account's dialog shows it: under the firm.
  render: (args) => (
    <AccountDialog isOpen onClose={() => undefined}>
      <FirmPanel
        email={EMAIL}
        firm={{ name: 'Cabinet Durand Économie', isAdmin: true }}
        members={[{ id: 'u1', name: 'Claire Martin', email: EMAIL, isAdmin: true, isYou: true }]}
        onCreate={() => undefined}
        onAddMember={() => undefined}
        onSignOut={() => undefined}
      />
      <PasswordPanel {...args} />
    </AccountDialog>
  ),
  parameters: { viewport: { width: 900, height: 1000 } },
} satisfies Meta<typeof PasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async () =>
  within(await shownDialog('dialog', 'Compte Metr et cabinet')).getByRole('region', { name: 'Mot de passe' });

/**
 * Signed in by a link, no password yet: one to define, without any other (the link has just proven the mailbox); too
 * short, refused on its field; saved, the form closes and says so, the focus back on its button.
 */
export const Definir: Story = {
  name: 'Définir un mot de passe',
  play: async ({ args }) => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Définir un mot de passe' }));
    const fresh = within(panel).getByLabelText('Nouveau mot de passe');
    await expect(fresh).toHaveFocus();
    await expect(within(panel).queryByLabelText('Mot de passe actuel')).toBeNull();
    await userEvent.type(fresh, 'court{Enter}');
    await expect(fresh).toHaveAccessibleDescription(/entre 8 et 128\u00a0caractères/);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(fresh, ' mais plus long{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('court mais plus long', undefined);
    await expect(await within(panel).findByText(/^Mot de passe enregistré\./)).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Définir un mot de passe' })).toHaveFocus());
  },
};

/** Signed in by the password: changing it asks for the current one; the server's refusal goes on that field. */
export const Changer: Story = {
  name: 'Changer le mot de passe : l’actuel refusé',
  args: {
    hasPassword: true,
    needsCurrentPassword: true,
    onSave: fn<PasswordPanelProps['onSave']>(async () => ({
      ok: false,
      field: 'current' as const,
      message: 'Mot de passe actuel incorrect.',
    })),
  },
  play: async ({ args }) => {
    const panel = await panelOf();
    await expect(panel).toHaveTextContent(
      'Vous vous connectez avec votre mot de passe, ou avec un lien reçu par e-mail.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Changer le mot de passe' }));
    const current = within(panel).getByLabelText('Mot de passe actuel');
    await expect(current).toHaveFocus();
    await expect(current).toHaveAccessibleDescription(/Oublié\u202f\? Déconnectez-vous/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await expect(current).toHaveAccessibleDescription(/Saisissez votre mot de passe actuel\./);
    await userEvent.type(current, 'pas le bon du tout');
    await userEvent.type(within(panel).getByLabelText('Nouveau mot de passe'), 'la dalle du troisième étage{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('la dalle du troisième étage', 'pas le bon du tout');
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Mot de passe actuel incorrect\./));
    await expect(current).toHaveFocus();
  },
};

/** A refusal that names no field (too many attempts): said above the form, nothing typed lost. */
export const TropDEssais: Story = {
  name: 'Trop d’essais',
  args: {
    hasPassword: true,
    needsCurrentPassword: true,
    onSave: fn<PasswordPanelProps['onSave']>(async () => ({
      ok: false,
      message: 'Trop de tentatives. Réessayez dans 15\u00a0min.',
    })),
  },
  play: async () => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Changer le mot de passe' }));
    await userEvent.type(within(panel).getByLabelText('Mot de passe actuel'), 'un toit pour chaque chantier');
    await userEvent.type(within(panel).getByLabelText('Nouveau mot de passe'), 'la dalle du troisième étage{Enter}');
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /Trop de tentatives\. Réessayez dans 15\s+min\./,
    );
    await expect(within(panel).getByLabelText('Nouveau mot de passe')).toHaveValue('la dalle du troisième étage');
  },
};
