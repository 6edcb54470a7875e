import { style } from '@vanilla-extract/css';
import { actionsRow, composed, vars } from '../../theme';

export const form = style(composed({ display: 'grid', gap: vars.space.xl }));

export const actions = style(composed({ ...actionsRow }));

export const group = style(
  // alignContent: a shorter group beside a longer one keeps its boxes together at the top, not spread over its height.
  composed({
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    border: 'none',
    minInlineSize: 0,
  }),
);

export const legend = style(
  composed({
    padding: 0,
    marginBlockEnd: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.default,
  }),
);

/** Two groups of checkboxes side by side when the dialog is wide enough: the dialog stays short. */
export const columns = style(
  composed({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.choiceColumn}, 1fr))`,
  }),
);
