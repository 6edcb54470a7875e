import { style } from '@vanilla-extract/css';
import { composed, fieldRow, fitColumns, plainList, stack, vars } from '../../../theme';

export const page = style(
  composed({
    ...fitColumns(vars.space.xl, vars.size.dialog),
    alignItems: 'start',
    minWidth: 0,
  }),
);

export const wide = style(composed({ gridColumn: '1 / -1', minWidth: 0 }));

export const panel = style(composed({ ...stack(vars.space.md), alignContent: 'start' }));

export const intro = style(composed({ color: vars.color.text.muted, maxWidth: vars.size.prose }));

export const empty = style(composed({ color: vars.color.text.muted, maxWidth: vars.size.prose }));

export const day = style(composed({ display: 'grid', gap: vars.space.sm }));

export const dayHeading = style(
  composed({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text.muted }),
);

export const entry = style(composed({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.xs }));

export const entryHead = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'baseline',
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);

export const entryTitle = style(composed({ fontWeight: vars.font.weight.semibold, color: vars.color.text.default }));

export const status = style(
  composed({
    fontSize: vars.font.size.sm,
    color: vars.color.text.warning,
    backgroundColor: vars.color.background.feedback.warning,
    borderRadius: vars.border.radius.sm,
    paddingInline: vars.space.xs,
  }),
);

/** Which open tab made an entry, when several are open: a quiet tag beside the author. */
export const tab = style(
  composed({
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
    backgroundColor: vars.color.background.feedback.info,
    borderRadius: vars.border.radius.sm,
    paddingInline: vars.space.xs,
  }),
);

export const undone = style(composed({ textDecoration: 'line-through' }));

export const lines = style(
  composed({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg }),
);

export const versionList = style(composed(plainList(vars.space.sm)));

export const versionItem = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: vars.space.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
  }),
);

export const versionName = style(composed({ fontWeight: vars.font.weight.semibold }));

export const versionMeta = style(composed({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const formRow = style(composed({ ...fieldRow }));

export const scroller = style(composed({ overflowX: 'auto', minWidth: 0 }));

// The data table's rows and cells, shared with the other workspace tables.
export { cell, groupRow, headCell, numeric, table } from '../../../patterns/Table/Table.css';

export const caption = style(
  composed({ textAlign: 'start', fontWeight: vars.font.weight.semibold, paddingBlock: vars.space.sm }),
);

export const totalRow = style(composed({ fontWeight: vars.font.weight.semibold }));

/*
 * A cost that rises is bad news for the client, one that falls is not a « success » either: a rise takes the warning
 * tone, a fall stays neutral, and both say so in words (« hausse », « baisse ») and by their sign, never by colour alone.
 */
export const costIncrease = style(composed({ color: vars.color.text.warning, fontWeight: vars.font.weight.semibold }));

export const costDecrease = style(composed({ color: vars.color.text.default }));

export const trend = style(composed({ fontSize: vars.font.size.sm, marginInlineStart: vars.space.xs }));

export const restoreList = style(
  composed({ display: 'block', marginBlockStart: vars.space.sm, paddingInlineStart: vars.space.lg }),
);

export const restoreItem = style(composed({ display: 'list-item', listStyleType: 'disc' }));

export const renameForm = style(composed({ display: 'grid', gap: vars.space.md }));

export const progress = style(composed({ ...fieldRow, maxWidth: vars.size.prose }));
