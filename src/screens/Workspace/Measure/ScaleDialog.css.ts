import { style } from '@vanilla-extract/css';
import { composed, splitRow, vars } from '../../../theme';

export const form = style(composed({ display: 'grid', gap: vars.space.lg }));

export const distanceRow = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: vars.space.sm,
    alignItems: 'start',
  }),
);

export const segment = style(
  composed({
    ...splitRow,
    flexWrap: 'wrap',
    gap: vars.space.sm,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
    fontSize: vars.font.size.sm,
  }),
);

export const preview = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const actions = style(
  composed({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm }),
);

export const result = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const resultTerm = style(composed({ color: vars.color.text.muted }));
export const resultValue = style(composed({ margin: 0, fontWeight: vars.font.weight.semibold }));
