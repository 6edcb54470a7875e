import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IndicePage, PagePairing } from '../../../domain/comparison/types';
import { PairingDialog, duplicatePages, isOtherSize, paperSize } from './PairingDialog';
import type { PairingSheet } from './types';

const A1 = { width: 2384, height: 1684 };
const sheets: PairingSheet[] = [
  { id: 's1', name: 'A01 – RDC', indice: 'A', ...A1 },
  { id: 's2', name: 'A02 – R+1', indice: 'A', ...A1 },
];
const pages: IndicePage[] = [
  { pageIndex: 0, name: 'A01 – RDC', number: 'A01', ...A1 },
  { pageIndex: 1, name: 'Étage', ...A1 },
];

function setup(pairings: PagePairing[]) {
  const handlers = { onPairingChange: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  render(
    <PairingDialog
      isOpen
      fileName="plans-B.pdf"
      indice="B"
      pages={pages}
      sheets={sheets}
      pairings={pairings}
      {...handlers}
    />,
  );
  return handlers;
}

describe('pairing helpers', () => {
  it('reads a page’s paper in whole millimetres', () => {
    expect(paperSize(2384, 1684)).toBe('841 × 594\u00a0mm');
    expect(paperSize(3370, 2384)).toBe('1\u202f189 × 841\u00a0mm');
  });

  it('tells a page of another size, not a re-plot a few points off', () => {
    expect(isOtherSize({ width: 2390, height: 1680 }, A1)).toBe(false);
    expect(isOtherSize({ width: 3370, height: 2384 }, A1)).toBe(true);
    // Turned a quarter: another layout.
    expect(isOtherSize({ width: 1684, height: 2384 }, A1)).toBe(true);
  });

  it('finds the pages that take a sheet another page already took', () => {
    const d = duplicatePages([
      { pageIndex: 2, sheetId: 's1', reason: 'manual' },
      { pageIndex: 0, sheetId: 's1', reason: 'number' },
      { pageIndex: 1, sheetId: null },
      { pageIndex: 3, sheetId: null },
    ]);
    expect([...d]).toEqual([[2, 1]]);
  });
});

describe('PairingDialog', { timeout: 60_000 }, () => {
  it('shows each page with its sheet and why, and imports on confirmation', async () => {
    const user = userEvent.setup();
    const { onConfirm } = setup([
      { pageIndex: 0, sheetId: 's1', reason: 'number' },
      { pageIndex: 1, sheetId: 's2', reason: 'order' },
    ]);
    expect(screen.getByText(/Rapprochement\s: même numéro/)).toBeInTheDocument();
    expect(screen.getByText(/Rapprochement\s: ordre des pages/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer l’indice B' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('refuses a sheet chosen twice at its row, and moves the focus there', async () => {
    const user = userEvent.setup();
    const { onConfirm } = setup([
      { pageIndex: 0, sheetId: 's1', reason: 'number' },
      { pageIndex: 1, sheetId: 's1', reason: 'manual' },
    ]);
    expect(screen.getByText(/déjà choisie pour la page 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer l’indice B' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /La page 2 devient l’indice B de/ })).toHaveFocus();
  });

  it('says when nothing could be paired, and imports nothing until a sheet is chosen', async () => {
    const user = userEvent.setup();
    const { onConfirm } = setup([
      { pageIndex: 0, sheetId: null },
      { pageIndex: 1, sheetId: null },
    ]);
    expect(screen.getByText(/Aucune page de ce fichier n’a pu être rapprochée/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer l’indice B' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(/Choisissez au moins une feuille/)).toBeInTheDocument();
  });

  it('warns at a page of another size than its sheet', () => {
    render(
      <PairingDialog
        isOpen
        fileName="plans-B.pdf"
        indice="B"
        pages={[{ pageIndex: 0, name: 'A01 – RDC', number: 'A01', width: 3370, height: 2384 }]}
        sheets={sheets}
        pairings={[{ pageIndex: 0, sheetId: 's1', reason: 'number' }]}
        onPairingChange={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText(/Format différent de la feuille/)).toBeInTheDocument();
  });
});
