import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';

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
      // Re-maps the text, link and focus roles for everything inside, so Text, Heading, Link and focus rings keep
      // their contrast on the dark (light, in the dark theme) surface without knowing they sit on it.
      inverse: layered({
        background: vars.color.background.inverse,
        borderColor: vars.color.background.inverse,
        vars: {
          [vars.color.text.default]: vars.color.text.inverse,
          [vars.color.text.muted]: vars.color.text.inverse,
          [vars.color.text.link]: vars.color.text.inverse,
          [vars.color.text.linkHover]: vars.color.text.inverse,
          [vars.color.border.focus]: vars.color.border.focusInverse,
        },
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
