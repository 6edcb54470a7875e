import { style } from '@vanilla-extract/css';
import { composed, focusRing, focusRingInset, textStyles, transition, vars } from '../../../theme';
import { tooltipSurface } from '../../../components/Tooltip/tooltipSurface';

/*
 * A horizontal palette is one row at every width, scrolling sideways when the plan's column is narrower than it:
 * wrapped, it took a third of a phone's height, and two rows of the plan's height on a 1024 px laptop window.
 */

export const root = style(composed({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }));

export const toolbar = style(
  composed({
    display: 'flex',
    gap: vars.space.xs,
    padding: vars.space.xs,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.lg,
    background: vars.color.background.surface,
    selectors: {
      '&[data-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
      '&[data-orientation="horizontal"]': {
        flexWrap: 'nowrap',
        alignItems: 'center',
        overflowX: 'auto',
        maxWidth: '100%',
        boxSizing: 'border-box',
      },
    },
  }),
);

export const group = style(
  composed({
    display: 'flex',
    gap: vars.space.xxs,
    selectors: {
      '[data-orientation="vertical"] > &': { flexDirection: 'column' },
      '[data-orientation="horizontal"] > &': { flexWrap: 'nowrap', flexShrink: 0 },
    },
  }),
);

export const separator = style(
  composed({
    alignSelf: 'stretch',
    margin: 0,
    border: 'none',
    background: vars.color.border.default,
    selectors: {
      '&[aria-orientation="vertical"]': { width: vars.size.hairline, minHeight: vars.size.icon.md },
      '&:not([aria-orientation="vertical"])': { height: vars.size.hairline },
    },
  }),
);

export const tool = style(
  composed({
    display: 'grid',
    // In a palette that scrolls (a phone), a tool keeps its size instead of squeezing its icon out.
    flexShrink: 0,
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control.md,
    paddingInline: vars.space.sm,
    border: `${vars.border.width.thin} solid transparent`,
    borderRadius: vars.border.radius.md,
    background: 'transparent',
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    ...transition('background-color, border-color, color'),
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.background.action.ghostHover },
      // Selected is shown by a border and a weight as well as the fill: not by colour alone.
      '&[data-selected]': {
        background: vars.color.background.selected,
        borderColor: vars.color.border.selected,
        color: vars.color.text.default,
        fontWeight: vars.font.weight.bold,
      },
      '&[data-focus-visible]': focusRing,
      // In the one-row palette, which scrolls sideways, a ring drawn outside would be cut by its edges.
      '[data-orientation="horizontal"] &[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
);

export const key = style(
  composed({
    minWidth: vars.size.icon.md,
    paddingInline: vars.space.xs,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    borderRadius: vars.border.radius.sm,
    background: vars.color.background.subtle,
    color: vars.color.text.muted,
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.snug,
    textAlign: 'center',
    whiteSpace: 'nowrap',
  }),
);

export const reason = style(
  composed({
    display: 'flex',
    gap: vars.space.sm,
    maxWidth: vars.size.dialog,
    margin: 0,
    padding: vars.space.sm,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.warning}`,
    background: vars.color.background.feedback.warning,
    color: vars.color.text.default,
    ...textStyles.small,
  }),
);

export const tooltip = style(
  composed({
    ...tooltipSurface,
    ...textStyles.small,
    boxShadow: vars.shadow.md,
  }),
);
