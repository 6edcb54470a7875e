import { style } from '@vanilla-extract/css';
import { composed, media, stack, textStyles, vars, wrappingSplitRow } from '../../theme';

export const page = style(
  composed({
    minHeight: '100dvh',
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    background: vars.color.background.subtle,
    color: vars.color.text.default,
  }),
);

export const topBar = style(
  composed({
    ...wrappingSplitRow('center', vars.space.sm),
    width: '100%',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.lg,
    '@media': { [media.tablet]: { paddingInline: vars.space.xl } },
  }),
);

export const back = style(composed({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const login = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
  }),
);

export const card = style(
  composed({
    alignSelf: 'start',
    width: `min(100% - 2 * ${vars.space.lg}, calc(${vars.size.dialog} + ${vars.space.section}))`,
    marginInline: 'auto',
    marginBlockEnd: vars.space.xxxl,
    display: 'grid',
    gap: vars.space.xl,
    padding: vars.space.xl,
    background: vars.color.background.surface,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.xl,
    boxShadow: vars.shadow.md,
    '@media': { [media.tablet]: { padding: vars.space.xxl, marginBlockStart: vars.space.xl } },
  }),
);

export const intro = style(composed({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' }));

/** Space above the eyebrow (the pattern's), after the logo. */
export const eyebrow = style(composed({ marginBlockStart: vars.space.md }));

export const form = style(composed(stack(vars.space.lg)));

export const nameRow = style(
  composed({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  }),
);

/** The button and the privacy notice beside it; stacked on a phone. */
export const actions = style(
  composed({
    display: 'grid',
    gap: vars.space.md,
    marginBlockStart: vars.space.xs,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center' } },
  }),
);

export const privacy = style(composed({ margin: 0, ...textStyles.caption }));
