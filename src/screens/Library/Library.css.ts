import { style } from '@vanilla-extract/css';
import { composed, fieldRow, stack, vars } from '../../theme';

export const page = style(composed(stack(vars.space.lg)));

export const toolbar = style(
  composed({
    ...fieldRow,
    justifyContent: 'space-between',
  }),
);

export const filters = style(composed({ ...fieldRow }));

export const count = style(composed({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const scroller = style(composed({ overflowX: 'auto', minWidth: 0 }));

// The data table's rows and cells, shared with the other workspace tables.
export { cell, groupRow, headCell, numeric, table } from '../../patterns/Table/Table.css';

export const subgroupRow = style(
  composed({ backgroundColor: vars.color.background.subtle, fontWeight: vars.font.weight.medium }),
);

export const inactive = style(composed({ color: vars.color.text.muted }));

export const actions = style(composed({ display: 'flex', gap: vars.space.xs, justifyContent: 'end' }));

export const empty = style(composed({ color: vars.color.text.muted, maxWidth: vars.size.prose }));

export const form = style(composed({ display: 'grid', gap: vars.space.md }));

export const formRow = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'start' }));

export const formActions = style(composed({ display: 'flex', gap: vars.space.sm, justifyContent: 'end' }));

/** The article's look on the plan (colour, count symbol): its own group, its hint as the group's legend. */
export const planLook = style(composed({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none' }));

export const planLookLegend = style(
  composed({ padding: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.text.muted }),
);
