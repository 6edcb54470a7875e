import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PagePairing } from '../../../../src/domain/comparison/types';
import { PairingDialog, type PairingDialogProps } from '../../../../src/screens/Workspace/Comparison';
import { shownDialog } from '../../../overlays';
import { PAGES, PAGES_OTHER_SIZE, PAIRINGS, SHEETS } from './comparison-story-data';

/** The dialog with its pairings kept as the route keeps them: a choice made in a select becomes « choisi ». */
function Harness(props: PairingDialogProps) {
  const [pairings, setPairings] = useState<readonly PagePairing[]>(props.pairings);
  return (
    <PairingDialog
      {...props}
      pairings={pairings}
      onPairingChange={(pageIndex, sheetId) => {
        props.onPairingChange(pageIndex, sheetId);
        setPairings((all) =>
          all.map((p) =>
            p.pageIndex !== pageIndex
              ? p
              : sheetId === null
                ? { pageIndex, sheetId }
                : { pageIndex, sheetId, reason: 'manual' },
          ),
        );
      }}
    />
  );
}

const meta = {
  title: 'Screens/Workspace/Comparison/PairingDialog',
  component: PairingDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    fileName: 'VA-plans-indice-B.pdf',
    indice: 'B',
    pages: PAGES,
    sheets: SHEETS,
    pairings: PAIRINGS,
    onPairingChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { width: 1000, height: 900 } },
} satisfies Meta<typeof PairingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each page paired automatically, with why: the sheet number, the title-block name, the page order. */
export const RapprochementAutomatique: Story = {
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', /Nouvel indice — VA-plans-indice-B\.pdf/);
    const body = within(dialog);
    await step('les raisons du rapprochement', async () => {
      await expect(body.getByText(/Rapprochement\s: même numéro/)).toBeVisible();
      await expect(body.getByText(/Rapprochement\s: même nom/)).toBeVisible();
      await expect(body.getByText(/Rapprochement\s: ordre des pages/)).toBeVisible();
      await expect(body.getByRole('status')).toHaveTextContent('3 pages sur 3 reçues comme nouvel indice');
    });
    await step('importer', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Importer l’indice B' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
    });
  },
};

/** The third page made a new sheet with the keyboard: its select opened and chosen with the arrows. */
export const ChoixAuClavier: Story = {
  play: async ({ args, step, canvasElement }) => {
    const dialog = await shownDialog('dialog', /Nouvel indice/);
    const body = within(dialog);
    await step('la page 3 devient une nouvelle feuille', async () => {
      const trigger = body.getByRole('button', { name: /La page 3 devient l’indice B de/ });
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
      await waitFor(() => expect(listbox).toBeVisible());
      await userEvent.keyboard('{Home}{Enter}');
      await expect(args.onPairingChange).toHaveBeenCalledWith(2, null);
    });
    await step('le compte suit', async () => {
      await expect(body.getByRole('status')).toHaveTextContent('2 pages sur 3 reçues comme nouvel indice');
    });
  },
};

/** A page of another paper size than its sheet: warned at its row, still importable (the alignment fixes scale). */
export const FormatDifferent: Story = {
  args: { pages: PAGES_OTHER_SIZE, pairings: PAIRINGS.slice(0, 2) },
  play: async () => {
    const dialog = await shownDialog('dialog', /Nouvel indice/);
    await expect(
      within(dialog).getByText(/Format différent de la feuille \(1\s189 × 841\smm au lieu de 841 × 594\smm\)/),
    ).toBeVisible();
  },
};

/** Two pages onto the same sheet: refused at the second row, and « Importer » takes the focus there. */
export const FeuilleEnDouble: Story = {
  args: {
    pairings: [
      { pageIndex: 0, sheetId: 's1', reason: 'number' },
      { pageIndex: 1, sheetId: 's1', reason: 'manual' },
      { pageIndex: 2, sheetId: 's3', reason: 'order' },
    ],
  },
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', /Nouvel indice/);
    const body = within(dialog);
    await expect(body.getByText(/Cette feuille est déjà choisie pour la page 1/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Importer l’indice B' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(body.getByRole('button', { name: /La page 2 devient l’indice B de/ })).toHaveFocus();
  },
};

/** Nothing could be paired: said, with the manual way (the selects); « Importer » refuses until a sheet is chosen. */
export const AucunRapprochement: Story = {
  args: { pairings: PAGES.map((p) => ({ pageIndex: p.pageIndex, sheetId: null })) },
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', /Nouvel indice/);
    const body = within(dialog);
    await step('le message et la voie manuelle', async () => {
      await expect(body.getByText(/Aucune page de ce fichier n’a pu être rapprochée/)).toBeVisible();
    });
    await step('importer sans rien choisir est refusé', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Importer l’indice B' }));
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(body.getByText(/Choisissez au moins une feuille/)).toBeVisible();
    });
  },
};

/** The import running after the confirmation. */
export const Importation: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = await shownDialog('dialog', /Nouvel indice/);
    await expect(within(dialog).getByRole('button', { name: 'Import en cours…' })).toBeVisible();
  },
};
