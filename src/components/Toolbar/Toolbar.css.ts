import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered, vars } from '../../theme';

export const toolbar = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
    },
  }),
  variants: {
    tone: {
      surface: layered({
        padding: vars.space.xs,
        border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
        borderRadius: vars.border.radius.md,
        background: vars.color.background.surface,
        color: vars.color.text.default,
      }),
      plain: layered({}),
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const separator = style(
  layered({
    flexShrink: 0,
    alignSelf: 'stretch',
    margin: vars.space.none,
    border: 'none',
    background: vars.color.border.strong,
    selectors: {
      '&[aria-orientation="vertical"]': { width: vars.size.hairline, marginInline: vars.space.xs },
      '&:not([aria-orientation="vertical"])': { height: vars.size.hairline, marginBlock: vars.space.xs },
    },
  }),
);
