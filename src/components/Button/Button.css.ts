import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, layered, transition, vars } from '../../theme';

/** A variant's colours at rest, and its background hovered and pressed (never on a disabled button). */
const colours = (rest: { background: string; color: string; borderColor?: string }, hovered: string, pressed: string) =>
  layered({
    ...rest,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: hovered },
      '&[data-pressed]:not([data-disabled])': { background: pressed },
    },
  });

/** A size: the control's height, the inline padding and the label's size. */
const sized = (minHeight: string, paddingInline: string, fontSize: string) =>
  layered({ minHeight, paddingInline, fontSize });

/** Shared by Button and ButtonLink: one recipe, states through react-aria's data-* attributes. */
export const button = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.border.width.thin} solid transparent`,
    borderRadius: vars.border.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    WebkitTapHighlightColor: 'transparent',
    ...transition('background-color, border-color, color, box-shadow'),
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.background.disabled,
        color: vars.color.text.disabled,
        borderColor: vars.color.background.disabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: colours(
        { background: vars.color.background.action.primary, color: vars.color.text.onAction },
        vars.color.background.action.primaryHover,
        vars.color.background.action.primaryPressed,
      ),
      secondary: colours(
        {
          background: vars.color.background.action.secondary,
          color: vars.color.text.onSecondary,
          borderColor: vars.color.border.selected,
        },
        vars.color.background.action.secondaryHover,
        vars.color.background.action.secondaryPressed,
      ),
      ghost: colours(
        { background: 'transparent', color: vars.color.text.default },
        vars.color.background.action.ghostHover,
        vars.color.background.sunken,
      ),
      danger: colours(
        { background: vars.color.background.action.danger, color: vars.color.text.onAction },
        vars.color.background.action.dangerHover,
        vars.color.background.action.dangerHover,
      ),
    },
    size: {
      sm: sized(vars.size.control.sm, vars.space.md, vars.font.size.sm),
      md: sized(vars.size.control.md, vars.space.lg, vars.font.size.md),
      lg: sized(vars.size.control.lg, vars.space.xl, vars.font.size.lg),
    },
    width: {
      auto: {},
      full: layered({ width: '100%' }),
    },
    iconOnly: {
      true: layered({ paddingInline: vars.space.none, aspectRatio: '1' }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', width: 'auto' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// Both labels share one grid cell, so the button keeps the width of the longer one when the label swaps.
export const labelStack = style(layered({ display: 'inline-grid', alignItems: 'center', justifyItems: 'center' }));
export const labelLayer = style(
  layered({
    gridArea: '1 / 1',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    selectors: { '&[data-inactive]': { visibility: 'hidden' } },
  }),
);
