import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

/** The previous indices' links, one per line, under the comparison panel. */
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  // Apart from the « Modifications » heading under it: the links belong to the panel above.
  marginBlockEnd: vars.space.md,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
