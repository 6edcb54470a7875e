export {
  SimpleTabs,
  useSimpleTabs,
  type SimpleTabItem,
  type SimpleTabsOptions,
  type SimpleTabsParts,
  type SimpleTabsProps,
  type TabSelectionSource,
} from './SimpleTabs';
