import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';
import { floatingSurface } from '../floating.css';

export const popover = style(
  layered({
    ...floatingSurface,
    boxSizing: 'border-box',
    minWidth: `max(var(--trigger-width), calc(${vars.size.dialog} / 2))`,
    padding: vars.space.xs,
    overflowY: 'auto',
  }),
);

export const menu = style(layered({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs }));

export const item = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-focused]': { background: vars.color.background.action.ghostHover },
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.focus.width} * -1)`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
  variants: {
    tone: {
      default: layered({ color: vars.color.text.default }),
      danger: layered({ color: vars.color.text.danger }),
    },
  },
  defaultVariants: { tone: 'default' },
});

export const separator = style(
  layered({
    height: vars.border.width.thin,
    marginBlock: vars.space.xs,
    border: 'none',
    background: vars.color.border.default,
  }),
);
