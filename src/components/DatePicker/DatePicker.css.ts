import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, layered, splitRow, vars } from '../../theme';
import { floatingSurface } from '../floating.css';
import { inputStyle } from '../Field';
import { fieldIconButtonBox } from '../Field/Field.css';

export const root = style(layered({}));

export const row = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs }));

/** The segments and the calendar button look like one text input; the focus ring follows the keyboard inside. */
export const group = style([
  inputStyle,
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInlineEnd: vars.space.xxs,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.border.inputHover },
      '&[data-focus-visible]': focusRing,
    },
  }),
]);

export const input = style(layered({ display: 'flex', flex: 1, alignItems: 'center', minWidth: 0 }));

export const segment = style(
  layered({
    paddingInline: vars.space.xxs,
    borderRadius: vars.border.radius.sm,
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    caretColor: 'transparent',
    selectors: {
      // WCAG 2.5.8: each editable segment is a target at least 24 px wide, even showing a two-letter « jj ».
      '&:not([data-type="literal"])': { minInlineSize: vars.size.icon.lg, textAlign: 'center' },
      '&[data-placeholder]': { color: vars.color.text.muted },
      '&[data-type="literal"]': { paddingInline: 0, color: vars.color.text.muted },
      '&[data-focused]': {
        background: vars.color.background.action.primary,
        color: vars.color.text.onAction,
      },
    },
  }),
);

const iconButtonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  ...fieldIconButtonBox,
  color: vars.color.text.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.action.ghostHover },
    '&[data-pressed]': { background: vars.color.background.sunken },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
} as const;

export const iconButton = style(layered(iconButtonBase));

export const clearButton = style(layered({ ...iconButtonBase, color: vars.color.text.muted }));

export const popover = style(layered({ ...floatingSurface, padding: vars.space.md }));

export const dialog = style(layered({ outline: 'none' }));

export const calendar = style(layered({ display: 'grid', gap: vars.space.sm }));

export const calendarHeader = style(layered({ ...splitRow, gap: vars.space.sm }));

export const month = style(
  layered({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'capitalize',
  }),
);

export const grid = style(layered({ borderCollapse: 'collapse', fontSize: vars.font.size.sm }));

// The weekday headers (th) are react-aria's, without a class of their own.
globalStyle(
  `${grid} th`,
  layered({ paddingBlock: vars.space.xs, color: vars.color.text.muted, fontWeight: vars.font.weight.medium }),
);

export const cell = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    borderRadius: vars.border.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { background: vars.color.background.action.ghostHover },
      '&[data-pressed]': { background: vars.color.background.sunken },
      '&[data-selected]': {
        background: vars.color.background.action.primary,
        color: vars.color.text.onAction,
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled], &[data-unavailable]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  }),
);
