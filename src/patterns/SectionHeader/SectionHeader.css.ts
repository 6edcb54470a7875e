/**
 * The public pages' section header and its eyebrow: the small uppercase line above a title (the landing's sections,
 * the about page's mission, the register page) or naming a group (the legal contents, the contact cards, the sign-up
 * steps). One recipe, so the pages cannot drift apart.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { composed, media, textStyles, vars } from '../../theme';

/** The centred column above a section's content: eyebrow, then title. */
export const sectionHeader = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
    marginInline: 'auto',
    marginBlockEnd: vars.space.xxl,
    textAlign: 'center',
    '@media': { [media.tablet]: { marginBlockEnd: vars.space.xxxl } },
  }),
);

export const eyebrow = style(
  composed({
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
  }),
);

/** `sm` above a title; `xs` inside a card or a dialog, on the line height of its surroundings. */
export const eyebrowSize = styleVariants({
  sm: composed({ ...textStyles.small }),
  xs: composed({ fontSize: vars.font.size.xs }),
});

/** `accent` introduces (the link colour); `muted` names a group quietly. */
export const eyebrowTone = styleVariants({
  accent: composed({ color: vars.color.text.link }),
  muted: composed({ color: vars.color.text.muted }),
});
