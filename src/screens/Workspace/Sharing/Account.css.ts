import { style } from '@vanilla-extract/css';
import { composed, plainList, stack, textStyles, vars, wrappingSplitRow } from '../../../theme';

/** « Partagé »: beside a shared project's name, in the list and on its page. */
export const badge = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
    color: vars.color.text.default,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  }),
);

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
