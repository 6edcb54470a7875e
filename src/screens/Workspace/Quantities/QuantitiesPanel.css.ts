import { style } from '@vanilla-extract/css';
import { cell as tableCell } from '../../../patterns/Table/Table.css';
import { composed, fieldRow, focusRingInset, stack, vars } from '../../../theme';

export const panel = style(composed(stack(vars.space.md)));

export const filters = style(composed({ ...fieldRow }));

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

export { headCell, numeric, table } from '../../../patterns/Table/Table.css';

// The pattern's cell, tighter in height and top-aligned: a long designation wraps on several lines beside its figures.
export const cell = style([tableCell, composed({ paddingBlock: vars.space.xs, verticalAlign: 'top' })]);

export const row = style(
  composed({
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingInset,
      '&[aria-selected="true"]': { backgroundColor: vars.color.background.selected },
    },
  }),
);

export { groupRow as lotRow } from '../../../patterns/Table/Table.css';
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
