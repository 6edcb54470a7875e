import { style } from '@vanilla-extract/css';
import { actionsRow, composed, textStyles, vars } from '../../theme';

export const body = style(composed({ display: 'grid', gap: vars.space.md }));

export const message = style(composed({ ...textStyles.body, margin: 0, color: vars.color.text.default }));

export const list = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    paddingInlineStart: vars.space.lg,
    maxHeight: vars.size.sidebar,
    overflowY: 'auto',
    color: vars.color.text.danger,
  }),
);

export const actions = style(composed({ ...actionsRow, paddingTop: vars.space.sm }));
