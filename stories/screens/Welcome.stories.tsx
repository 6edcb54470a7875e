import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Welcome } from '../../src/screens/Welcome';

const meta = {
  title: 'Screens/Welcome',
  component: Welcome,
  args: { registerHref: '/register' },
  parameters: { layout: 'fullscreen', viewport: { width: 1280, height: 800 } },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Devenir un bêta testeur' });
    await expect(link).toHaveAttribute('href', '/register');
  },
};

export const Mobile: Story = { parameters: { viewport: { width: 375, height: 700 } } };
