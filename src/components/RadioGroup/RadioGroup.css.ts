import { style } from '@vanilla-extract/css';
import { focusRing, layered, transition, vars } from '../../theme';
import { choiceRow } from '../Field/Field.css';

export const root = style(layered({}));

export const options = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    selectors: {
      [`${root}[data-orientation="horizontal"] &`]: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.xl,
        rowGap: vars.space.xs,
      },
    },
  }),
);

/** The clickable row: circle and label (the row every choice control shares, Field.css.ts). */
export const button = choiceRow;

export const circle = style(
  layered({
    flexShrink: 0,
    boxSizing: 'border-box',
    width: vars.size.checkbox,
    height: vars.size.checkbox,
    // Centres the circle on the first line of a label that may wrap.
    marginBlockStart: vars.space.xxs,
    border: `${vars.border.width.thick} solid ${vars.color.border.input}`,
    borderRadius: vars.border.radius.round,
    background: vars.color.background.surface,
    ...transition('background-color, border-color, box-shadow'),
    selectors: {
      [`${button}[data-hovered] &, ${button}[data-pressed] &`]: { borderColor: vars.color.border.inputHover },
      // The dot is the fill seen through a ring of surface colour: no extra element, tokens only.
      [`${button}[data-selected] &`]: {
        borderColor: vars.color.control.checked,
        background: vars.color.control.checked,
        boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.background.surface}`,
      },
      [`${button}[data-focus-visible] &`]: focusRing,
      [`${button}[data-invalid] &`]: { borderColor: vars.color.border.danger },
      [`${button}[data-invalid][data-selected] &`]: { background: vars.color.border.danger },
      [`${button}[data-disabled] &`]: {
        borderColor: vars.color.border.strong,
        background: vars.color.background.disabled,
      },
      [`${button}[data-disabled][data-selected] &`]: {
        background: vars.color.text.disabled,
        boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.background.disabled}`,
      },
    },
  }),
);

export const labelText = style(layered({ overflowWrap: 'anywhere' }));
