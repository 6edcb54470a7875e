import { globalStyle, style } from '@vanilla-extract/css';
import { documentPage } from '../../../patterns/PageLayout/PageLayout.css';
import { composed, vars } from '../../../theme';

/**
 * A page (the project list) flows as a document; the workspace (a project) fills the window, header on top and the
 * regions below it, each scrolling on its own so that the plan stays in view while a list scrolls.
 */
export const root = style(
  composed({
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    minHeight: '100vh',
    background: vars.color.background.page,
    selectors: {
      '&[data-layout="workspace"]': { height: '100dvh', minHeight: 0, overflow: 'hidden' },
    },
  }),
);

export const body = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minHeight: 0,
    selectors: {
      [`${root}[data-layout="workspace"] &:not([data-compact])`]: {
        gridTemplateColumns: `auto minmax(0, 1fr) auto`,
      },
    },
  }),
);

/**
 * Positioned so that each region is the containing block of what its content places absolutely (react-aria's visually
 * hidden inputs and live texts): an absolute box whose containing block lies outside a scroller is neither clipped nor
 * scrolled by it, and the « CAO » tab's rows below the fold stretched the whole page past the window.
 */
const region = {
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.background.subtle,
} as const;

export const sidebar = style(
  composed({
    ...region,
    width: vars.size.sidebar,
    borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

/** The details panel and its splitter, side by side in the third column; the splitter draws the border between. */
export const panelArea = style(composed({ gridColumn: 3, display: 'flex', minHeight: 0, minWidth: 0 }));

export const splitter = style(composed({ flex: 'none', background: vars.color.background.subtle }));

export const panel = style(
  composed({
    ...region,
    // Its width is the person's (the splitter's, inline); the token's is the default.
    width: vars.size.panel,
    paddingInlineStart: vars.space.md,
    overflowX: 'hidden',
  }),
);

/**
 * A collapsed region: a rail as narrow as the button that shows it again, with the region's border, so that the
 * plan takes the width and the way back stays where the region was.
 */
export const rail = style(
  composed({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.xxs,
    minHeight: 0,
    background: vars.color.background.subtle,
    selectors: {
      '&[data-edge="start"]': { borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.default}` },
      '&[data-edge="end"]': {
        gridColumn: 3,
        borderInlineStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
      },
    },
  }),
);

/** The « Masquer » button at the top of a shown region, on the side of the plan. */
export const regionBar = style(
  composed({
    display: 'flex',
    marginBlockStart: `calc(-1 * ${vars.space.sm})`,
    marginBlockEnd: vars.space.xs,
    selectors: {
      '&[data-edge="start"]': { justifyContent: 'flex-end', marginInlineEnd: `calc(-1 * ${vars.space.sm})` },
      '&[data-edge="end"]': { justifyContent: 'flex-start', marginInlineStart: `calc(-1 * ${vars.space.xs})` },
    },
  }),
);

export const main = style(
  composed({
    boxSizing: 'border-box',
    minWidth: 0,
    minHeight: 0,
    outline: 'none',
    selectors: {
      [`${root}[data-layout="workspace"] &`]: {
        gridColumn: 2,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      },
      [`${root}[data-layout="workspace"] [data-compact] &`]: { gridColumn: 1 },
    },
  }),
);

export const drawerBar = style(
  composed({
    flex: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
  }),
);

/** A drawer as wide as the region it stands for, never wider than the screen. */
export const drawer = style(composed({ width: `min(${vars.size.panel}, 100vw)` }));

/**
 * The details' drawer holds the sheet panel, whose measurements table is virtualised: its dialog takes the drawer's
 * height and gives its body the rest under the title, so that the table's box is bounded (unbounded, it grew to the
 * height of all its rows and drew them all) and no wider than the drawer (the page scrolled sideways on a phone).
 */
export const panelDrawer = style([drawer]);
globalStyle(
  `${panelDrawer} [role="dialog"]`,
  composed({
    height: '100%',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    gridTemplateColumns: 'minmax(0, 1fr)',
    paddingInline: vars.space.lg,
  }),
);
globalStyle(
  `${panelDrawer} [role="dialog"] > :last-child`,
  composed({ display: 'flex', flexDirection: 'column', minHeight: 0 }),
);
globalStyle(`${panelDrawer} [role="dialog"] > :last-child > aside`, composed({ flex: '1 1 auto', minHeight: 0 }));

/** The sheet page's tools: above the plan, never scrolled away with it. */
export const toolbar = style(
  composed({
    flex: 'none',
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.page,
  }),
);

/**
 * What the page shows: in the workspace it takes the rest of the height and scrolls on its own (a canvas inside it
 * sizes itself to it: position relative for an absolutely placed one).
 */
export const content = style(
  composed({
    position: 'relative',
    minWidth: 0,
    selectors: {
      [`${root}[data-layout="workspace"] &`]: { flex: '1 1 auto', minHeight: 0, overflow: 'auto' },
    },
  }),
);

/**
 * A document page of the workspace (the project list, quantities, libraries, history): centred at the content width,
 * with the page's margins, its sections one under the other.
 */
export const page = style([
  documentPage,
  composed({
    alignContent: 'start',
    gap: vars.space.xl,
    // A wide table (the library's articles) reads better across the window than in a centred column.
    selectors: { '&[data-full-width]': { maxWidth: 'none' } },
  }),
]);
