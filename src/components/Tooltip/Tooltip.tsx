import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { lightTokens } from '../../theme/tokens.gen';
import * as styles from './Tooltip.css';

/** react-aria places overlays in JavaScript and takes the gap as a number: the space.sm token, in px. */
const OFFSET = Number.parseFloat(lightTokens.space.sm);

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * How long the pointer rests on the trigger before the tooltip shows, in ms (focus shows it at once). react-aria's
   * default, kept as a behaviour constant, not a design duration.
   * @default 1500
   */
  delay?: number;
}

/** Wraps a focusable trigger (a Button) and its Tooltip: hover or keyboard focus shows it, Escape hides it. */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  className?: string;
}

/**
 * A short text that names or explains its trigger (role="tooltip", linked with aria-describedby). It adds to an
 * accessible name, never replaces one: an icon-only button keeps its own aria-label. Shown with no motion: a tooltip
 * that slides in is read late.
 */
export function Tooltip({ children, offset, className, ...rest }: TooltipProps) {
  return (
    <AriaTooltip {...rest} offset={offset ?? OFFSET} className={[styles.tooltip, className].filter(Boolean).join(' ')}>
      <OverlayArrow className={styles.arrow}>
        <svg viewBox="0 0 8 8" aria-hidden="true" className={styles.arrowShape}>
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
