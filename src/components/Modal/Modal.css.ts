import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { layered, stack, textStyles, vars } from '../../theme';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.lg})` } });
const sink = keyframes({ to: { opacity: 0, transform: `translateY(${vars.space.sm})` } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideToStart = keyframes({ to: { transform: 'translateX(-100%)' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const slideToEnd = keyframes({ to: { transform: 'translateX(100%)' } });

/** RAC's entering and exiting states: `enter` as it mounts, `exit` (held at its end) before it unmounts. */
const animated = (enter: string, exit: string) => ({
  '&[data-entering]': { animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
  '&[data-exiting]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit} forwards` },
});

/** The backdrop. RAC sets data-entering/data-exiting and waits for the exit animation before unmounting. */
export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.background.overlay,
    overflowY: 'auto',
    selectors: {
      ...animated(fadeIn, fadeOut),
      // A drawer is pinned to its edge, full height.
      '&[data-placement="start"]': { justifyContent: 'flex-start', alignItems: 'stretch', padding: 0 },
      '&[data-placement="end"]': { justifyContent: 'flex-end', alignItems: 'stretch', padding: 0 },
    },
  }),
);

/** The surface. Sizes: sm is three quarters of the dialog token and lg the prose width, for want of tokens. */
export const modal = recipe({
  base: layered({
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.background.surface,
    color: vars.color.text.default,
    // The border keeps the edge visible in the dark theme, where the shadow disappears against the backdrop.
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: animated(rise, sink),
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: `calc(${vars.size.dialog} * 0.75)` }),
      md: layered({ maxWidth: vars.size.dialog }),
      lg: layered({ maxWidth: vars.size.prose }),
    },
    placement: {
      center: {},
      start: layered({
        maxHeight: 'none',
        borderRadius: 0,
        borderBlock: 'none',
        borderInlineStart: 'none',
        selectors: animated(slideFromStart, slideToStart),
      }),
      end: layered({
        maxHeight: 'none',
        borderRadius: 0,
        borderBlock: 'none',
        borderInlineEnd: 'none',
        selectors: animated(slideFromEnd, slideToEnd),
      }),
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.xl,
    overflowY: 'auto',
    minHeight: 0,
    // RAC focuses the dialog itself when nothing inside asks for focus; the ring would frame the whole surface.
    outline: 'none',
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
  }),
);

export const headingGroup = style(layered({ display: 'grid', gap: vars.space.xs, flexGrow: 1, minWidth: 0 }));

export const heading = style(
  layered({
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.default,
  }),
);

export const description = style(layered({ ...textStyles.body, color: vars.color.text.muted }));

// The Button component does not expose its iconOnly variant; the doubled class outranks its padding in the same
// layer whatever the stylesheet order.
export const closeButton = style(
  layered({
    flexShrink: 0,
    selectors: { '&&': { paddingInline: vars.space.none, aspectRatio: '1' } },
  }),
);

export const body = style(layered(stack(vars.space.lg)));
