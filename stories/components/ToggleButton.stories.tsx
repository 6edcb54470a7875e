import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../../src/components/Icon/workspace';
import { ToggleButton } from '../../src/components/ToggleButton';
import { expectDisabledButton } from './button-story-helpers';

const meta = {
  title: 'Components/ToggleButton',
  component: ToggleButton,
  args: { children: 'Main', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpressed: Story = {
  play: async ({ args, canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Main' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await step('souris', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    });
    await step('clavier\u00a0: Tab puis Espace', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
    // The picture shows the keyboard's focus only: the mouse of the first step leaves the button (its hover was
    // sometimes still drawn, sometimes not).
    await userEvent.unhover(button);
    await waitFor(() => expect(button).not.toHaveAttribute('data-hovered'));
  },
};

export const Pressed: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Main' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, size: 'sm', 'aria-label': 'Main', children: <Icon name="hand" />, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Main' });
    // The target stays at least 24 × 24 px (WCAG 2.5.8).
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--metr-space-md)', alignItems: 'center' }}>
      <ToggleButton {...args} size="sm">
        Petit
      </ToggleButton>
      <ToggleButton {...args} size="md" defaultSelected>
        Moyen
      </ToggleButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: ({ args, canvasElement }) => expectDisabledButton(canvasElement, 'Main', args.onChange),
};

export const LongFrenchLabel: Story = {
  args: { children: 'Afficher uniquement les calques de cotation et les éléments de mobilier', defaultSelected: true },
};
