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

/** What the page's native buttons share with Button: shape, type, the browser's own states. */
const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.border.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
} as const;

export const reload = style(
  composed({
    ...button,
    minHeight: vars.size.control.lg,
    paddingInline: vars.space.xl,
    border: `${vars.border.width.thin} solid transparent`,
    background: vars.color.background.action.primary,
    color: vars.color.text.onAction,
    fontSize: vars.font.size.lg,
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

/** The workspace's way out (save, storage, sign out): a group apart, under the reload. */
export const wayOut = style(
  composed({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const wayOutTitle = style(
  composed({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.tight,
    fontWeight: vars.font.weight.bold,
    color: vars.color.text.default,
  }),
);

export const wayOutLead = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
  }),
);

export const wayOutActions = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
  }),
);

/** As Button's secondary variant (md), with the same tokens. */
export const secondary = style(
  composed({
    ...button,
    minHeight: vars.size.control.md,
    paddingInline: vars.space.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.selected}`,
    background: vars.color.background.action.secondary,
    color: vars.color.text.onSecondary,
    fontSize: vars.font.size.md,
    selectors: {
      '&:hover': { background: vars.color.background.action.secondaryHover },
      '&:active': { background: vars.color.background.action.secondaryPressed },
      '&:focus-visible': focusRing,
    },
  }),
);
