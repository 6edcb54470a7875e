import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered, media, vars } from '../../theme';

const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.lg})` } });

/** Bottom of the window: full width on a phone, at the end side from the tablet width on. */
export const region = style(
  layered({
    position: 'fixed',
    insetInline: vars.space.md,
    insetBlockEnd: vars.space.md,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    justifyContent: 'flex-end',
    pointerEvents: 'none',
    '@media': {
      [media.tablet]: {
        insetInlineStart: 'auto',
        insetInlineEnd: vars.space.xl,
        insetBlockEnd: vars.space.xl,
      },
    },
  }),
);

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: vars.size.dialog,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(layered({ display: 'grid' }));

/** A tone's variants from its border role (3:1 against surfaces, as graphics): the toast's edge and its icon. */
const byTone = (rule: (border: string) => StyleRule) => ({
  neutral: layered(rule(vars.color.border.info)),
  success: layered(rule(vars.color.border.success)),
  danger: layered(rule(vars.color.border.danger)),
});

export const toast = recipe({
  base: layered({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    borderInlineStartWidth: vars.border.width.thick,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  }),
  variants: {
    tone: byTone((border) => ({ borderInlineStartColor: border })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: layered({ flexShrink: 0 }),
  variants: {
    tone: byTone((border) => ({ color: border })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const message = style(
  layered({ flex: `1 1 calc(${vars.size.dialog} / 3)`, minWidth: 0, margin: 0, overflowWrap: 'anywhere' }),
);

export const actions = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' }),
);

// The Button component does not expose its iconOnly variant; the doubled class outranks its padding.
export const close = style(layered({ selectors: { '&&': { paddingInline: vars.space.none, aspectRatio: '1' } } }));
