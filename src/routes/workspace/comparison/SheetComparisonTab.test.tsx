/**
 * The « Indices » tab starts the comparison's worker ahead (issue 27: the first comparison ≤ 4 s): open with nothing
 * shown yet, it renders both indices while the person reads the tab; not while a comparison runs, not after the
 * person cancelled one, not on a sheet that is itself a previous indice, not on a sheet without one.
 */
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { stateFromRows } from '../../../domain/takeoff/commands';
import { sheet as sheetRow } from '../../../domain/takeoff/testing/fixtures';
import { createSheetRowsStore } from '../tools/sheetRows';
import { SheetComparisonTab } from './SheetComparisonTab';
import type { Comparison } from './useComparison';

const older = sheetRow({ id: 'sheet-a', name: 'AF101' });
const newer = sheetRow({ id: 'sheet-b', name: 'AF101' });

function comparisonOf(overrides: Partial<Comparison>): Comparison {
  const noop = () => {};
  return {
    isNewIndice: true,
    history: [
      { letter: 'B', sheet: newer },
      { letter: 'A', sheet: older },
    ],
    status: { kind: 'idle' },
    alignment: null,
    regions: [],
    isCarried: false,
    previous: older,
    current: null,
    picks: null,
    start: noop,
    prepare: vi.fn(),
    cancel: noop,
    carry: noop,
    setRegionStatus: noop,
    focusRegion: noop,
    ...overrides,
  } as unknown as Comparison; // The tab reads only these fields; the rest of the hook's surface is not used here.
}

function show(comparison: Comparison) {
  const store = createSheetRowsStore();
  store.set(stateFromRows({ sheets: [older, newer], measurements: [] }));
  render(
    <Provider store={createStore()}>
      <SheetComparisonTab
        comparison={comparison}
        store={store}
        sheetId={newer.id}
        projectId="project"
        sheets={[older, newer]}
        readOnly={false}
      />
    </Provider>,
  );
}

describe('SheetComparisonTab', () => {
  it('renders the previous indice ahead when the tab opens with nothing shown', () => {
    const comparison = comparisonOf({});
    show(comparison);
    expect(comparison.prepare).toHaveBeenCalledTimes(1);
  });

  it('does not while a comparison runs, after « Annuler », on a superseded indice, or without a previous one', () => {
    for (const overrides of [
      { status: { kind: 'running', stage: { stage: 'open' }, fraction: null } },
      { status: { kind: 'idle', cancelled: true } },
      { current: sheetRow({ id: 'sheet-c', name: 'AF101' }) },
      { previous: null },
    ] as Partial<Comparison>[]) {
      const comparison = comparisonOf(overrides);
      show(comparison);
      expect(comparison.prepare).not.toHaveBeenCalled();
    }
  });
});
