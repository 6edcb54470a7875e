import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { toggleButton } from './ToggleButton.css';

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** A square button holding only an icon; give it an `aria-label`. @default false */
  iconOnly?: boolean;
  className?: string;
}

/**
 * A button that stays pressed (aria-pressed): the hand mode, a layer isolated. Pressed, it takes the selected
 * colours and a border, so the state does not rest on colour alone.
 */
export function ToggleButton({ size, iconOnly, className, ...rest }: ToggleButtonProps) {
  return (
    <AriaToggleButton {...rest} className={[toggleButton({ size, iconOnly }), className].filter(Boolean).join(' ')} />
  );
}
