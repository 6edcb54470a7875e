/**
 * The surface every floating panel of the design system shares (the menu's and the select's popovers, the date
 * picker's calendar): a raised card that fades in unless motion is reduced. A rule object, not a class: each
 * component spreads it into its own recipe, so its stylesheet stays whole and the order of its rules unchanged.
 */
import { keyframes, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme';

const enter = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const floatingSurface = {
  border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.border.radius.md,
  background: vars.color.background.surface,
  color: vars.color.text.default,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
      },
    },
  },
} satisfies StyleRule;
