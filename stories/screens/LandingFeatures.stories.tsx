import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Features } from '../../src/screens/Landing';
import { reduceMotion, stubMedia } from '../media';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Screens/Landing/Features',
  component: Features,
  args: { registerHref: '/register', canAutoPlay: false },
  beforeEach: stubMedia,
  // Tall enough for the whole grid to be on screen, so every card enters.
  parameters: desktopAt(1600),
} satisfies Meta<typeof Features>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cards enter one after the other, 500 ms apart, once the grid comes on screen. The story starts one screen above
 * it: cards that are on screen from the start stay as painted (the prerendered landing), only those met by scrolling
 * enter.
 */
export const EnterWithStagger: Story = {
  decorators: [
    (Story) => (
      <>
        <div data-testid="above-the-fold" style={{ blockSize: '100vh' }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('ul') as HTMLElement;
    await step('hors de l’écran : les cartes attendent', async () => {
      await waitFor(() => expect(grid).toHaveAttribute('data-reveal', 'hidden'));
    });
    await step('à l’écran : elles entrent à 500 ms d’intervalle', async () => {
      grid.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(grid).toHaveAttribute('data-reveal', 'shown'));
      const delays = Array.from(grid.children).map((card) => (card as HTMLElement).style.transitionDelay);
      await expect(delays).toEqual(['0ms', '500ms', '1000ms', '1500ms']);
    });
    await expect(canvas.getByRole('link', { name: 'Testez Metr en avant première' })).toHaveAttribute(
      'href',
      '/register',
    );
    // Settled before the snapshot: the last card ends 1500 ms + its duration after the first.
    await waitFor(() => expect(getComputedStyle(grid.lastElementChild as Element).opacity).toBe('1'), {
      timeout: 4000,
    });
  },
};

/** Reduced motion: the cards are simply there. */
export const ReducedMotion: Story = {
  beforeEach: reduceMotion,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toHaveAttribute('data-reveal', 'static');
  },
};

export const Mobile: Story = { beforeEach: reduceMotion, parameters: phone };
