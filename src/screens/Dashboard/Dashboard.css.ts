import { style } from '@vanilla-extract/css';
import { documentPage } from '../../patterns/PageLayout/PageLayout.css';
import { composed, splitRow, vars } from '../../theme';
import { cardGrid } from '../../patterns/PageSection/cardGrid';

export const page = style([documentPage, composed({ gap: vars.space.xxl })]);

export const cardBody = style(composed({ display: 'grid', gap: vars.space.lg }));

export const cardHeader = style(composed({ ...splitRow, flexWrap: 'wrap', gap: vars.space.sm }));

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

export const features = style(
  cardGrid({
    gap: vars.space.lg,
    columns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.dialog} / 3)), 1fr))`,
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

/** The sign-in form in the centred invitation: the full width of the card, its label and messages read from the start. */
export const signIn = style(composed({ justifySelf: 'stretch', textAlign: 'start' }));
