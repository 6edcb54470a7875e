import { style } from '@vanilla-extract/css';
import { composed, plainList, stack, textStyles, vars, wrappingSplitRow } from '../../../theme';

/** The project list's « Partagés avec moi » group. */
export const group = style(composed({ ...stack(vars.space.sm) }));

export const groupHeader = style(composed({ ...wrappingSplitRow('center', vars.space.sm) }));

export const groupTitle = style(composed({ margin: 0, ...textStyles.titleMd }));

export const sharedList = style(composed(plainList(vars.space.xs)));

export const sharedItem = style(
  composed({
    ...wrappingSplitRow('center', vars.space.sm),
    paddingBlock: vars.space.xs,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const sharedLink = style(composed({ ...textStyles.small, fontWeight: vars.font.weight.semibold }));

export const muted = style(composed({ margin: 0, ...textStyles.small, color: vars.color.text.muted }));
