import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharedProjects } from '../../../../src/screens/Workspace/Sharing/SharedProjects';

const meta = {
  title: 'Screens/Workspace/Sharing/SharedProjects',
  component: SharedProjects,
  args: {
    state: {
      status: 'ready',
      projects: [
        { id: 'p1', name: 'Résidence Les Tilleuls', role: 'economiste' },
        { id: 'p2', name: 'Groupe scolaire Jean-Moulin — extension', role: 'metreur' },
        { id: 'p3', name: 'Médiathèque de Saint-Avold', role: 'lecteur' },
      ],
    },
    projectHref: (id: string) => `/dashboard/projets/${id}`,
    onOpenAccount: fn(),
  },
  parameters: { viewport: { width: 720, height: 400 } },
} satisfies Meta<typeof SharedProjects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Partagés avec moi »: each project at its usual address, with the person's role. */
export const Partages: Story = {
  name: 'Partagés avec moi',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Résidence Les Tilleuls' })).toHaveAttribute(
      'href',
      '/dashboard/projets/p1',
    );
    await expect(canvas.getByText(/Votre rôle.*Lecteur/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Compte et cabinet' }));
    await expect(args.onOpenAccount).toHaveBeenCalledTimes(1);
  },
};

export const Aucun: Story = {
  name: 'Aucun projet partagé',
  args: { state: { status: 'ready', projects: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Aucun projet n’est partagé avec vous/)).toBeVisible();
  },
};

/** Signed out: one line and the way to sign in; working alone needs nothing more. */
export const NonConnecte: Story = {
  name: 'Non connecté',
  args: { state: { status: 'signedOut' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Connectez-vous pour les retrouver ici/)).toBeVisible();
  },
};
