import { style } from '@vanilla-extract/css';
import { composed, focusRing, vars } from '../../theme';

/*
 * The error page is part of the first script every page loads, which carries neither react-aria nor the design
 * system's chunk (the shell's size budget, scripts/size.ts): its heading, text, button and link are native elements
 * styled here with the same tokens as Heading (display3), Text (lg, muted), Button (primary, lg) and Link
 * (standalone), their states the browser's own (:hover, :active, :focus-visible).
 */
export const page = style(
  composed({
    minHeight: '70vh',
    display: 'grid',
    placeContent: 'center',
    justifyItems: 'center',
    gap: vars.space.lg,
    textAlign: 'center',
    paddingBlock: vars.space.section,
    paddingInline: vars.space.lg,
    maxWidth: vars.size.prose,
    marginInline: 'auto',
  }),
);

export const heading = style(
  composed({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.display3,
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.default,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
);

export const text = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
    overflowWrap: 'break-word',
  }),
);

export const reload = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.control.lg,
    paddingInline: vars.space.xl,
    border: `${vars.border.width.thin} solid transparent`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.action.primary,
    color: vars.color.text.onAction,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:hover': { background: vars.color.background.action.primaryHover },
      '&:active': { background: vars.color.background.action.primaryPressed },
      '&:focus-visible': focusRing,
    },
  }),
);

export const home = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.space.xl,
    borderRadius: vars.border.radius.sm,
    color: vars.color.text.link,
    fontWeight: vars.font.weight.semibold,
    textDecorationLine: 'none',
    textUnderlineOffset: vars.space.xxs,
    outline: 'none',
    selectors: {
      '&:hover': { color: vars.color.text.linkHover, textDecorationLine: 'underline' },
      '&:focus-visible': focusRing,
    },
  }),
);
