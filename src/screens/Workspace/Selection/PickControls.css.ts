import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../../components/floating.css';
import { composed, vars } from '../../../theme';

export const root = style(composed({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }));

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

/** The status keeps one line: a progress bar a few rems wide, or a short sentence. */
export const status = style(
  composed({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm, minBlockSize: 0 }),
);

export const progressBar = style(composed({ inlineSize: vars.size.toolbarSelect }));
