import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { measurement } from '../../../domain/takeoff/testing/fixtures';
import { SelectByCriteria } from './SelectByCriteria';

const measurements = [
  measurement('area', {
    id: 'r1',
    label: 'Chambre 1',
    element: { method: 'fill', source: 'vectors', layers: ['A-WALL'] },
  }),
  measurement('area', { id: 'r2', label: 'Séjour', links: [{ articleId: 'a', formula: 'Q' }] }),
  measurement('length', { id: 'l1', label: 'Plinthe chambre 1', color: 'red' }),
];

describe('SelectByCriteria', { timeout: 60_000 }, () => {
  it('selects by criteria from the keyboard and announces the count', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SelectByCriteria measurements={measurements} onSelect={onSelect} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sélectionner des mesures' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'A-WALL' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Libellé contient' }), 'CHAMBRE');
    expect(screen.getByText(/^2\smesures correspondent\.$/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Longueur' }));
    expect(screen.getByText(/^1\smesure correspond\.$/)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(['l1']);
    expect(await screen.findByText(/^1\smesure sélectionnée\.$/)).toBeTruthy();
  });

  it('offers only the kinds and colours present, no layer when none, and « Tout sélectionner »', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const drawn = measurements.map(({ element: _e, ...m }) => m);
    render(<SelectByCriteria measurements={drawn} onSelect={onSelect} defaultOpen />);
    expect(screen.queryByRole('group', { name: 'Calque du plan' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Comptage' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Rouge' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Seulement les mesures non reliées à un article' }));
    expect(screen.getByText(/^2\smesures correspondent\.$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    expect(onSelect).toHaveBeenCalledWith(['r1', 'r2', 'l1']);
  });

  it('drops the announcement once the selection is another size', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SelectByCriteria measurements={measurements} onSelect={vi.fn()} defaultOpen selectionSize={0} />,
    );
    await user.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    rerender(<SelectByCriteria measurements={measurements} onSelect={vi.fn()} selectionSize={3} />);
    expect(await screen.findByText(/^3\smesures sélectionnées\.$/)).toBeTruthy();
    rerender(<SelectByCriteria measurements={measurements} onSelect={vi.fn()} selectionSize={1} />);
    expect(screen.queryByText(/sélectionnées/)).toBeNull();
  });
});
