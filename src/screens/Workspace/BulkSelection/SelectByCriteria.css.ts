import { style, styleVariants } from '@vanilla-extract/css';
import { composed, stack, vars } from '../../../theme';

export const bar = style(composed({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }));

export const form = style(composed(stack(vars.space.md)));

export const group = style(
  composed({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minInlineSize: 0 }),
);

export const legend = style(
  composed({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weight.semibold }),
);

export const help = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const count = style(composed({ margin: 0, fontWeight: vars.font.weight.semibold }));

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const announced = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));

/** A dot of the measurement's colour before its name (the name says it; the dot is for the eye). */
export const swatch = styleVariants(vars.color.measure, (colour) =>
  composed({
    display: 'inline-block',
    inlineSize: vars.space.sm,
    blockSize: vars.space.sm,
    marginInlineEnd: vars.space.xs,
    borderRadius: vars.border.radius.round,
    backgroundColor: colour,
  }),
);
