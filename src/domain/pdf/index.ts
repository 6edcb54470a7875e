export { type Matrix, type Rect } from './geometry.ts';
export {
  MAX_PDF_BYTES,
  checkPdfBytes,
  checkPdfSize,
  classifyPdfError,
  hasPdfSignature,
  preflightPdfFile,
  type PdfImportErrorCode,
} from './importCheck.ts';
export { sha256Hex } from './hash.ts';
export {
  baseFileName,
  fileNameSheetName,
  guessSheetName,
  isMeaningfulLabel,
  readTitleBlock,
  sheetIdentity,
  sheetNumberIn,
  type SheetIdentity,
  type SheetName,
  type SheetNameInput,
  type SheetNameSource,
} from './sheetName.ts';
export { joinLines, toSheetText, type SheetTextItem } from './text.ts';
export { NO_LAYER, extractSegments, subdivisionCount, vectorOps, type SegmentSet, type VectorOps } from './vectors.ts';
