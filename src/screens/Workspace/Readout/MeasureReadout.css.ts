import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const tool = style(composed({ fontWeight: vars.font.weight.semibold }));

export const values = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    margin: 0,
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

// A line of its own when it says something; empty, it takes no line (it stays in the page: a live region).
export const notice = style(composed({ flexBasis: '100%', selectors: { '&:empty': { display: 'contents' } } }));
