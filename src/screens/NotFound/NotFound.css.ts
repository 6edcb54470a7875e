import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../theme';

export const page = style(
  composed({
    minHeight: '70vh',
    display: 'grid',
    placeItems: 'center',
    textAlign: 'center',
    paddingBlock: vars.space.section,
    paddingInline: vars.space.lg,
    maxWidth: vars.size.prose,
    marginInline: 'auto',
  }),
);
