import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';
import { fieldIconButtonBox } from '../Field/Field.css';

export const root = style(layered({}));

export const control = style(layered({ position: 'relative', display: 'flex', alignItems: 'center' }));

export const searchIcon = style(
  layered({
    position: 'absolute',
    insetInlineStart: vars.space.md,
    color: vars.color.text.muted,
    pointerEvents: 'none',
  }),
);

// Room for the icons on both sides; the browser's own clear cross is hidden (react-aria draws one that is labelled).
export const input = style(
  layered({
    paddingInlineStart: `calc(${vars.space.md} + ${vars.size.icon.sm} + ${vars.space.sm})`,
    paddingInlineEnd: vars.size.control.md,
    selectors: {
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  }),
);

export const clear = style(
  layered({
    position: 'absolute',
    insetInlineEnd: vars.space.xs,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    ...fieldIconButtonBox,
    color: vars.color.text.muted,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      [`${root}[data-empty] &`]: { display: 'none' },
      '&[data-hovered]': { background: vars.color.background.action.ghostHover, color: vars.color.text.default },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.focus.width} * -1)`,
      },
    },
  }),
);
