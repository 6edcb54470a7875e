import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';

const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focus.offset,
} as const;

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
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
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
      primary: layered({
        background: vars.color.background.action.primary,
        color: vars.color.text.onAction,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.primaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.background.action.primaryPressed },
        },
      }),
      secondary: layered({
        background: vars.color.background.action.secondary,
        color: vars.color.text.onSecondary,
        borderColor: vars.color.border.selected,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.secondaryHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.background.action.secondaryPressed },
        },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.text.default,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.ghostHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.background.sunken },
        },
      }),
      danger: layered({
        background: vars.color.background.action.danger,
        color: vars.color.text.onAction,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.dangerHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.background.action.dangerHover },
        },
      }),
    },
    size: {
      sm: layered({
        minHeight: vars.size.control.sm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      }),
      md: layered({
        minHeight: vars.size.control.md,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      }),
      lg: layered({
        minHeight: vars.size.control.lg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      }),
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
