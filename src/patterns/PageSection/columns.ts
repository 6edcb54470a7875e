import { media, vars } from '../../theme';

/**
 * The content column: the site's width, centred, with the page's side padding. The public pages' sections
 * (PageSection.css.ts) and the site header's and footer's bars are laid out in it, so their edges line up. A rule,
 * not a class, in a plain module: each stylesheet spreads it into its own rule without pulling in the others.
 */
export const contentColumn = {
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { paddingInline: vars.space.xl } },
} as const;
