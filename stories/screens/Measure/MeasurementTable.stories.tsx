import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  calibrated,
  manyMeasurements,
  sampleMeasurements,
  uncalibrated,
} from '../../../src/domain/takeoff/testing/samples';
import { MeasurementTable, measurementRows } from '../../../src/screens/Workspace/Measure';
import { UnitErrorList } from '../../../src/screens/Workspace/MeasurementArticles';

const rows = measurementRows(sampleMeasurements, calibrated);
const many = measurementRows(manyMeasurements(5000), calibrated);
/** The sample with the long labels an économiste types (a product, a size, a room). */
const longLabels = rows.map((row, index) =>
  index === 1
    ? { ...row, label: 'Plinthes carrelage grès cérame 8 × 30, séjour et dégagement du logement B12' }
    : index === 3
      ? { ...row, label: 'Cloison Placostil 72/48 double peau, chambre 2 côté salle d’eau' }
      : row,
);

const meta = {
  title: 'Screens/Workspace/MeasurementTable',
  component: MeasurementTable,
  args: { rows, selectedIds: [], onSelectionChange: fn(), onRowAction: fn(), sheetName: 'RDC' },
  // The selection lives in the container in the workspace; here in the story, with the spy listening.
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly string[]>(args.selectedIds);
    return (
      <div style={{ height: 'calc(10 * var(--metr-size-control-md))' }}>
        <MeasurementTable
          {...args}
          selectedIds={selected}
          onSelectionChange={(ids) => {
            setSelected(ids);
            args.onSelectionChange(ids);
          }}
        />
      </div>
    );
  },
  parameters: { viewport: { width: 900, height: 560 } },
} satisfies Meta<typeof MeasurementTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(canvasElement).getByText(text).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${text}`);
  return row;
};

/** A sheet's measurements; mouse and keyboard select, Shift extends, Enter shows the shape. */
export const Rempli: Story = {
  name: 'Mesures d’un plan',
  play: async ({ canvasElement, args, step }) => {
    await step('un clic sélectionne, Maj+clic étend la sélection', async () => {
      // One user-event session: a Shift held by keyboard('{Shift>}') reaches the click only within it (separate
      // direct calls shared it by chance, and not on a cold page).
      const user = userEvent.setup();
      await user.click(within(canvasElement).getByText('Plinthes séjour'));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-skirting']);
      await user.keyboard('{Shift>}');
      await user.click(within(canvasElement).getByText('Cloison chambre 2'));
      await user.keyboard('{/Shift}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-skirting', 'm-tiling', 'm-partition']);
      await expect(rowOf(canvasElement, 'Carrelage cuisine')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Flèche bas sélectionne la suivante, Entrée la montre sur le plan', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-slab']);
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowAction).toHaveBeenCalledWith('m-slab');
    });
  },
};

/**
 * The keyboard alone: one tab stop, Ctrl+A selects every row, Escape clears, Ctrl+arrows move without selecting and
 * Space toggles; ↑ from the first row reaches the sort buttons, Enter sorts.
 */
export const Clavier: Story = {
  name: 'Au clavier : tout sélectionner, basculer, trier',
  play: async ({ canvasElement, args, step }) => {
    const grid = within(canvasElement).getByRole('grid');
    await step('Tab entre dans la table par sa première ligne', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(document.activeElement).toBe(rowOf(canvasElement, 'Portes intérieures 83 × 204'));
    });
    await step('Ctrl+A sélectionne tout, Échap vide la sélection', async () => {
      await userEvent.keyboard('{Control>}a{/Control}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
        'm-doors',
        'm-skirting',
        'm-tiling',
        'm-partition',
        'm-slab',
        'm-sockets',
      ]);
      await expect(within(canvasElement).getByText('6 mesures · 6 sélectionnées')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    });
    await step('Ctrl+flèches déplacent sans sélectionner, Espace bascule la ligne', async () => {
      await userEvent.keyboard('{Control>}{ArrowDown}{ArrowDown}{/Control}');
      await expect(document.activeElement).toBe(rowOf(canvasElement, 'Carrelage cuisine'));
      await userEvent.keyboard(' ');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-tiling']);
      await userEvent.keyboard('{Control>}{ArrowDown}{ArrowDown}{/Control} ');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-tiling', 'm-slab']);
    });
    await step('↑ depuis la première ligne atteint les en-têtes ; Entrée trie par libellé', async () => {
      await userEvent.keyboard('{Home}{ArrowUp}');
      const type = within(grid).getByRole('button', { name: 'Type' });
      await expect(document.activeElement).toBe(type);
      await userEvent.keyboard('{ArrowRight}{Enter}');
      await expect(within(grid).getByRole('columnheader', { name: 'Libellé' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(document.activeElement).toBe(rowOf(canvasElement, 'Portes intérieures 83 × 204'));
      await expect(within(grid).getAllByRole('row')[1]).toBe(rowOf(canvasElement, 'Sans libellé'));
    });
  },
};

/** The derivation column, asked for with the checkbox. */
export const Calculs: Story = {
  name: 'Calculs affichés',
  args: { selectedIds: ['m-partition'] },
  play: async ({ canvasElement, step }) => {
    await step('la case « Afficher les calculs » ajoute la colonne', async () => {
      await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Afficher les calculs' }));
      await expect(within(canvasElement).getByRole('columnheader', { name: 'Calcul' })).toBeInTheDocument();
    });
  },
};

/** Sorted by quantity, descending, on a sheet not yet calibrated: the rows without a quantity come last. */
export const NonCalibre: Story = {
  name: 'Plan non étalonné, trié par quantité',
  args: {
    rows: measurementRows(sampleMeasurements, uncalibrated),
    defaultSort: { column: 'quantity', direction: 'descending' },
  },
};

export const Vide: Story = {
  name: 'Aucune mesure',
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune mesure sur ce plan.')).toBeInTheDocument();
  },
};

/** 5,000 measurements: only the rows in view are in the page; the keyboard still reaches the last one. */
export const CinqMille: Story = {
  name: '5 000 mesures',
  args: { rows: many },
  play: async ({ canvasElement, args, step }) => {
    const grid = within(canvasElement).getByRole('grid');
    await step('la table annonce 5 001 lignes mais n’en affiche qu’une fenêtre', async () => {
      await expect(grid).toHaveAttribute('aria-rowcount', '5001');
      await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    });
    await step('Ctrl+Fin va à la dernière mesure et la sélectionne', async () => {
      within(grid).getAllByRole('row')[1]?.focus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['m-4999']);
      await waitFor(() => expect(within(canvasElement).getByText('Mesure 5000')).toBeVisible());
      await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    });
  },
};

/**
 * The side panel's width (320 px), which is also a 320 px window at 200 % zoom (WCAG reflow): the type is an icon,
 * the label wraps on two lines, the quantity and its unit stay right-aligned; nothing scrolls sideways.
 */
export const PanneauEtroit: Story = {
  name: 'Panneau de 320 px, libellés longs',
  args: { rows: longLabels, selectedIds: ['m-partition'] },
  parameters: { viewport: { width: 320, height: 560 } },
  play: async ({ canvasElement, step }) => {
    const grid = within(canvasElement).getByRole('grid');
    await step('rien ne défile à l’horizontale', async () => {
      await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    });
    await step('le libellé va à la ligne, le type est dit en toutes lettres', async () => {
      const label = within(grid).getByText(/^Plinthes carrelage/);
      const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
      await expect(label.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
      const row = rowOf(canvasElement, 'Cloison Placostil 72/48 double peau, chambre 2 côté salle d’eau');
      await expect(row).toHaveAttribute('aria-selected', 'true');
      await expect(within(row).getByText('Surface de mur')).toBeInTheDocument();
    });
    await step('la quantité et son unité sont alignées à droite', async () => {
      const cells = within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelectorAll('[role="gridcell"]')[1]?.querySelector('abbr'));
      const rights = cells.map((abbr) => Math.round(abbr?.getBoundingClientRect().right ?? 0));
      await expect(new Set(rights).size).toBe(1);
    });
  },
};

const UNIT_ERROR =
  '41,25\u00a0m² — l’article est en ml\u00a0: non compté. Corrigez la formule ou choisissez un article en m².';
/** Issue 24: the skirting (16,50 ml) feeds an article in ml through « L × HSP », a formula in m². */
const withUnitError = rows.map((row, index) => (index === 1 ? { ...row, unitError: UNIT_ERROR } : row));

/**
 * Issue 24: a unit error on the sheet — the list above the table in the error tone, the row flagged « Erreur d’unité »,
 * and « Corriger » (reached by Tab) to open the measurement's formula.
 */
export const ErreurDUnite: Story = {
  args: { rows: withUnitError },
  render: function Render(args) {
    const [selected, setSelected] = useState<readonly string[]>(args.selectedIds);
    const second = withUnitError[1];
    return (
      // A column, as the sheet panel's tab lays them out.
      <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(14 * var(--metr-size-control-md))' }}>
        <UnitErrorList
          errors={second ? [{ id: second.id, label: second.label, messages: [UNIT_ERROR] }] : []}
          onFix={(id) => {
            setSelected([id]);
            args.onRowAction?.(id);
          }}
        />
        <MeasurementTable
          {...args}
          selectedIds={selected}
          onSelectionChange={(ids) => {
            setSelected(ids);
            args.onSelectionChange(ids);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const second = withUnitError[1];
    await step('la ligne est marquée en erreur, la phrase entière lue', async () => {
      const table = canvas.getByRole('grid');
      const row = within(table)
        .getByText(second?.label ?? '')
        .closest('[role="row"]');
      if (!(row instanceof HTMLElement)) throw new Error('no flagged row');
      await expect(within(row).getByText('Erreur d’unité')).toBeVisible();
      await expect(row.textContent).toContain('l’article est en ml');
    });
    await step('au clavier, « Corriger » ouvre la mesure', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: `Corriger la formule de ${second?.label}` })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRowAction).toHaveBeenCalledWith(second?.id);
    });
  },
};
