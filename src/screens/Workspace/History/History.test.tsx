import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTHORS, sampleComparison, sampleHistory } from '../../../domain/takeoff/testing/historySample';
import { ComparisonProgress } from './ComparisonProgress';
import { HistoryPanel } from './HistoryPanel';
import { VersionComparison } from './VersionComparison';
import { VersionsPanel, type RestorePreview, type VersionItem } from './VersionsPanel';
import type { VersionComparison as Comparison } from '../../../domain/takeoff/versions';

const N = '\u00a0';
const authorName = (by: string) => AUTHORS[by] ?? 'Utilisateur inconnu';

describe('HistoryPanel', { timeout: 60_000 }, () => {
  it('lists each day’s changes, newest first, with who, when, and what before → after; arrows walk a day', async () => {
    const user = userEvent.setup();
    const { days, measurements } = sampleHistory();
    render(
      <HistoryPanel
        days={days}
        measurements={measurements}
        measurementId={null}
        onMeasurementChange={vi.fn()}
        authorName={authorName}
        timeZone="Europe/Paris"
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['3 mars 2026', '2 mars 2026']);
    const latest = screen.getByRole('grid', { name: '3 mars 2026' });
    const rows = within(latest).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('annulée'),
      expect.stringContaining(`Plan renommé${N}: «${N}RDC${N}» → «${N}Rez-de-chaussée${N}»`),
      expect.stringContaining(`Longueur «${N}Mur 3${N}»${N}: 4,60${N}ml → 5,10${N}ml`),
    ]);
    expect(rows[2]?.textContent).toContain('Alex Martin, 11:12');
    expect(screen.getByRole('grid', { name: '2 mars 2026' }).textContent).toContain(
      `Échelle du plan RDC${N}: non étalonné → 1:100`,
    );
    await user.tab();
    await user.tab();
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
  });

  it('says which open tab made each entry when several are open, in the text and the row’s name', () => {
    const { days, measurements } = sampleHistory();
    const [newest, second] = days[0]?.entries ?? [];
    render(
      <HistoryPanel
        days={days}
        measurements={measurements}
        measurementId={null}
        onMeasurementChange={vi.fn()}
        authorName={authorName}
        timeZone="Europe/Paris"
        tabOf={(entry) => (entry.id === newest?.id ? 'other' : entry.id === second?.id ? 'this' : null)}
      />,
    );
    const rows = within(screen.getByRole('grid', { name: '3 mars 2026' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('autre onglet');
    expect(rows[1]).toHaveTextContent('cet onglet');
    expect(rows[2]).not.toHaveTextContent(/onglet/);
  });

  it('narrows the history to a measurement through the filter, and says so when it is empty', async () => {
    const user = userEvent.setup();
    const { days, measurements } = sampleHistory();
    const onMeasurementChange = vi.fn();
    const { rerender } = render(
      <HistoryPanel
        days={days}
        measurements={measurements}
        measurementId={null}
        onMeasurementChange={onMeasurementChange}
        authorName={authorName}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Afficher/ }));
    await user.click(await screen.findByRole('option', { name: /Mur 3/ }));
    const wall = measurements.find((m) => m.label === 'Mur 3');
    expect(onMeasurementChange).toHaveBeenCalledWith(wall?.id);
    rerender(
      <HistoryPanel
        days={[]}
        measurements={measurements}
        measurementId={wall?.id ?? null}
        onMeasurementChange={onMeasurementChange}
        authorName={authorName}
      />,
    );
    expect(screen.getByText('Aucune modification de cette mesure.')).toBeVisible();
  });

  it('heads a link made in bulk with its count and the article’s number (issue 26)', () => {
    const entry = {
      id: 'bulk',
      seq: 9,
      type: 'linkMeasurements' as const,
      at: '2026-03-01T09:00:00.000Z',
      by: 'user-alex',
      status: 'done' as const,
      lines: [],
      measurementIds: ['r1', 'r2', 'r3', 'r4', 'r5'],
      bulkLink: { articleId: 'a1', count: 5, number: '08.01.01' },
    };
    const day = {
      day: '2026-03-01',
      entries: [
        entry,
        { ...entry, id: 'gone', type: 'unlinkMeasurements' as const, bulkLink: { articleId: 'a2', count: 1 } },
      ],
    };
    render(
      <HistoryPanel
        days={[day]}
        measurements={[]}
        measurementId={null}
        onMeasurementChange={vi.fn()}
        authorName={() => 'Alex'}
      />,
    );
    expect(screen.getByText(/^Relier 5\smesures à 08\.01\.01$/)).toBeVisible();
    expect(screen.getByText(/^Délier un article de 1\smesure$/)).toBeVisible();
  });

  it('says there is nothing yet on a new project', () => {
    render(
      <HistoryPanel
        days={[]}
        measurements={[]}
        measurementId={null}
        onMeasurementChange={vi.fn()}
        authorName={authorName}
      />,
    );
    expect(screen.getByText(/Aucune modification pour l’instant/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Afficher/ })).toBeNull();
  });
});

const versions: VersionItem[] = [
  {
    id: 'v2',
    name: 'DCE',
    createdAt: '2026-03-03T10:00:00.000Z',
    byName: 'Alex Martin',
    measurementCount: 12,
    sheetCount: 2,
  },
  {
    id: 'v1',
    name: 'Avant APS',
    createdAt: '2026-03-01T10:00:00.000Z',
    byName: 'Camille Durand',
    measurementCount: 1,
    sheetCount: 1,
  },
];

function versionsPanel(overrides: Partial<Parameters<typeof VersionsPanel>[0]> = {}) {
  const props = {
    versions,
    canEdit: true,
    onCreate: vi.fn(),
    onCompare: vi.fn(),
    onRestoreRequest: vi.fn(),
    restorePreview: null,
    onRestoreConfirm: vi.fn(),
    onRestoreCancel: vi.fn(),
    ...overrides,
  };
  const view = render(<VersionsPanel {...props} />);
  return { props, view };
}

describe('VersionsPanel', { timeout: 60_000 }, () => {
  it('words counts in French: « 0 mesure », « 1 mesure », « 2 mesures »', () => {
    const counted = (measurementCount: number, sheetCount: number): VersionItem => ({
      ...(versions[1] as VersionItem),
      id: `v-${measurementCount}`,
      name: `Version ${measurementCount}`,
      measurementCount,
      sheetCount,
    });
    versionsPanel({ versions: [counted(0, 0), counted(1, 1), counted(2, 2)] });
    const items = within(screen.getByRole('list', { name: 'Versions du projet' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('0 mesure, 0 plan');
    expect(items[1]).toHaveTextContent('1 mesure, 1 plan');
    expect(items[2]).toHaveTextContent('2 mesures, 2 plans');
  });

  it('makes a version under a trimmed name; refuses an empty or taken one in French, focus back in the field', async () => {
    const user = userEvent.setup();
    const { props } = versionsPanel();
    const field = screen.getByRole('textbox', { name: 'Nom de la version' });
    const save = screen.getByRole('button', { name: 'Enregistrer la version' });
    await user.click(save);
    expect(await screen.findByText('Donnez un nom à la version.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'dce');
    await user.click(save);
    expect(await screen.findByText('Une version porte déjà ce nom dans ce projet.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '  Indice B ');
    await user.click(save);
    expect(props.onCreate).toHaveBeenCalledWith('Indice B');
    expect(field).toHaveValue('');
  });

  it('lists versions with who and when; compares one with now, or two chosen; asks to restore one', async () => {
    const user = userEvent.setup();
    const { props } = versionsPanel();
    const list = screen.getByRole('list', { name: 'Versions du projet' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringMatching(/DCE.*par Alex Martin, 3 mars 2026.*12 mesures, 2 plans/),
      expect.stringMatching(/Avant APS.*1 mesure, 1 plan/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Comparer «\u00a0Avant APS\u00a0» avec l’état actuel' }));
    expect(props.onCompare).toHaveBeenLastCalledWith('v1', 'current');
    await user.click(screen.getByRole('button', { name: 'Restaurer la version «\u00a0DCE\u00a0»' }));
    expect(props.onRestoreRequest).toHaveBeenCalledWith('v2');
    await user.click(screen.getByRole('button', { name: 'Comparer' }));
    expect(props.onCompare).toHaveBeenLastCalledWith('v2', 'current');
  });

  it('confirms a restore in an alert dialog that says what changes; cancel and confirm answer', async () => {
    const user = userEvent.setup();
    const preview: RestorePreview = {
      versionId: 'v1',
      name: 'Avant APS',
      createdAt: '2026-03-01T10:00:00.000Z',
      restored: 1,
      removed: 2,
      changed: 0,
      amountNowCents: 120_000,
      amountVersionCents: 100_000,
    };
    const { props } = versionsPanel({ restorePreview: preview });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Restaurer la version «\u00a0Avant APS\u00a0»\u202f?',
    });
    expect(dialog.textContent).toContain('1 mesure reviendra');
    expect(dialog.textContent).toContain('2 mesures ajoutées depuis seront retirées');
    expect(dialog.textContent).toContain(`Montant HT${N}: 1${'\u202f'}200,00${N}€ → 1${'\u202f'}000,00${N}€`);
    expect(dialog.textContent).not.toContain('modifiée');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    expect(props.onRestoreConfirm).toHaveBeenCalledWith('v1');
  });

  it('renames a version in a dialog: its own name is free, another one taken is refused in French', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    versionsPanel({ onRename, onDelete: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Renommer la version «\u00a0Avant APS\u00a0»' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer la version' });
    const field = within(dialog).getByRole('textbox', { name: /Nom de la version/ });
    expect(field).toHaveValue('Avant APS');
    await user.clear(field);
    await user.type(field, 'dce');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Une version porte déjà ce nom dans ce projet.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    expect(onRename).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '  Avant  APS indice B {Enter}');
    expect(onRename).toHaveBeenCalledWith('v1', 'Avant APS indice B');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a version only after an alert dialog that says the take-off stays and nothing undoes it', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    versionsPanel({ onRename: vi.fn(), onDelete });
    await user.click(screen.getByRole('button', { name: 'Supprimer la version «\u00a0DCE\u00a0»' }));
    const dialog = screen.getByRole('alertdialog', { name: /Supprimer la version «\sDCE\s»/ });
    expect(dialog).toHaveTextContent(/Le métré ne change pas.*Cette suppression ne peut pas être annulée\./);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer la version «\u00a0DCE\u00a0»' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer la version' }));
    expect(onDelete).toHaveBeenCalledWith('v2');
  });

  it('offers neither renaming nor deleting when read-only', () => {
    versionsPanel({ canEdit: false, onRename: vi.fn(), onDelete: vi.fn() });
    expect(screen.queryByRole('button', { name: /Renommer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });

  it('hides making and restoring when read-only, shows an error and the empty state', () => {
    versionsPanel({ canEdit: false, versions: [], error: 'Impossible de restaurer cette version.' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de restaurer cette version.');
    expect(screen.getByText(/Aucune version/)).toBeVisible();
  });
});

describe('VersionComparison', { timeout: 60_000 }, () => {
  const comparison: Comparison = {
    lots: [
      {
        lotId: 'lot-2',
        number: '02',
        title: 'Gros œuvre',
        articles: [
          {
            articleId: 'a1',
            number: '02.01.01',
            designation: 'Voile béton',
            unit: 'm²',
            quantityBefore: 10,
            quantityAfter: 12,
            amountBeforeCents: 180_000,
            amountAfterCents: 216_000,
          },
        ],
        // The lot's whole totals: its other articles (8 200,00 €) did not change.
        amountBeforeCents: 1_000_000,
        amountAfterCents: 1_036_000,
      },
      {
        lotId: 'lot-6',
        number: '06',
        title: 'Revêtements de sols',
        articles: [
          {
            articleId: 'a2',
            number: '06.01.01',
            designation: 'Carrelage',
            unit: 'm²',
            quantityBefore: 20,
            quantityAfter: 15,
            amountBeforeCents: 100_000,
            amountAfterCents: 75_000,
          },
        ],
        amountBeforeCents: 100_000,
        amountAfterCents: 75_000,
      },
    ],
    totalHtBeforeCents: 1_100_000,
    totalHtAfterCents: 1_111_000,
    measurements: [],
    variables: [
      {
        id: 'v',
        name: 'HSP',
        change: 'changed',
        valueBefore: 2.5,
        valueAfter: 2.7,
        unitBefore: 'm',
        unitAfter: 'm',
      },
    ],
    isSame: false,
  };

  it('gives a lot row the lot’s totals before, after and their difference; a rise in cost says « hausse », a fall « baisse »', () => {
    render(<VersionComparison comparison={comparison} fromLabel="APS" toLabel="PRO" />);
    const table = screen.getByRole('table', { name: 'Quantités et montants par lot et article' });
    const cells = (name: RegExp | string) =>
      [...(within(table).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [])].map(
        (c) => c.textContent,
      );
    const S = '\u202f';
    expect(cells('02 Gros œuvre')).toEqual([`10${S}000,00${N}€`, `10${S}360,00${N}€`, `+360,00${N}€hausse`]);
    expect(cells('06 Revêtements de sols')).toEqual([`1${S}000,00${N}€`, `750,00${N}€`, `\u2212250,00${N}€baisse`]);
    // The quantity's change has its sign, and no word of good or bad news.
    expect(cells(/Carrelage/)[2]).toBe(`\u22125,00${N}m²`);
    // A rise is never shown in the success tone.
    const rise = within(table).getAllByText('hausse')[0]?.parentElement;
    expect(rise).toHaveAttribute('data-trend', 'increase');
  });

  it('lists the variables that changed: « HSP 2,50 m → 2,70 m »', () => {
    render(<VersionComparison comparison={comparison} fromLabel="APS" toLabel="PRO" />);
    const variables = screen.getByRole('table', { name: 'Variables modifiées' });
    const row = within(variables).getByRole('rowheader', { name: 'HSP' }).closest('tr');
    expect([...(row?.querySelectorAll('td') ?? [])].map((c) => c.textContent)).toEqual([
      'Modifiée',
      `2,50${N}m`,
      `2,70${N}m`,
    ]);
  });

  it('shows per lot and article the quantities and amounts with signed deltas, and the measurements changed', () => {
    const { comparison } = sampleComparison();
    render(<VersionComparison comparison={comparison} fromLabel="Avant APS" toLabel="État actuel" />);
    const quantities = screen.getByRole('table', { name: 'Quantités et montants par lot et article' });
    const voile = within(quantities)
      .getByRole('rowheader', { name: /Voile en béton armé/ })
      .closest('tr');
    expect(voile?.textContent).toContain(`+2,48${N}m²`);
    const dalle = within(quantities)
      .getByRole('rowheader', { name: /Dalle pleine/ })
      .closest('tr');
    expect(dalle?.textContent).toContain(`\u22124${'\u202f'}800,00${N}€`);
    expect(within(quantities).getByRole('rowheader', { name: 'Total HT' }).closest('tr')?.textContent).toContain(
      `\u22128${'\u202f'}767,68${N}€`,
    );
    const measurements = screen.getByRole('table', { name: 'Mesures modifiées' });
    expect(
      within(measurements)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/Surface «\u00a0Dalle R\+1\u00a0».*Supprimée.*80,00\u00a0m².*—/),
      expect.stringMatching(/Surface de mur «\u00a0Mur séjour\u00a0».*Modifiée.*27,22.*29,70/),
      expect.stringMatching(/Comptage «\u00a0Prises cuisine\u00a0».*Ajoutée.*—.*2\u00a0U/),
    ]);
  });

  it('offers the export with the deltas only when given and something differs (issue 27)', async () => {
    const onExport = vi.fn();
    const { rerender } = render(
      <VersionComparison comparison={comparison} fromLabel="APS" toLabel="PRO" onExport={onExport} />,
    );
    const button = screen.getByRole('button', { name: 'Exporter avec les écarts…' });
    expect(button).toHaveAccessibleDescription(/DPGF de «\u00a0PRO\u00a0».*Écarts de versions/);
    await userEvent.click(button);
    expect(onExport).toHaveBeenCalledTimes(1);
    rerender(
      <VersionComparison comparison={{ ...comparison, lots: [] }} fromLabel="APS" toLabel="PRO" onExport={onExport} />,
    );
    expect(screen.queryByRole('button', { name: 'Exporter avec les écarts…' })).toBeNull();
    rerender(<VersionComparison comparison={comparison} fromLabel="APS" toLabel="PRO" />);
    expect(screen.queryByRole('button', { name: 'Exporter avec les écarts…' })).toBeNull();
  });

  it('says when the two states are the same', () => {
    const { from } = sampleComparison();
    render(
      <VersionComparison
        comparison={{ lots: [], measurements: [], totalHtBeforeCents: 0, totalHtAfterCents: 0, isSame: true }}
        fromLabel="DCE"
        toLabel={`${from.measurements.length}`}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Aucune différence');
  });
});

describe('ComparisonProgress', () => {
  it('says what is computed, how far, and cancels', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ComparisonProgress kind="compare" done={0} total={3} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'Comparaison des versions en cours…' });
    // Before the first step: indeterminate (no value said).
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<ComparisonProgress kind="restore" done={2} total={3} onCancel={onCancel} />);
    expect(screen.getByRole('progressbar', { name: 'Calcul de ce que la restauration changerait…' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le calcul' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
