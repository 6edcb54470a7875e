import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Benefits } from '../../src/screens/Landing';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Screens/Landing/Benefits',
  component: Benefits,
  parameters: desktopAt(600),
} satisfies Meta<typeof Benefits>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = { parameters: phone };
