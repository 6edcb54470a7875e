import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

export const form = style(layered({ display: 'grid', gap: vars.space.lg, minWidth: 0 }));

/** First and last names side by side when the dialog is wide enough for two columns of a third of it; else stacked. */
export const nameRow = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.dialog} / 3)), 1fr))`,
  }),
);

export const actions = style(layered({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.xs }));

export const note = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.muted,
    textAlign: 'center',
  }),
);

/** « Étape 1 sur 3 » and three segments: where the user is in the sign-up. */
export const stepper = style(layered({ display: 'grid', gap: vars.space.xs }));

export const stepperLabel = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
    color: vars.color.text.muted,
  }),
);

export const stepperTrack = style(
  layered({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs }),
);

export const stepperSegment = style(
  layered({
    height: vars.space.xs,
    borderRadius: vars.border.radius.round,
    background: vars.color.control.track,
    selectors: { '&[data-done]': { background: vars.color.control.fill } },
  }),
);

export const alertActions = style(layered({ marginBlockStart: vars.space.sm }));

export const success = style(
  layered({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.lg,
    paddingBlock: vars.space.md,
    textAlign: 'center',
    outline: 'none',
  }),
);

export const successIcon = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    borderRadius: vars.border.radius.round,
    background: vars.color.background.feedback.success,
    color: vars.color.text.success,
  }),
);

export const successProgress = style(layered({ width: '100%', textAlign: 'start' }));
