import { style } from '@vanilla-extract/css';
import { composed, splitRow, textStyles, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    ...textStyles.small,
    selectors: {
      '&[data-uncalibrated]': {
        borderColor: vars.color.border.warning,
        borderInlineStartWidth: vars.border.width.thick,
        background: vars.color.background.feedback.warning,
      },
      // One line beside the zoom controls: a chip rather than a card.
      '&[data-compact]': { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm },
    },
  }),
);

export const line = style(
  composed({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 }),
);

export const state = style(composed({ fontWeight: vars.font.weight.semibold }));

export const warningIcon = style(composed({ color: vars.color.text.warning }));

export const hint = style(composed({ margin: 0 }));

export const regions = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    paddingBlockStart: vars.space.sm,
  }),
);

export const regionsTitle = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
  }),
);

export const region = style(composed({ ...splitRow, gap: vars.space.sm }));
