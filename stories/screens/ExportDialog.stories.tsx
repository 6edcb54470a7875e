import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ExportDialog, type ExportChoice, type ExportDialogProps } from '../../src/screens/Export';
import { useHeld } from '../held';
import { desktopAt } from '../viewports';

const choice: ExportChoice = {
  kind: 'dpgf',
  format: 'xlsx',
  quantitiesSheet: true,
  detailsSheet: true,
  csvTable: 'priced',
};

/** The container's part: the choice lives here, as the export route keeps it. */
function Stateful(props: ExportDialogProps) {
  const [value, setValue] = useHeld(props.choice, props.onChoiceChange);
  return <ExportDialog {...props} choice={value} onChoiceChange={setValue} />;
}

const meta = {
  title: 'Screens/Export/Dialog',
  component: ExportDialog,
  args: {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls',
    choice,
    state: { status: 'choosing' },
    onChoiceChange: fn(),
    onExport: fn(),
    onCancelExport: fn(),
    onClose: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: desktopAt(900),
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The dialog once its entrance is over: it fades in from opacity 0, and `toBeVisible` reads an element under an
 * opacity of 0 as hidden (a race seen on a loaded machine).
 */
const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Exporter les quantités' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return found;
};

export const ChoixDuDocument: Story = {
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('DPGF en classeur par défaut, avec ses deux feuilles', async () => {
      await expect(inDialog.getByRole('radio', { name: /^DPGF/ })).toBeChecked();
      await expect(inDialog.getByRole('radio', { name: 'Classeur Excel (.xlsx)' })).toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: 'Détail des métrés' })).toBeChecked();
    });
    await step('choisir le DQE au clavier', async () => {
      inDialog.getByRole('radio', { name: /^DPGF/ }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(inDialog.getByRole('radio', { name: /^DQE/ })).toBeChecked();
      await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ ...choice, kind: 'dqe' });
    });
    await step('exporter', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Exporter' }));
      await expect(args.onExport).toHaveBeenCalledOnce();
    });
  },
};

export const ChoixDuCsv: Story = {
  args: { choice: { ...choice, format: 'csv', csvTable: 'quantities' } },
  play: async ({ step }) => {
    const inDialog = within(await dialog());
    await step('un seul tableau par fichier CSV', async () => {
      await expect(inDialog.getByRole('radiogroup', { name: 'Tableau à exporter' })).toBeVisible();
      await expect(inDialog.getByRole('radio', { name: 'Quantitatif sans prix' })).toBeChecked();
      await expect(inDialog.queryByRole('checkbox')).toBeNull();
    });
  },
};

export const EnCours: Story = {
  args: { state: { status: 'running', label: 'Écriture des lignes\u00a0: 4\u202f200 sur 10\u202f130', value: 41 } },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('la progression et son libellé', async () => {
      const bar = inDialog.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuenow', '41');
      await expect(bar.textContent).toContain('Écriture des lignes');
    });
    await step('arrêter l’export', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Arrêter l’export' }));
      await expect(args.onCancelExport).toHaveBeenCalledOnce();
    });
  },
};

export const Compression: Story = {
  args: { state: { status: 'running', label: 'Compression du fichier…' } },
  play: async ({ step }) => {
    const inDialog = within(await dialog());
    await step('une progression sans valeur', async () => {
      await expect(inDialog.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    });
  },
};

export const Erreur: Story = {
  args: {
    state: {
      status: 'error',
      message: 'L’export s’est interrompu. Réessayez\u00a0: si cela se reproduit, rechargez la page.',
    },
  },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('le message et un nouvel essai', async () => {
      await expect(inDialog.getByRole('alert').textContent).toContain('L’export n’a pas abouti');
      await userEvent.click(inDialog.getByRole('button', { name: 'Réessayer' }));
      await expect(args.onExport).toHaveBeenCalledOnce();
    });
  },
};

/** The cadre for tender, one file per lot, the PSE and the optional columns: every option of the DPGF to send. */
export const CadreParLot: Story = {
  args: {
    lotCount: 4,
    pseNames: ['PSE 1 – Faïence toute hauteur'],
    choice: { ...choice, pricing: 'tender', perLot: true, cctpColumn: true, localisationColumn: true },
  },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('le cadre vierge, les colonnes et un fichier par lot', async () => {
      await expect(inDialog.getByRole('radio', { name: /^Cadre vierge pour la consultation/ })).toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: 'Récapitulatif par lot' })).toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: 'Réf. CCTP' })).toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: 'Plans' })).not.toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: 'Un fichier par lot (4 fichiers)' })).toBeChecked();
    });
    await step('la PSE, incluse par défaut, se retire au clavier', async () => {
      const pse = inDialog.getByRole('checkbox', {
        name: 'Inclure la PSE «\u00a0PSE 1 – Faïence toute hauteur\u00a0» après la base',
      });
      await expect(pse).toBeChecked();
      pse.focus();
      await userEvent.keyboard(' ');
      await expect(args.onChoiceChange).toHaveBeenLastCalledWith(expect.objectContaining({ pse: false }));
    });
  },
};

/** One file per lot on its way: which lot, and the whole run's share. */
export const EnCoursParLot: Story = {
  args: {
    state: { status: 'running', label: 'Lot 03 (2 sur 4)\u00a0: Écriture des lignes\u00a0: 120 sur 240', value: 38 },
  },
  play: async ({ step }) => {
    const inDialog = within(await dialog());
    await step('le lot en cours', async () => {
      await expect(inDialog.getByRole('progressbar').textContent).toContain('Lot 03 (2 sur 4)');
    });
  },
};

/** Issue 24: measurements localised — the « Métré par local » offered as a CSV table, and as a sheet (on). */
export const MetreParLocal: Story = {
  args: { hasLocalisations: true },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('en CSV, comme tableau', async () => {
      await userEvent.click(inDialog.getByText('Fichier CSV (point-virgule, virgule décimale)'));
      await expect(inDialog.getByRole('radio', { name: 'Métré par local' })).toBeVisible();
      await userEvent.click(inDialog.getByText('Classeur Excel (.xlsx)'));
    });
    await step('la feuille « Métré par local » est proposée, cochée, décochée au clavier', async () => {
      const sheet = inDialog.getByRole('checkbox', { name: 'Métré par local' });
      await expect(sheet).toBeChecked();
      sheet.focus();
      await userEvent.keyboard(' ');
      await expect(args.onChoiceChange).toHaveBeenLastCalledWith(expect.objectContaining({ localisationSheet: false }));
    });
  },
};
