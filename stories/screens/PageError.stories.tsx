import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageError } from '../../src/screens/PageError';
import { DataWayOut } from '../../src/screens/Workspace/Shell/DataWayOut';
import { desktopPage, phone } from '../viewports';

/** What shows in place of a page that could not be loaded (a dropped connection) or failed while showing. */
const meta = {
  title: 'Screens/PageError',
  component: PageError,
  args: { kind: 'load', homeHref: '/', onReload: fn() },
  // A literal: Storybook's doc-comment enrichment replaces a meta's parameters given by reference.
  parameters: { ...desktopPage },
} satisfies Meta<typeof PageError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnexionInterrompue: Story = {
  name: 'Connexion interrompue',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le titre prend le focus et dit ce qui s’est passé', async () => {
      // The title is focused by an effect, after the first paint.
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' })).toHaveFocus(),
      );
      await expect(canvas.getByText(/la connexion a peut-être été interrompue/)).toBeVisible();
    });
    await step('« Recharger la page » au clavier, puis le lien de retour', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onReload).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveFocus();
    });
  },
};

export const ErreurInattendue: Story = {
  name: 'Erreur inattendue',
  args: { kind: 'unexpected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ne sont pas perdus/)).toBeVisible();
  },
};

export const Telephone: Story = { name: 'Téléphone', parameters: phone };

/** The workspace's way out, its handlers spied on. */
const wayOut = { onBackup: fn(), onStorage: fn(), onSignOut: fn() };

/** A workspace page that failed on its data: the way out (backup, storage, sign-out) is offered, by keyboard too. */
export const EspaceDeTravail: Story = {
  name: 'Espace de travail',
  args: { kind: 'unexpected', wayOut: <DataWayOut {...wayOut} /> },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('après « Recharger la page », la sauvegarde, le stockage et la déconnexion au clavier', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’afficher' })).toHaveFocus(),
      );
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
      for (const [name, handler] of [
        ['Sauvegarde…', wayOut.onBackup],
        ['Espace de stockage…', wayOut.onStorage],
        ['Se déconnecter', wayOut.onSignOut],
      ] as const) {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(handler).toHaveBeenCalled();
      }
    });
  },
};

export const EspaceDeTravailTelephone: Story = {
  name: 'Espace de travail, téléphone',
  args: { kind: 'unexpected', wayOut: <DataWayOut {...wayOut} /> },
  parameters: phone,
};
