import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { GridList, GridListItem } from '../../src/components/GridList';

const projects = [
  { id: 'a', name: 'Résidence Les Tilleuls', client: 'Habitat 76' },
  { id: 'b', name: 'Groupe scolaire Jules Ferry', client: 'Ville de Rouen' },
  { id: 'c', name: 'Halle nord', client: 'SNCF Immobilier' },
];

const meta = {
  title: 'Components/GridList',
  component: GridList,
  args: { 'aria-label': 'Projets', onAction: fn() },
  render: (args) => (
    <GridList {...args} items={projects}>
      {(project) => (
        <GridListItem id={project.id} textValue={project.name}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--metr-space-md)' }}>
            <div style={{ flex: 1 }}>
              <strong>{project.name}</strong>
              <div>{project.client}</div>
            </div>
            <Button size="sm" variant="secondary">
              Modifier
            </Button>
          </div>
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // react-aria builds the collection, then renders its rows: wait for the three before pressing anything.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    const rows = canvas.getAllByRole('row');
    await step('une seule tabulation, puis les flèches', async () => {
      await userEvent.tab();
      await expect(rows[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(rows[1]).toHaveFocus();
    });
    await step('Entrée ouvre la ligne', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledWith('b');
    });
    await step('la flèche droite atteint le bouton de la ligne', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Modifier' })).toHaveFocus();
    });
  },
};

export const Empty: Story = {
  render: (args) => (
    <GridList {...args} items={[]} renderEmptyState={() => 'Aucun projet'}>
      {() => <GridListItem textValue="">{''}</GridListItem>}
    </GridList>
  ),
};
