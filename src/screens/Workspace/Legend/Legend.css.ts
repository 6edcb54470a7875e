import { style } from '@vanilla-extract/css';
import { composed, focusRing, textStyles, vars } from '../../../theme';

export const root = style(
  composed({ display: 'grid', gap: vars.space.sm, color: vars.color.text.default, ...textStyles.small }),
);

export const title = style(composed({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }));

export const empty = style(composed({ margin: 0, color: vars.color.text.muted }));

/** The table scrolls sideways inside the panel rather than clip; focusable so a keyboard can scroll it. */
export const scroller = style(composed({ overflowX: 'auto', minWidth: 0 }));

export const table = style(
  composed({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, tableLayout: 'auto' }),
);

export const caption = style(
  composed({
    textAlign: 'start',
    fontWeight: vars.font.weight.semibold,
    paddingBlock: vars.space.xs,
  }),
);

export const head = style(
  composed({
    textAlign: 'start',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.xs,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const headNumber = style([head, composed({ textAlign: 'end' })]);

export const section = style(
  composed({
    textAlign: 'start',
    fontWeight: vars.font.weight.semibold,
    paddingBlockStart: vars.space.sm,
    paddingBlockEnd: vars.space.xs,
    paddingInline: vars.space.xs,
  }),
);

export const cell = style(
  composed({
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.xs,
    verticalAlign: 'top',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const glyphCell = style([cell, composed({ width: '1%' })]);

export const itemCell = style([
  cell,
  composed({ overflowWrap: 'anywhere', textAlign: 'start', fontWeight: vars.font.weight.regular }),
]);

export const number = style(composed({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.xs }));

export const quantityCell = style([
  cell,
  composed({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
]);

export const meta = style(composed({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.xs }));

export const glyph = style(composed({ display: 'block', flexShrink: 0 }));

/** A count symbol's inside: the plan's paper, as on the plan. */
export const symbolFill = style(composed({ fill: vars.color.overlay.paper }));

/** The properties panel's « Sur le plan » block. */
export const fields = style(composed({ display: 'grid', gap: vars.space.md }));

export const fieldsTitle = style(
  composed({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const note = style(composed({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const reset = style(composed({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' }));

/** A row that shows its measurements on the plan: the whole row answers the pointer, its button the keyboard. */
export const actionRow = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background.subtle } },
});

/** The item cell's button: reads as the row's text, a focus ring when reached by the keyboard. */
export const showButton = style(
  composed({
    display: 'block',
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.border.radius.sm,
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);
