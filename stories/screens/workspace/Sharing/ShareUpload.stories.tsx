import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareDialog } from '../../../../src/screens/Workspace/Sharing';
import { shownDialog } from '../../../overlays';

const meta = {
  title: 'Screens/Workspace/Sharing/ShareUpload',
  component: ShareDialog,
  args: {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls',
    state: 'sending',
    progress: 0.35,
    progressText: '14,2\u00a0Mo sur 40,6\u00a0Mo envoyés — fichier 2 sur 5',
    onCancel: fn(),
    firmName: 'Cabinet Durand Économie',
    members: [],
    yourRole: 'economiste',
    onShare: fn(),
    onInvite: fn(),
    onRoleChange: fn(),
    onRemove: fn(),
    onClose: fn(),
  },
  parameters: { viewport: { width: 900, height: 900 } },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans on their way: the bar, what is under way in words, and « Annuler l’envoi ». */
export const EnvoiDesPlans: Story = {
  name: 'Envoi des plans, avec annulation',
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).getByRole('progressbar', { name: 'Envoi du projet' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(within(dialog).getByText(/fichier 2 sur 5/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler l’envoi' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The firm's storage is full at a plan: named, nothing shared, nothing lost; « Partager avec mon cabinet » again. */
export const QuotaPlein: Story = {
  name: 'Envoi refusé : stockage du cabinet plein',
  args: {
    state: 'local',
    error: {
      code: 'message',
      message:
        '«\u00a0Niveau R+1.pdf\u00a0»\u00a0: L’espace de stockage de votre cabinet est plein\u00a0: le projet n’a pas été partagé. Rien n’est perdu dans ce navigateur.',
    },
  },
  play: async () => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /Niveau R\+1\.pdf.*stockage de votre cabinet est plein/,
    );
    await expect(within(dialog).getByRole('button', { name: 'Partager avec mon cabinet' })).toBeEnabled();
  },
};

/** Cancelled: said quietly, with what a retry will skip. */
export const EnvoiAnnule: Story = {
  name: 'Envoi annulé',
  args: {
    state: 'local',
    notice:
      'Envoi annulé\u00a0: le projet n’est pas partagé. Rien n’est perdu\u202f; en reprenant, les plans déjà envoyés ne le seront pas une seconde fois.',
  },
  play: async () => {
    const dialog = await shownDialog('dialog', /Partager/);
    await expect(within(dialog).getByText(/Envoi annulé/)).toBeVisible();
  },
};
