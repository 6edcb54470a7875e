import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inverseRoles, layered, vars } from '../../theme';

export const card = recipe({
  base: layered({
    display: 'block',
    minWidth: 0,
    borderWidth: vars.border.width.thin,
    borderStyle: 'solid',
    borderRadius: vars.border.radius.lg,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
  }),
  variants: {
    tone: {
      default: layered({
        background: vars.color.background.surface,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
      }),
      subtle: layered({
        background: vars.color.background.subtle,
        borderColor: vars.color.border.default,
      }),
      // Re-maps the text, link and focus roles for everything inside (theme/inverse.ts).
      inverse: layered({
        background: vars.color.background.inverse,
        borderColor: vars.color.background.inverse,
        vars: inverseRoles,
      }),
    },
    padding: {
      md: layered({ padding: vars.space.md }),
      lg: layered({ padding: vars.space.lg }),
      xl: layered({ padding: vars.space.xl }),
    },
  },
  defaultVariants: { tone: 'default', padding: 'xl' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
