import { style } from '@vanilla-extract/css';
import { breakpoints, layered, vars } from '../../theme';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const page = style(
  layered({
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xxxl,
    '@media': { [tablet]: { paddingInline: vars.space.xl, paddingBlock: vars.space.section } },
  }),
);

export const intro = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: vars.size.prose,
    marginBlockEnd: vars.space.xxl,
    '@media': { [tablet]: { marginBlockEnd: vars.space.xxxl } },
  }),
);

export const layout = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'start',
    '@media': {
      [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xxl },
    },
  }),
);

export const form = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

export const formTitle = style(layered({ marginBlockEnd: vars.space.xs }));

export const nameRow = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlockStart: vars.space.xs,
  }),
);

export const aside = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

export const cards = style(
  layered({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.md,
    '@media': {
      [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  }),
);

export const contactCard = style(layered({ display: 'grid', gap: vars.space.xs, height: '100%' }));

export const cardLabel = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.muted,
    textTransform: 'uppercase',
  }),
);

export const cardValue = style(
  layered({
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const address = style(
  layered({
    fontStyle: 'normal',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.default,
  }),
);
