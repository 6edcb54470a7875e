import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ToastRegion, type ToastItem } from '../../src/components/Toast';
import { phoneAt } from '../viewports';

const deleted: ToastItem = {
  id: '1',
  message: 'Projet supprimé\u00a0: «\u00a0Résidence Les Tilleuls\u00a0»',
  action: { label: 'Annuler', onAction: () => undefined },
  // Stays for the snapshot; the app's notifications close after TOAST_TIMEOUT_MS (tested with fake clocks).
  timeout: null,
};

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { toasts: [deleted], onDismiss: fn() },
  parameters: { viewport: { width: 800, height: 320 } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ step }) => {
    await step('un message poli, une région nommée', async () => {
      await expect(screen.getByRole('status')).toHaveTextContent('Projet supprimé');
      await expect(screen.getByRole('region', { name: 'Notifications' })).toBeVisible();
    });
  },
};

export const Tones: Story = {
  args: {
    toasts: [
      { id: 's', message: 'Projet «\u00a0Halle nord\u00a0» créé', tone: 'success', timeout: null },
      {
        id: 'd',
        message: 'Impossible de revenir sur cette étape\u00a0: des éléments ont été ajoutés depuis.',
        tone: 'danger',
        timeout: null,
      },
      { ...deleted, id: 'n' },
    ],
  },
};

export const LongFrenchMessage: Story = {
  args: {
    toasts: [
      {
        ...deleted,
        message:
          'Projet supprimé\u00a0: «\u00a0Réhabilitation lourde de l’ancienne manufacture des tabacs en logements et commerces – tranche 2\u00a0»',
      },
    ],
  },
  parameters: phoneAt(320),
};

/** Pushed from a button, as the app does: the status region was there before, so the message is spoken. */
export const PushedAndUndone: Story = {
  args: { toasts: [] },
  render: function Render() {
    const [toasts, setToasts] = useState<ToastItem[]>([]);
    const [undone, setUndone] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 'var(--metr-space-md)', justifyItems: 'start' }}>
        <Button
          onPress={() =>
            setToasts([{ ...deleted, action: { label: 'Annuler', onAction: () => setUndone((n) => n + 1) } }])
          }
        >
          Supprimer
        </Button>
        <p>
          {'Annulations\u00a0: '}
          {undone}
        </p>
        <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />
      </div>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Supprimer' });
    await step('la notification paraît sans prendre le focus', async () => {
      remove.focus();
      await userEvent.keyboard('{Enter}');
      const toast = await screen.findByRole('group', { name: /Projet supprimé/ });
      // It rises in (opacity from 0): visible once its entrance has begun.
      await waitFor(() => expect(toast).toBeVisible());
      await expect(remove).toHaveFocus();
    });
    await step('« Annuler » au clavier, puis le focus revient', async () => {
      await userEvent.tab();
      await expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument());
      await expect(canvas.getByText(/Annulations/)).toHaveTextContent('1');
      await expect(remove).toHaveFocus();
    });
  },
};

/** Suppr on the plan's selection: « Supprimé », and « Annuler » takes that deletion back (keyboard reachable). */
export const Deletion: Story = {
  name: 'Supprimé · Annuler',
  args: {
    toasts: [{ id: 'deleted', message: 'Supprimé', action: { label: 'Annuler', onAction: fn() }, timeout: null }],
  },
  play: async ({ args, step }) => {
    await step('le message est annoncé dans la région des notifications', async () => {
      await expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Supprimé');
    });
    await step('« Annuler » se prend au clavier', async () => {
      const undo = screen.getByRole('button', { name: 'Annuler' });
      undo.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.toasts[0]?.action?.onAction).toHaveBeenCalledTimes(1);
    });
  },
};
