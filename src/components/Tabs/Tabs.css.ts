import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset, layered, textStyles, transition, vars } from '../../theme';

export const tabs = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row', alignItems: 'flex-start' } },
  }),
);

export const tabList = style(
  layered({
    display: 'flex',
    gap: vars.space.xs,
    borderBottom: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        flexShrink: 0,
        borderBottom: 'none',
        borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
      },
    },
  }),
);

// The underline is an inset shadow: it sits over the list border without changing the tab's box.
const underline = `inset 0 calc(-1 * ${vars.border.width.thick}) 0 0 ${vars.color.border.selected}`;
const sideline = `inset calc(-1 * ${vars.border.width.thick}) 0 0 0 ${vars.color.border.selected}`;

export const tab = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.control.md,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    // Long French labels wrap rather than make the list scroll sideways (WCAG 1.4.10 reflow).
    flex: '0 1 auto',
    minWidth: 0,
    overflowWrap: 'break-word',
    fontFamily: vars.font.family.body,
    ...textStyles.titleMd,
    color: vars.color.text.muted,
    borderRadius: `${vars.border.radius.sm} ${vars.border.radius.sm} 0 0`,
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    ...transition('color, background-color, box-shadow'),
    selectors: {
      '&[data-hovered]:not([data-disabled])': {
        color: vars.color.text.default,
        background: vars.color.background.action.ghostHover,
      },
      '&[data-selected]': { color: vars.color.text.link, boxShadow: underline },
      // Inset: the ring stays inside the tab, so neighbours and the list edge never clip it.
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
      '[data-orientation="vertical"] > &': {
        borderRadius: `${vars.border.radius.sm} 0 0 ${vars.border.radius.sm}`,
      },
      '[data-orientation="vertical"] > &[data-selected]': { boxShadow: sideline },
    },
  }),
);

export const tabPanel = style(
  layered({
    flexGrow: 1,
    minWidth: 0,
    borderRadius: vars.border.radius.sm,
    color: vars.color.text.default,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);
