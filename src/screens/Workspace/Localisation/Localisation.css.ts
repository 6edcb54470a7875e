import { style } from '@vanilla-extract/css';
import { actionsRow, composed, vars } from '../../../theme';

export const fieldset = style(
  composed({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  }),
);

export const legend = style(
  composed({
    padding: 0,
    marginBlockEnd: vars.space.sm,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const note = style(composed({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const form = style(composed({ display: 'grid', gap: vars.space.md }));

export const actions = style(composed(actionsRow));

export const status = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.default }));

export const control = style(composed({ maxWidth: vars.size.panel, overflow: 'hidden', textOverflow: 'ellipsis' }));
