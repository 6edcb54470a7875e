import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const groups = style(
  composed({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(7 * ${vars.size.control.md})), 1fr))`,
    gap: vars.space.lg,
  }),
);

export const group = style(composed({ display: 'grid', gap: vars.space.xs, alignContent: 'start' }));

export const groupTitle = style(
  composed({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const list = style(composed({ display: 'grid', gap: vars.space.xs, margin: 0 }));

export const item = style(
  composed({
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.xxs,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    fontSize: vars.font.size.sm,
  }),
);

export const action = style(composed({ margin: 0 }));

export const keys = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'baseline',
    gap: vars.space.xs,
    margin: 0,
    color: vars.color.text.muted,
  }),
);

export const key = style(
  composed({
    minWidth: vars.size.icon.md,
    paddingInline: vars.space.xs,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    borderBlockEndWidth: vars.border.width.thick,
    borderRadius: vars.border.radius.sm,
    background: vars.color.background.subtle,
    color: vars.color.text.default,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    textAlign: 'center',
    whiteSpace: 'nowrap',
  }),
);
