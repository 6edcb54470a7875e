import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DeltasView, formatDelta } from './DeltasView';
import type { DeltaLot } from './types';

const lots: DeltaLot[] = [
  {
    id: 'l1',
    name: '03 Cloisons',
    rows: [
      {
        articleId: 'a',
        number: '03.1',
        designation: 'Cloison',
        unit: 'm²',
        before: 10,
        after: 12.5,
        amountBefore: 100,
        amountAfter: 125,
      },
      {
        articleId: 'b',
        number: '03.2',
        designation: 'Doublage',
        unit: 'm²',
        before: 5,
        after: 4,
        amountBefore: 50,
        amountAfter: 40,
      },
    ],
  },
  {
    id: null,
    name: '',
    rows: [
      {
        articleId: 'c',
        number: '—',
        designation: 'Plinthe',
        unit: 'ml',
        before: 3,
        after: 3,
        amountBefore: null,
        amountAfter: null,
      },
    ],
  },
];

describe('DeltasView', { timeout: 60_000 }, () => {
  it('writes the sign of a delta', () => {
    expect(formatDelta(2.4, 'm²')).toBe('+2,40\u00a0m²');
    expect(formatDelta(-1, 'U')).toBe('\u22121\u00a0U');
    expect(formatDelta(1e-12, 'ml')).toBe('0,00\u00a0ml');
  });

  it('gives each article its delta, each lot its subtotal, and the total', () => {
    render(<DeltasView previous="A" current="B" lots={lots} />);
    const table = screen.getByRole('table', { name: /entre l’indice A et l’indice B/ });
    expect(within(table).getByRole('row', { name: /^03.1 Cloison/ })).toHaveTextContent(/\+2,50\sm² \(hausse\)/);
    expect(within(table).getByRole('row', { name: /Doublage/ })).toHaveTextContent(/−1,00\sm² \(baisse\)/);
    expect(within(table).getByRole('row', { name: /Sous-total 03 Cloisons/ })).toHaveTextContent(/\+15,00\s€/);
    expect(within(table).getByRole('row', { name: /Sous-total Hors lot/ })).toHaveTextContent('sans prix');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(/150,00\s€.*165,00\s€.*\+15,00\s€/);
  });

  it('says when nothing differs', () => {
    render(<DeltasView previous="A" current="B" lots={[]} />);
    expect(screen.getByText('Aucun écart de quantité entre l’indice A et l’indice B.')).toBeInTheDocument();
  });
});
