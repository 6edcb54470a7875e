import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import * as styles from './GridList.css';

export interface GridListProps<T> extends Omit<AriaGridListProps<T>, 'className' | 'style' | 'layout'> {
  /** Names the list (required: a grid has no visible caption of its own). */
  'aria-label'?: string;
  className?: string;
}

/**
 * A list of rows a keyboard walks with the arrows (Home, End, Page Up/Down too), one tab stop for the whole list;
 * Enter runs a row's action (its `href`, or `onAction`), and the buttons inside a row are reached with the left and
 * right arrows. react-aria’s grid pattern, used where each row holds more than a link.
 */
export function GridList<T extends object>({ className, ...rest }: GridListProps<T>) {
  return <AriaGridList<T> {...rest} className={[styles.list, className].filter(Boolean).join(' ')} />;
}

export interface GridListItemProps<T> extends Omit<AriaGridListItemProps<T>, 'className' | 'style'> {
  /** The row's text for type-ahead and, unless the row has a label, its name. */
  textValue: string;
  className?: string;
}

export function GridListItem<T extends object>({ className, ...rest }: GridListItemProps<T>) {
  return <AriaGridListItem<T> {...rest} className={[styles.item, className].filter(Boolean).join(' ')} />;
}
