import { globalStyle, style } from '@vanilla-extract/css';
import { composed, media, transition, vars } from '../../theme';
import { contentColumn } from '../PageSection/columns';

export const spacer = style(composed({ height: vars.size.header }));

export const header = style(
  composed({
    position: 'fixed',
    insetBlockStart: 0,
    insetInline: 0,
    zIndex: vars.zIndex.header,
    color: vars.color.text.default,
    // Transparent at the top: the page background shows through, so the text keeps the page's contrast.
    background: 'transparent',
    borderBlockEnd: `${vars.border.width.thin} solid transparent`,
    ...transition('background-color, border-color, box-shadow', vars.motion.duration.normal),
    selectors: {
      '&[data-opaque], &[data-menu-open]': {
        background: vars.color.background.header,
        borderBlockEndColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
      },
    },
  }),
);

// The bar is fixed over the top of the window: the browser scrolls a control that takes the focus, or a section
// reached by its anchor, below it rather than under it (WCAG 2.2 SC 2.4.11, focus not obscured).
globalStyle(`html:has(${header})`, composed({ scrollPaddingBlockStart: vars.size.header }));

export const bar = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xl,
    height: vars.size.header,
    ...contentColumn,
  }),
);

export const homeLink = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control.md,
    marginInlineEnd: 'auto',
    textDecoration: 'none',
  }),
);

export const logo = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
  }),
);

export const logoMark = style(
  composed({
    width: vars.size.icon.lg,
    height: vars.size.icon.lg,
    color: vars.color.background.action.primary,
  }),
);

// The full bar (four section links, 'Connexion' and the call to action) needs about 900 px: below the desktop
// breakpoint the links fold into the menu (README, Decisions).
export const desktopNav = style(composed({ display: 'none', '@media': { [media.desktop]: { display: 'block' } } }));

export const navList = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xl,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
);

export const navLink = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.control.md,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.link, textDecorationLine: 'underline' },
    },
  }),
);

export const desktopActions = style(
  composed({
    display: 'none',
    alignItems: 'center',
    gap: vars.space.xl,
    '@media': { [media.desktop]: { display: 'flex' } },
  }),
);

export const menuToggle = style(composed({ '@media': { [media.desktop]: { display: 'none' } } }));

export const mobileMenu = style(
  composed({
    display: 'block',
    maxHeight: `calc(100vh - ${vars.size.header})`,
    overflowY: 'auto',
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.lg,
    background: vars.color.background.header,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    selectors: { '&[hidden]': { display: 'none' } },
    '@media': {
      [media.desktop]: { display: 'none' },
      [media.belowDesktop]: { boxShadow: vars.shadow.md },
    },
  }),
);

export const mobileList = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
);

globalStyle(
  `${mobileList} > li + li`,
  composed({ borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}` }),
);

export const mobileActions = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.md,
    marginBlockStart: vars.space.md,
    paddingBlockStart: vars.space.md,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

globalStyle(`${mobileList} a`, composed({ display: 'flex', minHeight: vars.size.control.lg }));
