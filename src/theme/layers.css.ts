import { globalLayer } from '@vanilla-extract/css';

// Declared once, in this order, before any other style: later layers win over earlier ones, whatever the
// specificity, so a utility (sprinkles) always beats a component recipe, which beats the theme and the reset.
export const reset = globalLayer('reset');
export const theme = globalLayer('theme');
export const components = globalLayer('components');
export const utilities = globalLayer('utilities');

// Inside `components`: the design system's recipes, then the compositions of patterns and screens, which adjust the
// components they use (a tab list laid out as a grid) and so must win over the recipe's own rule. The order of the
// rules in the stylesheet never decides that: it changes with code splitting.
export const recipes = globalLayer({ parent: components }, 'recipes');
export const compositions = globalLayer({ parent: components }, 'compositions');
