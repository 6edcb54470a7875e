export { Toolbar, ToolbarSeparator, type ToolbarProps, type ToolbarSeparatorProps } from './Toolbar';
