import { style } from '@vanilla-extract/css';
import { layered, textStyles, vars } from '../../theme';
import { tooltipSurface } from './tooltipSurface';

export const tooltip = style(
  layered({
    boxSizing: 'border-box',
    ...tooltipSurface,
    fontFamily: vars.font.family.body,
    ...textStyles.small,
    boxShadow: vars.shadow.md,
    pointerEvents: 'none',
    outline: 'none',
  }),
);

export const arrow = style(layered({ display: 'block' }));

// The arrow is drawn pointing down (a tooltip above its trigger) and turned for the other placements.
export const arrowShape = style(
  layered({
    display: 'block',
    width: vars.space.sm,
    height: vars.space.sm,
    fill: vars.color.background.inverse,
    selectors: {
      [`${tooltip}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
      [`${tooltip}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
      [`${tooltip}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    },
  }),
);
