import { style } from '@vanilla-extract/css';
import { layered } from '../../theme';

// Flex children default to min-width: auto and would overflow with a long French word; the primitives let them
// shrink instead.
export const stack = style(layered({ minWidth: 0 }));
export const inline = style(layered({ minWidth: 0 }));
