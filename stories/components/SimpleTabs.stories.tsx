import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimpleTabs } from '../../src/components/SimpleTabs';
import { longProfiles, profiles, walkProfilesByKeyboard } from './tab-profiles';

const items = profiles;

/**
 * Tabs for a page's content (the landing): the look of `Tabs`, native buttons, one render per press. See
 * `useSimpleTabs` for why, and for composing them around other controls (the landing's carousel).
 */
const meta = {
  title: 'Components/SimpleTabs',
  component: SimpleTabs,
  args: { items, 'aria-label': 'Profils' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof SimpleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await walkProfilesByKeyboard(canvasElement, step, {
      arrowRight: () => expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Bureaux d’études & Ingénierie'),
    });
  },
};

/**
 * A click selects and focuses the tab. Whether its focus ring shows is the browser's `:focus-visible` (none after a
 * real mouse press or tap); a scripted click cannot tell it, so the tab is left before the picture.
 */
export const Pressed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('tab', { name: 'Bureaux d’études & Ingénierie' });
    await userEvent.click(target);
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(target).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Comparez deux indices');
    target.blur();
    await userEvent.unhover(target);
  },
};

export const LongLabels: Story = {
  args: {
    items: longProfiles,
  },
  play: async ({ canvasElement }) => {
    // The labels wrap: the list never gets wider than its container.
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Ingénieurs Études de Prix' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Comparez deux indices');
  },
};
