/**
 * The application's document pages (the dashboard, the workspace's project list, quantities, libraries, history):
 * a page centred at the content width with the page's margins, its parts one under the other, and a header with the
 * title on one side and the actions on the other. Screens compose them with their own spacing.
 */
import { style } from '@vanilla-extract/css';
import { composed, media, stack, vars } from '../../theme';

/** The page: centred at the content width, with the page's margins, laid out as a grid (the screen sets the gap). */
export const documentPage = style(
  composed({
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xl,
    display: 'grid',
    '@media': {
      [media.tablet]: {
        paddingInline: vars.space.xxl,
        paddingBlock: vars.space.xxl,
      },
    },
  }),
);

/** A page's parts one under the other. */
export const pageStack = style(composed(stack(vars.space.xl)));

/** The title (and its lead) on one side, the page's actions on the other, wrapping on a narrow screen. */
export const pageHeader = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    justifyContent: 'space-between',
    alignItems: 'end',
  }),
);
