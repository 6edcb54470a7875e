import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden, visuallyHiddenFocusable } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  children: ReactNode;
  /** The element rendered; a `div` when the content is block-level. @default 'span' */
  elementType?: 'span' | 'div';
  /** Show the content while it (or something inside it) has focus. @default false */
  isFocusable?: boolean;
  className?: string;
}

/** Content read by screen readers but not shown, e.g. the "(nouvelle fenêtre)" suffix of an external link. */
export function VisuallyHidden({
  children,
  elementType: Element = 'span',
  isFocusable = false,
  className,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Element
      {...rest}
      className={[isFocusable ? visuallyHiddenFocusable : visuallyHidden, className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
