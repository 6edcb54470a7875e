import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CarryReview, touchedBy } from './CarryReview';
import type { CarriedItem } from './types';

const items: CarriedItem[] = [
  { id: 'm1', label: 'Cloison — 8,40 ml', review: 'toCheck', regionNumbers: [1, 3] },
  { id: 'm2', label: 'Séjour — 32,15 m²', review: 'toCheck', regionNumbers: [2] },
  { id: 'm3', label: 'Prises — 6 U', review: 'accepted', regionNumbers: [2] },
];

function setup(list = items) {
  const handlers = { onAccept: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onAcceptAll: vi.fn() };
  render(<CarryReview previous="A" current="B" items={list} silentCount={10} {...handlers} />);
  return handlers;
}

describe('CarryReview', { timeout: 60_000 }, () => {
  it('names the regions that touch a measurement', () => {
    expect(touchedBy({ regionNumbers: [1, 3] })).toBe('Touchée par la modification 1 et la modification 3');
  });

  it('lists only those still to check, with the counts', () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('2 à vérifier sur 13 reportées');
    expect(screen.queryByText('Prises — 6 U')).toBeNull();
  });

  it('accepts, edits, deletes one, or accepts all', async () => {
    const user = userEvent.setup();
    const h = setup();
    await user.click(screen.getByRole('button', { name: 'Accepter Cloison — 8,40 ml' }));
    await user.click(screen.getByRole('button', { name: 'Modifier Séjour — 32,15 m² sur le plan' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer Cloison — 8,40 ml' }));
    await user.click(screen.getByRole('button', { name: 'Accepter tout' }));
    expect(h.onAccept).toHaveBeenCalledWith('m1');
    expect(h.onEdit).toHaveBeenCalledWith('m2');
    expect(h.onDelete).toHaveBeenCalledWith('m1');
    expect(h.onAcceptAll).toHaveBeenCalledOnce();
  });

  it('says when every carried measurement is checked', () => {
    setup(items.map((i) => ({ ...i, review: 'accepted' as const })));
    expect(screen.getByText('Toutes les mesures reportées sont vérifiées')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter tout' })).toBeNull();
  });
});
