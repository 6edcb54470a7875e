import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const panel = style(composed({ display: 'grid', gap: vars.space.md, minWidth: 0 }));

export const filters = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' }));

export const summary = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);

export const scroller = style(composed({ overflowX: 'auto', minWidth: 0 }));

export const table = style(
  composed({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const headCell = style(
  composed({
    textAlign: 'start',
    fontWeight: vars.font.weight.semibold,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    borderBlockEnd: `${vars.border.width.thick} solid ${vars.color.border.strong}`,
    whiteSpace: 'nowrap',
  }),
);

export const cell = style(
  composed({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    verticalAlign: 'top',
  }),
);

export const numeric = style(composed({ textAlign: 'end', whiteSpace: 'nowrap' }));

export const row = style(
  composed({
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
      },
      '&[aria-selected="true"]': { backgroundColor: vars.color.background.selected },
    },
  }),
);

export const lotRow = style(
  composed({ backgroundColor: vars.color.background.sunken, fontWeight: vars.font.weight.semibold }),
);
export const chapterRow = style(
  composed({ backgroundColor: vars.color.background.subtle, fontWeight: vars.font.weight.medium }),
);

export const toggle = style(
  composed({
    display: 'inline-block',
    inlineSize: vars.size.icon.sm,
    color: vars.color.text.muted,
  }),
);

export const indent2 = style(composed({ paddingInlineStart: vars.space.lg }));
export const indent3 = style(composed({ paddingInlineStart: vars.space.xxl }));

export const flag = style(composed({ color: vars.color.text.warning, fontSize: vars.font.size.xs }));

export const totalRow = style(composed({ fontWeight: vars.font.weight.semibold }));

export const empty = style(composed({ color: vars.color.text.muted, paddingBlock: vars.space.lg }));
