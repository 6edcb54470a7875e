import { style } from '@vanilla-extract/css';
import { composed, textStyles, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    // The tool's name on the first line of what it says (a hint may wrap).
    alignItems: 'baseline',
    gap: vars.space.md,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    fontFamily: vars.font.family.body,
    ...textStyles.small,
  }),
);

export const tool = style(composed({ fontWeight: vars.font.weight.semibold }));

export const values = style(
  composed({
    gridArea: 'now',
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    margin: 0,
  }),
);

/** What the tool says now: its hint, or its values over the hint kept hidden (one grid cell, the taller's height). */
export const now = style(composed({ display: 'grid', gridTemplateAreas: '"now"', flex: '1 1 0', minWidth: 0 }));

export const hint = style(
  composed({
    gridArea: 'now',
    color: vars.color.text.muted,
    selectors: { '&[data-hidden]': { visibility: 'hidden' } },
  }),
);

export const pair = style(composed({ display: 'flex', gap: vars.space.xs }));

export const term = style(composed({ color: vars.color.text.muted }));

export const value = style(
  composed({
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.medium,
  }),
);

export const muted = style(composed({ color: vars.color.text.muted }));

/*
 * The snapping state on a line of its own, and the values drawn over the hint kept hidden: the readout's height does
 * not change when the first click replaces the hint with values. It did: the readout lost a line, the plan grew, and
 * the viewer resized and redrew both canvases in the click's frame (the plan jumped, and « add a count » at 5,000
 * measurements spent a full redraw of the overlay's picture, bench:workspace).
 */
export const snapping = style([muted, composed({ flexBasis: '100%' })]);

// A line of its own when it says something; empty, it takes no line (it stays in the page: a live region).
export const notice = style(composed({ flexBasis: '100%', selectors: { '&:empty': { display: 'contents' } } }));
