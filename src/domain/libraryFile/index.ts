export * from './model';
export { readCsv, decodeText, detectSeparator, parseCsv, hasFrenchLetters, type CsvReadOptions } from './csvRead';
export { guessMapping, findHeaderRow, mappingIssues, foldHeading, type HeaderRow, type MappingIssue } from './mapping';
export {
  checkRows,
  previewRows,
  detectFileDecimal,
  type CheckedFile,
  type CheckedRow,
  type CheckOptions,
  type LibraryIssue,
} from './validate';
export { planImport, type ExistingArticle, type ImportPlan, type PlannedRow } from './plan';
export { libraryCsv, libraryWorkbook, type LibraryFileLabels } from './exportLibrary';
export { rawCellOf } from './rawCell';
