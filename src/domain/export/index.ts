export * from './model';
export type { ExportLabels, TableHeadings, DetailHeadings } from './labels';
export { pricedTable, quantityDecimals, exportQuantity, vatCents, type PricedRow, type PricedTable } from './table';
export {
  documentWorkbook,
  pricedSheet,
  quantitiesSheet,
  detailsSheet,
  rowCount,
  columnLetter,
  type WorkbookModel,
  type SheetModel,
  type Cell,
  type CellValue,
  type FormulaValue,
  type DateValue,
} from './workbook';
export { documentCsv, writeCsv, csvField, formatCsvNumber, FRENCH_CSV, BOM, type CsvCell, type CsvFormat } from './csv';
export { exportFileName, safeNamePart } from './fileName';
export { PALETTE, STYLES, NUMBER_FORMATS, FONT, type StyleName, type CellStyle } from './styles';
export { toCents, productCents, round } from './decimal';
