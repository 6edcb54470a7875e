import { media, vars } from '../../theme';

/*
 * The public pages' columns, as rules, not classes, in a plain module: each stylesheet spreads one into its own rule
 * without pulling in the others' styles.
 */

/**
 * The content column: the site's width, centred, with the page's side padding. The public pages' sections
 * (PageSection.css.ts) and the site header's and footer's bars are laid out in it, so their edges line up.
 */
export const contentColumn = {
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { paddingInline: vars.space.xl } },
} as const;

/** A column of prose: its blocks one under the other, no wider than a comfortable line (about, contact, legal). */
export const proseColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.prose,
} as const;
