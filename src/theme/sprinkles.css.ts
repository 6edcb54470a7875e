import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { utilities } from './layers.css';
import { vars } from './contract.css';
import { breakpoints } from './tokens.gen';

const space = vars.space;

const responsive = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const plain = defineProperties({
  '@layer': utilities,
  properties: {
    background: {
      page: vars.color.background.page,
      surface: vars.color.background.surface,
      subtle: vars.color.background.subtle,
      sunken: vars.color.background.sunken,
      inverse: vars.color.background.inverse,
    },
    color: {
      default: vars.color.text.default,
      muted: vars.color.text.muted,
      inverse: vars.color.text.inverse,
    },
    borderRadius: vars.border.radius,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: ['100%', 'auto'],
    maxWidth: { prose: vars.size.prose, content: vars.size.content, dialog: vars.size.dialog, full: '100%' },
    marginX: ['auto'],
  },
});

export const sprinkles = createSprinkles(responsive, plain);
export type Sprinkles = Parameters<typeof sprinkles>[0];
