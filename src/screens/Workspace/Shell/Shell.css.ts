import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

/** A titled part of a settings dialog. */
export const section = style(composed({ display: 'grid', gap: vars.space.sm }));

export const figures = style(composed({ display: 'grid', gap: vars.space.sm, margin: 0 }));

export const figure = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    paddingBlockEnd: vars.space.sm,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
  }),
);

export const term = style(composed({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const value = style(
  composed({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' }),
);

/** The space used, drawn: the plans' share within the whole; the same figures are written beside it. */
export const meter = style(
  composed({
    position: 'relative',
    height: vars.size.progress,
    borderRadius: vars.border.radius.round,
    background: vars.color.control.track,
    overflow: 'hidden',
  }),
);

export const meterFill = style(
  composed({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.border.radius.round,
    background: vars.color.control.fill,
  }),
);

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

/** « Vos données » on the error page: a group apart, under « Recharger la page ». */
export const wayOut = style(
  composed({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const wayOutActions = style(
  composed({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm }),
);
