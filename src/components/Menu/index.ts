export {
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuTriggerProps,
} from './Menu';
