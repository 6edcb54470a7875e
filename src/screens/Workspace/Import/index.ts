export { DuplicateDialog, type DuplicateDialogProps } from './DuplicateDialog';
export {
  ACCEPTED_CAD_FILE_TYPES,
  ACCEPTED_FILE_TYPES,
  ImportDropZone,
  filesOfDrop,
  type ImportDropZoneProps,
} from './ImportDropZone';
export { ImportPanel, type ImportPanelProps } from './ImportPanel';
export { ImportProgressList, type ImportProgressListProps } from './ImportProgressList';
export { StorageUsage, type StorageUsageProps } from './StorageUsage';
