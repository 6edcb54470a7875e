import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeltasView, type IndiceFilter } from '../../../../src/screens/Workspace/Comparison';
import { QuantitiesPage } from '../../../../src/screens/Workspace/Quantities/QuantitiesPage';
import { DELTA_LOTS } from './comparison-story-data';

const meta = {
  title: 'Screens/Workspace/Comparison/DeltasView',
  component: DeltasView,
  args: { previous: 'A', current: 'B', lots: DELTA_LOTS },
  parameters: { viewport: { width: 1100, height: 700 } },
} satisfies Meta<typeof DeltasView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deltas per lot and article, signs written, subtotals per lot and the total; an article without a price. */
export const Ecarts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', {
      name: /Écarts de quantités et de montants entre l’indice A et l’indice B/,
    });
    const cloison = within(table).getByRole('row', { name: /Cloison SAD 72\/48/ });
    await expect(cloison).toHaveTextContent(/\+12,40\sm²/);
    await expect(cloison).toHaveTextContent('(hausse)');
    const doublage = within(table).getByRole('row', { name: /Doublage isolant/ });
    await expect(doublage).toHaveTextContent(/−5,10\sm²/);
    await expect(within(table).getByRole('row', { name: /Sous-total 03 Cloisons/ })).toHaveTextContent(/\+304,40\s€/);
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Hors lot' })).toBeVisible();
  },
};

/** The same quantities on both indices. */
export const AucunEcart: Story = {
  args: { lots: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Aucun écart de quantité entre l’indice A et l’indice B.'),
    ).toBeVisible();
  },
};

/** The quantities page's « Indice » filter: « Écarts » shows the deltas in place of the quantities. */
function PageWithFilter({ onIndiceFilterChange }: { onIndiceFilterChange: (f: IndiceFilter) => void }) {
  const [filter, setFilter] = useState<IndiceFilter>('current');
  return (
    <QuantitiesPage
      projectName="Résidence Les Tilleuls"
      projectHref="#projet"
      librariesHref="#bibliotheques"
      libraries={[]}
      onUseLibrary={() => undefined}
      variables={null}
      panel={<p>Quantités de l’indice courant</p>}
      highlighted={null}
      unlinked={[]}
      indiceFilter={filter}
      onIndiceFilterChange={(f) => {
        onIndiceFilterChange(f);
        setFilter(f);
      }}
      deltasView={<DeltasView previous="A" current="B" lots={DELTA_LOTS} />}
    />
  );
}

export const FiltreIndiceDeLaPageQuantites: StoryObj<typeof PageWithFilter> = {
  render: (args) => <PageWithFilter {...args} />,
  args: { onIndiceFilterChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Indice' });
    await expect(within(group).getByRole('radio', { name: 'Courant' })).toBeChecked();
    await expect(canvas.getByText('Quantités de l’indice courant')).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: 'Écarts' }));
    await expect(args.onIndiceFilterChange).toHaveBeenCalledWith('deltas');
    await expect(canvas.getByRole('table', { name: /Écarts de quantités/ })).toBeVisible();
    await expect(canvas.queryByText('Quantités de l’indice courant')).toBeNull();
  },
};
