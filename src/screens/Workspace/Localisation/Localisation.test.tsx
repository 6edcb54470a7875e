import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalisationControl, LocalisationFields } from '.';

const suggestions = { levels: ['R+1'], zones: ['Ch. 144', 'Ch. 145'] };

describe('the localisation fields and dialogs (issue 24)', { timeout: 60_000 }, () => {
  it('commits a part typed, and empties one to remove it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LocalisationFields values={[{ level: 'R+1', zone: 'Ch. 144' }]} suggestions={suggestions} onChange={onChange} />,
    );
    const zone = screen.getByRole('combobox', { name: 'Local ou zone' });
    await user.clear(zone);
    await user.type(zone, ' Ch. 145 {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ zone: 'Ch. 145' });
    await user.clear(screen.getByRole('combobox', { name: 'Niveau' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ level: null });
  });

  it('localises a selection in several rooms through its dialog, keeping what was not touched', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LocalisationFields
        values={[{ level: 'R+1', zone: 'Ch. 144' }, { zone: 'Ch. 145' }]}
        suggestions={suggestions}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Localiser…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Localiser 2 mesures' });
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getAllByRole('combobox', { name: 'Niveau' }).at(-1) as HTMLElement, 'R+2');
    await user.click(screen.getByRole('button', { name: 'Localiser' }));
    expect(onChange).toHaveBeenCalledWith({ level: 'R+2' });
  });

  it('sets and clears the sheet’s current localisation', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LocalisationControl value={{ zone: 'Ch. 144' }} suggestions={suggestions} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Localisation\s: Ch. 144$/ }));
    await user.type(await screen.findByRole('combobox', { name: 'Niveau' }), 'R+1');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onChange).toHaveBeenLastCalledWith({ level: 'R+1', zone: 'Ch. 144' });
    await user.click(screen.getByRole('button', { name: /^Localisation\s: Ch. 144$/ }));
    await user.click(await screen.findByRole('button', { name: 'Effacer' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
