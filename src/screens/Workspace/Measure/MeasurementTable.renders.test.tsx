/**
 * How much of a 5,000-row table a selection renders: the virtualizer not at all (each of its renders gives the
 * table a new options context, and React then walks the 5,000 rows of react-aria's hidden collection), the rows in
 * view only. Counted by wrapping react-aria-components' Virtualizer and Row; no clock involved.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, forwardRef, useState, type ComponentProps, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calibrated, manyMeasurements } from '../../../domain/takeoff/testing/samples';
import type * as Aria from 'react-aria-components';

const renders = vi.hoisted(() => ({ virtualizer: 0, rows: 0 }));

vi.mock('react-aria-components', async (importOriginal) => {
  const actual = await importOriginal<typeof Aria>();
  function CountedVirtualizer(props: ComponentProps<typeof actual.Virtualizer>) {
    renders.virtualizer++;
    return createElement(actual.Virtualizer, props);
  }
  const CountedRow = forwardRef(function CountedRow(
    props: ComponentProps<typeof actual.Row>,
    ref: Ref<HTMLTableRowElement>,
  ) {
    renders.rows++;
    return createElement(actual.Row, { ...props, ref });
  });
  return { ...actual, Virtualizer: CountedVirtualizer, Row: CountedRow };
});

const { MeasurementTable, measurementRows } = await import('./MeasurementTable');

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Harness({ rows }: { rows: ReturnType<typeof measurementRows> }) {
  const [selected, setSelected] = useState<string[]>([]);
  return <MeasurementTable rows={rows} sheetName="RDC" selectedIds={selected} onSelectionChange={setSelected} />;
}

describe('MeasurementTable on 5,000 measurements', () => {
  it('renders the rows in view on a selection, never the virtualizer nor the 5,000 rows', async () => {
    const rows = measurementRows(manyMeasurements(5000), calibrated);
    const user = userEvent.setup();
    render(<Harness rows={rows} />);
    // The first render builds the whole collection (react-aria's hidden copy): every row once.
    expect(renders.rows).toBeGreaterThanOrEqual(5000);
    const inView = screen.getAllByRole('row').length - 1;

    renders.virtualizer = 0;
    renders.rows = 0;
    await user.click(screen.getAllByRole('row')[3] as HTMLElement);
    expect(screen.getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true');
    expect(renders.virtualizer).toBe(0);
    expect(renders.rows).toBeLessThanOrEqual(inView * 3);

    renders.rows = 0;
    await user.click(screen.getAllByRole('row')[5] as HTMLElement);
    expect(screen.getAllByRole('row')[5]).toHaveAttribute('aria-selected', 'true');
    expect(renders.virtualizer).toBe(0);
    expect(renders.rows).toBeLessThanOrEqual(inView * 3);
  });

  it('renders one new row, not 5,000, when a measurement is added', () => {
    const measurements = manyMeasurements(5001);
    const before = measurementRows(measurements.slice(0, 5000), calibrated);
    const view = render(<Harness rows={before} />);
    renders.virtualizer = 0;
    renders.rows = 0;
    act(() => view.rerender(<Harness rows={measurementRows(measurements, calibrated)} />));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5002');
    expect(renders.virtualizer).toBe(0);
    // The new row in the collection, and the rows in view.
    expect(renders.rows).toBeLessThan(100);
  });
});
