import { style } from '@vanilla-extract/css';
import { composed, focusRingInset, media, stack, textStyles, vars } from '../../theme';

export const banner = style(
  composed({
    position: 'fixed',
    insetInline: 0,
    insetBlockEnd: 0,
    // Above the page and level with the fixed header (they never overlap); below modal overlays.
    zIndex: vars.zIndex.header,
    background: vars.color.background.surface,
    color: vars.color.text.default,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    boxShadow: vars.shadow.lg,
    maxHeight: '100dvh',
    overflowY: 'auto',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingInset,
    },
  }),
);

export const inner = style(
  composed({
    position: 'relative',
    maxWidth: vars.size.content,
    marginInline: 'auto',
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    paddingBlock: vars.space.lg,
    paddingInlineStart: vars.space.lg,
    // Room for the close button in the corner.
    paddingInlineEnd: `calc(${vars.size.control.sm} + ${vars.space.lg})`,
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: vars.space.xl,
        paddingBlock: vars.space.xl,
        paddingInlineStart: vars.space.xl,
        paddingInlineEnd: `calc(${vars.size.control.sm} + ${vars.space.xl})`,
      },
    },
  }),
);

export const text = style(composed(stack(vars.space.xs)));

export const heading = style(composed({ margin: 0, ...textStyles.titleLg }));

export const body = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.muted,
    maxWidth: vars.size.prose,
  }),
);

export const link = style(composed({ whiteSpace: 'nowrap' }));

/** Two equal columns on a phone, side by side later: the answers stay the same width whatever their labels. */
export const actions = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.sm,
    '@media': { [media.tablet]: { gridAutoColumns: '1fr', gridTemplateColumns: 'none', gridAutoFlow: 'column' } },
  }),
);

export const choice = style(composed({ width: '100%' }));

export const close = style(
  composed({
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    insetInlineEnd: vars.space.sm,
  }),
);
