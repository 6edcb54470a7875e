import { style } from '@vanilla-extract/css';
import { composed, fitColumns, stack, vars } from '../../../theme';

export { pageStack as page } from '../../../patterns/PageLayout/PageLayout.css';

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));

export const section = style(composed(stack(vars.space.md)));

export const columns = style(
  composed({
    ...fitColumns(vars.space.xl, vars.size.panel),
    alignItems: 'start',
  }),
);

export const list = style(
  composed({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg }),
);

export const muted = style(composed({ color: vars.color.text.muted, margin: 0 }));

export const entry = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }));

// --- Issue 24: unit errors, marked as errors ------------------------------------------------------------------------
export const errors = style(
  composed({
    padding: vars.space.md,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.danger}`,
    backgroundColor: vars.color.background.feedback.danger,
  }),
);

export const errorText = style(composed({ margin: 0, color: vars.color.text.danger }));

// --- Issue 24: the PSE blocks' sub-totals and totals ------------------------------------------------------------------
export const subtotal = style(composed({ fontWeight: vars.font.weight.semibold }));

export const total = style(
  composed({ fontWeight: vars.font.weight.semibold, backgroundColor: vars.color.background.sunken }),
);
