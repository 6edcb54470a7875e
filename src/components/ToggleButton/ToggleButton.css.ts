import { recipe } from '@vanilla-extract/recipes';
import { focusRing, layered, transition, vars } from '../../theme';

export const toggleButton = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    border: `${vars.border.width.thin} solid transparent`,
    borderRadius: vars.border.radius.md,
    background: 'transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
    WebkitTapHighlightColor: 'transparent',
    ...transition('background-color, border-color, color'),
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.ghostHover },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.background.sunken },
      '&[data-selected]': {
        background: vars.color.background.selected,
        borderColor: vars.color.border.selected,
        color: vars.color.text.onSecondary,
      },
      '&[data-selected][data-hovered]:not([data-disabled])': {
        background: vars.color.background.action.secondaryHover,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
  variants: {
    size: {
      sm: layered({ minHeight: vars.size.control.sm, paddingInline: vars.space.md, fontSize: vars.font.size.sm }),
      md: layered({ minHeight: vars.size.control.md, paddingInline: vars.space.lg, fontSize: vars.font.size.md }),
    },
    iconOnly: {
      true: layered({ paddingInline: vars.space.none, aspectRatio: '1' }),
    },
  },
  defaultVariants: { size: 'md' },
});
