import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const input = style(composed({ fontFamily: vars.font.family.mono }));

export const mirror = style(
  composed({
    fontFamily: vars.font.family.mono,
    fontSize: vars.font.size.sm,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    color: vars.color.text.muted,
    margin: 0,
  }),
);

export const mark = style(
  composed({
    backgroundColor: vars.color.background.feedback.danger,
    color: vars.color.text.danger,
    textDecoration: 'underline wavy',
    textDecorationColor: vars.color.border.danger,
  }),
);

export const errorRow = style(
  composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }),
);

export const result = style(composed({ fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' }));

export const warning = style(composed({ fontSize: vars.font.size.sm, color: vars.color.text.warning }));

export const wrapper = style(composed({ display: 'grid', gap: vars.space.xs }));
