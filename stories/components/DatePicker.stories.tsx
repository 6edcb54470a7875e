import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '../../src/components/DatePicker';
import { withMaxWidth } from '../decorators';

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Date de remise', description: 'Jour, mois, année', onChange: fn() },
  parameters: { viewport: { width: 800, height: 520 } },
  decorators: [withMaxWidth('calc(var(--metr-size-dialog) * 0.75)')],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('segments français, jour d’abord', async () => {
      const segments = canvas.getAllByRole('spinbutton');
      await expect(segments.map((s) => s.textContent)).toEqual(['jj', 'mm', 'aaaa']);
    });
    await step('saisie au clavier', async () => {
      await userEvent.tab();
      await userEvent.keyboard('15062027');
      await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2027-06-15'));
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

export const Filled: Story = { args: { defaultValue: parseDate('2027-06-15') } };

export const CalendarOpen: Story = {
  args: { defaultValue: parseDate('2027-06-15') },
  play: async ({ canvasElement, step }) => {
    await step('le bouton ouvre le calendrier sur le mois choisi', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Ouvrir le calendrier/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Calendrier' });
      await expect(within(dialog).getByRole('heading')).toHaveTextContent('juin 2027');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /15 juin 2027/ })).toHaveFocus());
    });
    await step('les flèches changent de jour', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(screen.getByRole('button', { name: /16 juin 2027/ })).toHaveFocus();
    });
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Saisissez une date complète (jour, mois et année)' },
};

export const Required: Story = { args: { isRequired: true, label: 'Date de remise des offres' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2027-06-15') } };
