export { CountingReview } from './CountingReview';
export { CountingProgress } from './CountingProgress';
export { OtherSheetsProgress } from './OtherSheetsProgress';
export type { CountingProgressProps, CountingReviewProps, CountingStage, OtherSheetSearch } from './types';
