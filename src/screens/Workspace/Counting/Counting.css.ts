import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  composed,
  focusRing,
  focusRingInset,
  plainList,
  pressableWhileScrolling,
  scrollingListBox,
  splitRow,
  stack,
  textStyles,
  transition,
  vars,
  wrappingSplitRow,
} from '../../../theme';

/**
 * The review fills the side panel's height (320–400 px wide): its header, thresholds and actions stay put and the
 * proposals' grid takes the rest and scrolls by itself, so « Terminer la revue » is never 500 rows away.
 */
export const root = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    minHeight: 0,
    minWidth: 0,
    color: vars.color.text.default,
  }),
);

export const header = style(composed(stack(vars.space.xxs)));

export const title = style(composed({ margin: 0, ...textStyles.titleLg }));

export const summary = style(
  composed({ margin: 0, ...textStyles.caption, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
);

export const section = style(composed({ ...stack(vars.space.sm), flexShrink: 0 }));

export const sliders = style(
  composed({ ...stack(vars.space.md), margin: 0, padding: 0, border: 'none', flexShrink: 0, minWidth: 0 }),
);

export const legend = style(
  composed({ padding: 0, marginBlockEnd: vars.space.xs, ...textStyles.titleMd, fontSize: vars.font.size.sm }),
);

// The threshold sliders (react-aria's Slider): a label and its value on one line, the track under them.
export const slider = style(composed({ ...stack(vars.space.xs) }));

export const sliderHeader = style(
  composed({
    ...wrappingSplitRow('baseline', vars.space.xs),
    ...textStyles.small,
    fontWeight: vars.font.weight.medium,
  }),
);

export const sliderOutput = style(
  composed({
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const sliderTrack = style(
  composed({
    position: 'relative',
    // The thumb's size is the track's hit area: a pointer needs no precision to grab it.
    height: vars.size.icon.lg,
    // The thumb's centre reaches both ends: half of it is kept inside the panel at 0 % and 100 %.
    marginInline: `calc(${vars.size.icon.md} / 2)`,
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        top: '50%',
        height: vars.size.progress,
        transform: 'translateY(-50%)',
        borderRadius: vars.border.radius.round,
        background: vars.color.control.track,
      },
    },
  }),
);

export const sliderFill = style(
  composed({
    position: 'absolute',
    top: '50%',
    height: vars.size.progress,
    transform: 'translateY(-50%)',
    borderRadius: vars.border.radius.round,
    background: vars.color.control.fill,
  }),
);

export const sliderThumb = style(
  composed({
    top: '50%',
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thick} solid ${vars.color.control.fill}`,
    background: vars.color.background.surface,
    boxShadow: vars.shadow.sm,
    ...transition('box-shadow'),
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-dragging]': { background: vars.color.background.selected },
    },
  }),
);

/** Its label may take two lines in a narrow panel (« Aucune proposition à accepter au-dessus de 80 % »). */
export const acceptAbove = style([
  composed({ alignSelf: 'stretch' }),
  {
    selectors: {
      // Over the button's own one-line layout (a doubled class outranks it whatever the style sheets' order).
      '&&': { whiteSpace: 'normal', height: 'auto', minHeight: vars.size.control.sm, textAlign: 'center' },
    },
  },
]);

/** The proposals' grid: it takes the panel's height that is left, and scrolls (the virtualizer's viewport). */
export const listBox = style(
  composed({
    flex: '1 1 auto',
    minHeight: `calc(${vars.size.control.md} * 4)`,
    display: 'flex',
    flexDirection: 'column',
  }),
);

export const list = style([
  pressableWhileScrolling,
  composed({ flex: '1 1 auto', minHeight: 0, ...scrollingListBox('none') }),
]);

/** The near misses' grid: a few rows, a bounded box. */
export const nearList = style([
  pressableWhileScrolling,
  composed(scrollingListBox(`calc(${vars.size.control.md} * 5)`)),
]);

export const row = recipe({
  base: composed({
    display: 'grid',
    gridTemplateColumns: `${vars.size.control.sm} minmax(0, 1fr) auto`,
    alignItems: 'center',
    columnGap: vars.space.sm,
    height: vars.size.control.md,
    paddingInline: vars.space.sm,
    boxSizing: 'border-box',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    cursor: 'default',
    outline: 'none',
    ...textStyles.small,
    selectors: {
      '&[data-hovered]': { background: vars.color.background.subtle },
      '&[data-focus-visible]': focusRingInset,
    },
  }),
  variants: {
    isCurrent: {
      true: composed({
        background: vars.color.background.selected,
        boxShadow: `inset ${vars.border.width.thick} 0 0 0 ${vars.color.border.selected}`,
        selectors: { '&[data-hovered]': { background: vars.color.background.selected } },
      }),
      false: {},
    },
  },
});

export const rank = style(
  composed({
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'end',
  }),
);

/** A narrow panel sends the template's name under the score (a row holds two lines of small text). */
export const rowMain = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    alignContent: 'center',
    columnGap: vars.space.sm,
    rowGap: 0,
    minWidth: 0,
    maxHeight: '100%',
    overflow: 'hidden',
  }),
);

export const score = style(
  composed({
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    minWidth: vars.size.control.md,
    textAlign: 'end',
    flexShrink: 0,
  }),
);

export const template = style(
  composed({
    color: vars.color.text.muted,
    fontSize: vars.font.size.xs,
    ...textStyles.truncated,
    maxWidth: '100%',
  }),
);

/** A status in words and a glyph, its tone on top: never told by its colour alone. */
export const status = recipe({
  base: composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.xs,
    borderRadius: vars.border.radius.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    flexShrink: 0,
  }),
  variants: {
    tone: {
      proposed: composed({ background: vars.color.background.subtle, color: vars.color.text.default }),
      accepted: composed({
        background: vars.color.background.feedback.success,
        borderColor: vars.color.border.success,
        color: vars.color.text.success,
      }),
      rejected: composed({
        background: vars.color.background.feedback.danger,
        borderColor: vars.color.border.danger,
        color: vars.color.text.danger,
        textDecoration: 'line-through',
      }),
    },
  },
});

export const rowActions = style(composed({ display: 'flex', gap: vars.space.xxs }));

export const hint = style(composed({ margin: 0, ...textStyles.caption, flexShrink: 0 }));

export const empty = style(
  composed({
    ...stack(vars.space.xs),
    padding: vars.space.lg,
    border: `${vars.border.width.thin} dashed ${vars.color.border.strong}`,
    borderRadius: vars.border.radius.md,
    ...textStyles.small,
    color: vars.color.text.muted,
    flexShrink: 0,
  }),
);

export const emptyTitle = style(
  composed({ margin: 0, color: vars.color.text.default, fontWeight: vars.font.weight.semibold }),
);

export const emptyText = style(composed({ margin: 0 }));

export const disclosure = style(composed({ ...stack(vars.space.xs), flexShrink: 0 }));

export const disclosureButton = style(
  composed({
    ...splitRow,
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.control.sm,
    padding: 0,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.border.radius.sm,
    background: 'transparent',
    color: vars.color.text.default,
    font: 'inherit',
    ...textStyles.titleMd,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.background.action.ghostHover },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const chevron = style(
  composed({
    flexShrink: 0,
    ...transition('transform'),
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flexShrink: 0 }));

export const sheets = style(composed(plainList(vars.space.sm)));

export const sheet = style(
  composed({
    ...stack(vars.space.xxs),
    ...textStyles.small,
  }),
);

export const sheetLine = style(composed({ ...wrappingSplitRow('baseline', vars.space.sm) }));

export const sheetName = style(composed({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' }));

export const sheetState = style(composed({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' }));

export const sheetFailed = style(composed({ margin: 0, color: vars.color.text.danger }));

/**
 * The search's progress keeps one height whatever the stage, the value or the width: the animation, the bar under a
 * one-line label that is cut rather than wrapped, the button beside them.
 */
export const progress = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    minHeight: vars.size.control.md,
    flexShrink: 0,
  }),
);

export const progressBar = style(composed({ minWidth: 0 }));
