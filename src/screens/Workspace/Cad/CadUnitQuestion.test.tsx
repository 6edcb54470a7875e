import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CadUnitQuestion } from './CadUnitQuestion';

const asked = { id: 'f1', name: 'plan.dxf', insUnits: 0 };

describe('CadUnitQuestion', () => {
  it('opens on the units, and refuses « Importer » without one', async () => {
    const onImport = vi.fn();
    const user = userEvent.setup();
    render(<CadUnitQuestion questions={[asked]} onImport={onImport} onSkip={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Dans quelle unité ce plan est-il dessiné\u202f?' });
    expect(dialog).toHaveTextContent('Le fichier « plan.dxf » ne dit pas dans quelle unité il est dessiné.');
    expect(screen.getByRole('radio', { name: 'Millimètre (mm)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(onImport).not.toHaveBeenCalled();
    expect(screen.getByText('Choisissez l’unité du dessin, ou n’importez pas ce fichier.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pied (304,8\u00a0mm)' }));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(onImport).toHaveBeenCalledWith('f1', 'foot', false);
  });

  it('Escape does not import the file', async () => {
    const onSkip = vi.fn();
    const user = userEvent.setup();
    render(<CadUnitQuestion questions={[asked]} onImport={vi.fn()} onSkip={onSkip} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onSkip).toHaveBeenCalledWith('f1');
  });

  it('is closed when no file waits', () => {
    render(<CadUnitQuestion questions={[]} onImport={vi.fn()} onSkip={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
