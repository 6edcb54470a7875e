import { style } from '@vanilla-extract/css';
import { focusRing, layered, vars } from '../../theme';
import { clipRules } from '../VisuallyHidden/VisuallyHidden.css';

export const skipLink = style(
  layered({
    // Shown (top-left, above the sticky header) only while focused: sighted keyboard users see where Tab landed
    // (WCAG 2.4.7) and mouse users never see it.
    position: 'fixed',
    top: vars.space.sm,
    left: vars.space.sm,
    zIndex: vars.zIndex.skipLink,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.md,
    paddingInline: vars.space.lg,
    background: vars.color.background.surface,
    color: vars.color.text.link,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space.xxs,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    boxShadow: vars.shadow.md,
    ...focusRing,
    selectors: {
      // The clip pattern, not display: none, so the link stays in the tab order and in the accessibility tree.
      '&:not(:focus)': {
        width: vars.size.hairline,
        height: vars.size.hairline,
        minHeight: 0,
        ...clipRules,
        boxShadow: 'none',
        outline: 'none',
      },
    },
  }),
);
