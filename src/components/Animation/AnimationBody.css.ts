import { style } from '@vanilla-extract/css';
import { layered } from '../../theme';

/** The still frame and the player's drawing, one over the other in the box. */
export const layer = style(
  layered({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%' }),
);
