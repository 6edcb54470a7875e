import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReperageDialog, type ReperageChoice, type ReperageDialogProps } from '../../src/screens/Workspace/Reperage';
import { useHeld } from '../held';
import { desktopAt } from '../viewports';

const choice: ReperageChoice = { sheetIds: ['s1', 's2'], split: 'sheet', paper: 'A3', author: 'Cabinet Martin' };

const sheets = [
  { id: 's1', name: 'AF101 – Finitions RDC' },
  { id: 's2', name: 'AF102 – Finitions R+1' },
  { id: 's3', name: 'AF103 – Finitions R+2, aile est et circulations verticales' },
];

/** The container's part: the choice lives here, as the route keeps it. */
function Stateful(props: ReperageDialogProps) {
  const [value, setValue] = useHeld(props.choice, props.onChoiceChange);
  return <ReperageDialog {...props} choice={value} onChoiceChange={setValue} pageCount={value.sheetIds.length} />;
}

const meta = {
  title: 'Screens/Workspace/Reperage/Dialog',
  component: ReperageDialog,
  args: {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls',
    sheets,
    choice,
    pageCount: 2,
    maxPages: 60,
    state: { status: 'choosing' },
    onChoiceChange: fn(),
    onExport: fn(),
    onCancelExport: fn(),
    onClose: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: desktopAt(900),
} satisfies Meta<typeof ReperageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its entrance is over (it fades in from opacity 0). */
const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Plan de repérage' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return found;
};

export const Choix: Story = {
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('deux plans sur trois, une page par plan, en A3', async () => {
      await expect(inDialog.getByRole('checkbox', { name: 'AF101 – Finitions RDC' })).toBeChecked();
      await expect(inDialog.getByRole('checkbox', { name: /^AF103/ })).not.toBeChecked();
      await expect(inDialog.getByRole('radio', { name: 'Une page par plan' })).toBeChecked();
      await expect(inDialog.getByRole('radio', { name: 'A3' })).toBeChecked();
    });
    await step('une page par lot, au clavier', async () => {
      inDialog.getByRole('radio', { name: 'Une page par plan' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ ...choice, split: 'lot' });
    });
    await step('tous les plans', async () => {
      await userEvent.click(inDialog.getByRole('checkbox', { name: 'Tous les plans' }));
      await expect(args.onChoiceChange).toHaveBeenLastCalledWith({
        ...choice,
        split: 'lot',
        sheetIds: ['s1', 's2', 's3'],
      });
    });
    await step('exporter', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Exporter le PDF' }));
      await expect(args.onExport).toHaveBeenCalledOnce();
    });
  },
};

export const AucunPlan: Story = {
  args: { choice: { ...choice, sheetIds: [] }, pageCount: 0 },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('le bouton attend un plan et dit pourquoi', async () => {
      await expect(inDialog.getByText('Choisissez au moins un plan.')).toBeVisible();
      await expect(inDialog.getByRole('button', { name: 'Exporter le PDF' })).toBeDisabled();
      await expect(args.onExport).not.toHaveBeenCalled();
    });
  },
};

export const EnCours: Story = {
  args: { state: { status: 'running', label: 'Page 4 sur 12 – AF101 – Finitions RDC', done: 3, total: 12 } },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('la page en cours et son plan', async () => {
      const bar = inDialog.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuenow', '25');
      await expect(bar.textContent).toContain('Page 4 sur 12 – AF101 – Finitions RDC');
    });
    await step('annuler', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Annuler' }));
      await expect(args.onCancelExport).toHaveBeenCalledOnce();
    });
  },
};

export const Erreur: Story = {
  args: {
    state: {
      status: 'error',
      message:
        'L’export s’est arrêté de façon inattendue. Réessayez\u202f; si cela se reproduit, exportez moins de plans.',
    },
  },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('le message et un nouvel essai', async () => {
      await expect(inDialog.getByRole('alert').textContent).toContain('exportez moins de plans');
      await userEvent.click(inDialog.getByRole('button', { name: 'Réessayer' }));
      await expect(args.onExport).toHaveBeenCalledOnce();
    });
  },
};

export const Partiel: Story = {
  args: {
    state: {
      status: 'partial',
      message:
        'Fichier «\u00a0Plan de repérage – Résidence Les Tilleuls – 2026-11-29.pdf\u00a0» enregistré. 1\u00a0page n’a pas pu être reprise\u00a0:',
      failures: ['Le fichier du plan «\u00a0AF103\u00a0» est illisible ou endommagé.'],
    },
  },
  play: async ({ args, step }) => {
    const inDialog = within(await dialog());
    await step('le fichier est là, ce qui manque est dit', async () => {
      await expect(inDialog.getByText(/AF103/)).toBeVisible();
      await userEvent.click(inDialog.getByRole('button', { name: 'Terminé' }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};
