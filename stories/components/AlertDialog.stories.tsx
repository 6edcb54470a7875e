import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from '../../src/components/AlertDialog';
import { BehindTrigger, openFromTrigger } from './dialog-story-helpers';

const TRIGGER = 'Ouvrir l’alerte';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Inscription envoyée',
    message: 'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
    actionLabel: 'Continuer',
    tone: 'success',
    onAction: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'danger', 'success'] } },
  render: ({ onOpenChange, ...args }) => (
    <BehindTrigger label={TRIGGER} onOpenChange={onOpenChange}>
      <AlertDialog {...args} />
    </BehindTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement, name: string) => openFromTrigger(canvasElement, TRIGGER, 'alertdialog', name);

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

export const InscriptionEnvoyee: Story = {
  play: async ({ canvasElement, args, step }) => {
    const { trigger, dialog } = await open(canvasElement, 'Inscription envoyée');
    await step('le message décrit la fenêtre, le focus est sur «\u00a0Continuer\u00a0»', async () => {
      await expect(dialog).toHaveAccessibleDescription(args.message as string);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus());
    });
    await step('Entrée sur «\u00a0Continuer\u00a0» ferme', async () => {
      await userEvent.keyboard('{Enter}');
      await closed();
      await expect(args.onAction).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('Échap ferme sans lancer l’action', async () => {
      await open(canvasElement, 'Inscription envoyée');
      await userEvent.keyboard('{Escape}');
      await closed();
      await expect(args.onAction).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step('rouvrir pour la capture', async () => {
      await open(canvasElement, 'Inscription envoyée');
    });
  },
};

export const DangerWithCancel: Story = {
  args: {
    tone: 'danger',
    title: 'Supprimer le projet\u202f?',
    message:
      'Le projet «\u00a0Résidence Les Tilleuls\u00a0» et tous ses métrés seront supprimés. Cette action est définitive.',
    actionLabel: 'Supprimer',
    cancelLabel: 'Annuler',
  },
  play: async ({ canvasElement, args, step }) => {
    await step('ouvrir\u00a0: le focus va sur «\u00a0Annuler\u00a0»', async () => {
      await open(canvasElement, 'Supprimer le projet\u202f?');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    });
    await step('Espace sur «\u00a0Annuler\u00a0» ferme sans supprimer', async () => {
      await userEvent.keyboard(' ');
      await closed();
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onAction).not.toHaveBeenCalled();
    });
    await step('rouvrir pour la capture', async () => {
      await open(canvasElement, 'Supprimer le projet\u202f?');
    });
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Nouvelle version du plan',
    message: 'L’indice C du plan remplace l’indice B. Les différences sont surlignées dans la vue comparée.',
    actionLabel: 'Voir les différences',
    cancelLabel: 'Plus tard',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Nouvelle version du plan');
    // Visible once the entry animation has run.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voir les différences' })).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Plus tard' })).toHaveFocus());
  },
};
