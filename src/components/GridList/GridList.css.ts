import { style } from '@vanilla-extract/css';
import { focusRing, layered, transition, vars } from '../../theme';

export const list = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const item = style(
  layered({
    position: 'relative',
    padding: vars.space.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    outline: 'none',
    cursor: 'default',
    ...transition('border-color, background-color'),
    selectors: {
      '&[data-href], &[data-action]': { cursor: 'pointer' },
      '&[data-hovered]': { borderColor: vars.color.border.strong, background: vars.color.background.subtle },
      '&[data-pressed]': { background: vars.color.background.sunken },
      '&[data-focus-visible]': focusRing,
    },
  }),
);
