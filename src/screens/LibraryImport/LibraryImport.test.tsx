import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { EMPTY_MAPPING } from '../../domain/libraryFile/model';
import type { CheckedRow } from '../../domain/libraryFile/validate';
import { LibraryImportMapping, LibraryImportPreview, LibraryImportReport } from './LibraryImport';

const wrap = (ui: React.ReactNode) => render(<I18nProvider locale="fr-FR">{ui}</I18nProvider>);

const good: CheckedRow = {
  line: 2,
  number: '02.01.01',
  draft: { number: '02.01.01', designation: 'Béton de propreté', unit: 'm³', unitPrice: 98.5, vatRate: 550 },
  issues: [],
};
const bad: CheckedRow = {
  line: 3,
  number: '02.01.02',
  draft: null,
  issues: [
    { code: 'priceNotANumber', text: '12,5O' },
    { code: 'unitUnknown', text: 'm2x' },
  ],
};

describe('LibraryImportMapping', () => {
  it('lists every field with its column and refuses to go on with the issues shown', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    wrap(
      <LibraryImportMapping
        fileName="tarifs.xlsx"
        detected={{ decimal: ',', sheet: 'Articles' }}
        columns={['N°', 'Libellé', 'colonne C']}
        example={{ line: 4, cells: ['02.01.01', 'Béton', 'm³'] }}
        mapping={{ ...EMPTY_MAPPING, number: 0, designation: 1 }}
        onMappingChange={vi.fn()}
        issues={[{ code: 'fieldMissing', field: 'unit' }]}
        showIssues
        onNext={onNext}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Feuille « Articles ».')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Correspondance des colonnes' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('row', { name: /^Désignation/ })).toHaveTextContent('Béton');
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez la colonne du champ « Unité ».');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});

describe('LibraryImportPreview', () => {
  it('shows accepted and refused rows, and imports what can be', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    wrap(
      <LibraryImportPreview
        rows={[good, bad]}
        counts={{ create: 1, update: 0, unchanged: 0, rejected: 1 }}
        onBack={vi.fn()}
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Aperçu des lignes' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Correcte');
    expect(rows[1]).toHaveTextContent('5,5 %');
    expect(rows[2]?.textContent).toContain(
      'Refusée\u00a0: le prix «\u00a012,5O\u00a0» n’est pas un nombre\u202f; l’unité «\u00a0m2x\u00a0» n’est pas reconnue',
    );
    await user.click(screen.getByRole('button', { name: 'Importer 1 article' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cannot import a file where every row is refused', () => {
    wrap(
      <LibraryImportPreview
        rows={[bad]}
        counts={{ create: 0, update: 0, unchanged: 0, rejected: 1 }}
        onBack={vi.fn()}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Importer 0 article' })).toBeDisabled();
    expect(screen.getByText('0 à créer, 0 à mettre à jour, 0 inchangée, 1 refusée.')).toBeInTheDocument();
  });
});

describe('LibraryImportReport', () => {
  it('says what was written and lists each refused line', () => {
    wrap(
      <LibraryImportReport
        counts={{ create: 1, update: 2, unchanged: 0, rejected: 1 }}
        rejected={[bad]}
        onClose={vi.fn()}
      />,
    );
    // Each count with its French plural: 0 and 1 singular, never « (s) ».
    expect(screen.getByRole('status')).toHaveTextContent(
      'Import terminé. 1 article créé, 2 mis à jour, 0 inchangé, 1 ligne refusée.',
    );
    const items = within(screen.getByRole('list', { name: 'Lignes non importées' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Ligne 3 (N°\u00a002.01.02)\u00a0: le prix «\u00a012,5O\u00a0» n’est pas un nombre\u202f; l’unité «\u00a0m2x\u00a0» n’est pas reconnue (U, ml, m², m³, kg, t, h, ens, forfait).',
    ]);
  });
});
