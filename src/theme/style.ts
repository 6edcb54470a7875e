import type { StyleRule } from '@vanilla-extract/css';
import { components } from './layers.css';

/** Puts a rule in the `components` cascade layer; every recipe wraps its base and variants with it. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [components]: rule } });
