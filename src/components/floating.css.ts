/**
 * The surface every floating panel of the design system shares (the menu's and the select's popovers, the date
 * picker's calendar): a raised card that fades in unless motion is reduced; and the list and the items inside the
 * menu's and the select's popovers. Rule objects, not classes: each component spreads them into its own styles, so its
 * stylesheet stays whole and the order of its rules unchanged.
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

/** The column of items inside a floating panel. */
export const floatingList = {
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
} satisfies StyleRule;

/**
 * An item of a floating list (a menu's action, a select's option): hover and keyboard focus on the ghost background,
 * then `states` (the select's chosen option), then the focus ring and the disabled look, which win over them.
 */
export const floatingItem = (states: StyleRule['selectors'] = {}) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control.sm,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.sm,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered], &[data-focused]': { background: vars.color.background.action.ghostHover },
      ...states,
      '&[data-focus-visible]': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.focus.width} * -1)`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }) satisfies StyleRule;
