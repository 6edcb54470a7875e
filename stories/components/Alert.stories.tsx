import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../../src/components/Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Cette adresse e-mail est déjà associée à un compte.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['danger', 'success', 'info', 'warning'] },
    live: { control: 'inline-radio', options: ['assertive', 'polite', 'off'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    // The tone is named for screen readers, not only shown by colour and icon.
    await expect(alert.textContent).toBe('Erreur\u00a0: Cette adresse e-mail est déjà associée à un compte.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Votre demande d’accès a bien été envoyée.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toMatch(/^Succès\u00a0: Votre demande/);
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Les plans sont analysés sur votre poste\u00a0: aucun fichier n’est envoyé.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toMatch(/^Information\u00a0: Les plans/);
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Deux pages du plan n’ont pas pu être lues.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toMatch(/^Attention\u00a0: Deux pages/);
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'warning',
    title: 'Plan incomplet',
    children: 'Les pages 4 et 7 sont illisibles. Importez une version de meilleure qualité pour les métrer.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByText('Plan incomplet')).toBeVisible();
  },
};

export const LongMessage: Story = {
  args: {
    children:
      'Nous n’avons pas pu enregistrer votre inscription\u00a0: le serveur ne répond pas. Vérifiez votre connexion puis réessayez\u202f; si le problème persiste, écrivez-nous à support@metr.fr en précisant l’heure de votre tentative.',
  },
};

export const LivePolite: Story = {
  args: { live: 'polite', children: 'Le mot de passe doit contenir au moins 12 caractères.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
