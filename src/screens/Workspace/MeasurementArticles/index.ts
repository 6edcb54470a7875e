export { MeasurementArticles, type LinkedArticleView, type MeasurementArticlesProps } from './MeasurementArticles';
export { UnitErrorList, type UnitErrorEntry, type UnitErrorListProps } from './UnitErrorList';
export {
  BulkLinkPanel,
  type BulkArticleView,
  type BulkLinkPanelProps,
  type BulkLinkedView,
  type NotApplicableView,
} from './BulkLinkPanel';
