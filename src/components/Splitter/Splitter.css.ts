import { style } from '@vanilla-extract/css';
import { focusRingInset, layered, vars } from '../../theme';

/**
 * A hit area wider than the line it draws (a pointer finds it easily), the line in the border's colour, thicker and
 * in the focus colour while hovered, dragged or focused from the keyboard.
 */
export const splitter = style(
  layered({
    position: 'relative',
    boxSizing: 'border-box',
    width: vars.space.sm,
    cursor: 'col-resize',
    touchAction: 'none',
    userSelect: 'none',
    outline: 'none',
    background: 'transparent',
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: '50%',
      width: vars.border.width.thin,
      background: vars.color.border.default,
    },
    selectors: {
      '&:hover::before, &:active::before': { width: vars.border.width.thick, background: vars.color.border.focus },
      '&[data-focus-visible]': focusRingInset,
      '&[data-focus-visible]::before': { width: vars.border.width.thick, background: vars.color.border.focus },
    },
  }),
);
