import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import { phoneAt } from '../viewports';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'projects', label: 'Projets', href: '/dashboard' },
      { id: 'project', label: 'Résidence Les Tilleuls', href: '/dashboard/projets/p1' },
      { id: 'sheet', label: 'RDC – plan masse' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
    await step('au clavier\u00a0: les liens, pas la page courante', async () => {
      // react-aria renders a collection's items one render after its frame: on a cold page, after the play starts.
      await canvas.findByRole('link', { name: 'Projets' });
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Projets' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Résidence Les Tilleuls' })).toHaveFocus();
      await expect(canvas.getByText('RDC – plan masse')).toHaveAttribute('aria-current', 'page');
    });
  },
};

export const ProjectList: Story = { args: { items: [{ id: 'projects', label: 'Projets' }] } };

export const LongFrenchNames: Story = {
  args: {
    items: [
      { id: 'projects', label: 'Projets', href: '/dashboard' },
      {
        id: 'project',
        label: 'Réhabilitation lourde de l’ancienne manufacture des tabacs en logements et commerces – tranche 2',
        href: '/dashboard/projets/p1',
      },
      { id: 'sheet', label: 'Niveau R+3 – cloisons, doublages et faux plafonds (indice C)' },
    ],
  },
  parameters: phoneAt(300),
};
