import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from '../../src/screens/NotFound';
import { desktopPage, phone } from '../viewports';

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  args: { homeHref: '/' },
  parameters: desktopPage,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le titre est marqué en anglais', async () => {
      const heading = canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' });
      await expect(heading.querySelector('[lang="en"]')).not.toBeNull();
    });
    await step('le lien de retour est atteignable au clavier', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveFocus();
    });
  },
};

export const Mobile: Story = { parameters: phone };
