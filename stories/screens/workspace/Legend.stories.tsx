import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SheetLegend } from '../../../src/domain/labels';
import { measurement, p } from '../../../src/domain/takeoff/testing/fixtures';
import { LabelToggles, LegendPanel, PlanLabelFields } from '../../../src/screens/Workspace/Legend';
import { withMaxWidth } from '../../decorators';

const several: SheetLegend = {
  articles: [
    {
      type: 'article',
      key: 'a1',
      articleId: 'a1',
      number: '09.02.01',
      designation: 'Carrelage grès cérame 30 × 30',
      color: 'orange',
      symbol: 'circle',
      kind: 'area',
      measurementCount: 4,
      measurementIds: ['m1', 'm2', 'm3', 'm4'],
      total: 61.27,
      unit: 'm²',
      missing: 0,
    },
    {
      type: 'article',
      key: 'a2',
      articleId: 'a2',
      number: '09.04.02',
      designation: 'Plinthe carrelée',
      color: 'brown',
      symbol: 'circle',
      kind: 'length',
      measurementCount: 4,
      measurementIds: ['m5', 'm6', 'm7', 'm8'],
      total: 38.4,
      unit: 'ml',
      missing: 0,
    },
    {
      type: 'article',
      key: 'a3',
      articleId: 'a3',
      number: '13.01.04',
      designation: 'Prise de courant 16 A',
      color: 'purple',
      symbol: 'star',
      kind: 'count',
      measurementCount: 2,
      measurementIds: ['m9', 'm10'],
      total: 14,
      unit: 'U',
      missing: 0,
    },
  ],
  groups: [
    {
      type: 'group',
      key: 'g1',
      color: 'blue',
      symbol: 'circle',
      kind: 'area',
      measurementCount: 3,
      measurementIds: ['m11', 'm12', 'm13'],
      total: 22.94,
      unit: 'm²',
      missing: 0,
    },
    {
      type: 'group',
      key: 'g2',
      color: 'red',
      symbol: 'triangle',
      kind: 'count',
      measurementCount: 1,
      measurementIds: ['m14'],
      total: 3,
      unit: 'U',
      missing: 0,
    },
  ],
};

const meta = {
  title: 'Screens/Workspace/Legend',
  component: LegendPanel,
  args: { legend: several, sheetName: 'AF101 – Plan du 1er étage' },
  decorators: [withMaxWidth('var(--metr-size-panel)')],
} satisfies Meta<typeof LegendPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Articles first (their colour or symbol, number, designation, total on the sheet), then the groups without article. */
export const PlusieursArticles: Story = {
  name: 'Plusieurs articles',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('une ligne par article, avec son total sur le plan', async () => {
      const table = canvas.getByRole('table', { name: 'Légende du plan «\u00a0AF101 – Plan du 1er étage\u00a0»' });
      const row = within(table).getByRole('row', { name: /Carrelage grès cérame/ });
      await expect(row).toHaveTextContent(/61,27\sm²/);
      await expect(within(table).getByRole('row', { name: /Prise de courant/ })).toHaveTextContent(/14\sU/);
    });
    await step('puis les mesures sans article, par type et couleur', async () => {
      await expect(canvas.getByRole('rowheader', { name: /Surface · Bleu/ })).toBeVisible();
    });
    await step('la table défile au clavier quand le panneau est étroit', async () => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('region', { name: 'Légende du plan «\u00a0AF101 – Plan du 1er étage\u00a0»' }),
      ).toHaveFocus();
    });
  },
};

/**
 * Rows that show their measurements on the plan (« Voir sur le plan »): a press on the row, or Tab to its button and
 * Enter; the hint under the table says so.
 */
export const VoirSurLePlan: Story = {
  name: 'Voir sur le plan',
  args: { onShow: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('au clavier : la région, puis la première ligne, Entrée', async () => {
      await userEvent.tab();
      await userEvent.tab();
      const button = canvas.getByRole('button', { name: /^Voir sur le plan\s:\s09\.02\.01 Carrelage grès cérame/ });
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onShow).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'a1' }));
    });
    await step('à la souris : toute la ligne', async () => {
      const row = canvas.getByRole('row', { name: /Prise de courant/ });
      await userEvent.click(row.querySelector('td') as HTMLElement);
      await expect(args.onShow).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'a3' }));
    });
    await expect(canvas.getByText(/Choisissez une ligne/)).toBeVisible();
  },
};

/** No measurement yet. */
export const Vide: Story = {
  name: 'Aucune mesure',
  args: { legend: { articles: [], groups: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune mesure sur ce plan.')).toBeVisible();
  },
};

/** Long French designations wrap inside their row; totals stay on one line, and an uncalibrated total says so. */
export const DesignationsLongues: Story = {
  name: 'Désignations longues',
  args: {
    legend: {
      articles: [
        {
          ...several.articles[0],
          designation:
            'Revêtement de sol en carreaux de grès cérame pleine masse 60 × 60 cm, pose collée sur chape, y compris joints et barre de seuil',
          total: 1234.56,
        } as SheetLegend['articles'][number],
        {
          ...several.articles[1],
          designation: 'Plinthe carrelée assortie, hauteur 10 cm, pose collée, joints au mortier de résine époxydique',
          total: null,
          missing: 4,
        } as SheetLegend['articles'][number],
      ],
      groups: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Revêtement de sol/ })).toHaveTextContent(/1\s234,56\sm²/);
    await expect(canvas.getByRole('row', { name: /Plinthe carrelée/ })).toHaveTextContent('Plan non étalonné');
  },
};

/** The properties panel's « Sur le plan » block for a count: its symbol, its article's colour, its moved label. */
export const SurLePlan: StoryObj<typeof PlanLabelFields> = {
  name: 'Propriétés · sur le plan',
  render: (args) => <PlanLabelFields {...args} />,
  args: {
    measurements: [measurement('count', { id: 'c1', label: 'Prises', labelOffset: p(30, -12) })],
    symbol: 'star',
    inheritedSymbol: { symbol: 'star', fromArticle: true },
    articleColor: 'purple',
    onSymbolChange: fn(),
    onResetLabel: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('« Replacer le libellé » remet le placement automatique', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Replacer le libellé' }));
      await expect(args.onResetLabel).toHaveBeenCalledTimes(1);
    });
    await step('le symbole se choisit au clavier', async () => {
      canvas.getByRole('button', { name: /Symbole/ }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await body.findByRole('option', { name: 'Carré' }));
      await expect(args.onSymbolChange).toHaveBeenCalledWith('square');
    });
  },
};

/** A count with a symbol of its own: « Celui de l’article (Étoile) » gives the choice back to its article. */
export const SymboleDuComptage: StoryObj<typeof PlanLabelFields> = {
  name: 'Propriétés · symbole du comptage',
  render: (args) => <PlanLabelFields {...args} />,
  args: {
    measurements: [measurement('count', { id: 'c1', label: 'Prises', symbol: 'hexagon' })],
    symbol: 'hexagon',
    inheritedSymbol: { symbol: 'star', fromArticle: true },
    articleColor: 'purple',
    onSymbolChange: fn(),
    onResetLabel: fn(),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Symbole/ })).toHaveTextContent('Hexagone');
    await expect(canvas.getByText(/il remplace celui de l’article/)).toBeVisible();
    await step('« Celui de l’article » au clavier', async () => {
      canvas.getByRole('button', { name: /Symbole/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(await body.findByRole('option', { name: 'Celui de l’article (Étoile)' })).toBeVisible();
      await userEvent.keyboard('{Home}{Enter}');
      await expect(args.onSymbolChange).toHaveBeenCalledWith(null);
    });
  },
};

/** The viewer's « Libellés » and « Quantités »: toggle buttons, Space toggles them. */
export const Bascules: StoryObj<typeof LabelToggles> = {
  name: 'Bascules libellés et quantités',
  render: (args) => (
    <div role="toolbar" aria-label="Affichage du plan">
      <LabelToggles {...args} />
    </div>
  ),
  args: { showLabels: true, showQuantities: false, onShowLabelsChange: fn(), onShowQuantitiesChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const labels = canvas.getByRole('button', { name: 'Libellés' });
    await expect(labels).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Quantités' })).toHaveAttribute('aria-pressed', 'false');
    labels.focus();
    await userEvent.keyboard(' ');
    await expect(args.onShowLabelsChange).toHaveBeenCalledWith(false);
  },
};
