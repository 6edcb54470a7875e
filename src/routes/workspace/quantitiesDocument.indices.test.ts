import { describe, expect, it } from 'vitest';
import { enlarged, engineOf } from '../../domain/comparison/testing/fixtures';
import { quantitiesDocument } from './quantitiesDocument';

describe('quantitiesDocument and the indices (issue 27)', () => {
  it('the export document lists the current plans and their measurements only', () => {
    const state = enlarged();
    const doc = quantitiesDocument({
      project: { name: 'Maison' },
      date: '2026-11-29',
      engine: engineOf(state),
      measurements: [...state.measurements.values()],
      sheets: [...state.sheets.values()],
      library: state,
    });
    // R+1's 4 × 5 m and indice B's 12 × 5 m; indice A's 10 × 5 m is not in the detail.
    expect(doc.details.map((d) => Math.round(d.quantity)).sort()).toEqual([20, 60]);
    expect(doc.project.revisions).toEqual(['RDC', 'R+1']);
  });
});
