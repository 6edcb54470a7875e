import { style } from '@vanilla-extract/css';
import { focusRing, layered, textStyles, vars } from '../../theme';

export const nav = style(layered({ minWidth: 0 }));

export const crumb = style(layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 }));

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontFamily: vars.font.family.body,
    ...textStyles.small,
  }),
);

export const link = style(
  layered({
    // A long project name keeps to one line and ends in an ellipsis; the full name is in the page's heading.
    ...textStyles.truncated,
    maxWidth: `calc(${vars.size.dialog} / 1.5)`,
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space.xxs,
    borderRadius: vars.border.radius.sm,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.linkHover },
      '&[data-focus-visible]': focusRing,
      [`${crumb}[data-current] &`]: {
        color: vars.color.text.default,
        fontWeight: vars.font.weight.semibold,
        textDecoration: 'none',
      },
    },
  }),
);

export const separator = style(layered({ color: vars.color.text.muted }));
