import { style } from '@vanilla-extract/css';
import { focusRing, layered, textStyles, transition, vars } from '../../theme';

/** The column every field lays out: label, description, control, error (the checkbox's field too). */
export const fieldColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
} as const;

export const field = style(layered({ ...fieldColumn, minWidth: vars.space.none }));

export const label = style(
  layered({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.default,
    // Long French labels wrap instead of overflowing narrow columns.
    overflowWrap: 'anywhere',
  }),
);

export const requiredMarker = style(
  layered({
    fontWeight: vars.font.weight.regular,
    color: vars.color.text.muted,
  }),
);

export const description = style(layered({ ...textStyles.caption }));

export const fieldError = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.danger,
  }),
);

// The icon sits on the first line of a message that may wrap: nudge it to the line's optical centre.
export const fieldErrorIcon = style(layered({ marginBlockStart: vars.space.xxs }));

/**
 * The shared look of a text-like control (Input, TextArea, the Select trigger). States come from react-aria's data-*
 * attributes on the control itself; the Select trigger adds its own selectors for the states set on its root.
 */
export const inputStyle = style(
  layered({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: vars.size.control.md,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.input}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    fontFamily: vars.font.family.body,
    ...textStyles.body,
    outline: 'none',
    ...transition('border-color, box-shadow, background-color'),
    '::placeholder': { color: vars.color.text.muted, opacity: 1 },
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.border.inputHover },
      '&[data-focus-visible]': focusRing,
      /*
       * A text field being typed in always shows where the typing goes, as browsers do for inputs: a dialog that puts
       * the focus in its field after a pointer press (react-aria then calls the focus not visible) shows it too.
       */
      '&:is(input, textarea)[data-focused]': focusRing,
      // The extra width is an inset shadow so the text does not move when the field turns invalid.
      '&[data-invalid]': {
        borderColor: vars.color.border.danger,
        boxShadow: `inset 0 0 0 ${vars.border.width.thin} ${vars.color.border.danger}`,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.background.disabled,
        color: vars.color.text.disabled,
        borderColor: vars.color.border.default,
      },
    },
  }),
);

/** The box of a small icon button inside a field's control (open the calendar, clear the search): borderless. */
export const fieldIconButtonBox = {
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.border.radius.sm,
  background: 'transparent',
} as const;

/**
 * The clickable row of a choice control (checkbox, radio): its mark and its label. States are read from react-aria's
 * data-* attributes on this label.
 */
export const choiceRow = style(
  layered({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    // WCAG 2.2 target size (2.5.8): the whole row is the target and is at least 24 px high.
    minHeight: vars.size.icon.lg,
    paddingBlock: vars.space.xxs,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
    },
  }),
);
