import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

export const figure = style(
  layered({
    position: 'relative',
    display: 'block',
    width: 'fit-content',
    maxWidth: '100%',
    margin: 0,
    borderRadius: vars.border.radius.lg,
    overflow: 'hidden',
    background: vars.color.background.sunken,
  }),
);

// width/height attributes give the box its aspect ratio before any byte arrives (no layout shift); height: auto
// keeps that ratio when max-width shrinks it.
export const video = style(
  layered({
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    objectFit: 'cover',
  }),
);

// A corner, off the centre of the picture, always visible: the control exists before the user needs it
// (WCAG 2.2.2), not only on hover.
export const control = style(
  layered({
    position: 'absolute',
    insetBlockEnd: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    boxShadow: vars.shadow.md,
  }),
);
