import { style } from '@vanilla-extract/css';
import { composed, plainList, splitRow, stack, textStyles, vars } from '../../../theme';

export const root = style(
  composed({ display: 'grid', gap: vars.space.sm, color: vars.color.text.default, ...textStyles.small }),
);

export const title = style(composed({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }));

export const intro = style(composed({ margin: 0, color: vars.color.text.muted }));

export const empty = style(composed({ margin: 0, fontStyle: 'italic', color: vars.color.text.muted }));

export const hint = style(
  composed({ margin: 0, marginBlockStart: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.text.muted }),
);

export const list = style(composed(plainList(vars.space.xs)));

export const item = style(
  composed({
    ...splitRow,
    gap: vars.space.sm,
    padding: vars.space.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.overlay.region}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
  }),
);

export const itemText = style(composed(stack(vars.space.xxs)));

export const itemName = style(composed({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }));

export const itemMeta = style(composed({ color: vars.color.text.muted }));

export const note = style(
  composed({
    display: 'grid',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.font.size.sm,
  }),
);

export const noteTitle = style(
  composed({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold }),
);

export const noteText = style(composed({ margin: 0 }));

export const actions = style(
  composed({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm }),
);

export const form = style(composed({ display: 'grid', gap: vars.space.lg }));
