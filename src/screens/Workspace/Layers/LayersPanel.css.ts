import { style } from '@vanilla-extract/css';
import { composed, splitRow, vars } from '../../../theme';

export const panel = style(
  composed({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
  }),
);

export const header = style(composed({ ...splitRow, gap: vars.space.sm }));

export const empty = style(composed({ display: 'grid', gap: vars.space.xs }));

export const list = style(
  composed({
    display: 'grid',
    gap: vars.space.xxs,
    margin: vars.space.none,
    padding: vars.space.none,
    listStyle: 'none',
  }),
);

export const row = style(
  composed({
    ...splitRow,
    gap: vars.space.sm,
    paddingInlineStart: vars.space.xs,
    borderRadius: vars.border.radius.sm,
    selectors: { '&[data-isolated]': { background: vars.color.background.subtle } },
  }),
);

export const checkbox = style(composed({ minWidth: vars.space.none, flex: 1 }));
