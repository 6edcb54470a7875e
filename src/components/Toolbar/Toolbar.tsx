import {
  Separator,
  Toolbar as AriaToolbar,
  type SeparatorProps,
  type ToolbarProps as AriaToolbarProps,
} from 'react-aria-components';
import * as styles from './Toolbar.css';

export interface ToolbarProps extends Omit<AriaToolbarProps, 'className' | 'style'> {
  /** Toolbars need a name: « Affichage du plan ». */
  'aria-label': string;
  /** @default 'surface' */
  tone?: 'surface' | 'plain';
  className?: string;
}

/**
 * A row (or column) of controls that is one tab stop: arrow keys move between its buttons, Tab leaves it
 * (react-aria's Toolbar, role="toolbar").
 */
export function Toolbar({ tone = 'surface', orientation = 'horizontal', className, ...rest }: ToolbarProps) {
  return (
    <AriaToolbar
      {...rest}
      orientation={orientation}
      className={[styles.toolbar({ tone }), className].filter(Boolean).join(' ')}
    />
  );
}

export interface ToolbarSeparatorProps extends Omit<SeparatorProps, 'className' | 'style'> {
  /** Across the toolbar: 'vertical' in a horizontal toolbar. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** A line between groups of a toolbar, drawn across its direction. */
export function ToolbarSeparator({ orientation = 'vertical', className, ...rest }: ToolbarSeparatorProps) {
  return (
    <Separator
      {...rest}
      orientation={orientation}
      className={[styles.separator, className].filter(Boolean).join(' ')}
    />
  );
}
