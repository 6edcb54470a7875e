import { globalStyle, style } from '@vanilla-extract/css';
import { floatingSurface } from '../../../components/floating.css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    selectors: { '&[data-orientation="column"]': { flexDirection: 'column', alignItems: 'stretch' } },
  }),
);

export const button = style(composed({ gap: vars.space.xs, whiteSpace: 'nowrap' }));

export const popover = style(composed({ ...floatingSurface, padding: vars.space.md }));

export const dialog = style(composed({ outline: 'none' }));

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
