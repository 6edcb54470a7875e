import { vars } from './contract.css';
import { focusRingInset } from './focus';

/*
 * Layout shapes that stylesheets repeat, written once and spread into a rule: `{ ...splitRow, gap: vars.space.sm }`.
 * The order of the properties is the order they are written in the CSS.
 */

/** Parts one under the other, in a grid that may shrink below its content's width: a panel, a section, a form. */
export const stack = (gap: string) => ({ display: 'grid', gap, minWidth: 0 }) as const;

/** One line with its parts pushed to the two ends and centred across: a header's title and its actions. */
export const splitRow = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' } as const;

/**
 * The same two ends on a line that wraps on a narrow screen, its parts `gap` apart: a page's or a section's header.
 * `alignItems` lines them up across (the centre, the title's baseline, the bottom edge).
 */
export const wrappingSplitRow = (alignItems: string, gap: string) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems, justifyContent: 'space-between', gap }) as const;

/** A dialog's or a form's buttons: at the end of the line, wrapping on a narrow screen. */
export const actionsRow = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
} as const;

/** As many columns as fit, each at least `minWidth` (all of the width when it has less): parts side by side that wrap. */
export const fitColumns = (gap: string, minWidth: string) =>
  ({ display: 'grid', gap, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr))` }) as const;

/** A list without bullets or indent, its items one under the other, `gap` apart. */
export const plainList = (gap: string) => ({ display: 'grid', gap, margin: 0, padding: 0, listStyle: 'none' }) as const;

/** Fields and their buttons side by side, wrapping, lined up on their bottom edge (their labels differ in height). */
export const fieldRow = { display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' } as const;

/**
 * A list that scrolls within `maxHeight` (a virtualized grid's viewport): bordered, on the surface, its focus ring
 * drawn inside its edge. Positioned, so that it is the containing block of what its rows place absolutely (react-aria's
 * visually hidden checkboxes): an absolute box whose containing block is outside a scroller is not clipped by it, and
 * the rows scrolled out of the list stretched the whole page's scroll (the « CAO » tab of a plan with 48 blocks: a
 * page 3,036 px tall in a 900 px window, blank under the workspace).
 */
export const scrollingListBox = (maxHeight: string) =>
  ({
    position: 'relative',
    maxHeight,
    overflowY: 'auto',
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRingInset },
  }) as const;

/** A colour's swatch drawn as on the plan: a box of the plan's paper (white in both themes), bordered, the ink inside. */
export const paperSwatch = {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.icon.lg,
  height: vars.size.icon.md,
  borderRadius: vars.border.radius.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  background: vars.color.overlay.paper,
} as const;
