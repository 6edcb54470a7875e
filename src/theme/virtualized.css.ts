import { globalStyle, style } from '@vanilla-extract/css';
import { composed } from './style';

/**
 * A virtualized collection's box (react-aria's `Virtualizer`): its rows stay pressable while it scrolls.
 *
 * react-aria turns pointer events off on the rows for 300 ms after every scroll of the box (its wrapper's inline
 * `pointer-events: none`, a scrolling-speed trick): a press that starts in that time, or ends in it, lands on the box
 * and not on the row or its button, and is lost. A person's press right after a wheel turn did nothing, and so did a
 * press on a row's button when the list scrolled between the button's press and its release (a late scroll event:
 * « Rétablir » seen lost so in a CI run of the counting e2e). The wrapper is the box's only child, a `presentation`.
 */
export const pressableWhileScrolling = style({});

globalStyle(
  `${pressableWhileScrolling} > [role="presentation"]`,
  // `!important` is the only thing that wins over an inline style (csstype's value types do not know it: the cast).
  composed({ pointerEvents: 'auto !important' as 'auto' }),
);
