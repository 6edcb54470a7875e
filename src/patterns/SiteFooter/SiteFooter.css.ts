import { style } from '@vanilla-extract/css';
import { composed, focusRing, media, vars } from '../../theme';
import { contentColumn } from '../PageSection/columns';

export const footer = style(
  composed({
    background: vars.color.background.subtle,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    color: vars.color.text.default,
  }),
);

export const inner = style(
  composed({
    ...contentColumn,
    display: 'grid',
    gap: vars.space.xxl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    paddingBlock: vars.space.xxxl,
    '@media': {
      [media.tablet]: { paddingInline: vars.space.xl, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: { paddingInline: vars.space.xl, gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' },
    },
  }),
);

export const brand = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxWidth: vars.size.dialog,
    '@media': { [media.tablet]: { gridColumn: '1 / -1' }, [media.desktop]: { gridColumn: 'auto' } },
  }),
);

export const group = style(composed({ display: 'flex', flexDirection: 'column', gap: vars.space.sm }));

export const groupTitle = style(
  composed({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);

export const list = style(
  composed({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' }),
);

const linkLook = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  textDecoration: 'none',
} as const;

export const link = style(
  composed({
    ...linkLook,
    selectors: { '&[data-hovered]': { color: vars.color.text.link, textDecorationLine: 'underline' } },
  }),
);

export const cookiesButton = style(
  composed({
    ...linkLook,
    padding: 0,
    border: 'none',
    background: 'none',
    fontFamily: 'inherit',
    borderRadius: vars.border.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textAlign: 'start',
    selectors: {
      '&[data-hovered]': { color: vars.color.text.link, textDecorationLine: 'underline' },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const bottom = style(
  composed({
    ...contentColumn,
    paddingBlock: vars.space.xl,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);
