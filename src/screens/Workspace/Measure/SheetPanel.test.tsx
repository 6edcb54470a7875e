import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SheetPanel } from './SheetPanel';

const parts = {
  measurements: <p>Tableau des mesures</p>,
  properties: <p>Champs de la sélection</p>,
  layers: <p>Liste des calques</p>,
};

describe('SheetPanel', () => {
  it('opens on the measurements; the arrows move between named tabs, each showing its part', async () => {
    const onSelectedTabChange = vi.fn();
    const user = userEvent.setup();
    render(<SheetPanel {...parts} onSelectedTabChange={onSelectedTabChange} />);
    expect(screen.getByRole('tablist', { name: 'Panneau du plan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mesures' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mesures' })).toHaveTextContent('Tableau des mesures');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Mesures' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Propriétés' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Propriétés' })).toHaveTextContent('Champs de la sélection');
    expect(onSelectedTabChange).toHaveBeenLastCalledWith('properties');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Calques' })).toHaveTextContent('Liste des calques');
  });

  it('disables « Calques » when there are no layers to list', async () => {
    const user = userEvent.setup();
    render(<SheetPanel {...parts} layers={null} />);
    expect(screen.getByRole('tab', { name: 'Calques' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('tab', { name: 'Calques' }));
    expect(screen.getByRole('tab', { name: 'Mesures' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds « Échelles » between « Propriétés » and « Calques » when the sheet’s scales are given', async () => {
    const user = userEvent.setup();
    render(<SheetPanel {...parts} regions={<p>Zones d’échelle</p>} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Mesures',
      'Propriétés',
      'Échelles',
      'Calques',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Échelles' }));
    expect(screen.getByRole('tabpanel', { name: 'Échelles' })).toHaveTextContent('Zones d’échelle');
  });
});
