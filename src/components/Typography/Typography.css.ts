import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';

const display = (size: string) =>
  layered({ fontSize: size, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold });
const title = (size: string) =>
  layered({ fontSize: size, lineHeight: vars.font.lineHeight.snug, fontWeight: vars.font.weight.semibold });

export const heading = recipe({
  base: layered({
    fontFamily: vars.font.family.heading,
    color: vars.color.text.default,
    margin: 0,
    // Long French compound words in narrow cards must not overflow.
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
  variants: {
    size: {
      display1: display(vars.font.size.display1),
      display2: display(vars.font.size.display2),
      display3: display(vars.font.size.display3),
      xxl: title(vars.font.size.xxl),
      xl: title(vars.font.size.xl),
      lg: title(vars.font.size.lg),
      md: title(vars.font.size.md),
    },
  },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

export const text = recipe({
  base: layered({ fontFamily: vars.font.family.body, margin: 0, overflowWrap: 'break-word' }),
  variants: {
    size: {
      sm: layered({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal }),
      md: layered({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
      lg: layered({ fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal }),
    },
    tone: {
      default: layered({ color: vars.color.text.default }),
      muted: layered({ color: vars.color.text.muted }),
      danger: layered({ color: vars.color.text.danger }),
      success: layered({ color: vars.color.text.success }),
    },
    weight: {
      regular: layered({ fontWeight: vars.font.weight.regular }),
      medium: layered({ fontWeight: vars.font.weight.medium }),
      semibold: layered({ fontWeight: vars.font.weight.semibold }),
      bold: layered({ fontWeight: vars.font.weight.bold }),
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
