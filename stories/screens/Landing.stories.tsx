import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Landing } from '../../src/screens/Landing';
import { loadAllImages, stillPage } from './landing-story-helpers';
import { desktopPage, phone } from '../viewports';

const meta = {
  title: 'Screens/Landing/Page',
  component: Landing,
  args: { registerHref: '/register', onRequestAccess: fn() },
  // The whole page, still: reduced motion (no rotation, zoom or entrance) and media that never really play.
  beforeEach: stillPage,
  parameters: desktopPage,
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkOrder: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  // The two tabbed sections load on their own (src/screens/Landing/deferred.tsx): wait for both.
  await canvas.findByRole('tab', { name: 'Métreurs & Économistes' });
  await canvas.findByRole('tab', { name: /Import/ });
  await step('les sept sections, dans l’ordre', async () => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Tout le métré, de l’import du plan à l’export Excel',
      'Ce que Metr change pour vos équipes',
      'Quatre étapes, du plan au chiffrage',
      'Metr s’adapte à votre métier',
      'Ce que nous croyons',
      'Passez vos métrés de 5\u00a0heures à 30\u00a0minutes',
    ]);
    const ids = Array.from(canvasElement.querySelectorAll('section[id]')).map((s) => s.id);
    await expect(ids).toEqual(['features', 'how-it-works', 'target-audience', 'manifesto']);
  });
  await loadAllImages(canvasElement);
};

export const Desktop: Story = { play: checkOrder };

export const Mobile: Story = { parameters: phone, play: checkOrder };
