import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { accountFr } from '../../src/i18n/account.fr';
import { Dashboard, type DashboardProfile } from '../../src/screens/Dashboard';

const camille: DashboardProfile = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@durand-economie.fr',
  company: 'Durand Économie de la construction',
  profession: 'Économiste',
  experience: '7+ ans',
  isBetaUser: true,
  createdAt: '2026-11-22T09:30:00.000Z',
};

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: {
    state: { status: 'ready', email: camille.email, profile: camille },
    homeHref: '/',
    onSignUp: fn(),
    onSignOut: fn(),
    onExport: fn(),
    onImport: fn(),
    onConfirmReplace: fn(),
    onCancelReplace: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { width: 1280, height: 900 } },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('salutation et profil', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
      await expect(canvas.getByText('22 novembre 2026')).toBeVisible();
      await expect(canvas.getByText('Bêta testeur')).toBeVisible();
    });
    await step('au clavier\u00a0: accueil, déconnexion, export, import', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: accountFr.dashboard.homeLink })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Exporter mes données' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onExport).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Importer' })).toHaveFocus();
      canvas.getByRole('button', { name: 'Se déconnecter' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    });
  },
};

export const Mobile: Story = { parameters: { viewport: { width: 375, height: 812 } } };

export const MinimalProfile: Story = {
  args: {
    state: {
      status: 'ready',
      email: 'lea@metr.fr',
      profile: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@metr.fr',
        isBetaUser: true,
        createdAt: '2027-01-01T10:00:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Non renseigné')).toHaveLength(3);
    await expect(canvas.getByText('1er janvier 2027')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(accountFr.dashboard.loading);
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signedOut' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveFocus();
  },
};

export const ProfileMissing: Story = {
  args: { state: { status: 'ready', email: 'camille@metr.fr', profile: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(accountFr.dashboard.profile.missing)).toBeVisible();
  },
};

export const StorageUnavailable: Story = {
  args: { state: { status: 'error', email: 'camille@metr.fr', message: accountFr.storage.unavailable } },
  play: async ({ canvasElement }) => {
    // textContent: toHaveTextContent would normalise the message’s no-break spaces.
    await expect(within(canvasElement).getByRole('alert').textContent).toContain(accountFr.storage.unavailable);
  },
};

export const Exporting: Story = { args: { isExporting: true } };

export const ImportDone: Story = {
  args: { backupNotice: { tone: 'success', message: 'Sauvegarde importée\u00a0: 12 enregistrements restaurés.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('12 enregistrements restaurés');
  },
};

export const ImportNotABackup: Story = {
  args: { backupNotice: { tone: 'danger', message: accountFr.dashboard.data.notABackup } },
};

export const ReplaceConfirmation: Story = {
  args: { replaceRequest: { fileName: 'metr-sauvegarde-2026-11-22.json' } },
  // Tall enough for the whole page: the backdrop is fixed to the viewport, and the snapshot is full-page.
  parameters: { viewport: { width: 1280, height: 1160 } },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remplacer les données de ce navigateur\u202f?' });
    await step('le focus est sur « Annuler »', async () => {
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
      await expect(dialog).toHaveTextContent('metr-sauvegarde-2026-11-22.json');
    });
    await step('Tab atteint « Remplacer »', async () => {
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Remplacer' })).toHaveFocus();
      await expect(args.onConfirmReplace).not.toHaveBeenCalled();
      within(dialog).getByRole('button', { name: 'Annuler' }).focus();
    });
  },
};
