import { style } from '@vanilla-extract/css';
import { layered, splitRow, textStyles, transition, vars } from '../../theme';
import { floatingItem, floatingList, floatingSurface } from '../floating.css';

export const root = style(layered({}));

export const trigger = style(
  layered({
    ...splitRow,
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      // react-aria sets data-invalid on the Select, not on its trigger.
      [`${root}[data-invalid] &`]: {
        borderColor: vars.color.border.danger,
        boxShadow: `inset 0 0 0 ${vars.border.width.thin} ${vars.color.border.danger}`,
      },
      '&[data-pressed]:not([data-disabled])': { borderColor: vars.color.border.inputHover },
    },
  }),
);

export const value = style(
  layered({
    flex: 1,
    minWidth: vars.space.none,
    ...textStyles.truncated,
    selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
  }),
);

export const chevron = style(
  layered({
    color: vars.color.text.muted,
    ...transition('transform'),
    selectors: {
      [`${root}[data-open] &`]: { transform: 'rotate(180deg)' },
      [`${root}[data-disabled] &`]: { color: vars.color.text.disabled },
    },
  }),
);

export const popover = style(
  layered({
    ...floatingSurface,
    boxSizing: 'border-box',
    minWidth: 'var(--trigger-width)',
    padding: vars.space.xs,
    overflowY: 'auto',
  }),
);

export const listBox = style(layered(floatingList));

export const item = style(
  layered({
    ...floatingItem({
      '&[data-selected]': {
        background: vars.color.background.selected,
        color: vars.color.text.onSecondary,
        fontWeight: vars.font.weight.semibold,
      },
    }),
    justifyContent: 'space-between',
  }),
);
