import { vars } from '../../theme';

/**
 * The tooltip's bubble, in a plain module (not a stylesheet) so that the workspace toolbar's own tooltip
 * (MeasureToolbar.css.ts, on react-aria's Tooltip) is drawn with it without bringing this component's styles along.
 */
export const tooltipSurface = {
  maxWidth: vars.size.dialog,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.border.radius.sm,
  background: vars.color.background.inverse,
  color: vars.color.text.inverse,
} as const;
