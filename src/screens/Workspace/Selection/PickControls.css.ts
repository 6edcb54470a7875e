import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../../components/floating.css';
import { composed, vars } from '../../../theme';

/** Never wider than the row under the plan: a long refusal goes on its own line and wraps there. */
export const root = style(
  composed({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, maxInlineSize: '100%' }),
);

export const button = style(composed({ gap: vars.space.xs, whiteSpace: 'nowrap' }));

export const popover = style(composed({ ...floatingSurface, padding: vars.space.md }));

export const dialog = style(
  composed({
    outline: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxInlineSize: vars.size.panel,
  }),
);

export const help = style(composed({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted }));

/** The status: a progress bar with « Annuler », or a sentence that wraps within the row. */
export const status = style(
  composed({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.font.size.sm,
    flex: '1 1 auto',
    minInlineSize: vars.space.none,
  }),
);

export const progressBar = style(composed({ inlineSize: vars.size.toolbarSelect }));
