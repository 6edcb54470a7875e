import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../../theme';

// Apart from Account.css.ts: this one class is in the workspace's first load, the group's are not.
/** « Partagé »: beside a shared project's name, in the list and on its page. */
export const badge = style(
  composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    background: vars.color.background.subtle,
    color: vars.color.text.default,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  }),
);
