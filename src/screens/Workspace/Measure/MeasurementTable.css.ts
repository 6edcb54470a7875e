import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gap: vars.space.sm,
    height: '100%',
    minHeight: 0,
    color: vars.color.text.default,
    fontSize: vars.font.size.sm,
  }),
);

export const bar = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  }),
);

export const summary = style(composed({ margin: 0, color: vars.color.text.muted }));

export const table = style(
  composed({
    height: '100%',
    minHeight: 0,
    overflow: 'auto',
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
      },
    },
  }),
);

export const header = style(
  composed({
    background: vars.color.background.subtle,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  }),
);

// In a virtualised table each row and cell sits in a positioned wrapper of the layout's size: they fill it, or the
// row's selected background and the header's vertical centring would have no height to show in.
export const column = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '100%',
    paddingInline: vars.space.sm,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered][data-allows-sorting]': { background: vars.color.background.action.ghostHover },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
      },
    },
  }),
);

export const columnEnd = style(composed({ justifyContent: 'flex-end' }));

/** The type's header and icon: centred in their narrow column. */
export const columnKind = style(composed({ paddingInline: vars.space.xs }));
export const kindCell = style(composed({ justifyContent: 'center', paddingInline: vars.space.xs }));

export const columnInner = style(composed({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const sortIcon = style(
  composed({
    width: vars.size.icon.sm,
    height: vars.size.icon.sm,
    selectors: { '&[data-direction="ascending"]': { transform: 'rotate(180deg)' } },
  }),
);

export const row = style(
  composed({
    boxSizing: 'border-box',
    height: '100%',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.background.action.ghostHover },
      // Selection: fill and a thick start border, so it is not shown by colour alone.
      '&[data-selected]': {
        background: vars.color.background.selected,
        boxShadow: `inset ${vars.border.width.thick} 0 0 0 ${vars.color.border.selected}`,
      },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
      },
    },
  }),
);

export const cell = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    height: '100%',
    paddingInline: vars.space.sm,
    overflow: 'hidden',
    lineHeight: vars.font.lineHeight.snug,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
      },
    },
  }),
);

export const numeric = style(
  composed({
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    textAlign: 'end',
  }),
);

/** The unit after the number, in a slot as wide as « ml » so the numbers of every unit line up on the right. */
export const unit = style(composed({ minInlineSize: '2.5ch', textAlign: 'start', textDecoration: 'none' }));

/** A label (or a missing quantity's reason) on up to two lines; the rest is in the DOM, for assistive technologies. */
export const wrap = style(
  composed({
    display: '-webkit-box',
    overflow: 'hidden',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    whiteSpace: 'normal',
    // A word is cut only when it is longer than the column (a reference without spaces), never to fill a line.
    overflowWrap: 'break-word',
  }),
);

export const text = style(composed({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

export const clamp = style(
  composed({
    display: '-webkit-box',
    overflow: 'hidden',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const muted = style(composed({ color: vars.color.text.muted }));

export const swatch = style(
  composed({
    flexShrink: 0,
    width: vars.size.icon.sm,
    height: vars.size.icon.sm,
    borderRadius: vars.border.radius.round,
  }),
);

export const empty = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    justifyItems: 'center',
    padding: vars.space.xl,
    textAlign: 'center',
  }),
);

export const emptyTitle = style(composed({ margin: 0, fontWeight: vars.font.weight.semibold }));
export const emptyHint = style(composed({ margin: 0, color: vars.color.text.muted, maxWidth: vars.size.dialog }));
