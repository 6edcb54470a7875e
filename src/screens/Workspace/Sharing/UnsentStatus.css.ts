import { styleVariants } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

// Its own classes rather than Typography's Text: the list's row loads this with the chunk that follows the marks.
/** A shared project's unsent work on the project list: quiet while it waits, in the danger colour once refused. */
export const status = styleVariants({
  waiting: composed({ fontSize: vars.font.size.sm, color: vars.color.text.muted }),
  refused: composed({ fontSize: vars.font.size.sm, color: vars.color.text.danger }),
});
