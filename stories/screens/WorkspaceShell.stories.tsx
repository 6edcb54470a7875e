import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BackupInvalidError, BackupMismatchError } from '../../src/db/errors';
import { backupErrorNotice } from '../../src/routes/workspace/backupNotice';
import { BackupDialog, type BackupDialogProps } from '../../src/screens/Workspace/Shell/BackupDialog';
import { StorageDialog, type StorageState } from '../../src/screens/Workspace/Shell/StorageDialog';
import { WorkspaceHeader } from '../../src/screens/Workspace/Shell/WorkspaceHeader';
import { desktopAt, phoneAt } from '../viewports';

const meta = {
  title: 'Screens/Workspace/Shell',
  component: WorkspaceHeader,
  args: {
    homeHref: '/dashboard',
    breadcrumbs: [{ id: 'projects', label: 'Projets' }],
    firstName: 'Camille',
    onSettingsAction: fn(),
  },
  parameters: desktopAt(600),
} satisfies Meta<typeof WorkspaceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Bonjour Camille')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Metr, liste des projets' })).toHaveAttribute('href', '/dashboard'),
    );
  },
};

export const HeaderWithoutProfile: Story = { args: { firstName: null } };

export const LongTrail: Story = {
  args: {
    breadcrumbs: [
      { id: 'projects', label: 'Projets', href: '/dashboard' },
      { id: 'p', label: 'Reconstruction du groupe scolaire Jean-de-La-Fontaine et de son gymnase', href: '/p' },
      { id: 's', label: 'PRO-ARC-104 — plan du rez-de-chaussée, indice C' },
    ],
  },
  parameters: phoneAt(600),
};

export const SettingsMenu: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Paramètres' });
    await step('au clavier\u00a0: sauvegarde, stockage, déconnexion', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(args.onSettingsAction).toHaveBeenCalledWith('signOut'));
    });
    await step('rouvrir pour la capture', async () => {
      // The menu closed by the action must be gone first: pressed while it is still leaving, Entrée reopens it
      // without moving the focus into it, and the picture would depend on the moment it is taken.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sauvegarde…' })).toHaveFocus());
    });
  },
};

/** The backup dialog open, its handlers spied on, with what a story adds. */
const backupDialog = (props: Partial<BackupDialogProps> = {}) => (
  <BackupDialog isOpen onOpenChange={fn()} onExport={fn()} onImport={fn()} {...props} />
);

export const Backup: Story = {
  render: () => backupDialog(),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarde' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Exporter mes données' })).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Importer' })).toBeVisible());
  },
};

export const BackupExporting: Story = {
  render: () => backupDialog({ progress: { kind: 'export', done: 340, total: 1000 } }),
  play: async () => {
    const bar = await screen.findByRole('progressbar', { name: 'Export de vos données' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '340'));
  },
};

export const BackupNotABackup: Story = {
  render: () =>
    backupDialog({
      notice: { tone: 'danger', message: 'Ce fichier n’est pas une sauvegarde Metr. Rien n’a été modifié.' },
    }),
};

/** A backup refused by the check: what is wrong, row by row, the first five and a count of the rest. */
export const BackupInvalid: Story = {
  // Tall enough for the whole report in the picture.
  parameters: desktopAt(960),
  render: () =>
    backupDialog({
      notice: backupErrorNotice(
        new BackupInvalidError(
          [
            { table: 'projects', row: 3, field: 'createdAt', code: 'notADate' },
            { table: 'projects', row: 4, field: 'name', code: 'tooLong', found: 20_971_520, max: 2_000 },
            { table: 'measurements', row: 12, field: 'sheetId', code: 'missingReference', target: 'plans' },
            { table: 'journal', row: 7, field: 'changes.0.after.label', code: 'notText' },
            { table: 'fileBlobs', row: 1, field: 'blob', code: 'blobDamaged' },
          ],
          17,
        ),
      ),
    }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarde' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(6));
    await expect(within(dialog).getByText(/^Projet 3\s: la date de création n’est pas une date\.$/)).toBeVisible();
    await expect(within(dialog).getByText('Et 12 autres problèmes.')).toBeVisible();
  },
};

/** A backup made by a newer version of the app. */
export const BackupNewer: Story = {
  render: () => backupDialog({ notice: backupErrorNotice(new BackupMismatchError('newerVersion', 'newer')) }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarde' });
    await waitFor(() => expect(dialog).toHaveTextContent('version plus récente de Metr'));
  },
};

export const BackupReplaceConfirmation: Story = {
  render: () =>
    backupDialog({
      replaceRequest: { fileName: 'metr-sauvegarde-2026-11-23.json' },
      onConfirmReplace: fn(),
      onCancelReplace: fn(),
    }),
  play: async () => {
    const alert = await screen.findByRole('alertdialog');
    await waitFor(() => expect(alert).toHaveTextContent('metr-sauvegarde-2026-11-23.json'));
  },
};

const figures = { usage: 412_000_000, quota: 2_000_000_000, planBytes: 380_000_000, reclaimableBytes: 24_500_000 };

/** The storage dialog open in a given state, its handlers spied on. */
const storageDialog = (state: StorageState) => <StorageDialog isOpen onOpenChange={fn()} state={state} onFree={fn()} />;

export const Storage: Story = {
  render: () => storageDialog({ status: 'ready', figures }),
  play: async ({ step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Espace de stockage' });
    await step('l’espace utilisé et la part des plans', async () => {
      await waitFor(() => expect(within(dialog).getByText(/sur .* disponibles/)).toBeVisible());
    });
    await step('libérer demande confirmation', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Libérer l’espace' }));
      await screen.findByRole('alertdialog');
    });
  },
};

export const StorageNothingToFree: Story = {
  render: () =>
    storageDialog({ status: 'ready', figures: { usage: null, quota: null, planBytes: 0, reclaimableBytes: 0 } }),
};

export const StorageLoading: Story = {
  render: () => storageDialog({ status: 'loading' }),
};
