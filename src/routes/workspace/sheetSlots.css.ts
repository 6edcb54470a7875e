import { globalStyle, style } from '@vanilla-extract/css';
import { composed, vars } from '../../theme';

/** Under the plan: the tools' readout, and at its end the wall tool's height (a button, shown with that tool). */
export const readoutRow = style(
  composed({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, minWidth: vars.space.none }),
);
globalStyle(`${readoutRow} > :first-child`, { flex: '1 1 auto', minWidth: vars.space.none });
globalStyle(`${readoutRow} > :not(:first-child)`, { flexShrink: 0 });
