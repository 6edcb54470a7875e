import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

const grip = vars.color.border.input;

export const textArea = style(
  layered({
    // Only vertical resizing: a wider box would break the form's column.
    resize: 'vertical',
    minHeight: `calc(${vars.size.control.md} * 2)`,
    selectors: {
      // The resize grip is drawn by us, from the theme: the browser's own grip follows neither the theme nor the
      // dark mode, and its pixels change from one Chromium build to the next (18–20 pixels of difference between two
      // builds), so a visual baseline would compare the browser instead of our design. Two diagonal strokes in the
      // input border's colour, which meets 3:1 against the field's background as an interface part.
      '&::-webkit-resizer': {
        backgroundColor: 'transparent',
        backgroundImage: `linear-gradient(135deg, transparent 0 42%, ${grip} 42% 49%, transparent 49% 61%, ${grip} 61% 68%, transparent 68%)`,
      },
    },
  }),
);
