import { style } from '@vanilla-extract/css';
import { layered } from '../../theme';

// The Button recipe sets the box; a link also needs its hover underline and visited colour neutralised so it
// reads as a button in every state.
export const buttonLink = style(
  layered({
    textDecoration: 'none',
    selectors: { '&:visited': { color: 'inherit' }, '&[data-hovered]': { textDecoration: 'none' } },
  }),
);
