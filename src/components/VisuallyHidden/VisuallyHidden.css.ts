import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

// The clip pattern keeps the text in the accessibility tree (unlike display: none or visibility: hidden) while
// taking no room; no 1px token exists, so the hairline size stands in for it. clipRules is the clip without the box,
// for a rule that places and sizes the element its own way (the skip link).
export const clipRules = {
  margin: `calc(${vars.size.hairline} * -1)`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  ...clipRules,
} as const;

export const visuallyHidden = style(layered(visuallyHiddenRules));

// A focusable child (a skip link, a "back to top") must be seen when it has focus (WCAG 2.4.7), so the
// clip only applies while nothing inside has focus.
export const visuallyHiddenFocusable = style(
  layered({
    selectors: { '&:not(:focus):not(:focus-within)': visuallyHiddenRules },
  }),
);
