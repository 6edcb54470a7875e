import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, stack, textStyles, vars } from '../../theme';

export const alert = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    borderInlineStart: `${vars.border.width.thick} solid`,
    borderRadius: vars.border.radius.sm,
    color: vars.color.text.default,
    ...textStyles.body,
  }),
  variants: {
    tone: {
      danger: layered({
        background: vars.color.background.feedback.danger,
        borderInlineStartColor: vars.color.border.danger,
      }),
      success: layered({
        background: vars.color.background.feedback.success,
        borderInlineStartColor: vars.color.border.success,
      }),
      info: layered({
        background: vars.color.background.feedback.info,
        borderInlineStartColor: vars.color.border.info,
      }),
      warning: layered({
        background: vars.color.background.feedback.warning,
        borderInlineStartColor: vars.color.border.warning,
      }),
    },
  },
  defaultVariants: { tone: 'danger' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

/** The icon takes the tone's text colour: the text roles hold 4.5:1 on the feedback backgrounds. */
export const icon = recipe({
  base: layered({
    // Lines the icon up with the first line of text (line box minus icon, halved, roughly the xxs step).
    marginTop: vars.space.xxs,
  }),
  variants: {
    tone: {
      danger: layered({ color: vars.color.text.danger }),
      success: layered({ color: vars.color.text.success }),
      info: layered({ color: vars.color.text.link }),
      warning: layered({ color: vars.color.text.warning }),
    },
  },
  defaultVariants: { tone: 'danger' },
});

export const content = style(layered({ ...stack(vars.space.xxs), flexGrow: 1 }));

export const title = style(layered({ ...textStyles.titleMd }));

// Read by screen readers only: names the tone that colour and icon show to sighted users (WCAG 1.4.1).
export const visuallyHidden = style(
  layered({
    position: 'absolute',
    width: vars.size.hairline,
    height: vars.size.hairline,
    margin: `calc(-1 * ${vars.size.hairline})`,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
