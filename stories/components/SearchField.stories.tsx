import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from '../../src/components/SearchField';
import { dialogWidth } from '../decorators';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Rechercher un projet', description: 'Par nom, client ou référence', onChange: fn() },
  decorators: [dialogWidth],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Rechercher un projet' });
    await step('au clavier\u00a0: saisir puis Échap pour effacer', async () => {
      await userEvent.tab();
      await expect(box).toHaveFocus();
      await userEvent.keyboard('tilleuls');
      await expect(args.onChange).toHaveBeenLastCalledWith('tilleuls');
      await userEvent.keyboard('{Escape}');
      await expect(box).toHaveValue('');
    });
    // An empty field offers nothing to clear: the button leaves the page (and the accessibility tree) with the text.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Effacer la recherche' })).toBeNull());
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Résidence Les Tilleuls' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la recherche' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(canvas.getByRole('searchbox'), 'Résidence Les Tilleuls');
    canvas.getByRole('searchbox').blur();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Halle' } };

export const LongFrenchLabel: Story = {
  args: {
    label:
      'Rechercher parmi les projets de l’agence (nom de l’opération, maître d’ouvrage ou référence de consultation)',
    placeholder: 'Ex.\u00a0: AO-2026-014',
  },
};
