import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { actionsRow, layered, textStyles, vars } from '../../theme';

export const header = style(layered({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md }));

/** The tone icon: border roles, which are held to 3:1 against surfaces as graphics (WCAG 1.4.11). */
export const toneIcon = recipe({
  base: layered({
    flexShrink: 0,
    // Optically centres the icon on the first line of the heading.
    marginTop: vars.space.xxs,
  }),
  variants: {
    tone: {
      info: layered({ color: vars.color.border.info }),
      danger: layered({ color: vars.color.border.danger }),
      success: layered({ color: vars.color.border.success }),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style(layered({ ...textStyles.body, color: vars.color.text.default }));

export const actions = style(layered({ ...actionsRow, paddingTop: vars.space.sm }));
