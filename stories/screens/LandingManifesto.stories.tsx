import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Manifesto } from '../../src/screens/Landing';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Screens/Landing/Manifesto',
  component: Manifesto,
  parameters: desktopAt(700),
} satisfies Meta<typeof Manifesto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const Mobile: Story = { parameters: phone };
