export { MeasureToolbar, type MeasureToolbarProps } from './MeasureToolbar';
export {
  MeasurementTable,
  measurementRows,
  type MeasurementColumn,
  type MeasurementTableProps,
  type MeasurementTableRow,
} from './MeasurementTable';
export { PropertiesPanel, type PropertiesItem, type PropertiesPanelProps } from './PropertiesPanel';
export {
  CHECK_TOLERANCE,
  ScaleDialog,
  type ScaleDialogProps,
  type ScaleDialogTarget,
  type ScaleSegment,
} from './ScaleDialog';
export { CalibrationStatus, type CalibrationStatusProps } from './CalibrationStatus';
export { ShortcutsOverlay, type ShortcutsOverlayProps } from './ShortcutsOverlay';
export {
  actionKeyLabel,
  ariaKeyShortcuts,
  chordKeys,
  chordLabel,
  describeShortcuts,
  type Platform,
  type ShortcutGroupView,
  type ShortcutView,
} from './keys';
export { measureColor } from './palette';
export { scaleStatusText } from './scaleText';
export { SheetPanel, type SheetPanelProps, type SheetPanelTab } from './SheetPanel';
