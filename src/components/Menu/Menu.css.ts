import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';
import { floatingItem, floatingList, floatingSurface } from '../floating.css';

export const popover = style(
  layered({
    ...floatingSurface,
    boxSizing: 'border-box',
    minWidth: `max(var(--trigger-width), calc(${vars.size.dialog} / 2))`,
    padding: vars.space.xs,
    overflowY: 'auto',
  }),
);

export const menu = style(layered(floatingList));

export const item = recipe({
  base: layered(floatingItem()),
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
