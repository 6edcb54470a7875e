import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHEET_CHOICES, sampleProject } from '../../../domain/library/testing/sample';
import { QuantitiesPanel, type QuantitiesPanelProps } from './QuantitiesPanel';

function setup(props: Partial<QuantitiesPanelProps> = {}) {
  const { engine } = sampleProject();
  const onSelectArticle = vi.fn();
  render(
    <QuantitiesPanel
      data={engine.panel()}
      sheets={SAMPLE_SHEET_CHOICES}
      lots={[]}
      sheetId={null}
      lotId={null}
      onSheetChange={vi.fn()}
      onLotChange={vi.fn()}
      onSelectArticle={onSelectArticle}
      {...props}
    />,
  );
  return { onSelectArticle, grid: screen.getByRole('treegrid', { name: 'Quantités par lot, chapitre et article' }) };
}

const rowNamed = (grid: HTMLElement, text: RegExp) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => text.test(r.textContent ?? '')) as HTMLElement;

describe('QuantitiesPanel', { timeout: 15_000 }, () => {
  it('shows lot → chapitre → article rows with levels, quantities, prices, amounts and the totals', () => {
    const { grid } = setup();
    const voile = rowNamed(grid, /^02\.02\.01/);
    expect(voile).toHaveAttribute('aria-level', '3');
    // 12,40 × 2,50 − 2 × 0,90 × 2,10 = 27,22 m² at 110 € = 2 994,20 €.
    expect(voile.textContent).toContain('27,22\u00a0m²');
    expect(voile.textContent).toContain('110,00\u00a0€');
    expect(voile.textContent).toContain('2\u202f994,20\u00a0€');
    expect(rowNamed(grid, /^▾02Gros/)).toHaveAttribute('aria-level', '1');
    expect(rowNamed(grid, /^▾02\.02Béton/)).toHaveAttribute('aria-expanded', 'true');
    const totals = screen.getByRole('table', { name: 'Total HT' });
    expect(within(totals).getByRole('rowheader', { name: 'TVA 20\u00a0%' })).toBeInTheDocument();
    expect(within(totals).getByRole('rowheader', { name: 'Total TTC' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 mesure reliée à aucun article');
    expect(screen.getByRole('status')).toHaveTextContent('1 lien sans quantité');
  });

  it('is navigated with the keyboard: one tab stop, arrows, Left closes and goes to the parent, Enter selects', async () => {
    const user = userEvent.setup();
    const { grid, onSelectArticle } = setup();
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    rows[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('aria-level', '3');
    await user.keyboard('{Enter}');
    expect(onSelectArticle).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('aria-level', '2');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');
    const after = within(grid).getAllByRole('row').length;
    expect(after).toBeLessThan(rows.length + 1);
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getAllByRole('row')).toHaveLength(rows.length + 1);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(grid).getAllByRole('row').at(-1));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(grid).getAllByRole('row')[1]);
  });

  it('says when nothing is linked, and when the filters leave nothing', () => {
    const { engine } = sampleProject();
    const empty = { ...engine.panel(), lots: [] };
    const { unmount } = render(
      <QuantitiesPanel
        data={empty}
        sheets={[]}
        lots={[]}
        sheetId={null}
        lotId={null}
        onSheetChange={vi.fn()}
        onLotChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/Aucune mesure n’est reliée/)).toBeInTheDocument();
    unmount();
    render(
      <QuantitiesPanel
        data={empty}
        sheets={[]}
        lots={[]}
        sheetId="sheet-1"
        lotId={null}
        onSheetChange={vi.fn()}
        onLotChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Aucune quantité pour ces filtres.')).toBeInTheDocument();
  });
});
