import { vars } from './contract.css';

/**
 * A change of state eased in place (hover, press, selection, a panel sliding in): the `properties` that move,
 * comma-separated, over `duration`, the short one unless said.
 */
export const transition = (properties: string, duration: string = vars.motion.duration.fast) =>
  ({
    transitionProperty: properties,
    transitionDuration: duration,
    transitionTimingFunction: vars.motion.easing.standard,
  }) as const;
