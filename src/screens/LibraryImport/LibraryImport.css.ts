import { style } from '@vanilla-extract/css';
import { actionsRow, composed, vars } from '../../theme';

export const step = style(composed({ display: 'grid', gap: vars.space.lg, maxInlineSize: vars.size.content }));

export const muted = style(composed({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const text = style(composed({ margin: 0, color: vars.color.text.default }));

export const tableWrap = style(composed({ overflowX: 'auto' }));

export const table = style(
  composed({
    borderCollapse: 'collapse',
    inlineSize: '100%',
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
  }),
);

export const cell = style(
  composed({
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    textAlign: 'start',
    verticalAlign: 'top',
  }),
);

export const headCell = style([
  cell,
  composed({ fontWeight: vars.font.weight.semibold, background: vars.color.background.subtle }),
]);

export const numeric = style([
  cell,
  composed({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
]);

export const refused = style(composed({ color: vars.color.text.danger }));

export const accepted = style(composed({ color: vars.color.text.success }));

export const list = style(
  composed({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs }),
);

export const actions = style(composed({ ...actionsRow }));
