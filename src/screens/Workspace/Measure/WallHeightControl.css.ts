import { globalStyle, style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
  }),
);

/** A field with its label beside it, so the control stays one row high beside the palette. */
export const field = style(
  composed({
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
  }),
);

globalStyle(`${field} input`, { inlineSize: vars.size.numberField });
globalStyle(`${field} button`, { minInlineSize: vars.size.toolbarSelect });

export const bound = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
  }),
);
