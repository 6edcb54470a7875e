import { globalStyle, style } from '@vanilla-extract/css';
import { composed, vars } from '../../theme';

/** Under the plan: the tools' readout, and at its end the wall tool's height (a button, shown with that tool). */
export const readoutRow = style(
  composed({
    display: 'flex',
    // A tool's button (the wall's height, « Chercher les similaires ») goes under the readout when the row is
    // narrow (a phone): squeezed beside it, the readout's lines wrapped and its height changed with what it said.
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: vars.space.none,
  }),
);
globalStyle(`${readoutRow} > :first-child`, { flex: `1 1 ${vars.size.sidebar}`, minWidth: vars.space.none });
globalStyle(`${readoutRow} > :not(:first-child)`, { flexShrink: 0 });
