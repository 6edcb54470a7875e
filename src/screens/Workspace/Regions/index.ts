export {
  ScaleRegionList,
  measurementCountText,
  type ScaleRegionAction,
  type ScaleRegionItem,
  type ScaleRegionListProps,
} from './ScaleRegionList';
export {
  MAX_REGION_LABEL,
  RemoveRegionDialog,
  RenameRegionDialog,
  removeRegionMessage,
  type AffectedMeasurement,
  type RemoveRegionRequest,
} from './RegionDialogs';
export { MeasurementScaleNote, type MeasurementScaleNoteProps } from './MeasurementScaleNote';
export { nextRegionLabel, regionOverlayLabel } from './labels';
