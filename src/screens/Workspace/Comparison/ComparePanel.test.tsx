import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComparePanel, alignmentLine, indiceHistory } from './ComparePanel';
import type { ComparePanelProps } from './types';

function setup(props: Partial<ComparePanelProps> = {}) {
  const handlers = {
    onModeChange: vi.fn(),
    onBlendChange: vi.fn(),
    onPaletteChange: vi.fn(),
    onManualAlign: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <ComparePanel
      current="B"
      history={['A']}
      previous="A"
      mode="overlay"
      blend={0.5}
      palette="redGreen"
      alignment={{ matrix: [1, 0, 0, 1, 0, 0], method: 'auto', confidence: 0.97, residual: 0.1 }}
      status={{ kind: 'ready' }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('compare panel helpers', () => {
  it('writes the indices newest first', () => {
    expect(indiceHistory('B', ['A'])).toBe('Indice B (courant) · A');
    expect(indiceHistory('C', ['B', 'A'])).toBe('Indice C (courant) · B · A');
    expect(indiceHistory('A', [])).toBe('Indice A (courant)');
  });

  it('says how the sheets were aligned', () => {
    expect(alignmentLine({ matrix: [1, 0, 0, 1, 0, 0], method: 'auto', confidence: 0.968, residual: 0 })).toBe(
      'Calage automatique · confiance 97\u202f%',
    );
    expect(alignmentLine({ matrix: [1, 0, 0, 1, 0, 0], method: 'manual', confidence: 1, residual: 0 })).toBe(
      'Calage à la main · deux paires de points',
    );
    expect(alignmentLine(null)).toBe('Pas encore calé');
  });
});

describe('ComparePanel', { timeout: 60_000 }, () => {
  it('changes the view and the palette', async () => {
    const user = userEvent.setup();
    const { onModeChange, onPaletteChange } = setup();
    await user.click(screen.getByRole('radio', { name: 'Curseur' }));
    expect(onModeChange).toHaveBeenCalledWith('slider');
    await user.click(screen.getByRole('switch', { name: /Couleurs adaptées aux daltoniens/ }));
    expect(onPaletteChange).toHaveBeenCalledWith('orangeBlue');
  });

  it('moves the slider with the keyboard', async () => {
    const user = userEvent.setup();
    const { onBlendChange } = setup({ mode: 'slider' });
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowLeft}');
    expect(onBlendChange).toHaveBeenCalledWith(0.45);
  });

  it('shows the stage with « Annuler » while it runs', async () => {
    const user = userEvent.setup();
    const { onCancel } = setup({ status: { kind: 'progress', progress: { stage: 'diff', done: 1, total: 4 } } });
    expect(screen.getByRole('progressbar', { name: 'Comparaison…' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Étape 5 sur 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler la comparaison' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers the manual way once when the alignment failed, and « Relancer » when the worker stopped', async () => {
    const user = userEvent.setup();
    const first = setup({ status: { kind: 'error', code: 'alignmentFailed' } });
    expect(screen.getAllByRole('button', { name: 'Caler à la main' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Caler à la main' }));
    expect(first.onManualAlign).toHaveBeenCalledOnce();
  });

  it('offers « Relancer la comparaison » when the worker stopped', async () => {
    const user = userEvent.setup();
    const { onRetry } = setup({ status: { kind: 'error', code: 'workerFailed' } });
    await user.click(screen.getByRole('button', { name: 'Relancer la comparaison' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('warns of a weak automatic alignment', () => {
    setup({ alignment: { matrix: [1, 0, 0, 1, 0, 0], method: 'auto', confidence: 0.5, residual: 2 } });
    expect(screen.getByText(/Confiance faible/)).toBeInTheDocument();
  });
});
