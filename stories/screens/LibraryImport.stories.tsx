import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_ARTICLE_TO_UPDATE, SAMPLE_HEADINGS, SAMPLE_TABLE } from '../../scripts/fixtures/library-samples';
import { findHeaderRow, guessMapping, mappingIssues } from '../../src/domain/libraryFile/mapping';
import type { ColumnMapping } from '../../src/domain/libraryFile/model';
import { planImport } from '../../src/domain/libraryFile/plan';
import { checkRows } from '../../src/domain/libraryFile/validate';
import { cellText } from '../../src/domain/libraryFile/values';
import { columnName } from '../../src/i18n/export';
import {
  LibraryImportMapping,
  LibraryImportPreview,
  LibraryImportReport,
  type MappingStepProps,
} from '../../src/screens/LibraryImport';
import { useHeld } from '../held';
import { desktopAt } from '../viewports';

const table = SAMPLE_TABLE;
const header = findHeaderRow(table) ?? { index: 0, line: 1, headings: [...SAMPLE_HEADINGS], width: 6 };
const guessed = guessMapping(header.headings);
const checked = checkRows(table, header, guessed);
const plan = planImport(checked, [SAMPLE_ARTICLE_TO_UPDATE]);
const columns = header.headings.map((_, i) => columnName(header.headings, i));
const example = { line: 2, cells: (table.rows[1]?.cells ?? []).map(cellText) };

function MappingStateful(props: MappingStepProps) {
  const [mapping, setMapping] = useHeld<ColumnMapping>(props.mapping, props.onMappingChange);
  const [showIssues, setShowIssues] = useState(props.showIssues);
  const issues = mappingIssues(mapping, header.width);
  return (
    <LibraryImportMapping
      {...props}
      mapping={mapping}
      issues={issues}
      showIssues={showIssues}
      onMappingChange={setMapping}
      onNext={() => {
        setShowIssues(true);
        if (issues.length === 0) props.onNext();
      }}
    />
  );
}

const meta = {
  title: 'Screens/LibraryImport/Mapping',
  component: LibraryImportMapping,
  args: {
    fileName: 'bibliotheque-excel.csv',
    detected: { encoding: 'windows-1252', separator: ';', decimal: ',' },
    columns,
    example,
    mapping: guessed,
    issues: [],
    showIssues: false,
    onMappingChange: fn(),
    onNext: fn(),
    onCancel: fn(),
  },
  render: (args) => <MappingStateful {...args} />,
  parameters: desktopAt(900, 'padded'),
} satisfies Meta<typeof LibraryImportMapping>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColonnesDevinees: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('ce qui a été détecté, et chaque champ avec sa colonne', async () => {
      await expect(canvas.getByText(/Windows-1252/).textContent).toBe(
        'Lu en Windows-1252 (Excel), séparateur point-virgule, virgule décimale.',
      );
      const table = canvas.getByRole('table', { name: 'Correspondance des colonnes' });
      const row = within(table).getByRole('row', { name: /^PU HT/ });
      await expect(within(row).getByRole('button').textContent).toContain('PU HT (€)');
      await expect(row.textContent).toContain('98,50');
    });
    await step('continuer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
      await expect(args.onNext).toHaveBeenCalledOnce();
    });
  },
};

export const ChampObligatoireManquant: Story = {
  args: { mapping: { ...guessed, unitPrice: null } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('continuer sans colonne de prix', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
      await expect(args.onNext).not.toHaveBeenCalled();
      await expect(canvas.getByRole('alert').textContent).toContain(
        'Choisissez la colonne du champ «\u00a0PU HT\u00a0».',
      );
    });
  },
};

export const Apercu: StoryObj<typeof LibraryImportPreview> = {
  render: (args) => <LibraryImportPreview {...args} />,
  args: {
    rows: checked.rows,
    counts: plan.counts,
    onBack: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les lignes correctes et refusées, rien encore enregistré', async () => {
      await expect(canvas.getByText('Rien n’a encore été enregistré.')).toBeVisible();
      const refused = canvas.getByRole('row', { name: /^7 / });
      await expect(refused.textContent).toContain('Refusée\u00a0: le prix «\u00a012,5O\u00a0» n’est pas un nombre');
    });
    await step('importer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Importer 6 articles' }));
      await expect(args.onConfirm).toHaveBeenCalledOnce();
    });
  },
};

export const CompteRendu: StoryObj<typeof LibraryImportReport> = {
  render: (args) => <LibraryImportReport {...args} />,
  args: { counts: plan.counts, rejected: plan.rejected, onClose: fn() },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('une phrase par ligne refusée', async () => {
      const list = canvas.getByRole('list', { name: 'Lignes non importées' });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(7);
      await expect(items[0]?.textContent).toBe(
        'Ligne 7 (N°\u00a002.03.02)\u00a0: le prix «\u00a012,5O\u00a0» n’est pas un nombre.',
      );
    });
  },
};
