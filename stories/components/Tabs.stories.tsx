import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '../../src/components/Tabs';
import { longProfiles, profiles, walkProfilesByKeyboard } from './tab-profiles';

const items = profiles;

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Profils', onSelectionChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // react-aria builds the collection in a first pass: wait for the tabs before using the keyboard.
    await canvas.findByRole('tab', { name: 'Métreurs & Économistes' });
    await walkProfilesByKeyboard(canvasElement, step, {
      tabIn: () =>
        expect(canvas.getByRole('tab', { name: 'Métreurs & Économistes' })).toHaveAttribute(
          'data-focus-visible',
          'true',
        ),
      arrowRight: () => expect(args.onSelectionChange).toHaveBeenLastCalledWith('bet'),
    });
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Métreurs & Économistes' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Métreurs & Économistes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongLabels: Story = {
  args: {
    items: longProfiles,
  },
  play: async ({ canvasElement }) => {
    const tabs = await within(canvasElement).findAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    // The labels wrap: the list never gets wider than its container.
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'bet' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Bureaux d’études & Ingénierie' });
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await step('Flèches bas et haut', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('tab', { name: 'Ingénieurs Études de Prix' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{ArrowUp}');
      await expect(canvas.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Comparez deux indices');
    });
  },
};
