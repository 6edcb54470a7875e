export { HistoryPage, type HistoryPageProps } from './HistoryPage';
export { ALL_MEASUREMENTS, HistoryPanel, type EntryTab, type HistoryPanelProps } from './HistoryPanel';
export { VersionComparison, type VersionComparisonProps } from './VersionComparison';
export {
  CURRENT_STATE,
  VersionsPanel,
  type RestorePreview,
  type VersionItem,
  type VersionsPanelProps,
} from './VersionsPanel';
export { ComparisonProgress, type ComparisonProgressProps } from './ComparisonProgress';
