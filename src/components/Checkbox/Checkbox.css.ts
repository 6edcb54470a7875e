import { style } from '@vanilla-extract/css';
import { focusRing, layered, transition, vars } from '../../theme';
import { choiceRow, fieldColumn } from '../Field/Field.css';

export const field = style(layered({ ...fieldColumn }));

/** The clickable row: box and label (the row every choice control shares, Field.css.ts). */
export const button = choiceRow;

export const box = style(
  layered({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: vars.size.checkbox,
    height: vars.size.checkbox,
    border: `${vars.border.width.thick} solid ${vars.color.border.input}`,
    borderRadius: vars.border.radius.sm,
    background: vars.color.background.surface,
    color: vars.color.control.checkmark,
    ...transition('background-color, border-color'),
    selectors: {
      [`${button}[data-hovered] &`]: { borderColor: vars.color.border.inputHover },
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        borderColor: vars.color.control.checked,
        background: vars.color.control.checked,
      },
      [`${button}[data-pressed] &`]: { borderColor: vars.color.border.inputHover },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-invalid] &`]: { borderColor: vars.color.border.danger },
      [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
        background: vars.color.border.danger,
      },
      [`${button}[data-disabled] &`]: {
        borderColor: vars.color.border.strong,
        background: vars.color.background.disabled,
        color: vars.color.text.disabled,
      },
    },
  }),
);

// The box is a hair shorter than a line of text: centre it on the first line of a label that may wrap.
export const boxOffset = style(layered({ marginBlockStart: vars.space.xxs }));

export const labelText = style(layered({ overflowWrap: 'anywhere' }));

// Aligns the description and the error with the label text, not with the box.
export const help = style(layered({ paddingInlineStart: `calc(${vars.size.checkbox} + ${vars.space.sm})` }));
