import { globalStyle, style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

/**
 * The tabs fill the panel's height so that the open tab has a definite height: the measurement table is virtualised
 * and only draws the rows in view when its box is bounded (5,000 measurements on a sheet).
 */
export const root = style(composed({ height: '100%', minHeight: 0 }));

export const panel = style(
  composed({
    flex: '1 1 auto',
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
  }),
);

/*
 * Four tabs share a 320 px panel: narrower padding and the small size keep « Propriétés » and « Échelles » apart
 * on one line (the tabs' own padding is for a page's width).
 */
globalStyle(`${root} [role="tab"]`, composed({ paddingInline: vars.space.sm, fontSize: vars.font.size.sm }));

/*
 * A narrower panel (the details' drawer on a phone): the tabs wrap onto a second line rather than widening the panel
 * (a tab list that scrolls sideways would clip the focused tab's ring).
 */
globalStyle(`${root} [role="tablist"]`, composed({ flexWrap: 'wrap', flexShrink: 0 }));
