import { style } from '@vanilla-extract/css';
import { documentPage } from '../../patterns/PageLayout/PageLayout.css';
import { breakpoints, composed, vars } from '../../theme';

export const page = style([documentPage, composed({ gap: vars.space.xxl })]);

export const topBar = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlockEnd: vars.space.lg,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const brand = style(
  composed({
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
  }),
);

export const intro = style(composed({ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.prose }));

export const columns = style(
  composed({
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [`screen and (min-width: ${breakpoints.desktop}px)`]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      },
    },
  }),
);

export const cardBody = style(composed({ display: 'grid', gap: vars.space.lg }));

export const cardHeader = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
  }),
);

export const badge = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.round,
    background: vars.color.background.selected,
    color: vars.color.text.onSecondary,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const profileList = style(composed({ display: 'grid', gap: vars.space.md, margin: 0 }));

export const profileRow = style(
  composed({
    display: 'grid',
    gap: vars.space.xxs,
    paddingBlockEnd: vars.space.md,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
  }),
);

export const term = style(
  composed({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.muted }),
);

export const definition = style(
  composed({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.default, overflowWrap: 'anywhere' }),
);

export const notProvided = style(composed({ color: vars.color.text.muted, fontStyle: 'italic' }));

export const features = style(
  composed({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.dialog} / 3)), 1fr))`,
  }),
);

export const feature = style(
  composed({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const featureTitle = style(
  composed({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }),
);

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const invite = style(
  composed({
    maxWidth: vars.size.dialog,
    marginInline: 'auto',
    marginBlock: vars.space.xxxl,
    display: 'grid',
    gap: vars.space.lg,
    textAlign: 'center',
    justifyItems: 'center',
  }),
);
