import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlyphButton } from '../../src/patterns/GlyphButton';

/**
 * A row's small ghost button that shows only a glyph: rename or delete a sheet, cancel or dismiss an import, remove an
 * article link, an opening or a hole. Its name says what and which row, since the glyph alone says neither.
 */
const meta = {
  title: 'Patterns/GlyphButton',
  component: GlyphButton,
  args: { icon: 'trash', label: 'Supprimer la feuille RDC', onPress: fn() },
  parameters: { viewport: { width: 320, height: 120 } },
} satisfies Meta<typeof GlyphButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Supprimer: Story = {
  play: async ({ canvasElement, args, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Supprimer la feuille RDC' });
    await step('clavier : Tab puis Entrée', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onPress).toHaveBeenCalledOnce();
    });
    await step('le glyphe est caché des technologies d’assistance', async () => {
      await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  },
};

export const Renommer: Story = { args: { icon: 'edit', label: 'Renommer la feuille RDC' } };

export const Desactive: Story = {
  name: 'Désactivé',
  args: { icon: 'close', label: 'Annuler l’import de plans.pdf', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Annuler l’import de plans.pdf' })).toBeDisabled();
  },
};
