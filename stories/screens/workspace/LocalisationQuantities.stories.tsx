import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localisationSums } from '../../../src/domain/library/localisationSums';
import { QuantityEngine } from '../../../src/domain/library/quantities';
import { SAMPLE_SHEETS, sampleProject } from '../../../src/domain/library/testing/sample';
import { LocalisationQuantities } from '../../../src/screens/Workspace/Quantities/LocalisationQuantities';

const { state, measurements, variables } = sampleProject();
// The sample's wall in the living room, its sockets in the kitchen; the slab left unlocalised.
const placed = measurements.map((m) =>
  m.id === 'wall-1'
    ? { ...m, localisation: { level: 'RDC', zone: 'Séjour' } }
    : m.id === 'sockets'
      ? { ...m, localisation: { level: 'RDC', zone: 'Cuisine' } }
      : m,
);
const engine = new QuantityEngine({ measurements: placed, sheets: SAMPLE_SHEETS, variables, library: state });
const panel = engine.panel();
const sums = localisationSums({
  panel,
  linksOfArticle: (id) => engine.linksOfArticle(id),
  measurements: new Map(placed.map((m) => [m.id, m])),
});
const lots = panel.lots.map((lot) => ({
  lotId: lot.lot.id,
  number: lot.number,
  title: lot.lot.title,
  articles: lot.chapters.flatMap((c) =>
    c.articles.flatMap((a) => {
      const article = sums.byArticle.get(a.article.id);
      return article ? [article] : [];
    }),
  ),
}));

const meta = {
  title: 'Screens/Workspace/LocalisationQuantities',
  component: LocalisationQuantities,
  args: { order: 'localisation', groups: sums.byLocalisation },
  parameters: { layout: 'padded', viewport: { width: 900, height: 800 } },
} satisfies Meta<typeof LocalisationQuantities>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Métré par local »: localisation → lot → article. */
export const MetreParLocal: Story = {
  args: { order: 'localisation', groups: sums.byLocalisation },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('un bloc par local, le non localisé en dernier', async () => {
      const headers = canvas.getAllByRole('columnheader').slice(0, 3);
      await expect(headers.map((h) => h.textContent)).toEqual(['Localisation', 'Article', 'Quantité']);
      await expect(canvas.getByText('Niveau RDC · Cuisine')).toBeVisible();
      await expect(canvas.getByText('Non localisé')).toBeVisible();
    });
  },
};

/** lot → article → localisation: each article's total, then its shares. */
export const ParLotEtLocal: Story = { args: { order: 'lot', lots } };

export const Vide: Story = { args: { order: 'localisation', groups: [] } };
