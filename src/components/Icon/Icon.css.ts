import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = recipe({
  base: layered({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }),
  variants: {
    size: {
      sm: layered({ width: vars.size.icon.sm, height: vars.size.icon.sm }),
      md: layered({ width: vars.size.icon.md, height: vars.size.icon.md }),
      lg: layered({ width: vars.size.icon.lg, height: vars.size.icon.lg }),
    },
    spin: {
      true: layered({
        animation: `${rotate} ${vars.motion.duration.spin} ${vars.motion.easing.linear} infinite`,
      }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = RecipeVariants<typeof icon>;
