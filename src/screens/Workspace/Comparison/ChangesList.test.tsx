import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeRegion } from '../../../domain/comparison/types';
import { ChangesList, changesCount, regionSize, steppedRegion } from './ChangesList';

const region = (id: string, status: ChangeRegion['status'] = 'toCheck'): ChangeRegion => ({
  id,
  box: { x: 0, y: 0, width: 72, height: 36 },
  kind: 'added',
  added: 100,
  removed: 0,
  status,
});
const regions = [region('r1'), region('r2', 'seen'), region('r3')];

describe('changes list helpers', () => {
  it('steps to the next and previous region, stopping at the ends', () => {
    expect(steppedRegion(regions, 'r1', 1)).toBe('r2');
    expect(steppedRegion(regions, 'r3', 1)).toBe('r3');
    expect(steppedRegion(regions, 'r1', -1)).toBe('r1');
    expect(steppedRegion(regions, null, 1)).toBe('r1');
    expect(steppedRegion(regions, null, -1)).toBe('r3');
    expect(steppedRegion([], null, 1)).toBeNull();
  });

  it('counts what is left to check', () => {
    expect(changesCount(regions)).toBe('2 à vérifier sur 3');
    expect(changesCount([region('a', 'seen'), region('b', 'ignored')])).toBe('Les 2\u00a0modifications sont revues.');
  });

  it('gives a size on site when calibrated, on paper otherwise', () => {
    expect(regionSize(region('r1'), 0.05)).toBe('3,60\u00a0m × 1,80\u00a0m');
    expect(regionSize(region('r1'), null)).toBe('25 × 13\u00a0mm sur le papier');
  });
});

describe('ChangesList', { timeout: 60_000 }, () => {
  function setup() {
    const handlers = { onFocusRegion: vi.fn(), onStatusChange: vi.fn() };
    render(<ChangesList regions={regions} measurements={{ r1: ['Cloison — 3,00 ml'] }} focusedId="r1" {...handlers} />);
    return handlers;
  }

  it('steps with J K and the arrows, the focus and the plan following', async () => {
    const user = userEvent.setup();
    const { onFocusRegion } = setup();
    screen.getByRole('button', { name: /^Modification 1 ·/ }).focus();
    await user.keyboard('j');
    expect(screen.getByRole('button', { name: /^Modification 2 ·/ })).toHaveFocus();
    expect(onFocusRegion).toHaveBeenLastCalledWith('r2');
    await user.keyboard('{ArrowDown}');
    expect(onFocusRegion).toHaveBeenLastCalledWith('r3');
    await user.keyboard('k');
    expect(onFocusRegion).toHaveBeenLastCalledWith('r2');
  });

  it('sets a status with its button, and ignores a press on the status it has', async () => {
    const user = userEvent.setup();
    const { onStatusChange } = setup();
    const group = screen.getByRole('group', { name: 'Statut de la modification 1' });
    await user.click(within(group).getByRole('button', { name: 'Ignoré' }));
    expect(onStatusChange).toHaveBeenCalledWith('r1', 'ignored');
    await user.click(within(group).getByRole('button', { name: 'À vérifier' }));
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('lists the measurements a region touches', () => {
    setup();
    expect(screen.getByText('Cloison — 3,00 ml')).toBeInTheDocument();
    expect(screen.getAllByText('Ne touche aucune mesure.')).toHaveLength(2);
  });

  it('says when nothing changed', () => {
    render(<ChangesList regions={[]} focusedId={null} onFocusRegion={vi.fn()} onStatusChange={vi.fn()} />);
    expect(screen.getByText('Aucune modification trouvée')).toBeInTheDocument();
  });
});
