import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sizeEveryElement } from '../../../../tests/unit/elementSize';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeasurementTable, measurementRows, type MeasurementTableProps } from './MeasurementTable';
import {
  calibrated,
  manyMeasurements,
  sampleMeasurements,
  uncalibrated,
} from '../../../domain/takeoff/testing/samples';

sizeEveryElement(800, 400);

function Harness(props: Partial<MeasurementTableProps> & { onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(props.selectedIds ? [...props.selectedIds] : []);
  return (
    <MeasurementTable
      rows={props.rows ?? measurementRows(sampleMeasurements, calibrated)}
      sheetName="RDC"
      {...props}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onChange?.(ids);
      }}
    />
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((c) => c.textContent);
const summary = () => screen.getByText(/mesures?( ·|$)/).textContent;
const sortButton = (name: string) => within(screen.getByRole('columnheader', { name })).getByRole('button', { name });
const focusedRow = () => document.activeElement?.closest('[role="row"]');
const labelOf = (row: Element | null | undefined) => row?.querySelector('[role="rowheader"]')?.textContent;

describe('MeasurementTable', () => {
  it('words its count in French: « 0 mesure », « 1 mesure », « 2 mesures »', () => {
    const rows = measurementRows(sampleMeasurements, calibrated);
    const { unmount } = render(<Harness rows={[]} />);
    expect(summary()).toBe('0 mesure');
    unmount();
    const one = render(<Harness rows={rows.slice(0, 1)} />);
    expect(summary()).toBe('1 mesure');
    one.unmount();
    render(<Harness rows={rows.slice(0, 2)} />);
    expect(summary()).toBe('2 mesures');
  });

  it('is a table named after the sheet, one row per measurement, with French quantities and units', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Mesures du plan «\u00a0RDC\u00a0»' });
    expect(grid).toHaveAttribute('aria-rowcount', String(sampleMeasurements.length + 1));
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Type', 'Libellé', 'Quantité']);
    const texts = bodyRows().map(cellTexts);
    expect(texts).toContainEqual(['Comptage', 'Portes intérieures 83 × 204', '12U']);
    expect(texts).toContainEqual(['Longueur', 'Plinthes séjour', '16,50ml']);
    // 5 × 5 − 1,2 × 1,2 = 23,56 m²
    expect(texts).toContainEqual(['Surface', 'Carrelage cuisine', '23,56m²']);
    // 12,40 × 2,50 − 2 × 0,90 × 2,10 = 27,22 m²
    expect(texts).toContainEqual(['Surface de mur', 'Cloison chambre 2', '27,22m²']);
    expect(texts).toContainEqual(['Volume', 'Dalle RDC', '20,000m³']);
    expect(texts).toContainEqual(['Comptage', 'Sans libellé', '1U']);
    expect(summary()).toBe('6 mesures');
  });

  it('names the type in words behind its icon, and the unit in full behind its symbol', () => {
    render(<Harness />);
    const row = bodyRows().find((r) => r.textContent?.includes('Cloison chambre 2'));
    if (!row) throw new Error('no wall row');
    const [kind, , quantity] = [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')];
    // The icon is decoration; the words are there for a screen reader (and a search of the page).
    expect(kind?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(kind).toHaveTextContent('Surface de mur');
    expect(quantity?.querySelector('abbr')).toHaveAttribute('title', 'mètre carré');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Cloison chambre 2');
  });

  it('says why a measurement has no quantity on an uncalibrated sheet; counts still count', () => {
    render(<Harness rows={measurementRows(sampleMeasurements, uncalibrated)} />);
    const texts = bodyRows().map(cellTexts);
    expect(texts).toContainEqual(['Longueur', 'Plinthes séjour', 'Plan non étalonné']);
    expect(texts).toContainEqual(['Comptage', 'Portes intérieures 83 × 204', '12U']);
  });

  it('selects a row on click, adds and removes rows with Ctrl+click, and reports ids in table order', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Dalle RDC'));
    expect(onChange).toHaveBeenLastCalledWith(['m-slab']);
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Plinthes séjour'));
    await user.click(screen.getByText('Cloison chambre 2'));
    await user.keyboard('{/Control}');
    expect(onChange).toHaveBeenLastCalledWith(['m-skirting', 'm-partition', 'm-slab']);
    expect(summary()).toBe('6 mesures · 3 sélectionnées');
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Dalle RDC'));
    await user.keyboard('{/Control}');
    expect(onChange).toHaveBeenLastCalledWith(['m-skirting', 'm-partition']);
    await user.click(screen.getByText('Carrelage cuisine'));
    expect(onChange).toHaveBeenLastCalledWith(['m-tiling']);
  });

  it('moves and selects with the arrows, extends with Shift+arrows, and shows a row with Enter', async () => {
    const onChange = vi.fn();
    const onRowAction = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} onRowAction={onRowAction} />);
    // The « Afficher les calculs » checkbox comes first, then the table: one Tab stop each.
    await user.tab();
    await user.tab();
    expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('Portes intérieures');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(['m-skirting']);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['m-skirting', 'm-tiling']);
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledWith('m-tiling');
  });

  it('sorts by a column header, ascending then descending, rows without a quantity last', async () => {
    const user = userEvent.setup();
    const rows = measurementRows(sampleMeasurements, calibrated);
    render(<Harness rows={rows} />);
    const quantity = screen.getByRole('columnheader', { name: 'Quantité' });
    // The sort control is the native button filling the header cell (react-aria made the cell itself pressable).
    await user.click(sortButton('Quantité'));
    expect(quantity).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((r) => cellTexts(r)[2])).toEqual(['1U', '12U', '16,50ml', '20,000m³', '23,56m²', '27,22m²']);
    await user.click(sortButton('Quantité'));
    expect(quantity).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((r) => cellTexts(r)[2])).toEqual(['27,22m²', '23,56m²', '20,000m³', '16,50ml', '12U', '1U']);
    await user.click(sortButton('Libellé'));
    expect(screen.getByRole('columnheader', { name: 'Libellé' })).toHaveAttribute('aria-sort', 'ascending');
    expect(quantity).not.toHaveAttribute('aria-sort');
    expect(bodyRows().map((r) => cellTexts(r)[1])).toEqual(
      [
        'Carrelage cuisine',
        'Cloison chambre 2',
        'Dalle RDC',
        'Plinthes séjour',
        'Portes intérieures 83 × 204',
        'Sans libellé',
      ].sort((a, b) => (a === 'Sans libellé' ? -1 : b === 'Sans libellé' ? 1 : a.localeCompare(b, 'fr'))),
    );
  });

  it('puts uncalibrated rows after the others whatever the direction', async () => {
    const user = userEvent.setup();
    const rows = measurementRows(sampleMeasurements, uncalibrated);
    render(<Harness rows={rows} />);
    await user.click(sortButton('Quantité'));
    await user.click(sortButton('Quantité'));
    expect(bodyRows().map((r) => cellTexts(r)[2])).toEqual([
      '12U',
      '1U',
      'Plan non étalonné',
      'Plan non étalonné',
      'Plan non étalonné',
      'Plan non étalonné',
    ]);
  });

  it('shows each derivation on demand', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: 'Calcul' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Afficher les calculs' }));
    expect(screen.getByRole('columnheader', { name: 'Calcul' })).toBeInTheDocument();
    const partition = bodyRows().find((r) => r.textContent?.includes('Cloison chambre 2'));
    expect(partition && cellTexts(partition)[3]).toBe(
      '12,40\u00a0ml × 2,50\u00a0m \u2212 2 × (0,90\u00a0m × 2,10\u00a0m)',
    );
  });

  it('invites to measure when the sheet has no measurement', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Aucune mesure sur ce plan.')).toBeInTheDocument();
    expect(screen.getByText(/Choisissez un outil de mesure/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('renders 5,000 measurements within a row budget: only the rows in view are in the DOM', async () => {
    const rows = measurementRows(manyMeasurements(5000), calibrated);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness rows={rows} onChange={onChange} />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '5001');
    // 400 px of viewport at 48 px a row is 8 or 9 rows, plus the virtualiser's overscan: far below 5,000.
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThanOrEqual(40);
    expect(summary()).toBe('5\u202f000 mesures');
    // The keyboard reaches the last row (End jumps there) and selects it although it was never rendered at first.
    await user.tab();
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(onChange).toHaveBeenLastCalledWith(['m-4999']);
    expect(bodyRows().length).toBeLessThanOrEqual(40);
  });
});

describe('MeasurementTable: the grid', () => {
  it('says its shape: multiselectable, rows and columns counted, each rendered row indexed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(grid).toHaveAttribute('aria-colcount', '3');
    expect(screen.getAllByRole('row').map((r) => r.getAttribute('aria-rowindex'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(bodyRows().every((r) => r.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(screen.getAllByRole('rowheader')).toHaveLength(6);
    await user.click(screen.getByRole('checkbox', { name: 'Afficher les calculs' }));
    expect(grid).toHaveAttribute('aria-colcount', '4');
  });

  it('is one tab stop: one row in the tab order, the sort buttons out of it', () => {
    render(<Harness />);
    expect(bodyRows().filter((r) => r.tabIndex === 0)).toHaveLength(1);
    expect(bodyRows()[0]).toHaveAttribute('tabindex', '0');
    for (const name of ['Type', 'Libellé', 'Quantité']) expect(sortButton(name)).toHaveAttribute('tabindex', '-1');
  });

  it('takes Tab to the first selected row when nothing was focused yet', async () => {
    const user = userEvent.setup();
    render(<Harness selectedIds={['m-partition', 'm-slab']} />);
    await user.tab();
    await user.tab();
    expect(labelOf(focusedRow())).toBe('Cloison chambre 2');
  });

  it('extends a range from the anchor with Shift+click, and shows a row on double-click', async () => {
    const onChange = vi.fn();
    const onRowAction = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} onRowAction={onRowAction} />);
    await user.click(screen.getByText('Plinthes séjour'));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByText('Dalle RDC'));
    await user.keyboard('{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['m-skirting', 'm-tiling', 'm-partition', 'm-slab']);
    // The anchor stays where the range started: a second Shift+click ranges from it again.
    await user.keyboard('{Shift>}');
    await user.click(screen.getByText('Portes intérieures 83 × 204'));
    await user.keyboard('{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-skirting']);
    await user.dblClick(screen.getByText('Carrelage cuisine'));
    expect(onRowAction).toHaveBeenCalledWith('m-tiling');
    expect(onChange).toHaveBeenLastCalledWith(['m-tiling']);
  });

  it('toggles a row with Meta+click as with Ctrl+click (⌘ on a Mac)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} selectedIds={['m-doors']} />);
    await user.keyboard('{Meta>}');
    await user.click(screen.getByText('Dalle RDC'));
    await user.keyboard('{/Meta}');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-slab']);
  });

  it('moves the focus without selecting with Ctrl+arrows, and toggles the focused row with Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Portes intérieures 83 × 204'));
    expect(onChange).toHaveBeenLastCalledWith(['m-doors']);
    await user.keyboard('{Control>}{ArrowDown}{ArrowDown}{/Control}');
    expect(labelOf(focusedRow())).toBe('Carrelage cuisine');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-tiling']);
    expect(focusedRow()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Control>}{ArrowUp}{/Control} ');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-skirting', 'm-tiling']);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-tiling']);
  });

  it('extends from the anchor to the first or last row with Shift+Home and Shift+End', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Carrelage cuisine'));
    await user.keyboard('{Shift>}{End}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['m-tiling', 'm-partition', 'm-slab', 'm-sockets']);
    expect(labelOf(focusedRow())).toBe('Sans libellé');
    await user.keyboard('{Shift>}{Home}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors', 'm-skirting', 'm-tiling']);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(['m-sockets']);
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors']);
    expect(labelOf(focusedRow())).toBe('Portes intérieures 83 × 204');
  });

  it('selects every row with Ctrl+A (or ⌘+A) in table order, and clears the selection with Escape', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} defaultSort={{ column: 'label', direction: 'descending' }} />);
    await user.click(screen.getByText('Dalle RDC'));
    await user.keyboard('{Control>}a{/Control}');
    expect(onChange).toHaveBeenLastCalledWith([
      'm-doors',
      'm-skirting',
      'm-slab',
      'm-partition',
      'm-tiling',
      'm-sockets',
    ]);
    expect(summary()).toBe('6 mesures · 6 sélectionnées');
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.keyboard('{Meta>}a{/Meta}');
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(['m-doors', 'm-sockets']));
  });

  it('lets Escape go on to the workspace when nothing is selected, and stops it when it clears', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a listener standing for the workspace's
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <Harness selectedIds={['m-slab']} />
      </div>,
    );
    await user.click(screen.getByText('Dalle RDC'));
    await user.keyboard('{Escape}');
    expect(outer).not.toHaveBeenCalled();
    expect(summary()).toBe('6 mesures');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('reaches the sort buttons from the first row with ↑, moves between them with ←/→, and comes back with ↓', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Plinthes séjour'));
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(['m-doors']);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(sortButton('Type'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(sortButton('Libellé'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Libellé' })).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Libellé' })).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard('{ArrowDown}');
    expect(labelOf(focusedRow())).toBe('Portes intérieures 83 × 204');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('moves a page with Page Down / Page Up and keeps the focused row in the DOM, indexed, in view', async () => {
    const rows = measurementRows(manyMeasurements(5000), calibrated);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness rows={rows} onChange={onChange} />);
    await user.click(screen.getByText('Mesure 1'));
    // 400 px less the 44 px header, 48 px a row: 7 whole rows a page.
    await user.keyboard('{PageDown}');
    expect(onChange).toHaveBeenLastCalledWith(['m-7']);
    expect(focusedRow()).toHaveAttribute('aria-rowindex', '9');
    await user.keyboard('{PageDown}{PageDown}{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith(['m-14']);
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(Array.from({ length: 8 }, (_, i) => `m-${14 + i}`));
    await user.keyboard('{End}');
    expect(focusedRow()).toHaveAttribute('aria-rowindex', '5001');
    expect(focusedRow()).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows().length).toBeLessThanOrEqual(40);
  });

  it('keeps the focused row rendered when the wheel scrolls it away, and follows the scroll', () => {
    const rows = measurementRows(manyMeasurements(5000), calibrated);
    render(<Harness rows={rows} />);
    const grid = screen.getByRole('grid');
    const first = bodyRows()[0];
    first?.focus();
    Object.defineProperty(grid, 'scrollTop', { configurable: true, value: 2000 * 48 });
    fireEvent.scroll(grid);
    expect(screen.getByText('Mesure 2001')).toBeInTheDocument();
    expect(screen.queryByText('Mesure 100')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(first);
    expect(first).toHaveAttribute('tabindex', '0');
    expect(bodyRows().length).toBeLessThanOrEqual(40);
  });
});

describe('measurementRows', () => {
  it('keeps the focus in the table when the focused row’s measurement is deleted: the next row, then the grid', async () => {
    const user = userEvent.setup();
    const all = measurementRows(sampleMeasurements, calibrated);
    const view = render(<Harness rows={all} />);
    const second = bodyRows()[1];
    if (!second) throw new Error('no second row');
    const secondLabel = labelOf(second);
    const thirdLabel = labelOf(bodyRows()[2]);
    await user.click(second);
    expect(labelOf(focusedRow())).toBe(secondLabel);
    // Delete on the row: the workspace deletes the measurement, the table gets its rows without it.
    const without = all.filter((row) => (row.label || 'Sans libellé') !== secondLabel);
    view.rerender(<Harness rows={without} />);
    expect(labelOf(focusedRow())).toBe(thirdLabel);
    // The last one deleted in turn: the grid keeps the focus.
    view.rerender(<Harness rows={[]} />);
    expect(document.activeElement).toBe(screen.getByRole('grid'));
  });

  it('leaves the focus where it is when a row disappears while the focus is elsewhere', async () => {
    const user = userEvent.setup();
    const all = measurementRows(sampleMeasurements, calibrated);
    const view = render(
      <>
        <Harness rows={all} />
        <button type="button">Ailleurs</button>
      </>,
    );
    const first = bodyRows()[0];
    if (!first) throw new Error('no row');
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    view.rerender(
      <>
        <Harness rows={all.slice(1)} />
        <button type="button">Ailleurs</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Ailleurs' })).toHaveFocus();
  });

  it('gives back the same row for an unchanged measurement under the same scales, a new one otherwise', () => {
    const first = measurementRows(sampleMeasurements, calibrated);
    const again = measurementRows(sampleMeasurements, calibrated);
    again.forEach((row, i) => expect(row).toBe(first[i]));
    const [changed, ...rest] = sampleMeasurements;
    if (!changed) throw new Error('no sample');
    const renamed = measurementRows([{ ...changed, label: 'Renommée' }, ...rest], calibrated);
    expect(renamed[0]).not.toBe(first[0]);
    expect(renamed[0]?.label).toBe('Renommée');
    expect(renamed[1]).toBe(first[1]);
    const rescaled = measurementRows(sampleMeasurements, uncalibrated);
    expect(rescaled[1]).not.toBe(first[1]);
    expect(rescaled[1]?.quantity.ok).toBe(false);
  });
});

describe('MeasurementTable: unit errors (issue 24)', () => {
  it('flags a row whose formula gives another unit than its article, as an error, its sentence read out', () => {
    const rows = measurementRows(sampleMeasurements, calibrated);
    const [first, ...rest] = rows;
    if (!first) throw new Error('no row');
    const sentence = '15,24\u00a0m² — l’article est en ml\u00a0: non compté.';
    render(<Harness rows={[{ ...first, unitError: sentence }, ...rest]} />);
    const [flagged, plain] = bodyRows();
    expect(within(flagged as HTMLElement).getByText('Erreur d’unité')).toBeTruthy();
    expect(flagged?.textContent).toContain(`Erreur d’unité\u00a0: ${sentence}`);
    expect(plain?.textContent).not.toContain('Erreur d’unité');
  });
});
