export { GridList, GridListItem, type GridListItemProps, type GridListProps } from './GridList';
