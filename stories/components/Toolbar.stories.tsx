import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon/workspace';
import { ToggleButton } from '../../src/components/ToggleButton';
import { Toolbar, ToolbarSeparator } from '../../src/components/Toolbar';

const meta = {
  title: 'Components/Toolbar',
  component: Toolbar,
  args: { 'aria-label': 'Affichage du plan' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['surface', 'plain'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Toolbar {...args}>
      <Button iconOnly size="sm" variant="ghost" aria-label="Zoom arrière" onPress={fn()}>
        <Icon name="zoomOut" />
      </Button>
      <Button iconOnly size="sm" variant="ghost" aria-label="Zoom avant">
        <Icon name="zoomIn" />
      </Button>
      <Button iconOnly size="sm" variant="ghost" aria-label="Ajuster à la fenêtre">
        <Icon name="fit" />
      </Button>
      <ToolbarSeparator orientation={args.orientation === 'vertical' ? 'horizontal' : 'vertical'} />
      <ToggleButton iconOnly size="sm" aria-label="Main" defaultSelected>
        <Icon name="hand" />
      </ToggleButton>
    </Toolbar>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Affichage du plan' });
    await expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    await step('une seule tabulation, puis les flèches', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Zoom arrière' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Ajuster à la fenêtre' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Main' })).toHaveFocus();
      await expect(canvas.getByRole('button', { name: 'Main' })).toHaveAttribute('aria-pressed', 'true');
    });
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toHaveFocus();
  },
};

export const Plain: Story = { args: { tone: 'plain' } };

export const LongFrenchLabel: Story = {
  args: { 'aria-label': 'Outils d’affichage et de navigation dans le plan de l’indice en cours' },
  render: (args) => (
    <Toolbar {...args}>
      <Button size="sm" variant="ghost">
        Ajuster à la fenêtre
      </Button>
      <ToolbarSeparator />
      <ToggleButton size="sm">Afficher les calques masqués par défaut</ToggleButton>
    </Toolbar>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('toolbar', {
        name: 'Outils d’affichage et de navigation dans le plan de l’indice en cours',
      }),
    ).toBeVisible();
  },
};
