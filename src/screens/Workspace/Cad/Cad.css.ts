import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  composed,
  focusRingInset,
  paperSwatch,
  plainList,
  pressableWhileScrolling,
  scrollingListBox,
  stack,
  textStyles,
  vars,
  wrappingSplitRow,
} from '../../../theme';

/** A side panel's column: its parts one under the other. */
export const panel = style(composed({ ...stack(vars.space.md), color: vars.color.text.default }));

export const header = style(composed(stack(vars.space.xxs)));

export const title = style(composed({ margin: 0, ...textStyles.titleLg }));

export const subtitle = style(composed({ margin: 0, ...textStyles.titleMd, overflowWrap: 'anywhere' }));

export const caption = style(
  composed({ margin: 0, ...textStyles.caption, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
);

export const text = style(composed({ margin: 0, ...textStyles.small }));

export const strong = style(composed({ margin: 0, ...textStyles.small, fontWeight: vars.font.weight.semibold }));

export const empty = style(composed(stack(vars.space.xs)));

export const tools = style(composed({ ...wrappingSplitRow('end', vars.space.sm) }));

export const grow = style(composed({ flex: `1 1 ${vars.size.choiceColumn}`, minWidth: 0 }));

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }));

export const section = style(
  composed({
    ...stack(vars.space.sm),
    paddingBlockStart: vars.space.md,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

// --- The lists (blocks, layers) -------------------------------------------------------------------------------------

/** Two lines a row: a name over its details, the figures at the end. */
export const ROW_HEIGHT = `calc(${vars.size.control.lg} + ${vars.space.md})`;

/** The grid: it scrolls (the virtualizer's viewport) within eight rows' height. */
export const list = style([pressableWhileScrolling, composed(scrollingListBox(`calc(${ROW_HEIGHT} * 8)`))]);

export const row = recipe({
  base: composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space.sm,
    height: ROW_HEIGHT,
    paddingInline: vars.space.sm,
    boxSizing: 'border-box',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    cursor: 'pointer',
    outline: 'none',
    ...textStyles.small,
    selectors: {
      '&[data-hovered]': { background: vars.color.background.subtle },
      '&[data-selected]': {
        background: vars.color.background.selected,
        boxShadow: `inset ${vars.border.width.thick} 0 0 0 ${vars.color.border.selected}`,
      },
      '&[data-focus-visible]': focusRingInset,
    },
  }),
  variants: {
    /** The layer totals' rows: a checkbox and a swatch before the name. */
    withCheckbox: {
      true: composed({ gridTemplateColumns: `auto auto minmax(0, 1fr) auto` }),
      false: {},
    },
  },
});

export const rowMain = style(composed({ display: 'grid', gap: vars.space.xxs, minWidth: 0 }));

export const rowName = style(
  composed({ ...textStyles.truncated, fontWeight: vars.font.weight.semibold, fontFamily: vars.font.family.mono }),
);

export const rowDetail = style(composed({ ...textStyles.caption, ...textStyles.truncated }));

export const rowFigures = style(
  composed({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs, fontVariantNumeric: 'tabular-nums' }),
);

export const figure = style(composed({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' }));

export const figureDetail = style(composed({ ...textStyles.caption, whiteSpace: 'nowrap' }));

/** « gelé », « éteint »: said in words, not by a colour. */
export const tag = style(
  composed({
    display: 'inline-block',
    marginInlineStart: vars.space.xs,
    paddingInline: vars.space.xs,
    borderRadius: vars.border.radius.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    background: vars.color.background.subtle,
    color: vars.color.text.muted,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.regular,
    fontSize: vars.font.size.xs,
  }),
);

// --- A layer's colour -----------------------------------------------------------------------------------------------

/**
 * A layer's colour is data (the drawing's '#rrggbb'), not a design colour: the row sets it on this variable inline,
 * and the swatch draws it as a stroke of ink on the plan's paper (white in both themes), bordered so that a pale
 * colour still shows.
 */
export const swatchColor = createVar();

export const swatch = style(composed(paperSwatch));

export const swatchInk = style(
  composed({
    width: vars.size.icon.sm,
    height: vars.space.xs,
    borderRadius: vars.border.radius.sm,
    background: swatchColor,
  }),
);

// --- The selected block's detail ------------------------------------------------------------------------------------

export const facts = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${vars.space.xxs} ${vars.space.sm}`,
    margin: 0,
    ...textStyles.small,
  }),
);

export const factTerm = style(composed({ color: vars.color.text.muted }));

export const factValue = style(composed({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }));

export const mono = style(composed({ fontFamily: vars.font.family.mono }));

/** « Déjà compté : 12 U » with its button. */
export const counted = style(
  composed({
    ...wrappingSplitRow('center', vars.space.sm),
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.info}`,
    background: vars.color.background.feedback.info,
    ...textStyles.small,
  }),
);

export const chosenArticle = style(
  composed({
    ...wrappingSplitRow('center', vars.space.sm),
    ...textStyles.small,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const articleNumber = style(
  composed({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.muted, marginInlineEnd: vars.space.xs }),
);

export const articleUnit = style(
  composed({ color: vars.color.text.muted, fontWeight: vars.font.weight.regular, marginInlineStart: vars.space.xs }),
);

export const hint = style(composed({ margin: 0, ...textStyles.caption }));

export const selectionLine = style(
  composed({
    margin: 0,
    ...textStyles.small,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const plainItems = style(composed(plainList(vars.space.xs)));

// --- The file's scale -----------------------------------------------------------------------------------------------

export const notice = style(
  composed({
    ...stack(vars.space.xxs),
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
    ...textStyles.small,
  }),
);

export const noticeLine = style(composed({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 }));

export const noticeIcon = style(composed({ flexShrink: 0, color: vars.color.text.success }));

// --- The unit question ----------------------------------------------------------------------------------------------

export const dialogBody = style(composed(stack(vars.space.md)));

export const dialogText = style(composed({ margin: 0, ...textStyles.body }));

export const dialogActions = style(
  composed({ display: 'flex', flexWrap: 'wrap', justifyContent: 'end', gap: vars.space.sm }),
);

/** The missing external references' and the unshown elements' notices: their parts, one under the other. */
export const xrefNotice = style(composed(stack(vars.space.sm)));

/** Each missing reference (or unshown group): its name, then its path or detail, which can be long without spaces. */
export const xrefList = style(composed({ ...plainList(vars.space.xs), ...textStyles.small, overflowWrap: 'anywhere' }));

export const xrefPath = style(composed({ display: 'block', ...textStyles.caption, overflowWrap: 'anywhere' }));
