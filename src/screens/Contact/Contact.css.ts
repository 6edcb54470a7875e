import { style } from '@vanilla-extract/css';
import { composed, media, stack, textStyles, vars } from '../../theme';
import { proseColumn } from '../../patterns/PageSection/columns';
import { container, section } from '../../patterns/PageSection/PageSection.css';
import { cardGrid } from '../../patterns/PageSection/cardGrid';

/** The page: the public pages' content column and section rhythm. */
export const page = style([container, section]);

export const intro = style(
  composed({
    ...proseColumn,
    marginBlockEnd: vars.space.xxl,
    '@media': { [media.tablet]: { marginBlockEnd: vars.space.xxxl } },
  }),
);

export const layout = style(
  composed({
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'start',
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space.xxl },
    },
  }),
);

export const form = style(composed(stack(vars.space.lg)));

export const formTitle = style(composed({ marginBlockEnd: vars.space.xs }));

export const nameRow = style(
  composed({
    display: 'grid',
    gap: vars.space.lg,
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

export const actions = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlockStart: vars.space.xs,
  }),
);

export const aside = style(composed(stack(vars.space.lg)));

export const cards = style(
  cardGrid(
    { gap: vars.space.md },
    { tablet: { columns: 'repeat(3, minmax(0, 1fr))' }, desktop: { columns: 'minmax(0, 1fr)' } },
  ),
);

export const contactCard = style(composed({ display: 'grid', gap: vars.space.xs, height: '100%' }));

export const cardValue = style(
  composed({
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

export const address = style(composed({ fontStyle: 'normal', ...textStyles.body, color: vars.color.text.default }));
