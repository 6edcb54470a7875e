/**
 * For tests and stories: a wall 12,40 m long (29,11 m² of wall area) on a project where HSP = 2,50 m, the article
 * in m² — what a formula field is shown with, compiled as the container compiles it.
 */
import type { FormulaDerivation } from '../derivation';
import { MEASURED_NAMES, MEASURED_SLOT } from '../measured';

/** The wall's measured values, by slot (NaN where the measurement has none). */
export const wall = new Float64Array(MEASURED_NAMES.length).fill(Number.NaN);
wall[MEASURED_SLOT.L] = 12.4;
wall[MEASURED_SLOT.S] = 29.11;

/** The project's variables, by slot: HSP in slot 0. */
export const variables = Float64Array.from([2.5]);

/** What the compiler knows: a wall, an article in m², and HSP a length. */
export const context = {
  kind: 'wallArea' as const,
  target: 'm²' as const,
  variable: (key: string) => (key === 'HSP' ? { slot: 0, dims: [1, 0, 0, 0] as const } : undefined),
};

/** The derivation of L × HSP − 2 × (0,90 × 2,10) on this wall: parentheses kept where they were typed. */
export const wallLessDoorDerivation: FormulaDerivation = {
  op: 'difference',
  minuend: {
    op: 'product',
    factors: [
      { op: 'term', value: 12.4, unit: 'ml' },
      { op: 'term', value: 2.5, unit: 'm', name: 'HSP' },
    ],
  },
  subtrahends: [
    {
      op: 'product',
      factors: [
        { op: 'term', value: 2, unit: null },
        {
          op: 'product',
          factors: [
            { op: 'term', value: 0.9, unit: null },
            { op: 'term', value: 2.1, unit: null },
          ],
        },
      ],
    },
  ],
};
