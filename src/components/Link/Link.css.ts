import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, layered, transition, vars } from '../../theme';

export const link = recipe({
  base: layered({
    fontFamily: 'inherit',
    borderRadius: vars.border.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: vars.space.xxs,
    textDecorationThickness: vars.border.width.thin,
    WebkitTapHighlightColor: 'transparent',
    ...transition('color, text-decoration-color'),
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled, textDecoration: 'none' },
    },
  }),
  variants: {
    variant: {
      // In running text a link must not rely on colour alone (WCAG 1.4.1), hence the permanent underline.
      inline: layered({
        color: vars.color.text.link,
        textDecorationLine: 'underline',
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            color: vars.color.text.linkHover,
            textDecorationThickness: vars.border.width.thick,
          },
        },
      }),
      // Alone on its line (a "see all" under a list): no surrounding text to tell it from, so no underline until
      // hover; it is a block-ish target sized for touch (WCAG 2.5.8).
      standalone: layered({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.space.xl,
        color: vars.color.text.link,
        fontWeight: vars.font.weight.semibold,
        textDecorationLine: 'none',
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            color: vars.color.text.linkHover,
            textDecorationLine: 'underline',
          },
        },
      }),
      // Takes the colour of its surroundings (footers, inverse surfaces); the underline is what marks it.
      subtle: layered({
        color: 'inherit',
        textDecorationLine: 'underline',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { textDecorationThickness: vars.border.width.thick },
        },
      }),
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

// In running text the icon follows the word after the space NewWindowHint inserts, on the text's centre line.
export const externalIcon = style(layered({ display: 'inline-block', verticalAlign: 'middle' }));
