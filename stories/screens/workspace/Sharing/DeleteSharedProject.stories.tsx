import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteSharedProjectDialog } from '../../../../src/screens/Workspace/Sharing/DeleteSharedProjectDialog';
import { shownDialog } from '../../../overlays';

const TITLE = 'Supprimer le projet partagé «\u00a0Résidence Les Tilleuls — Bâtiment B\u00a0»\u202f?';

const meta = {
  title: 'Screens/Workspace/Sharing/DeleteSharedProject',
  component: DeleteSharedProjectDialog,
  args: {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls — Bâtiment B',
    access: { status: 'known', role: 'economiste' },
    onRemoveHere: fn(),
    onDeleteForEveryone: fn(),
    onCancel: fn(),
  },
  parameters: { viewport: { width: 900, height: 760 } },
} satisfies Meta<typeof DeleteSharedProjectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An économiste: this device only, or the whole team — each choice says what it does; the focus is on « Annuler ». */
export const Economiste: Story = {
  name: 'Vu par un économiste',
  play: async ({ args, step }) => {
    const dialog = within(await shownDialog('dialog', TITLE));
    const cancel = dialog.getByRole('button', { name: 'Annuler' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const everyone = dialog.getByRole('button', { name: 'Supprimer pour toute l’équipe' });
    await expect(everyone).toBeEnabled();
    await expect(everyone).toHaveAccessibleDescription(/supprimés du serveur Metr.+ne peut pas être annulée\./);
    await expect(dialog.getByRole('button', { name: 'Retirer de cet appareil' })).toHaveAccessibleDescription(
      /Seule la copie de ce navigateur est supprimée/,
    );
    await step('Shift+Tab reaches the team’s deletion from « Annuler »; Enter asks it', async () => {
      await userEvent.tab({ shift: true });
      await expect(everyone).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDeleteForEveryone).toHaveBeenCalledTimes(1);
      await expect(args.onRemoveHere).not.toHaveBeenCalled();
    });
  },
};

/** A métreur: the team's deletion in view but disabled, the reason beside it; removing it from this device stays. */
export const Metreur: Story = {
  name: 'Vu par un métreur',
  args: { access: { status: 'known', role: 'metreur' } },
  play: async ({ args }) => {
    const dialog = within(await shownDialog('dialog', TITLE));
    const everyone = dialog.getByRole('button', { name: 'Supprimer pour toute l’équipe' });
    await expect(everyone).toBeDisabled();
    await expect(
      dialog.getByText(
        /^Vous êtes métreur sur ce projet.+seul un économiste du projet peut le supprimer pour toute l’équipe\.$/,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer de cet appareil' }));
    await expect(args.onRemoveHere).toHaveBeenCalledTimes(1);
  },
};

/** The server's refusal, and the deletion under way. */
export const Refused: Story = {
  name: 'Suppression en cours, puis refusée',
  args: {
    pending: 'everyone',
    error:
      'Le serveur Metr ne répond pas. Vérifiez votre connexion puis réessayez\u00a0: rien n’est perdu dans ce navigateur.',
  },
  play: async () => {
    const dialog = within(await shownDialog('dialog', TITLE));
    await expect(dialog.getByRole('alert')).toHaveTextContent(/ne répond pas/);
    await expect(dialog.getByRole('button', { name: 'Retirer de cet appareil' })).toBeDisabled();
  },
};
