import { style } from '@vanilla-extract/css';
import { composed, media, plainList, stack, vars } from '../../theme';

export { pageStack as page } from '../../patterns/PageLayout/PageLayout.css';

export const layout = style(
  composed({
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
      },
    },
  }),
);

export const sidebar = style(composed(stack(vars.space.lg)));

export const main = style(composed(stack(vars.space.lg)));

export const list = style(composed(plainList(vars.space.xs)));

export const item = style(
  composed({
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    selectors: {
      '&[aria-current="page"]': {
        borderColor: vars.color.border.focus,
        borderWidth: vars.border.width.thick,
      },
    },
  }),
);

export const itemName = style(composed({ fontWeight: vars.font.weight.semibold }));

export const itemCount = style(composed({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

export const createForm = style(composed({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }));

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
