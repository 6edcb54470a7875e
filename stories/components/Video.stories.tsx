import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../src/components/Layout';
import { Text } from '../../src/components/Typography';
import { Video } from '../../src/components/Video';
import { reduceMotion, stubMedia } from '../media';

// A poster drawn inline (a plan and a measured area), so no media file is fetched or committed.
const poster = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
    <rect width="640" height="360" fill="#eef4ff"/>
    <path d="M80 60h480v240H80z M80 180h200 M280 60v240 M420 180v120" fill="none" stroke="#1b3a8f" stroke-width="4"/>
    <rect x="284" y="64" width="272" height="112" fill="#2254d9" fill-opacity="0.25"/>
  </svg>`,
)}`;

const meta = {
  title: 'Components/Video',
  component: Video,
  args: {
    label: 'Démonstration du métré d’une surface sur un plan PDF',
    // Placeholders: no file is committed; preload="none" keeps the browser from asking for them.
    sources: [
      { src: '/media/demo-metre.webm', type: 'video/webm' },
      { src: '/media/demo-metre.mp4', type: 'video/mp4' },
    ],
    poster,
    width: 640,
    height: 360,
    preload: 'none',
  },
  beforeEach: stubMedia,
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paused on its poster; the control is always visible (WCAG 2.2.2). */
export const PausedWithPoster: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: 'Démonstration du métré d’une surface sur un plan PDF' }),
    ).toBeVisible();
    await step('clavier : Tab puis Entrée lance la lecture', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Mettre en pause la vidéo' })).toHaveFocus();
    });
    await step('Espace met en pause', async () => {
      await userEvent.keyboard(' ');
      await expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toHaveFocus();
    });
  },
};

/** With `autoPlay`, it starts when on screen; once the user pauses it, it stays paused. */
export const AutoPlay: Story = {
  args: { autoPlay: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('démarre seule, visible à l’écran', async () => {
      await expect(await canvas.findByRole('button', { name: 'Mettre en pause la vidéo' })).toBeInTheDocument();
    });
    await step('clavier : Tab puis Entrée met en pause', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toHaveFocus();
    });
  },
};

/**
 * With « réduire les animations » turned on in the system, an `autoPlay` video does not start: it waits on its
 * poster until the user presses « Lire la vidéo ». The story fakes the setting through `matchMedia`.
 */
export const ReducedMotion: Story = {
  args: { autoPlay: true },
  beforeEach: reduceMotion,
  render: (args) => (
    <Stack gap="md" align="start">
      <Video {...args} />
      <Text tone="muted" size="sm">
        {'Animations réduites\u00a0: la vidéo attend que vous appuyiez sur «\u00a0Lire la vidéo\u00a0».'}
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
    await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
  },
};

export const LongFrenchLabel: Story = {
  args: {
    label:
      'Démonstration pas à pas de l’import d’un plan PDF, du tracé des surfaces et de l’export du métré vers un tableur',
    width: 480,
    height: 270,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('figure', {
        name: 'Démonstration pas à pas de l’import d’un plan PDF, du tracé des surfaces et de l’export du métré vers un tableur',
      }),
    ).toBeInTheDocument();
  },
};
