import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../../components/VisuallyHidden/VisuallyHidden.css';
import { composed, vars } from '../../../theme';
import { container } from '../../../theme/container';

/**
 * The tabs fill the panel's height so that the open tab has a definite height: the measurement table is virtualised
 * and only draws the rows in view when its box is bounded (5,000 measurements on a sheet).
 */
export const root = style(composed({ height: '100%', minHeight: 0, containerType: 'inline-size' }));

/** Where the five names no longer stand on one line (their widths in the small size, with their glyphs). */
const narrow = container.panelTabsNarrow;

export const tab = style(composed({ position: 'relative', whiteSpace: 'nowrap' }));

export const tabContent = style(composed({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const tabIcon = style(composed({ flexShrink: 0 }));

/**
 * A tab's name: shown, except in a narrow panel for the tabs that are not open, where it is hidden as
 * VisuallyHidden hides (still the tab's accessible name).
 */
export const tabName = style(
  composed({
    '@container': {
      [narrow]: {
        selectors: {
          [`${tab}:not([data-selected]) &`]: visuallyHiddenRules,
        },
      },
    },
  }),
);

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
 * A panel narrower still (the details' drawer on a small phone): the tabs wrap onto a second line rather than widening
 * the panel (a tab list that scrolls sideways would hide tabs out of sight).
 */
globalStyle(`${root} [role="tablist"]`, composed({ flexWrap: 'wrap', flexShrink: 0 }));
