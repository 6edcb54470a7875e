import { style } from '@vanilla-extract/css';
import { actionsRow, composed, vars } from '../../../theme';

export const form = style(composed({ display: 'grid', gap: vars.space.lg }));

export const actions = style(composed({ ...actionsRow }));

export const group = style(
  composed({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minInlineSize: 0 }),
);

export const legend = style(
  composed({
    padding: 0,
    marginBlockEnd: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.default,
  }),
);

/** A long plan set scrolls inside the dialog rather than pushing its buttons off screen. */
export const sheetList = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    // About six plans in view: the list scrolls past them.
    maxBlockSize: `calc(${vars.size.sheetThumbnail} * 2)`,
    overflowY: 'auto',
    paddingInlineStart: vars.space.md,
  }),
);

export const note = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const error = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.danger }));

export const failures = style(composed({ margin: 0, paddingInlineStart: vars.space.lg }));
