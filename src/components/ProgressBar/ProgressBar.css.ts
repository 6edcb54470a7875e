import { keyframes, style } from '@vanilla-extract/css';
import { layered, splitRow, textStyles, transition, vars } from '../../theme';

export const root = style(layered({ display: 'grid', gap: vars.space.xs, width: '100%', minWidth: 0 }));

export const header = style(layered({ ...splitRow, gap: vars.space.sm, ...textStyles.small }));

export const label = style(
  layered({ fontWeight: vars.font.weight.medium, color: vars.color.text.default, minWidth: 0 }),
);

export const value = style(
  layered({
    flexShrink: 0,
    color: vars.color.text.muted,
    // Digits of equal width, so the label does not jitter while the value climbs.
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const complete = style(
  layered({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.text.success,
    fontWeight: vars.font.weight.medium,
  }),
);

export const track = style(
  layered({
    position: 'relative',
    height: vars.size.progress,
    overflow: 'hidden',
    borderRadius: vars.border.radius.round,
    background: vars.color.control.track,
  }),
);

// Starts at the left edge, so the bar is visible even when a screenshot freezes the animation at its first frame.
const sweep = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(150%)' } });

export const fill = style(
  layered({
    height: '100%',
    borderRadius: vars.border.radius.round,
    background: vars.color.control.fill,
    ...transition('width, background-color', vars.motion.duration.slow),
    selectors: {
      [`${root}[data-complete] &`]: { background: vars.color.control.fillComplete },
      // RAC leaves aria-valuenow off an indeterminate bar: that is its documented state selector.
      [`${root}:not([aria-valuenow]) &`]: {
        width: '40%',
        animation: `${sweep} ${vars.motion.duration.spin} ${vars.motion.easing.standard} infinite alternate`,
      },
    },
  }),
);
