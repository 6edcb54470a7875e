export { ProjectSheets, type ProjectSheetsProps } from './ProjectSheets';
export { MAX_SHEET_NAME_LENGTH, SheetList, sheetNameIssue, type SheetListItem, type SheetListProps } from './SheetList';
