import { globalStyle, style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    // A footer (the tools' readout), when given, takes its own height under the plan.
    gridAutoRows: 'auto',
    gap: vars.space.sm,
    width: '100%',
    height: '100%',
    minHeight: vars.size.control.lg,
    boxSizing: 'border-box',
  }),
);

export const toolbar = style(composed({ justifySelf: 'start' }));

/**
 * The zoom controls and what the page puts after them, on one row: wrapping it took a row of the plan's height at
 * 1280 px once the label toggles, the localisation and the repérage joined it (issue 24). When the row has no room
 * for its secondary controls, they go into the menu « Plus » (PlanViewer measures); scrolling sideways stays only as
 * the last resort of a phone's width.
 */
export const controls = style(
  composed({
    display: 'flex',
    flexWrap: 'nowrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minWidth: vars.space.none,
    maxWidth: '100%',
    overflowX: 'auto',
    boxSizing: 'border-box',
  }),
);
globalStyle(`${controls} > *:first-child`, { flexShrink: 0 });

/** The row's end: the page's secondary controls, then its status (the scale). */
export const end = style(
  composed({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 1, minWidth: vars.space.none }),
);
globalStyle(`${end} > *`, { flexShrink: 0 });
// The status (the scale's long « Étalonné : 1 m = … (≈ 1:96) ») may wrap rather than be scrolled out of sight when
// even the compact row is too narrow (1024 px with the panel open): a little height rather than a hidden button.
globalStyle(`${end} > *:last-child`, { flexShrink: 1, minWidth: vars.space.none });

export const secondary = style(composed({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const more = style(composed({ gap: vars.space.xs }));

export const zoomLevel = style(
  composed({
    // Wide enough for « 6 400 % »: the toolbar does not move as the level changes.
    minWidth: `calc(${vars.size.control.lg} * 2)`,
    justifyContent: 'space-between',
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const zoomValue = style(composed({ flex: 1, textAlign: 'end' }));

export const frame = style(
  composed({
    position: 'relative',
    minWidth: vars.space.none,
    minHeight: vars.space.none,
    overflow: 'hidden',
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.sunken,
  }),
);

/** The plan's surface: it takes every pointer and key, so the page neither scrolls nor zooms under it. */
export const stage = style(
  composed({
    position: 'absolute',
    inset: vars.space.none,
    overflow: 'hidden',
    touchAction: 'none',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    outline: 'none',
    cursor: 'crosshair',
    selectors: {
      '&[data-pan-ready]': { cursor: 'grab' },
      '&[data-panning]': { cursor: 'grabbing' },
      // Drawn inside: the frame clips what would stick out.
      '&:focus-visible': {
        outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
        outlineOffset: `calc(${vars.focus.width} * -1)`,
      },
    },
  }),
);

export const canvas = style(
  composed({
    position: 'absolute',
    inset: vars.space.none,
    display: 'block',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
  }),
);

/** Loading and error messages, centred over the plan. */
export const notice = style(
  composed({
    position: 'absolute',
    inset: vars.space.none,
    display: 'grid',
    placeItems: 'center',
    padding: vars.space.lg,
    pointerEvents: 'none',
  }),
);

export const noticeBox = style(
  composed({
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'start',
    width: '100%',
    maxWidth: vars.size.dialog,
    padding: vars.space.lg,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    boxShadow: vars.shadow.md,
    pointerEvents: 'auto',
  }),
);
