/**
 * The public pages' section frame, shared by the landing, about, contact and legal pages: the centred content
 * column, the vertical rhythm between sections, and the subtle band that sets a section apart. Screens compose them
 * with their own classes (which come later in the stylesheet, so a screen's adjustment wins).
 */
import { style } from '@vanilla-extract/css';
import { composed, media, vars } from '../../theme';
import { contentColumn } from './columns';

/** The content column: the site's width, centred, with the page's side padding. */
export const container = style(composed({ ...contentColumn }));

/** A section's vertical rhythm. */
export const section = style(
  composed({
    paddingBlock: vars.space.xxxl,
    '@media': { [media.tablet]: { paddingBlock: vars.space.section } },
  }),
);

/** A section set apart on the subtle background, between two hairlines. */
export const band = style(
  composed({
    background: vars.color.background.subtle,
    borderBlock: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);
