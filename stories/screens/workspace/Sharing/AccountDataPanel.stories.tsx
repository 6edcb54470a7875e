import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDialog } from '../../../../src/screens/Workspace/Sharing/AccountDialog';
import {
  AccountDataPanel,
  type AccountDataPanelProps,
} from '../../../../src/screens/Workspace/Sharing/AccountDataPanel';
import { shownDialog } from '../../../overlays';

const EMAIL = 'claire.martin@cabinet-durand.fr';

const meta = {
  title: 'Screens/Workspace/Sharing/AccountDataPanel',
  component: AccountDataPanel,
  args: {
    email: EMAIL,
    needsCurrentPassword: false,
    onDownload: fn<AccountDataPanelProps['onDownload']>(async () => ({ ok: true })),
    onDelete: fn<AccountDataPanelProps['onDelete']>(async () => ({ ok: true })),
  },
  // As the account's dialog shows it: the last section, under the firm and the password.
  render: (args) => (
    <AccountDialog isOpen onClose={() => undefined}>
      <AccountDataPanel {...args} />
    </AccountDialog>
  ),
  parameters: { viewport: { width: 900, height: 1000 } },
} satisfies Meta<typeof AccountDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async () =>
  within(await shownDialog('dialog', 'Compte Metr et cabinet')).getByRole('region', { name: 'Vos données' });

/** « Télécharger mes données »: the file is saved, and the panel says what it is. */
export const Telecharge: Story = {
  name: 'Données téléchargées',
  play: async ({ args }) => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Télécharger mes données' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      /Vos données sont téléchargées\s+: un fichier JSON, lisible dans un éditeur de texte\./,
    );
  },
};

/**
 * « Supprimer mon compte », by the keyboard: the confirmation says what goes and that this browser's projects stay,
 * and asks for the account's address (no password is needed for this session); an empty or other address is refused
 * at its field, the right one (any case, spaces around) is sent.
 */
export const ConfirmerParLAdresse: Story = {
  name: 'Supprimer : confirmer par l’adresse',
  play: async ({ args, step }) => {
    const panel = await panelOf();
    await step('open the confirmation by the keyboard', async () => {
      within(panel).getByRole('button', { name: 'Supprimer mon compte' }).focus();
      await userEvent.keyboard('{Enter}');
    });
    const form = within(panel).getByRole('form', { name: 'Supprimer votre compte\u202f?' });
    await expect(form).toHaveTextContent('Les projets enregistrés dans ce navigateur restent sur cet appareil.');
    await expect(form).toHaveTextContent('Votre inscription à la bêta (nom, téléphone) est effacée aussi.');
    const field = within(form).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(`Saisissez ${EMAIL} pour confirmer.`);
    await step('an empty, then another address refused at the field', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveAccessibleDescription(/Saisissez votre adresse e-mail pour confirmer\./);
      await userEvent.type(field, 'jean.leroy@cabinet-durand.fr{Enter}');
      await expect(field).toHaveAccessibleDescription(/Ce n’est pas l’adresse de votre compte/);
      await expect(field).toHaveFocus();
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('the account’s address sent', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, ' Claire.Martin@cabinet-durand.fr {Enter}');
      await expect(args.onDelete).toHaveBeenCalledWith({ email: 'Claire.Martin@cabinet-durand.fr' });
    });
  },
};

/**
 * An account without a password whose session was opened by a link more than 15 minutes ago: typing the address would
 * prove nothing (whoever holds the session reads it), so the confirmation asks to sign in again by a link first, asks
 * for nothing, and « Annuler » has the focus.
 */
export const ReconnexionParLien: Story = {
  name: 'Supprimer : se reconnecter par un lien d’abord',
  args: { needsFreshLink: true },
  play: async ({ args }) => {
    const panel = await panelOf();
    within(panel).getByRole('button', { name: 'Supprimer mon compte' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(panel).getByRole('form', { name: 'Supprimer votre compte\u202f?' });
    await expect(form).toHaveTextContent(/Reconnectez-vous par un lien pour confirmer/);
    await expect(form).toHaveTextContent(/déconnectez-vous, reconnectez-vous avec le lien reçu par e-mail/);
    await expect(within(form).queryByRole('textbox')).toBeNull();
    await expect(within(form).queryByRole('button', { name: 'Supprimer définitivement mon compte' })).toBeNull();
    await expect(within(form).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(panel).getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Opened again, as the picture shows it.
    await userEvent.keyboard('{Enter}');
    await expect(within(panel).getByRole('button', { name: 'Annuler' })).toHaveFocus();
  },
};

/** Past 15 minutes of a link, with a password: the current password confirms; a wrong one is refused on its field. */
export const ConfirmerParLeMotDePasse: Story = {
  name: 'Supprimer : confirmer par le mot de passe',
  args: {
    needsCurrentPassword: true,
    onDelete: fn<AccountDataPanelProps['onDelete']>(async () => ({
      ok: false,
      onField: true,
      message: 'Mot de passe actuel incorrect.',
    })),
  },
  play: async ({ args }) => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer mon compte' }));
    const field = within(panel).getByLabelText('Mot de passe actuel');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, 'pas le bon du tout');
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ currentPassword: 'pas le bon du tout' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Mot de passe actuel incorrect\./));
    await expect(field).toHaveFocus();
  },
};

/** Refused: the person is the only économiste of projects others work on; they are named, what was typed kept. */
export const RefuseSeulEconomiste: Story = {
  name: 'Supprimer : refusé, seul économiste',
  args: {
    onDelete: fn<AccountDataPanelProps['onDelete']>(async () => ({
      ok: false,
      soleEconomisteOf: ['Résidence Les Tilleuls — Bâtiment B', 'Gymnase Jean-Zay'],
    })),
  },
  play: async () => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer mon compte' }));
    const field = within(panel).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(field, `${EMAIL}{Enter}`);
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('Votre compte n’est pas supprimé');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Résidence Les Tilleuls — Bâtiment B', 'Gymnase Jean-Zay']);
    await expect(alert).toHaveTextContent(/nommez un autre économiste/);
    await expect(field).toHaveValue(EMAIL);
  },
};

/** The server does not answer: said above the field, nothing typed lost; « Annuler » gives the focus back. */
export const Erreur: Story = {
  name: 'Supprimer : serveur injoignable',
  args: {
    onDelete: fn<AccountDataPanelProps['onDelete']>(async () => ({
      ok: false,
      message:
        'Le serveur Metr ne répond pas\u00a0: votre compte n’a pas été supprimé. Réessayez une fois la connexion revenue.',
    })),
  },
  play: async () => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer mon compte' }));
    const field = within(panel).getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(field, `${EMAIL}{Enter}`);
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(/votre compte n’a pas été supprimé/);
    await expect(field).toHaveValue(EMAIL);
  },
};

/** « Annuler » closes the confirmation and gives the focus back to « Supprimer mon compte ». */
export const Annuler: Story = {
  name: 'Supprimer : annulé',
  play: async ({ args }) => {
    const panel = await panelOf();
    await userEvent.click(within(panel).getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
