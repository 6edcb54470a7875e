import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinalCta } from '../../src/screens/Landing';
import { desktopAt, phoneAt } from '../viewports';

const meta = {
  title: 'Screens/Landing/FinalCta',
  component: FinalCta,
  args: { onRequestAccess: fn() },
  parameters: desktopAt(500),
} satisfies Meta<typeof FinalCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Demander un accès bêta' asks the route to open the sign-up modal. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Demander un accès bêta' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequestAccess).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { parameters: phoneAt(600) };
