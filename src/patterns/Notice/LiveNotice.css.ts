import { style } from '@vanilla-extract/css';
import { composed, stack, vars } from '../../theme';

/** A refusal's details (a backup's problems): one per line, under the message. */
export const details = style(
  composed({
    ...stack(vars.space.xxs),
    margin: 0,
    marginBlockStart: vars.space.xs,
    paddingInlineStart: vars.space.lg,
    // A sentence quoting a long field name must wrap, never widen the dialog.
    overflowWrap: 'anywhere',
  }),
);
