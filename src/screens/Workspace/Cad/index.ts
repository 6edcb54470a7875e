export { ArticleChoice, type ArticleChoiceProps } from './ArticleChoice';
export { BlocksPanel, type BlockCount, type BlocksPanelProps } from './BlocksPanel';
export { CadLayoutNotice, type CadLayoutNoticeProps, type CadLayoutViewport } from './CadLayoutNotice';
export { CadModelState, type CadModelStateProps } from './CadModelState';
export { CadScaleNotice, type CadScaleNoticeProps } from './CadScaleNotice';
export { CadClippedNotice, type CadClippedNoticeProps } from './CadClippedNotice';
export { CadDrawnXrefsNotice, type CadDrawnXrefsNoticeProps } from './CadDrawnXrefsNotice';
export { CadMissingXrefsNotice, type CadMissingXrefsNoticeProps } from './CadMissingXrefsNotice';
export { CadUnshownNotice, type CadUnshownNoticeProps } from './CadUnshownNotice';
export { CadUnreadLayoutsNotice, type CadUnreadLayoutsNoticeProps } from './CadUnreadLayoutsNotice';
export { CadUnitQuestion, type CadUnitAsked, type CadUnitQuestionProps } from './CadUnitQuestion';
export {
  LayerTotals,
  layerTotalRows,
  type CadMeasureKind,
  type LayerTotalRow,
  type LayerTotalsProps,
} from './LayerTotals';
export { referenceCount, visibleBlocks, type BlockSort } from './blocks';
