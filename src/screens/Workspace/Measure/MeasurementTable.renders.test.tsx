/**
 * How much of a 5,000-row table a selection or an added measurement renders: one commit of the table, and only the
 * rows whose props changed (selected, tab stop, data) — never every row in view. Counted by wrapping the row component
 * the table memoises (MeasurementRow) and with a Profiler around the table; no clock involved.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sizeEveryElement } from '../../../../tests/unit/elementSize';
import { calibrated, manyMeasurements } from '../../../domain/takeoff/testing/samples';
import type * as RowModule from './MeasurementRow';
import { stubResizeObserver } from '../../../../tests/unit/resizeObserver';

const renders = vi.hoisted(() => ({ rows: [] as string[], commits: 0 }));

vi.mock('./MeasurementRow', async (importOriginal) => {
  const actual = await importOriginal<typeof RowModule>();
  return {
    ...actual,
    MeasurementRow: (props: RowModule.MeasurementRowProps) => {
      renders.rows.push(props.row.id);
      return actual.MeasurementRow(props);
    },
  };
});

const { MeasurementTable, measurementRows } = await import('./MeasurementTable');

sizeEveryElement(800, 400);

function Harness({ rows }: { rows: ReturnType<typeof measurementRows> }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Profiler id="table" onRender={() => renders.commits++}>
      <MeasurementTable rows={rows} sheetName="RDC" selectedIds={selected} onSelectionChange={setSelected} />
    </Profiler>
  );
}

const reset = () => {
  renders.rows = [];
  renders.commits = 0;
};
const rowAt = (index: number) => screen.getAllByRole('row')[index + 1] as HTMLElement;

describe('MeasurementTable on 5,000 measurements', () => {
  it('renders the table once and only the rows whose selection or tab stop changed on a click', async () => {
    const rows = measurementRows(manyMeasurements(5000), calibrated);
    const user = userEvent.setup();
    render(<Harness rows={rows} />);
    // The first render builds the rows in view and a few more, not 5,000.
    expect(renders.rows.length).toBeGreaterThan(5);
    expect(renders.rows.length).toBeLessThan(40);

    reset();
    await user.click(rowAt(2));
    expect(rowAt(2)).toHaveAttribute('aria-selected', 'true');
    expect(renders.commits).toBe(1);
    // The row clicked (selected, now the tab stop) and the first row (no longer the tab stop).
    expect(renders.rows.sort()).toEqual(['m-0', 'm-2']);

    reset();
    await user.click(rowAt(4));
    expect(rowAt(4)).toHaveAttribute('aria-selected', 'true');
    expect(renders.commits).toBe(1);
    expect(renders.rows.sort()).toEqual(['m-2', 'm-4']);

    // A key: the same.
    reset();
    await user.keyboard('{ArrowDown}');
    expect(rowAt(5)).toHaveAttribute('aria-selected', 'true');
    expect(renders.commits).toBe(1);
    expect(renders.rows.sort()).toEqual(['m-4', 'm-5']);
  });

  it('renders the table once and no row in view when a measurement is added at the end', () => {
    const measurements = manyMeasurements(5001);
    const before = measurementRows(measurements.slice(0, 5000), calibrated);
    const view = render(<Harness rows={before} />);
    reset();
    act(() => view.rerender(<Harness rows={measurementRows(measurements, calibrated)} />));
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5002');
    expect(renders.commits).toBe(1);
    expect(renders.rows).toEqual([]);
  });

  it('renders nothing when the grid gets shorter (the summary wrapping at the first selection), more rows when taller', () => {
    const observer = stubResizeObserver();
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    render(<Harness rows={measurementRows(manyMeasurements(5000), calibrated)} />);
    const before = screen.getAllByRole('row').length;
    reset();
    height.mockReturnValue(370);
    act(() => observer.resized());
    expect(renders.commits).toBe(0);
    height.mockReturnValue(800);
    act(() => observer.resized());
    expect(renders.commits).toBe(1);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(before);
    vi.unstubAllGlobals();
  });

  it('renders only the changed row when one measurement in view changes', () => {
    const measurements = manyMeasurements(5000);
    const view = render(<Harness rows={measurementRows(measurements, calibrated)} />);
    reset();
    const renamed = measurements.map((m, i) => (i === 3 ? { ...m, label: 'Renommée' } : m));
    act(() => view.rerender(<Harness rows={measurementRows(renamed, calibrated)} />));
    expect(screen.getByText('Renommée')).toBeInTheDocument();
    expect(renders.commits).toBe(1);
    expect(renders.rows).toEqual(['m-3']);
  });
});
