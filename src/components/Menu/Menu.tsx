import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Icon, type WorkspaceIconName as IconName } from '../Icon/workspace';
import * as styles from './Menu.css';

export { MenuTrigger, type MenuTriggerProps };

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens against its trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
  className?: string;
}

/**
 * A menu of actions in a popover, opened by the Button it follows inside a `MenuTrigger`: arrows move, Enter or
 * Space runs an item, typing jumps to an item, Escape closes and gives the focus back to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...rest }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu {...rest} className={[styles.menu, className].filter(Boolean).join(' ')} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> {
  children: string;
  /** A decorative icon before the label. @default undefined */
  icon?: IconName;
  /** @default 'default' */
  tone?: 'default' | 'danger';
}

export function MenuItem({ children, icon, tone = 'default', ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem {...rest} textValue={children} className={styles.item({ tone })}>
      {icon && <Icon name={icon} size="sm" />}
      <span>{children}</span>
    </AriaMenuItem>
  );
}

/** A line between groups of items (role="separator"). */
export function MenuSeparator(): ReactNode {
  return <Separator className={styles.separator} />;
}
