import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

export const overview = style(
  composed({
    boxSizing: 'border-box',
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.md,
    padding: vars.space.xl,
    maxWidth: vars.size.prose,
  }),
);

export const title = style(composed({ outline: 'none', overflowWrap: 'anywhere' }));

export const figure = style(
  composed({
    margin: 0,
    padding: vars.space.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
  }),
);

export const thumbnail = style(composed({ display: 'block', maxWidth: '100%', height: 'auto', marginInline: 'auto' }));
