import { globalStyle, style } from '@vanilla-extract/css';
import { composed, plainList, splitRow, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'grid',
    gap: vars.space.lg,
    alignContent: 'start',
    color: vars.color.text.default,
  }),
);

export const title = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const note = style(composed({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const fieldset = style(
  composed({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

export const legend = style(
  composed({
    padding: 0,
    marginBlockEnd: vars.space.sm,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const swatches = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const swatchLabel = style(
  composed({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const swatch = style(
  composed({
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thick} solid transparent`,
    color: vars.color.background.surface,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-selected]': {
        boxShadow: `0 0 0 ${vars.border.width.thick} ${vars.color.background.surface}, 0 0 0 calc(2 * ${vars.border.width.thick}) ${vars.color.text.default}`,
      },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.focus.offset} + ${vars.border.width.thick})`,
      },
    },
  }),
);

export const openings = style(composed(plainList(vars.space.md)));

export const opening = style(
  composed({
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
  }),
);

export const openingHeader = style(composed({ ...splitRow, gap: vars.space.sm }));

export const openingTitle = style(
  composed({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold }),
);

export const dimensions = style(
  composed({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm }),
);

export const holes = style(composed(plainList(vars.space.xs)));

export const hole = style(composed({ ...splitRow, gap: vars.space.sm }));

export const quantity = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
    fontSize: vars.font.size.sm,
  }),
);

export const term = style(composed({ color: vars.color.text.muted }));

export const value = style(composed({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }));

export const strong = style(composed({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }));

/**
 * The editable fields as one group (disabled at once when read-only), spaced as the panel's sections. The controls'
 * own disabled styles follow react-aria's data-disabled, which a disabled fieldset does not set: the look is given
 * here from the same roles.
 */
export const fields = style(
  composed({
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

globalStyle(
  `${fields}:disabled input, ${fields}:disabled textarea`,
  composed({
    background: vars.color.background.disabled,
    color: vars.color.text.disabled,
    cursor: 'not-allowed',
  }),
);

globalStyle(
  `${fields}:disabled button`,
  composed({
    background: vars.color.background.disabled,
    color: vars.color.text.disabled,
    borderColor: vars.color.background.disabled,
    cursor: 'not-allowed',
  }),
);
