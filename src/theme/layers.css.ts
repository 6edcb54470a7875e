import { globalLayer } from '@vanilla-extract/css';

// Declared once, in this order, before any other style: later layers win over earlier ones, whatever the
// specificity, so a utility (sprinkles) always beats a component recipe, which beats the theme and the reset.
export const reset = globalLayer('reset');
export const theme = globalLayer('theme');
export const components = globalLayer('components');
export const utilities = globalLayer('utilities');
