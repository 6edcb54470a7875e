import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

export const textArea = style(
  layered({
    // Only vertical resizing: a wider box would break the form's column.
    resize: 'vertical',
    minHeight: `calc(${vars.size.control.md} * 2)`,
  }),
);
