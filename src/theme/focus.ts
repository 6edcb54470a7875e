import { vars } from './contract.css';

/** The focus indicator (WCAG 2.4.7, 2.4.13): the focus role's ring, just outside the element. */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
  outlineOffset: vars.focus.offset,
} as const;

/** The same ring drawn inside the element, where a scroll container, a frame or the neighbours would clip it. */
export const focusRingInset = {
  outline: `${vars.focus.width} solid ${vars.color.border.focus}`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
} as const;
