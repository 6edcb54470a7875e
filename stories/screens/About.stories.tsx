import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { About } from '../../src/screens/About';
import { desktopPage, phone } from '../viewports';

const meta = {
  title: 'Screens/About',
  component: About,
  args: { contactHref: '/contact' },
  parameters: desktopPage,
} satisfies Meta<typeof About>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('histoire, mission et les trois valeurs', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'À propos de Metr' })).toBeVisible();
      await expect(canvas.getByText(/fondée en 2024/)).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 2, name: 'Notre mission' })).toBeVisible();
      for (const value of ['Précision', 'Contrôle', 'Innovation']) {
        await expect(canvas.getByRole('article', { name: value })).toBeVisible();
      }
    });
    await step('le lien vers la page contact est atteignable au clavier', async () => {
      const cta = canvas.getByRole('link', { name: 'Nous contacter' });
      await expect(cta).toHaveAttribute('href', '/contact');
      await userEvent.tab();
      await expect(cta).toHaveFocus();
    });
  },
};

export const Mobile: Story = { parameters: phone };
