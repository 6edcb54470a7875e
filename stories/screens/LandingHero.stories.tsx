import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Hero } from '../../src/screens/Landing';
import { reduceMotion, stubMedia } from '../media';
import { desktopAt, phoneAt } from '../viewports';

const meta = {
  title: 'Screens/Landing/Hero',
  component: Hero,
  args: { registerHref: '/register', canAutoPlay: true },
  beforeEach: stubMedia,
  // Tall enough for the whole hero: focusing the pause control must not scroll (the zoom follows the scroll).
  parameters: desktopAt(1200),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo starts by itself on screen; its pause control is reachable by keyboard (WCAG 2.2.2). */
export const Desktop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vos métrés automatisés');
    await expect(canvas.getByRole('link', { name: 'Demandez votre accès' })).toHaveAttribute('href', '/register');
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await step('vidéo : poster, dimensions, préchargement', async () => {
      await expect(video).toHaveAttribute('poster', '/media/demo-poster.jpg');
      await expect(video).toHaveAttribute('width', '960');
      await expect(video).toHaveAttribute('height', '600');
      await expect(video).toHaveAttribute('preload', 'none');
    });
    await step('lecture automatique puis pause au clavier', async () => {
      const pause = await canvas.findByRole('button', { name: 'Mettre en pause la vidéo' });
      await userEvent.tab();
      await userEvent.tab();
      await expect(pause).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toHaveFocus();
    });
    await step('pas de zoom en haut de page', async () => {
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect((canvas.getByTestId('hero-zoom') as HTMLElement).style.transform).toBe('scale(1)');
    });
  },
};

/** Reduced motion: no autoplay, no zoom. */
export const ReducedMotion: Story = {
  beforeEach: reduceMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
    await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await expect((canvas.getByTestId('hero-zoom') as HTMLElement).style.transform).toBe('');
  },
};

export const Mobile: Story = {
  beforeEach: reduceMotion,
  parameters: phoneAt(900),
};
