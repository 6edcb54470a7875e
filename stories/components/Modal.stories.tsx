import { Activity, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Modal } from '../../src/components/Modal';
import { phone } from '../viewports';
import { BehindTrigger, openFromTrigger } from './dialog-story-helpers';

const field = {
  display: 'grid',
  gap: 'var(--metr-space-xs)',
  fontSize: 'var(--metr-font-size-sm)',
  fontWeight: 'var(--metr-font-weight-medium)',
} as const;
const input = {
  minHeight: 'var(--metr-size-control-md)',
  paddingInline: 'var(--metr-space-md)',
  border: 'var(--metr-border-width-thin) solid var(--metr-color-border-input)',
  borderRadius: 'var(--metr-border-radius-md)',
  background: 'var(--metr-color-background-surface)',
  color: 'var(--metr-color-text-default)',
  fontSize: 'var(--metr-font-size-md)',
} as const;
const actions = { display: 'flex', justifyContent: 'flex-end', gap: 'var(--metr-space-sm)', flexWrap: 'wrap' } as const;

const AccessForm = (
  <form style={{ display: 'grid', gap: 'var(--metr-space-lg)' }} onSubmit={(e) => e.preventDefault()}>
    <TextField style={field} type="email" isRequired>
      <Label>Adresse e-mail professionnelle</Label>
      <Input style={input} />
    </TextField>
    <TextField style={field}>
      <Label>Entreprise</Label>
      <Input style={input} />
    </TextField>
    <div style={actions}>
      <Button slot="close" variant="secondary">
        Annuler
      </Button>
      <Button type="submit">Envoyer la demande</Button>
    </div>
  </form>
);

const TRIGGER = 'Ouvrir la fenêtre';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Demander un accès',
    description: 'Nous vous répondons sous 48 heures ouvrées.',
    children: AccessForm,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  render: ({ onOpenChange, ...args }) => (
    <BehindTrigger label={TRIGGER} onOpenChange={onOpenChange}>
      <Modal {...args} />
    </BehindTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal from its trigger with the keyboard and returns the dialog. */
async function openWithKeyboard(canvasElement: HTMLElement, name: string | RegExp) {
  const opened = await openFromTrigger(canvasElement, TRIGGER, 'dialog', name);
  await waitFor(() => expect(opened.dialog).toContainElement(document.activeElement as HTMLElement));
  return opened;
}

export const OpenWithForm: Story = {
  play: async ({ canvasElement, step }) => {
    await step('ouvrir au clavier', async () => {
      await openWithKeyboard(canvasElement, 'Demander un accès');
    });
    const dialog = screen.getByRole('dialog', { name: 'Demander un accès' });
    await step('nom et description', async () => {
      await expect(dialog).toHaveAccessibleDescription('Nous vous répondons sous 48 heures ouvrées.');
    });
    await step('Tab reste dans la fenêtre', async () => {
      const inDialog = within(dialog);
      await userEvent.tab();
      await expect(inDialog.getByRole('button', { name: 'Fermer' })).toHaveFocus();
      await userEvent.tab();
      await expect(inDialog.getByRole('textbox', { name: /Adresse e-mail professionnelle/ })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(inDialog.getByRole('button', { name: 'Envoyer la demande' })).toHaveFocus();
      await userEvent.tab();
      await expect(inDialog.getByRole('button', { name: 'Fermer' })).toHaveFocus();
      // Back on the form for the snapshot.
      inDialog.getByRole('textbox', { name: /Adresse e-mail professionnelle/ }).focus();
    });
  },
};

export const LongFrenchTitle: Story = {
  args: {
    title: 'Paramétrer l’import des plans de l’appel d’offres du lot gros œuvre – bâtiment B, niveaux R+1 à R+3',
    description: 'Les plans sont analysés sur votre poste\u00a0: aucun fichier n’est envoyé à nos serveurs.',
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, /^Paramétrer l’import des plans/);
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      /bâtiment B, niveaux R\+1 à R\+3$/,
    );
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Quitter sans enregistrer\u202f?',
    description: 'Les métrés saisis depuis le dernier enregistrement seront perdus.',
    children: (
      <div style={actions}>
        <Button slot="close" variant="secondary">
          Rester
        </Button>
        <Button slot="close" variant="danger">
          Quitter
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement, args, step }) => {
    await step('ouvrir', async () => {
      await openWithKeyboard(canvasElement, 'Quitter sans enregistrer\u202f?');
    });
    await step('«\u00a0Rester\u00a0» ferme la fenêtre', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Rester' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step('rouvrir pour la capture', async () => {
      await openWithKeyboard(canvasElement, 'Quitter sans enregistrer\u202f?');
    });
  },
};

export const NotDismissable: Story = {
  args: {
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    title: 'Vérifier votre adresse e-mail',
    description: 'Saisissez le code à six chiffres reçu par e-mail. Seul le bouton Fermer annule la vérification.',
    children: undefined,
  },
  play: async ({ canvasElement, args, step }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Vérifier votre adresse e-mail');
    await step('ni Échap ni un clic à l’extérieur ne ferment', async () => {
      await userEvent.keyboard('{Escape}');
      const overlay = dialog.parentElement?.parentElement;
      await expect(overlay).toBeInstanceOf(HTMLElement);
      if (overlay) await userEvent.click(overlay);
      await expect(screen.getByRole('dialog', { name: 'Vérifier votre adresse e-mail' })).toBeVisible();
      await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    });
  },
};

export const Trigger: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: TRIGGER });
    await step('Entrée sur le déclencheur\u00a0: le focus entre dans la fenêtre', async () => {
      await openWithKeyboard(canvasElement, 'Demander un accès');
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await step('Échap ferme et rend le focus au déclencheur', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('le bouton Fermer ferme aussi', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('rouvrir pour la capture', async () => {
      await openWithKeyboard(canvasElement, 'Demander un accès');
    });
  },
};

/** Rendered ahead, hidden in React's Activity, revealed by the trigger: the sign-up modal's way on the landing. */
function RevealedAhead(args: Parameters<typeof Modal>[0]) {
  const [state, setState] = useState<'ahead' | 'open' | 'closed'>('ahead');
  return (
    <>
      <Button onPress={() => setState('open')}>{TRIGGER}</Button>
      <Activity mode={state === 'ahead' ? 'hidden' : 'visible'}>
        <Modal {...args} isOpen={state !== 'closed'} onClose={() => setState('closed')} isRenderedAhead />
      </Activity>
    </>
  );
}

export const RenderedAhead: Story = {
  render: ({ onOpenChange: _onOpenChange, ...args }) => <RevealedAhead {...args} />,
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: TRIGGER });
    await step('avant l’ouverture : dans la page, ni visible ni annoncée', async () => {
      // Rendered at React's lowest priority, once the page is idle.
      await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
      await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await step('Entrée sur le déclencheur : elle s’affiche, le focus y entre', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Demander un accès' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Échap ferme et rend le focus au déclencheur', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
    await step('rouvrir pour la capture', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Demander un accès' });
    });
  },
};

export const DrawerStart: Story = {
  args: {
    placement: 'start',
    title: 'Plans du projet',
    description: undefined,
    children: (
      <ul style={{ margin: 0, paddingInlineStart: 'var(--metr-space-lg)' }}>
        <li>RDC – plan masse</li>
        <li>R+1 – logements</li>
      </ul>
    ),
  },
  parameters: phone,
  play: async ({ canvasElement, step }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Plans du projet');
    await step('contre le bord de début, toute la hauteur', async () => {
      await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'start');
      // Visible once the drawer's entrance has faded it in (opacity 0 counts as hidden).
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible());
    });
  },
};

export const DrawerEnd: Story = {
  args: { ...DrawerStart.args, placement: 'end', title: 'Détails' },
  parameters: phone,
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Détails');
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
  },
};
