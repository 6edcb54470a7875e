import { globalStyle, style } from '@vanilla-extract/css';
import { composed, focusRingInset, media, textStyles, vars } from '../../theme';
import { proseColumn } from '../../patterns/PageSection/columns';
import * as frame from '../../patterns/PageSection/PageSection.css';

/** The page: the public pages' content column and section rhythm, laid out as header, contents and body. */
export const page = style([
  frame.container,
  frame.section,
  composed({
    display: 'grid',
    gap: vars.space.xxl,
    gridTemplateAreas: '"header" "toc" "body"',
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${vars.size.prose})`,
        gridTemplateAreas: '"toc header" "toc body"',
        columnGap: vars.space.xxxl,
        rowGap: vars.space.xxxl,
        justifyContent: 'center',
      },
    },
  }),
]);

export const header = style(
  composed({
    gridArea: 'header',
    ...proseColumn,
  }),
);

export const toc = style(
  composed({
    gridArea: 'toc',
    alignSelf: 'start',
    padding: vars.space.lg,
    borderRadius: vars.border.radius.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
    '@media': {
      [media.desktop]: {
        position: 'sticky',
        // Below the fixed header, with the same breathing room as the page.
        top: `calc(${vars.size.header} + ${vars.space.xl})`,
        padding: 0,
        border: 'none',
        background: 'none',
      },
    },
  }),
);

/** Space under the contents' eyebrow (the pattern's). */
export const tocTitle = style(composed({ marginBlockEnd: vars.space.sm }));

export const tocList = style(
  composed({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.xxs,
  }),
);

// A plain anchor, not the react-aria Link: a native in-page jump also moves the keyboard's starting point to the
// section, so the next Tab continues from there (a client-side navigation would leave it in the table of contents).
export const tocLink = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.control.sm,
    paddingInline: vars.space.sm,
    marginInline: `calc(-1 * ${vars.space.sm})`,
    borderRadius: vars.border.radius.sm,
    ...textStyles.small,
    color: vars.color.text.link,
    textDecorationLine: 'none',
    outline: 'none',
    selectors: {
      '&:hover': {
        color: vars.color.text.linkHover,
        textDecorationLine: 'underline',
        textUnderlineOffset: vars.space.xxs,
      },
      '&:focus-visible': focusRingInset,
    },
  }),
);

export const updated = style(composed({ margin: 0 }));

export const body = style(
  composed({
    gridArea: 'body',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxl,
    maxWidth: vars.size.prose,
    minWidth: 0,
  }),
);

export const section = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    // Below the fixed header (the page's scroll padding keeps its height clear), with some air.
    scrollMarginTop: vars.space.lg,
  }),
);

export const list = style(
  composed({
    margin: 0,
    paddingInlineStart: vars.space.xl,
    display: 'grid',
    gap: vars.space.xs,
    color: vars.color.text.default,
    ...textStyles.body,
  }),
);

globalStyle(`${list} > li::marker`, composed({ color: vars.color.text.muted }));

export const footer = style(
  composed({
    paddingBlockStart: vars.space.xl,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const backLink = style(composed({ gap: vars.space.xs }));
