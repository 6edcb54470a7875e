import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimpleTabs } from '../../src/components/SimpleTabs';
import { longProfiles, profiles } from './tab-profiles';

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
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const panel = () => canvas.getByRole('tabpanel');
    await step('Tab entre sur l’onglet sélectionné', async () => {
      await userEvent.tab();
      await expect(tab('Métreurs & Économistes')).toHaveFocus();
      await expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Flèche droite\u00a0: onglet suivant, panneau suivant', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Bureaux d’études & Ingénierie')).toHaveFocus();
      await expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
      await expect(panel()).toHaveTextContent('Comparez deux indices');
      await expect(panel()).toHaveAccessibleName('Bureaux d’études & Ingénierie');
    });
    await step('Fin puis Début', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Flèche gauche revient au dernier', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
      await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Tab va au panneau', async () => {
      await userEvent.tab();
      await expect(panel()).toHaveFocus();
      // Back on the tab, so the snapshot shows the focus ring on the selected tab.
      await userEvent.tab({ shift: true });
      await expect(tab('Ingénieurs Études de Prix')).toHaveFocus();
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
