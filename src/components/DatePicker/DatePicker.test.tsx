import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import type { ReactNode } from 'react';
import { DatePicker } from './DatePicker';

const french = ({ children }: { children: ReactNode }) => <I18nProvider locale="fr-FR">{children}</I18nProvider>;

const segments = () => screen.getAllByRole('spinbutton');

describe('DatePicker', () => {
  it('shows French segments, day first, named by the label', () => {
    render(<DatePicker label="Date de remise" />, { wrapper: french });
    expect(screen.getByRole('group', { name: 'Date de remise' })).toBeInTheDocument();
    expect(segments().map((s) => s.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    expect(segments().map((s) => s.textContent)).toEqual(['jj', 'mm', 'aaaa']);
  });

  it('takes a date typed from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: CalendarDate | null) => void>();
    render(<DatePicker label="Date de remise" onChange={onChange} />, { wrapper: french });
    await user.click(segments()[0] as HTMLElement);
    await user.keyboard('15062027');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-06-15'));
  });

  it('picks a day in the calendar, which opens on the chosen month', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: CalendarDate | null) => void>();
    render(<DatePicker label="Date de remise" defaultValue={parseDate('2027-06-15')} onChange={onChange} />, {
      wrapper: french,
    });
    await user.click(screen.getByRole('button', { name: /Ouvrir le calendrier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendrier' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent('juin 2027');
    await user.click(within(dialog).getByRole('button', { name: /lundi 21 juin 2027/ }));
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2027-06-21'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears an optional date in one press; a required one has no clear button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: CalendarDate | null) => void>();
    const { rerender } = render(
      <DatePicker label="Date de remise" defaultValue={parseDate('2027-06-15')} onChange={onChange} />,
      { wrapper: french },
    );
    await user.click(screen.getByRole('button', { name: 'Effacer la date' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Effacer la date' })).not.toBeInTheDocument();
    rerender(<DatePicker label="Date de remise" isRequired defaultValue={parseDate('2027-06-15')} />);
    expect(screen.queryByRole('button', { name: 'Effacer la date' })).not.toBeInTheDocument();
  });

  it('shows its French error under the field while invalid', () => {
    render(<DatePicker label="Date de remise" isInvalid errorMessage="Saisissez une date complète" />, {
      wrapper: french,
    });
    expect(screen.getByText('Saisissez une date complète')).toBeInTheDocument();
    expect(segments()[0]).toHaveAttribute('aria-invalid', 'true');
  });
});
