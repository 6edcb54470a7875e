import type { StyleRule } from '@vanilla-extract/css';
import { compositions, recipes } from './layers.css';

/** Puts a rule in the `components` cascade layer (its `recipes` part); every recipe wraps its base and variants with it. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [recipes]: rule } });

/**
 * Puts a rule in the `components` cascade layer, in its `compositions` part, after the recipes: patterns and screens
 * adjust the components they compose (a tab list laid out as a grid), and win over the component's own rule whatever
 * the order of the two in the stylesheet.
 */
export const composed = (rule: StyleRule): StyleRule => ({ '@layer': { [compositions]: rule } });
