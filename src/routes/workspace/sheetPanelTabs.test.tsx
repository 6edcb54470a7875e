/**
 * The sheet panel's measurements tab follows the selection and the rows by itself: the page that holds it (here a
 * parent counting its renders, as the sheet page's useToolSlots) renders neither on a selection nor on a new
 * measurement among 5,000.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { sizeEveryElement } from '../../../tests/unit/elementSize';
import { stateFromRows } from '../../domain/takeoff/commands';
import { measurement, p, sheet as sheetRow } from '../../domain/takeoff/testing/fixtures';
import { calibrated, manyMeasurements } from '../../domain/takeoff/testing/samples';
import { activeToolAtom, selectionAtom } from '../../state/workspace/tools';
import { measurementRows } from '../../screens/Workspace/Measure';
import { SheetMeasurementsTab, withUnitErrors } from './sheetPanelTabs';
import { createSheetRowsStore, sheetMeasurements, type SheetRowsStore } from './tools/sheetRows';

sizeEveryElement(800, 400);

const sheet = sheetRow({ scale: calibrated });
const onRowAction = () => {};

function setUp() {
  const rows = createSheetRowsStore();
  rows.set(stateFromRows({ sheets: [sheet], measurements: manyMeasurements(5000) }));
  const jotai = createStore();
  let pageRenders = 0;
  const Page = memo(function Page({ store }: { store: SheetRowsStore }) {
    pageRenders++;
    return <SheetMeasurementsTab store={store} sheet={sheet} onRowAction={onRowAction} />;
  });
  render(
    <Provider store={jotai}>
      <Page store={rows} />
    </Provider>,
  );
  return { rows, jotai, pageRenders: () => pageRenders };
}

describe('SheetMeasurementsTab', () => {
  it('shows a selection made elsewhere (on the plan) without rendering the page around it', () => {
    const { jotai, pageRenders } = setUp();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5001');
    const before = pageRenders();
    const second = screen.getAllByRole('row')[2];
    const id = second?.getAttribute('data-key');
    expect(id).toBeTruthy();
    act(() => jotai.set(selectionAtom, [id ?? '']));
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/1 sélectionnée/)).toBeInTheDocument();
    expect(pageRenders()).toBe(before);
  });

  it('adds a new measurement’s row without rendering the page, the sheet’s list derived once per change', () => {
    const { rows, pageRenders } = setUp();
    const before = pageRenders();
    const current = rows.get();
    if (!current) throw new Error('rows');
    const list = sheetMeasurements(current, sheet.id);
    // Asked again without a change: the same list, not a new filter and sort of 5,000.
    expect(sheetMeasurements(current, sheet.id)).toBe(list);
    const added = measurement('count', { id: 'z-new', label: 'Nouveau', points: [p(1, 1)] });
    act(() => rows.set({ ...current, measurements: new Map([...current.measurements, [added.id, added]]) }));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5002');
    expect(pageRenders()).toBe(before);
  });
});

describe('« Sélectionner… » above the table (issue 26)', () => {
  it('sets the selection the plan and the table share, with the select tool', async () => {
    const { jotai } = setUp();
    jotai.set(activeToolAtom, 'area');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sélectionner des mesures selon des critères' }));
    await user.click(await screen.findByRole('button', { name: 'Tout sélectionner' }));
    expect(jotai.get(selectionAtom)).toHaveLength(5000);
    expect(jotai.get(activeToolAtom)).toBe('select');
    expect(await screen.findByText(/^5\s000\smesures sélectionnées\.$/)).toBeInTheDocument();
  });
});

describe('withUnitErrors (issue 24)', () => {
  it('flags the rows in a unit error with their sentence, keeps the others the same objects, and caches', () => {
    const rows = measurementRows(manyMeasurements(3), calibrated);
    const [first, second] = rows;
    const errors = new Map([[second?.id ?? '', ['8,96\u00a0m² — l’article est en ml\u00a0: non compté.']]]);
    const flagged = withUnitErrors(rows, errors);
    expect(flagged[0]).toBe(first);
    expect(flagged[1]).not.toBe(second);
    expect(flagged[1]?.unitError).toBe('8,96\u00a0m² — l’article est en ml\u00a0: non compté.');
    // The same error again: the same row object (the table does not render it again).
    expect(withUnitErrors(rows, new Map(errors))[1]).toBe(flagged[1]);
    expect(withUnitErrors(rows, new Map())).toBe(rows);
  });
});
