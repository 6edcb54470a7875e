import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountingProgress } from '../../../src/screens/Workspace/Counting';
import { withMaxWidth } from '../../decorators';
import { expectStillAnimation } from '../../animation';

const meta = {
  title: 'Screens/Workspace/CountingProgress',
  component: CountingProgress,
  args: { stage: 'coarse', fraction: 0.35, onCancel: fn() },
  decorators: [withMaxWidth(360)],
} satisfies Meta<typeof CountingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search under way with a fraction: the stage in words, the bar, « Annuler » (which stops it at once). */
export const Recherche: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('l’étape et l’avancement', async () => {
      const bar = canvas.getByRole('progressbar', { name: 'Recherche…' });
      await expect(bar).toHaveAttribute('aria-valuenow', '35');
      await expectStillAnimation(canvasElement, 'counting');
    });
    await step('Annuler, au clavier', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Annuler la recherche' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledOnce();
    });
  },
};

/** The sheet being opened: no fraction yet, the bar sweeps. */
export const Ouverture: Story = {
  args: { stage: 'open', fraction: null },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Ouverture du plan…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Preparation: Story = { args: { stage: 'render', fraction: null } };

export const Affinage: Story = { args: { stage: 'refine', fraction: 0.9 } };

/** The stages one after another keep the same height: nothing under it moves. */
export const MemeHauteur: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <CountingProgress {...args} stage="open" fraction={null} />
      <CountingProgress {...args} stage="render" fraction={null} />
      <CountingProgress {...args} stage="coarse" fraction={0.02} />
      <CountingProgress {...args} stage="refine" fraction={1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    const heights = bars.map((bar) => (bar.parentElement as HTMLElement).getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};
