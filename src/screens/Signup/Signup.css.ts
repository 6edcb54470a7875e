import { style } from '@vanilla-extract/css';
import { composed, fitColumns, stack, textStyles, vars } from '../../theme';

export const form = style(composed(stack(vars.space.lg)));

/** First and last names side by side when the dialog is wide enough for two columns of a third of it; else stacked. */
export const nameRow = style(composed(fitColumns(vars.space.lg, `calc(${vars.size.dialog} / 3)`)));

export const actions = style(composed({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.xs }));

export const note = style(composed({ margin: 0, ...textStyles.caption, textAlign: 'center' }));

/** « Étape 1 sur 3 » and three segments: where the user is in the sign-up. */
export const stepper = style(composed({ display: 'grid', gap: vars.space.xs }));

export const stepperTrack = style(
  composed({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs }),
);

export const stepperSegment = style(
  composed({
    height: vars.space.xs,
    borderRadius: vars.border.radius.round,
    background: vars.color.control.track,
    selectors: { '&[data-done]': { background: vars.color.control.fill } },
  }),
);

export const alertActions = style(composed({ marginBlockStart: vars.space.sm }));

/** The existing account's offer: « Me connecter à ce compte » and « Modifier mon email », wrapping on a phone. */
export const offerActions = style(
  composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm }),
);

export const success = style(
  composed({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.lg,
    paddingBlock: vars.space.md,
    textAlign: 'center',
    outline: 'none',
  }),
);

export const successProgress = style(composed({ width: '100%', textAlign: 'start' }));

/** « Déjà un compte sur cet appareil ? Se connecter » and its converse: a line of text and its button, centred. */
export const switchRow = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: vars.space.xs,
    margin: 0,
    ...textStyles.caption,
  }),
);
