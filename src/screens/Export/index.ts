export {
  ExportDialog,
  type ExportChoice,
  type ExportCsvTable,
  type ExportDialogProps,
  type ExportDialogState,
  type ExportFormat,
  type ExportKind,
} from './ExportDialog';
export { UnitErrorsDialog, type UnitErrorsDialogProps } from './UnitErrorsDialog';
