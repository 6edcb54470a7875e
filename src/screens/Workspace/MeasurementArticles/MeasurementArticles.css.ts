import { globalStyle, style } from '@vanilla-extract/css';
import { composed, plainList, stack, vars } from '../../../theme';

export const section = style(composed(stack(vars.space.md)));

export const links = style(composed(plainList(vars.space.md)));

export const link = style(
  composed({
    display: 'grid',
    gap: vars.space.sm,
    paddingBlockEnd: vars.space.md,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const linkHeader = style(
  composed({ display: 'flex', gap: vars.space.sm, alignItems: 'start', justifyContent: 'space-between' }),
);

export const article = style(
  composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, fontWeight: vars.font.weight.semibold }),
);

export const number = style(composed({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.muted }));

export const unit = style(composed({ color: vars.color.text.muted, fontWeight: vars.font.weight.regular }));

export const problem = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.danger }));

export const search = style(composed({ display: 'grid', gap: vars.space.sm }));

export const results = style(composed(plainList(vars.space.xxs)));

/**
 * A result: its number and its unit on a first line, its designation under them, wrapping within the panel (a button
 * keeps its label on one line, which pushed the panel's text past its right edge at the panel's default width).
 */
export const result = style(
  composed({
    display: 'flex',
    inlineSize: '100%',
    whiteSpace: 'normal',
    textAlign: 'start',
    paddingBlock: vars.space.xs,
  }),
);

// The button's label stack and its label layer (Button.tsx's ButtonLabel) take the whole width; the layer is the
// result's grid.
globalStyle(`${result} > span`, composed({ flex: '1 1 auto', minWidth: 0, justifyItems: 'stretch' }));
globalStyle(
  `${result} > span > span`,
  composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"number unit" "designation designation"',
    columnGap: vars.space.sm,
    alignItems: 'baseline',
  }),
);

export const resultNumber = style(composed({ gridArea: 'number', whiteSpace: 'nowrap' }));

export const resultUnit = style(composed({ gridArea: 'unit', whiteSpace: 'nowrap' }));

export const resultDesignation = style(
  composed({ gridArea: 'designation', textAlign: 'start', overflowWrap: 'anywhere' }),
);

// --- Issue 24: the sheet's unit errors, marked as errors (the quantities page's tone) ----------------------------------
export const unitErrors = style(
  composed({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.sm,
    marginBlockEnd: vars.space.sm,
    // Above the sheet's table in a column: many errors scroll here rather than take the table's height.
    flexShrink: 0,
    maxBlockSize: '40%',
    overflowY: 'auto',
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.danger}`,
    backgroundColor: vars.color.background.feedback.danger,
  }),
);

export const unitErrorsTitle = style(
  composed({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text.danger }),
);

export const unitErrorList = style(composed(plainList(vars.space.sm)));

export const unitErrorItem = style(composed({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' }));

// --- Issue 26: linking in bulk ---------------------------------------------------------------------------------------
/** What the last bulk action did: a live region kept in the page (empty, it takes no room) so that it is announced. */
export const done = style(composed({ margin: 0, fontSize: vars.font.size.sm }));

/** The kinds a bulk formula cannot apply to: the unit errors' tone, all of it shown (a few lines at most). */
export const notApplicable = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.danger}`,
    backgroundColor: vars.color.background.feedback.danger,
  }),
);
