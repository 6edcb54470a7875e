export { ChangesList, changesCount, regionSize, steppedRegion } from './ChangesList';
export { CarryReview } from './CarryReview';
export { ComparePanel, alignmentLine, indiceHistory } from './ComparePanel';
export { DeltasView, formatDelta } from './DeltasView';
export { ManualAlignment, manualStep } from './ManualAlignment';
export { PairingDialog, duplicatePages, isOtherSize } from './PairingDialog';
export { comparisonColourVars, legendColour, readPictureColours } from './colours';
export type * from './types';
