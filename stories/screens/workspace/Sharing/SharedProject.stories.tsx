import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  SharedProjectHeader,
  SharedProjectState,
  SharingNotice,
  type PresentPerson,
} from '../../../../src/screens/Workspace/Sharing';

const PEOPLE: readonly PresentPerson[] = [
  { id: 'p1', name: 'Claire Martin', sheet: 'RDC', colour: 'blue', isYou: true },
  { id: 'p2', name: 'Jean Leroy', sheet: 'R+1', colour: 'green' },
];

const meta = {
  title: 'Screens/Workspace/Sharing/Shared project',
  parameters: { viewport: { width: 900, height: 700 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project shared with me that this browser does not have yet: its rows are on their way from the server. */
export const Arriving: Story = {
  name: 'Projet en cours de réception',
  render: () => <SharedProjectState kind="arriving" backHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Réception du projet partagé' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Réception du projet…' })).toBeVisible();
  },
};

/** Asking the server whether the project is shared with this person. */
export const Checking: Story = {
  name: 'Recherche du projet',
  render: () => <SharedProjectState kind="checking" backHref="/dashboard" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Recherche du projet parmi ceux partagés avec vous…',
    );
  },
};

/** Nobody signed in, not a member, the server out of reach: nothing is created in this browser. */
export const CannotOpen: Story = {
  name: 'Projet impossible à ouvrir ici',
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <SharedProjectState kind="signedOut" backHref="/dashboard" />
      <SharedProjectState kind="noAccess" backHref="/dashboard" />
      <SharedProjectState kind="offline" backHref="/dashboard" onRetry={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connectez-vous pour ouvrir ce projet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Le serveur Metr ne répond pas' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Retour aux projets' })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** The header's part of a shared project: the status, and who else is on it. */
export const Header: Story = {
  name: 'En-tête d’un projet partagé',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SharedProjectHeader state="synced" people={PEOPLE} />
      <SharedProjectHeader state="offline" pending={2} people={PEOPLE.slice(0, 1)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Enregistré sur le serveur',
      'Hors ligne — 2\u00a0modifications seront envoyées',
    ]);
    // Alone on the project: no presence list.
    await expect(canvas.getAllByText('Jean Leroy', { exact: false })).toHaveLength(1);
  },
};

/** A shared project here while nobody is signed in: read-only until they are, with the ways to keep the work. */
export const SignedOut: Story = {
  name: 'Avis : non connecté',
  render: () => <SharingNotice notice={{ kind: 'signedOut' }} onExport={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Vous n’êtes pas connecté à votre compte Metr')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exporter les quantités' })).toBeVisible();
  },
};
