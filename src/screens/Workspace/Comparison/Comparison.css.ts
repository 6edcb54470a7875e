import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  composed,
  focusRing,
  paperSwatch,
  plainList,
  stack,
  textStyles,
  transition,
  vars,
  wrappingSplitRow,
} from '../../../theme';

/** A side panel's column (320–400 px wide): its parts one under the other. */
export const panel = style(composed({ ...stack(vars.space.md), color: vars.color.text.default }));

export const header = style(composed(stack(vars.space.xxs)));

export const title = style(composed({ margin: 0, ...textStyles.titleLg }));

export const subtitle = style(composed({ margin: 0, ...textStyles.titleMd, fontSize: vars.font.size.sm }));

export const caption = style(
  composed({ margin: 0, ...textStyles.caption, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }),
);

export const text = style(composed({ margin: 0, ...textStyles.small }));

export const strong = style(composed({ fontWeight: vars.font.weight.semibold }));

export const row = style(composed({ ...wrappingSplitRow('center', vars.space.sm) }));

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }));

export const section = style(composed({ ...stack(vars.space.sm), margin: 0, padding: 0, border: 'none', minWidth: 0 }));

// --- The view mode's segmented control ---------------------------------------------------------------------------

/** One row in a 320 px panel: the segments share it, each label on one line; a narrower panel wraps them. */
export const segmented = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xxs,
    padding: vars.space.xxs,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const segment = style(composed({ flex: '1 1 auto', paddingInline: vars.space.sm }));

// --- The slider between the two indices ---------------------------------------------------------------------------

export const slider = style(composed({ ...stack(vars.space.xs) }));

export const sliderHeader = style(
  composed({
    ...wrappingSplitRow('baseline', vars.space.xs),
    ...textStyles.small,
    fontWeight: vars.font.weight.medium,
  }),
);

export const sliderOutput = style(
  composed({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold }),
);

export const sliderEnds = style(composed({ ...wrappingSplitRow('baseline', vars.space.xs), ...textStyles.caption }));

export const sliderTrack = style(
  composed({
    position: 'relative',
    height: vars.size.icon.lg,
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

// --- The legend and the palette switch ---------------------------------------------------------------------------

export const legend = style(composed({ ...plainList(vars.space.xs), ...textStyles.small }));

export const legendItem = style(composed({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

/** A swatch drawn as on the plan: a stroke of ink on the plan's paper (white in both themes). */
export const swatch = style(composed(paperSwatch));

export const swatchInk = style(
  composed({ width: vars.size.icon.sm, height: vars.space.xs, borderRadius: vars.border.radius.sm }),
);

export const switchRoot = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    ...textStyles.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
  }),
);

export const switchTrack = style(
  composed({
    position: 'relative',
    flexShrink: 0,
    width: `calc(${vars.size.icon.md} * 2)`,
    height: vars.size.icon.md,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thin} solid ${vars.color.border.input}`,
    background: vars.color.background.surface,
    boxSizing: 'border-box',
    ...transition('background-color'),
    selectors: {
      [`${switchRoot}[data-selected] &`]: {
        background: vars.color.control.checked,
        borderColor: vars.color.control.checked,
      },
      [`${switchRoot}[data-focus-visible] &`]: focusRing,
    },
  }),
);

export const switchHandle = style(
  composed({
    position: 'absolute',
    top: vars.space.xxs,
    insetInlineStart: vars.space.xxs,
    width: `calc(${vars.size.icon.md} - 2 * ${vars.space.xxs} - 2 * ${vars.border.width.thin})`,
    height: `calc(${vars.size.icon.md} - 2 * ${vars.space.xxs} - 2 * ${vars.border.width.thin})`,
    borderRadius: vars.border.radius.round,
    background: vars.color.border.input,
    ...transition('transform'),
    selectors: {
      [`${switchRoot}[data-selected] &`]: {
        background: vars.color.control.checkmark,
        transform: `translateX(${vars.size.icon.md})`,
      },
    },
  }),
);

// --- Progress ----------------------------------------------------------------------------------------------------

export const progress = style(composed({ display: 'flex', alignItems: 'end', gap: vars.space.sm }));

export const progressBar = style(composed({ flex: '1 1 auto', minWidth: 0 }));

// --- Lists (changes, carried measurements, steps) -----------------------------------------------------------------

export const list = style(composed({ ...plainList(vars.space.xs) }));

export const item = recipe({
  base: composed({
    ...stack(vars.space.xs),
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.surface,
    ...textStyles.small,
  }),
  variants: {
    isCurrent: {
      true: composed({
        background: vars.color.background.selected,
        borderColor: vars.color.border.selected,
        boxShadow: `inset ${vars.border.width.thick} 0 0 0 ${vars.color.border.selected}`,
      }),
      false: {},
    },
  },
});

/** The row's title as a button: it shows the region on the plan. */
export const itemButton = style(
  composed({
    ...wrappingSplitRow('baseline', vars.space.xs),
    padding: 0,
    border: 'none',
    borderRadius: vars.border.radius.sm,
    background: 'transparent',
    color: vars.color.text.default,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecoration: 'underline' } },
  }),
);

export const itemTitle = style(composed({ fontWeight: vars.font.weight.semibold }));

export const statusGroup = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

export const touched = style(composed({ ...plainList(vars.space.xxs), paddingInlineStart: vars.space.md }));

export const touchedItem = style(
  composed({
    selectors: { '&::before': { content: '"–\\00a0"', color: vars.color.text.muted } },
  }),
);

export const empty = style(
  composed({
    ...stack(vars.space.xs),
    padding: vars.space.lg,
    border: `${vars.border.width.thin} dashed ${vars.color.border.strong}`,
    borderRadius: vars.border.radius.md,
    ...textStyles.small,
    color: vars.color.text.muted,
  }),
);

export const emptyTitle = style(
  composed({ margin: 0, color: vars.color.text.default, fontWeight: vars.font.weight.semibold }),
);

export const hint = style(composed({ margin: 0, ...textStyles.caption }));

/** The manual alignment's steps: done (a check and where), current (bold, marked), waiting (muted). */
export const step = recipe({
  base: composed({
    display: 'grid',
    gridTemplateColumns: `${vars.size.icon.md} minmax(0, 1fr)`,
    columnGap: vars.space.sm,
    alignItems: 'baseline',
    ...textStyles.small,
  }),
  variants: {
    state: {
      done: {},
      current: composed({ fontWeight: vars.font.weight.semibold }),
      waiting: composed({ color: vars.color.text.muted }),
    },
  },
});

export const stepMark = style(composed({ display: 'inline-flex', alignSelf: 'center' }));

export const stepDetail = style(
  composed({ gridColumn: '2', ...textStyles.caption, fontVariantNumeric: 'tabular-nums' }),
);

// --- Pairing ----------------------------------------------------------------------------------------------------------

export const pairingList = style(composed({ ...plainList(vars.space.sm) }));

export const pairingRow = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
    gap: vars.space.md,
    alignItems: 'start',
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const pageInfo = style(composed({ ...stack(vars.space.xxs), ...textStyles.small, minWidth: 0 }));

export const pageName = style(composed({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }));

export const pairingChoice = style(composed({ ...stack(vars.space.xs), minWidth: 0 }));

export const warning = style(
  composed({ margin: 0, ...textStyles.small, color: vars.color.text.warning, display: 'flex', gap: vars.space.xs }),
);

export const footer = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'end',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.sm,
  }),
);

// --- Deltas -------------------------------------------------------------------------------------------------------

export const tableBox = style(
  composed({
    overflowX: 'auto',
    maxWidth: '100%',
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    outline: 'none',
    selectors: { '&:focus-visible': focusRing },
  }),
);

export const table = style(
  composed({
    width: '100%',
    borderCollapse: 'collapse',
    ...textStyles.small,
    fontVariantNumeric: 'tabular-nums',
    background: vars.color.background.surface,
  }),
);

export const tableCaption = style(composed({ textAlign: 'start', padding: vars.space.sm, ...textStyles.titleMd }));

export const th = style(
  composed({
    textAlign: 'start',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    background: vars.color.background.subtle,
  }),
);

export const td = style(
  composed({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    verticalAlign: 'baseline',
  }),
);

export const rowHeader = style(composed({ textAlign: 'start', fontWeight: 'inherit' }));

export const numeric = style(composed({ textAlign: 'end', whiteSpace: 'nowrap' }));

export const lotRow = style(
  composed({ background: vars.color.background.subtle, fontWeight: vars.font.weight.semibold, textAlign: 'start' }),
);

export const subtotalRow = style(composed({ fontWeight: vars.font.weight.semibold }));

export const totalRow = style(
  composed({ fontWeight: vars.font.weight.bold, background: vars.color.background.sunken }),
);

/** A delta: its sign is written (+, −) and it is bold when not zero: never told by colour alone. */
export const delta = recipe({
  base: composed({ whiteSpace: 'nowrap' }),
  variants: {
    sign: {
      up: composed({ fontWeight: vars.font.weight.semibold }),
      down: composed({ fontWeight: vars.font.weight.semibold }),
      zero: composed({ color: vars.color.text.muted }),
    },
  },
});
