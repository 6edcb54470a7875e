import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const root = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
  }),
);

export const title = style(
  composed({
    alignSelf: 'center',
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
  }),
);

export const field = style(composed({ inlineSize: '11rem' }));

export const bound = style(
  composed({
    margin: 0,
    alignSelf: 'center',
    fontSize: vars.font.size.sm,
    color: vars.color.text.default,
  }),
);
