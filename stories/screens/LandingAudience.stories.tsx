import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Audience } from '../../src/screens/Landing';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Screens/Landing/Audience',
  component: Audience,
  args: { defaultIndex: 0 },
  parameters: desktopAt(700),
} satisfies Meta<typeof Audience>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await canvas.findByRole('tab', { name: 'Métreurs & Économistes' });
    await step('cinq atouts et un témoignage', async () => {
      const panel = canvas.getByRole('tabpanel');
      await expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
      await expect(panel.querySelector('blockquote')).toHaveTextContent(/99\s% de précision/);
      await expect(panel.querySelector('figcaption')).toHaveTextContent('Claire M.');
    });
    await step('flèches, Fin, Début', async () => {
      await userEvent.tab();
      await expect(tab('Métreurs & Économistes')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Bureaux d’études & Ingénierie')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Thomas R.');
      await userEvent.keyboard('{End}');
      await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('Métreurs & Économistes')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('Ingénieurs Études de Prix')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sophie L.');
    });
  },
};

export const SecondProfile: Story = { args: { defaultIndex: 1 } };

export const Mobile: Story = { parameters: phone };
