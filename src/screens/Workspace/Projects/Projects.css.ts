import { style } from '@vanilla-extract/css';
import { actionsRow, composed, media, stack, textStyles, vars, wrappingSplitRow } from '../../../theme';

/** The project list's page: the workspace's document page (centred, with the page margins). */
export { page } from '../Shell/WorkspaceLayout.css';

/** One column on a phone, `columns` from the tablet breakpoint up. */
const columnsFromTablet = (gap: string, columns: string) =>
  ({
    display: 'grid',
    gap,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tablet]: { gridTemplateColumns: columns } },
  }) as const;

export const pageHeader = style(composed(wrappingSplitRow('flex-end', vars.space.lg)));

export const intro = style(composed(stack(vars.space.xs)));

export const title = style(composed({ outline: 'none', overflowWrap: 'anywhere' }));

export const headerActions = style(
  composed({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
);

export const history = style(composed({ display: 'flex', gap: vars.space.xs }));

export const toolbar = style(
  composed({
    ...columnsFromTablet(vars.space.md, `minmax(0, 1fr) calc(${vars.size.dialog} / 2)`),
    alignItems: 'start',
  }),
);

export const search = style(composed({ minWidth: 0 }));
export const sort = style(composed({ minWidth: 0 }));

export const list = style(composed({}));

export const row = style(composed({ display: 'flex', alignItems: 'center', gap: vars.space.md }));

export const rowText = style(composed({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 }));

export const rowName = style(composed({ ...textStyles.titleLg, overflowWrap: 'anywhere' }));

export const rowDetails = style(
  composed({ fontSize: vars.font.size.sm, color: vars.color.text.default, overflowWrap: 'anywhere' }),
);

export const rowMeta = style(composed({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));

// The Button component does not expose its iconOnly variant; the doubled class outranks its padding.
export const rowMenu = style(
  composed({ flexShrink: 0, selectors: { '&&': { paddingInline: vars.space.none, aspectRatio: '1' } } }),
);

export const empty = style(
  composed({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
  }),
);

/** The project's details and the states of a project page (not found, no sheet). */
export const details = style(composed({ display: 'grid', gap: vars.space.lg }));

export const detailList = style(composed({ display: 'grid', gap: vars.space.md, margin: 0 }));

export const detailRow = style(composed({ display: 'grid', gap: vars.space.xxs }));

export const detailTerm = style(
  composed({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text.muted }),
);

export const detailValue = style(composed({ margin: 0, overflowWrap: 'anywhere' }));

export const notProvided = style(composed({ color: vars.color.text.muted, fontStyle: 'italic' }));

export const state = style(
  composed({
    boxSizing: 'border-box',
    display: 'grid',
    alignContent: 'start',
    justifyItems: 'start',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
    padding: vars.space.xl,
  }),
);

export const form = style(composed({ display: 'grid', gap: vars.space.lg }));

export const formRow = style(composed(columnsFromTablet(vars.space.lg, 'repeat(2, minmax(0, 1fr))')));

export const formActions = style(composed({ ...actionsRow }));

/** The project page's plans area. */
export const plans = style(composed(stack(vars.space.md)));

export const sheetsEmpty = style(
  composed({
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.xl,
    border: `${vars.border.width.thin} dashed ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
  }),
);

/** A sheet's thumbnail in the list: a fixed box, so that rows line up whether they have one or not. */
export const sheetThumb = style(
  composed({
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.sm,
    background: vars.color.background.subtle,
    overflow: 'hidden',
  }),
);

export const sheetThumbImage = style(composed({ maxWidth: '100%', maxHeight: '100%' }));

/** A notice's action under its message (the read-only notice's « Se connecter à un compte de cet appareil »). */
export const noticeActions = style(composed({ marginBlockStart: vars.space.sm }));
