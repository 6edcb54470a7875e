import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { ExportDialog, type ExportChoice, type ExportDialogProps } from './ExportDialog';

const choice: ExportChoice = {
  kind: 'dpgf',
  format: 'xlsx',
  quantitiesSheet: true,
  detailsSheet: false,
  csvTable: 'priced',
};

function setup(overrides: Partial<ExportDialogProps> = {}) {
  const props: ExportDialogProps = {
    isOpen: true,
    projectName: 'Résidence Les Tilleuls',
    choice,
    onChoiceChange: vi.fn(),
    state: { status: 'choosing' },
    onExport: vi.fn(),
    onCancelExport: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(
    <I18nProvider locale="fr-FR">
      <ExportDialog {...props} />
    </I18nProvider>,
  );
  return props;
}

describe('ExportDialog', () => {
  it('is named after its title and names the project', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Exporter les quantités' });
    expect(dialog.textContent).toContain('Projet «\u00a0Résidence Les Tilleuls\u00a0»');
  });

  it('hands every choice back, and exports on submit', async () => {
    const user = userEvent.setup();
    const props = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Détail des métrés' }));
    expect(props.onChoiceChange).toHaveBeenLastCalledWith({ ...choice, detailsSheet: true });
    await user.click(screen.getByRole('radio', { name: /^Fichier CSV/ }));
    expect(props.onChoiceChange).toHaveBeenLastCalledWith({ ...choice, format: 'csv' });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(props.onExport).toHaveBeenCalledOnce();
  });

  it('shows progress with a way to stop, and stops the export when closed with Escape', async () => {
    const user = userEvent.setup();
    const props = setup({ state: { status: 'running', label: 'Compression du fichier…' } });
    expect(screen.getByRole('progressbar', { name: 'Compression du fichier…' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByRole('button', { name: 'Exporter' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(props.onCancelExport).toHaveBeenCalledOnce();
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('says why an export failed and offers to try again', async () => {
    const user = userEvent.setup();
    const props = setup({ state: { status: 'error', message: 'Ce document ne peut pas être exporté.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Ce document ne peut pas être exporté.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(props.onExport).toHaveBeenCalledOnce();
  });
});
