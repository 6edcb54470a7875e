import { createVar, style } from '@vanilla-extract/css';
import { composed, focusRingInset, splitRow, textStyles, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gap: vars.space.sm,
    height: '100%',
    minHeight: 0,
    color: vars.color.text.default,
    fontSize: vars.font.size.sm,
  }),
);

export const bar = style(composed({ ...splitRow, flexWrap: 'wrap', gap: vars.space.sm }));

export const summary = style(composed({ margin: 0, color: vars.color.text.muted }));

/** The columns of the header and of every row: the type's icon, the label (the rest), the quantity, the derivation. */
const columnsVar = createVar();

/** The grid: the scroll container of the virtualised rows, under a sticky header. */
export const table = style(
  composed({
    position: 'relative',
    height: '100%',
    minHeight: 0,
    overflow: 'auto',
    // The header's stacking order over the translated rows stays inside the grid.
    isolation: 'isolate',
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingInset,
    },
  }),
);

/** The type fits a large control; « 20 000,000 m³ » and the header « Quantité » with its sort arrow fit two. */
export const columns = style(
  composed({
    vars: {
      [columnsVar]: `${vars.size.control.lg} minmax(0, 1fr) calc(2 * ${vars.size.control.lg} + ${vars.space.sm})`,
    },
  }),
);
export const columnsWithDerivation = style(
  composed({
    vars: {
      [columnsVar]: `${vars.size.control.lg} minmax(0, 1fr) calc(2 * ${vars.size.control.lg} + ${vars.space.sm}) minmax(0, 3fr)`,
    },
  }),
);

/**
 * Sticky over the rows scrolled under it, so opaque: the table's own surface (react-aria's header group had no height,
 * so its subtle fill never showed and its rule was drawn at the table's top edge; the rule is now under the header).
 */
export const header = style(
  composed({
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: vars.zIndex.header,
    boxSizing: 'border-box',
    height: vars.size.control.md,
    background: vars.color.background.surface,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  }),
);

export const headerRow = style(composed({ display: 'grid', gridTemplateColumns: columnsVar, height: '100%' }));

export const column = style(
  composed({
    display: 'flex',
    alignItems: 'stretch',
    boxSizing: 'border-box',
    minWidth: 0,
    height: '100%',
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
  }),
);

/** A header without a sort button (the derivation) has the button's padding itself. */
export const columnPadded = style(composed({ alignItems: 'center', paddingInline: vars.space.sm }));

export const columnEnd = style(composed({ justifyContent: 'flex-end' }));

/** The sort control: a native button as large as its header cell. */
export const sortButton = style(
  composed({
    display: 'flex',
    flex: 1,
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space.sm,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingInset,
    },
    '@media': {
      '(hover: hover)': { selectors: { '&:hover': { background: vars.color.background.action.ghostHover } } },
    },
  }),
);

/** The type's header and icon: centred in their narrow column. */
export const sortButtonKind = style(composed({ paddingInline: vars.space.xs }));
export const kindCell = style(composed({ justifyContent: 'center', paddingInline: vars.space.xs }));

export const sortIcon = style(
  composed({
    width: vars.size.icon.sm,
    height: vars.size.icon.sm,
    selectors: { '&[data-direction="ascending"]': { transform: 'rotate(180deg)' } },
  }),
);

/** The rows' box: as tall as the rows; each row is placed in it by a transform (only those in view exist). */
export const body = style(composed({ position: 'relative' }));

export const row = style(
  composed({
    position: 'absolute',
    insetBlockStart: 0,
    insetInline: 0,
    display: 'grid',
    gridTemplateColumns: columnsVar,
    boxSizing: 'border-box',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    cursor: 'default',
    outline: 'none',
    selectors: {
      // Selection: fill and a thick start border, so it is not shown by colour alone.
      '&[aria-selected="true"]': {
        background: vars.color.background.selected,
        boxShadow: `inset ${vars.border.width.thick} 0 0 0 ${vars.color.border.selected}`,
      },
      '&:focus-visible': focusRingInset,
    },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover:not([aria-selected="true"])': { background: vars.color.background.action.ghostHover } },
      },
    },
  }),
);

export const emptyRow = style(composed({ display: 'block' }));

export const cell = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    // Over the row's bottom rule too, as react-aria laid its cells out: the text centred on the whole row's height.
    alignSelf: 'start',
    height: `calc(100% + ${vars.border.width.thin})`,
    paddingInline: vars.space.sm,
    overflow: 'hidden',
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const numeric = style(
  composed({
    justifyContent: 'flex-end',
    gap: vars.space.xs,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    textAlign: 'end',
  }),
);

/** The unit after the number, in a slot as wide as « ml » so the numbers of every unit line up on the right. */
export const unit = style(composed({ minInlineSize: '2.5ch', textAlign: 'start', textDecoration: 'none' }));

/** Cut after two lines (the label, the reason, the derivation). */
const twoLines = {
  display: '-webkit-box',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
} as const;

/** A label (or a missing quantity's reason) on up to two lines; the rest is in the DOM, for assistive technologies. */
export const wrap = style(
  composed({
    ...twoLines,
    whiteSpace: 'normal',
    // A word is cut only when it is longer than the column (a reference without spaces), never to fill a line.
    overflowWrap: 'break-word',
  }),
);

export const text = style(composed({ ...textStyles.truncated }));

export const clamp = style(
  composed({
    ...twoLines,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const muted = style(composed({ color: vars.color.text.muted }));

export const swatch = style(
  composed({
    flexShrink: 0,
    width: vars.size.icon.sm,
    height: vars.size.icon.sm,
    borderRadius: vars.border.radius.round,
  }),
);

export const empty = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    justifyItems: 'center',
    padding: vars.space.xl,
    textAlign: 'center',
  }),
);

export const emptyTitle = style(composed({ margin: 0, fontWeight: vars.font.weight.semibold }));
export const emptyHint = style(composed({ margin: 0, color: vars.color.text.muted, maxWidth: vars.size.dialog }));

// --- Localisation (issue 24): the label on one line, where the measurement is on the second ------------------------
export const labelWithLocalisation = style(composed({ display: 'grid', minWidth: 0 }));

export const oneLine = style(composed({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }));

export const localisation = style(composed({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

// --- Issue 24: a unit error on a row, in the error tone -------------------------------------------------------------
export const quantityWithError = style(
  composed({ display: 'grid', justifyItems: 'end', lineHeight: vars.font.lineHeight.snug }),
);

export const unitError = style(
  composed({ color: vars.color.text.danger, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.xs }),
);
