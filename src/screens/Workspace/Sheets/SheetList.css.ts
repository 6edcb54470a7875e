import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  composed,
  focusRingInset,
  pressableWhileScrolling,
  stack,
  textStyles,
  transition,
  vars,
  wrappingSplitRow,
} from '../../../theme';

export const panel = style(composed(stack(vars.space.lg)));

export const header = style(composed(wrappingSplitRow('baseline', vars.space.sm)));

export const heading = style(composed({ margin: 0, ...textStyles.titleLg }));

export const count = style(composed({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

/**
 * The list's box. Its rows are placed by the virtualizer (SheetList's LAYOUT_OPTIONS holds the gaps between them,
 * space.xs in full, space.sm in the strip), so the box itself lays nothing out. Its width is its container's and
 * never its content's (inline-size containment): the virtualizer sizes the rows, or the empty state, to the width it
 * measures on this box, and a box sized by that content could keep a stale, wider width (the project page's pictures
 * showed the list running under the details panel in some runs under load, and not in others).
 */
export const list = style([
  pressableWhileScrolling,
  composed({
    contain: 'inline-size',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRingInset },
  }),
]);

export const row = recipe({
  base: composed({
    display: 'grid',
    alignItems: 'start',
    padding: vars.space.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    cursor: 'pointer',
    outline: 'none',
    ...transition('background-color, border-color'),
    selectors: {
      '&[data-hovered]': { background: vars.color.background.subtle },
      '&[data-focus-visible]': focusRingInset,
    },
  }),
  variants: {
    variant: {
      full: composed({
        gridTemplateColumns: `${vars.size.sheetThumbnail} minmax(0, 1fr) auto`,
        gridTemplateAreas: '"thumb name actions" "thumb meta meta"',
        columnGap: vars.space.md,
        rowGap: vars.space.xs,
      }),
      compact: composed({
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"thumb" "name" "meta"',
        justifyItems: 'center',
        rowGap: vars.space.xxs,
        textAlign: 'center',
      }),
    },
    isCurrent: {
      true: composed({
        background: vars.color.background.selected,
        borderColor: vars.color.border.selected,
        boxShadow: `inset 0 0 0 ${vars.border.width.thin} ${vars.color.border.selected}`,
        selectors: { '&[data-hovered]': { background: vars.color.background.selected } },
      }),
      false: {},
    },
  },
});

export const thumbnail = style(
  composed({
    gridArea: 'thumb',
    display: 'grid',
    placeItems: 'center',
    width: vars.size.sheetThumbnail,
    height: vars.size.sheetThumbnail,
    borderRadius: vars.border.radius.sm,
    background: vars.color.background.sunken,
    overflow: 'hidden',
  }),
);

export const thumbnailImage = style(
  composed({
    display: 'block',
    maxWidth: '100%',
    maxHeight: '100%',
    objectFit: 'contain',
    // Plans are drawn on white paper, in the dark theme too.
    background: vars.color.background.page,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    boxSizing: 'border-box',
  }),
);

export const thumbnailPlaceholder = style(composed({ color: vars.color.text.muted }));

export const name = style(
  composed({
    gridArea: 'name',
    margin: 0,
    alignSelf: 'center',
    fontWeight: vars.font.weight.semibold,
    ...textStyles.small,
    overflowWrap: 'anywhere',
  }),
);

export const meta = style(
  composed({
    gridArea: 'meta',
    display: 'grid',
    gap: vars.space.xs,
    justifyItems: 'start',
    minWidth: 0,
  }),
);

export const source = style(
  composed({ margin: 0, color: vars.color.text.muted, ...textStyles.small, overflowWrap: 'anywhere' }),
);

export const badges = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const badge = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
    color: vars.color.text.default,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
  }),
);

export const badgeWarning = style(
  composed({
    background: vars.color.background.feedback.warning,
    borderColor: vars.color.border.warning,
    color: vars.color.text.warning,
  }),
);

export const badgeCurrent = style(
  composed({
    background: vars.color.background.feedback.info,
    borderColor: vars.color.border.info,
    color: vars.color.text.default,
  }),
);

export const actions = style(composed({ gridArea: 'actions', display: 'flex', gap: vars.space.xxs }));

export const renameForm = style(
  composed({
    gridColumn: '2 / -1',
    gridRow: '1',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'start',
    gap: vars.space.xs,
  }),
);

export const renameField = style(composed(stack(vars.space.xxs)));

export const renameError = style(composed({ color: vars.color.text.danger, ...textStyles.small }));

export const empty = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.lg,
    border: `${vars.border.width.thin} dashed ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);

/** The empty list's drawing, centred above its words (a grid, so its box sits on no line of text). */
export const emptyAnimation = style(
  composed({ display: 'grid', justifySelf: 'center', marginBlockEnd: vars.space.xs }),
);

export const emptyTitle = style(
  composed({ margin: 0, color: vars.color.text.default, fontWeight: vars.font.weight.medium }),
);

export const emptyHint = style(composed({ margin: 0 }));
