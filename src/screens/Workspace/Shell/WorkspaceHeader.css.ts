import { style } from '@vanilla-extract/css';
import { composed, media, textStyles, vars } from '../../../theme';
import { visuallyHiddenRules } from '../../../components/VisuallyHidden/VisuallyHidden.css';

export const header = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"brand actions" "crumbs crumbs"',
    alignItems: 'center',
    columnGap: vars.space.lg,
    rowGap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.header,
    color: vars.color.text.default,
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: '"brand crumbs actions"',
        paddingInline: vars.space.xl,
      },
    },
  }),
);

export const brand = style(
  composed({
    gridArea: 'brand',
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
  }),
);

export const crumbs = style(composed({ gridArea: 'crumbs' }));

export const actions = style(
  composed({
    gridArea: 'actions',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const greeting = style(
  composed({
    margin: 0,
    minWidth: 0,
    ...textStyles.truncated,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.muted,
    // On a phone the breadcrumbs need the row: the greeting is still said (to assistive technology), not cut to « B… ».
    '@media': { [media.phone]: visuallyHiddenRules },
  }),
);
