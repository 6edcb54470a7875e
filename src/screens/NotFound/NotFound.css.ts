import { style } from '@vanilla-extract/css';
import { layered, vars } from '../../theme';

export const page = style(
  layered({
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
