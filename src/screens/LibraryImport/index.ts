export {
  LibraryImportMapping,
  LibraryImportPreview,
  LibraryImportReport,
  type DetectedFormat,
  type ImportCounts,
  type MappingStepProps,
  type PreviewStepProps,
  type ReportStepProps,
} from './LibraryImport';
