import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox named by its label and described by its help text', () => {
    render(<SearchField label="Rechercher un projet" description="Par nom, client ou référence" />);
    const box = screen.getByRole('searchbox', { name: 'Rechercher un projet' });
    expect(box).toHaveAccessibleDescription('Par nom, client ou référence');
  });

  it('reports what is typed; Escape and the clear button empty it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField label="Rechercher" onChange={onChange} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'école');
    expect(onChange).toHaveBeenLastCalledWith('école');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'lot');
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps the clear button out of the tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchField label="Rechercher" defaultValue="lot" />
        <button type="button">Suivant</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Suivant' })).toHaveFocus();
  });
});
