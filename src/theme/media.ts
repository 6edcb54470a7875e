import { breakpoints } from './tokens.gen';

/** The breakpoints' media queries, written once: `'@media': { [media.tablet]: { … } }`. */
export const media = {
  /** From the tablet breakpoint up. */
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** From the desktop breakpoint up. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Below the tablet breakpoint: a phone. */
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  /** Below the desktop breakpoint. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
} as const;
